import { parseShare, splitAmount, type Share } from '../../core/money/allocate';
import type { splitEntries } from '../db/schema';
import { LIMITS } from '../../core/limits';
import { caseTriggerOf, respondByOf } from '../../core/cases';
import { DISPUTE_REMARKS } from '../payments/give-back';
import { amountFor, withEnding } from './amounts';
import { payerAt } from './accounts';
import { blank, DAY, MINUTE, type AccountInfo, type SeedContext, type TransactionInsert } from './context';
import { CO_PAYMENT_ITEMS, PAYMENT_ITEMS, TAGS } from './names';
import { applyOutcome, drawOutcome, shape } from './processing';
import { giveBack, scheduleRefunds } from './refunds';

/** A payment from a payer account (or a recurring plan's funding account) created at t, with what happened to it since; null when no account can pay then. */
export async function makePayment(
  g: SeedContext,
  t: number,
  d: number,
  given: {
    plan?: { id: string; cycle: number; dueDate: string };
    account?: AccountInfo;
    amount?: number;
    description?: string;
    owner?: string;
    tenantId?: string;
  },
): Promise<TransactionInsert | null> {
  const r = g.r;
  const currency = r.chance(0.22) ? 'COP' : 'USD';
  const account = given.account ?? payerAt(g, t, currency);
  if (!account || account.from > t || t >= account.until) return null;
  const amount = given.amount ?? amountFor(g, account.currency, 'payment');
  const owner = given.owner ?? (r.chance(0.8) ? g.m.id : r.pick(g.m.subMerchantIds));
  const item = given.description ?? r.pick(account.currency === 'COP' ? CO_PAYMENT_ITEMS : PAYMENT_ITEMS);
  const source = given.plan
    ? 'RECURRING_PLAN'
    : r.weighted([
        ['MERCHANT_API', 9],
        ['MERCHANT_PORTAL', 1],
      ] as const);
  const row = paymentRow(g, t, account, amount, owner, given.tenantId ?? r.pick(g.m.tenantIds), item, source);
  if (given.plan) Object.assign(row, { recurringPlanId: given.plan.id, dueDate: given.plan.dueDate });
  await finishPayment(g, row, t, owner);
  return row;
}

/** A new PENDING payment row funded by `account`. */
export function paymentRow(
  g: SeedContext,
  t: number,
  account: AccountInfo,
  amount: number,
  owner: string,
  tenantId: string,
  description: string,
  source: string,
): TransactionInsert {
  const r = g.r;
  return {
    ...blank(g.m.id, owner, t),
    id: `trx_${r.uuid()}`,
    code: r.code('PAY'),
    tenantId,
    type: 'PAYMENT',
    status: 'PENDING',
    creationSource: source,
    amount,
    currency: account.currency,
    description,
    originAccountId: account.id,
    originEndUserId: account.endUserId,
    statementDescriptor: r.chance(0.6)
      ? r.pick(['ACME OUTDOOR', 'ACME RENTALS', 'ACME GUIDES', 'TRAILHEAD CAFE'])
      : null,
    primaryReference: r.chance(0.6) ? `INV-${r.int(100_000, 999_999)}` : null,
    secondaryReference: r.chance(0.2) ? `ORD-${r.int(10_000, 99_999)}` : null,
    metadata: r.chance(0.4) ? { channel: r.pick(TAGS), order_id: String(r.int(1000, 99_999)) } : {},
    autoSendReceipt: r.chance(0.5),
  };
}

/** Outcome, splits, refunds and disputes of a payment row. */
export async function finishPayment(g: SeedContext, row: TransactionInsert, t: number, owner: string) {
  const r = g.r;
  const outcome = shape(row, drawOutcome(g, t, 'PAYMENT'));
  const disputed = outcome.status === 'SUCCESSFUL' && r.chance(0.007) && t < g.now - 10 * MINUTE;
  if (disputed) row.amount = withEnding(row.amount, 66);
  const splits = !disputed && owner === g.m.id && r.chance(0.1) ? splitsFor(g, row) : [];
  if (splits.length) row.hasSplits = true;
  applyOutcome(g, row, t, outcome, owner, splits);
  for (const s of splits) await g.emit('splitEntries', s);
  if (row.status !== 'SUCCESSFUL') return;

  if (disputed) {
    const at = (row.settledAt as Date).getTime() + r.int(1, 12) * DAY + r.int(0, DAY - 1);
    if (at < g.now) {
      Object.assign(row, { status: 'DISPUTED', remarks: DISPUTE_REMARKS, dateUpdated: new Date(at) });
      const reversal = giveBack(g, row, 'REVERSAL', row.amount, at);
      g.schedule(at, reversal);
      await g.emit('cases', disputeCase(g, row, reversal, at));
    } else row.processAfter = row.settledAt;
    return;
  }
  if (splits.length) return;
  scheduleRefunds(g, row);
}

/**
 * The case of a generated dispute (docs/disputes.md), without a random draw (so a seed gives the same data): open while
 * its respond-by deadline is ahead, else lost or (a third of them) accepted. Its id and code follow its reversal's.
 */
function disputeCase(g: SeedContext, payment: TransactionInsert, reversal: TransactionInsert, at: number) {
  const reason = caseTriggerOf({ type: 'PAYMENT', amount: payment.amount })?.reason ?? 'GENERAL';
  const respondBy = respondByOf('DISPUTE', new Date(at));
  const open = respondBy.getTime() > g.now;
  const status = open ? 'NEEDS_RESPONSE' : Math.floor(payment.amount / 100) % 3 === 0 ? 'ACCEPTED' : 'LOST';
  const decidedAt = open ? null : status === 'ACCEPTED' ? new Date(at + DAY) : respondBy;
  return {
    id: `cas_${reversal.id.slice(4)}`,
    code: `DSP-${reversal.code.slice(4)}`,
    merchantId: payment.merchantId,
    ownerMerchantId: payment.ownerMerchantId,
    kind: 'DISPUTE',
    reason,
    status,
    amount: reversal.amount,
    currency: payment.currency,
    paymentId: payment.id,
    debitTransactionId: reversal.id,
    payerEndUserId: payment.originEndUserId ?? null,
    respondBy,
    decidedAt,
    processAfter: open ? respondBy : null,
    dateCreated: new Date(at),
    dateUpdated: decidedAt ?? new Date(at),
  };
}

function splitsFor(g: SeedContext, row: TransactionInsert): (typeof splitEntries.$inferInsert)[] {
  const r = g.r;
  const recipients = r.chance(0.7)
    ? [r.pick(g.m.subMerchantIds)]
    : [...g.m.subMerchantIds].sort(() => r.next() - 0.5).slice(0, 2);
  const texts = recipients.map(() =>
    r.chance(0.6)
      ? `${r.pick([5, 10, 12.5, 15, 20, 25, 30])}%`
      : String(Math.max(1, Math.floor((row.amount * r.int(5, 30)) / 100))),
  );
  const shares: Share[] = [];
  for (const text of texts) {
    const parsed = parseShare(text, LIMITS.maxAmount);
    if (!parsed.ok) return [];
    shares.push(parsed.share);
  }
  const result = splitAmount(row.amount, shares);
  if (!result.ok || result.recipients.some((a) => a === 0)) return [];
  const entries: (typeof splitEntries.$inferInsert)[] = recipients.map((merchantId, i) => ({
    id: `trx_${r.uuid()}`,
    transactionId: row.id!,
    position: i,
    merchantId,
    tenantId: row.tenantId,
    isRemainder: false,
    requestedAmount: texts[i],
    amount: result.recipients[i],
    description: r.chance(0.5) ? r.pick(['Guide commission', 'Rental share', 'Café share', 'Partner fee']) : null,
    primaryReference: null,
    secondaryReference: null,
  }));
  entries.push({
    id: `trx_${r.uuid()}`,
    transactionId: row.id!,
    position: entries.length,
    merchantId: row.ownerMerchantId,
    tenantId: row.tenantId,
    isRemainder: true,
    requestedAmount: null,
    amount: result.remainder,
    description: row.description ?? null,
    primaryReference: null,
    secondaryReference: null,
  });
  return entries;
}

/** A few payments from the last seconds, so the processor has something to move right after start. */
export function freshPayments(g: SeedContext): TransactionInsert[] {
  const out: TransactionInsert[] = [];
  for (let i = 0; i < 6; i++) {
    const t = g.now - g.r.int(1, 12) * 1000;
    const account = payerAt(g, t, 'USD');
    if (!account) continue;
    const amount = amountFor(g, 'USD', 'payment');
    const owner = g.m.id;
    const row = paymentRow(
      g,
      t,
      account,
      amount,
      owner,
      g.r.pick(g.m.tenantIds),
      g.r.pick(PAYMENT_ITEMS),
      'MERCHANT_API',
    );
    applyOutcome(g, row, t, { status: 'SUCCESSFUL' }, owner, []);
    out.push(row);
  }
  return out;
}
