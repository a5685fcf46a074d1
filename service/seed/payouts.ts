import { payerAt } from './accounts';
import { amountFor } from './amounts';
import { blank, type SeedContext, type TransactionInsert } from './context';
import { PAYOUT_ITEMS } from './names';
import { applyOutcome, drawOutcome, shape } from './processing';

/** A payout from the merchant's (or a sub-merchant's) balance to a connected account; null when none is connected at t. */
export function makePayout(g: SeedContext, t: number): TransactionInsert | null {
  const r = g.r;
  const currency = r.chance(0.2) ? 'COP' : 'USD';
  const account = payerAt(g, t, currency);
  if (!account) return null;
  const owner = r.chance(0.7) ? g.m.id : r.pick(g.m.subMerchantIds);
  const row: TransactionInsert = {
    ...blank(g.m.id, owner, t),
    id: `trx_${r.uuid()}`,
    code: r.code('PYO'),
    tenantId: r.pick(g.m.tenantIds),
    type: 'PAYOUT',
    status: 'PENDING',
    creationSource: r.weighted([
      ['MERCHANT_API', 4],
      ['MERCHANT_PORTAL', 1],
    ] as const),
    amount: amountFor(g, currency, 'payout'),
    currency,
    description: r.chance(0.8) ? r.pick(PAYOUT_ITEMS) : null,
    destinationAccountId: account.id,
    destinationEndUserId: account.endUserId,
    primaryReference: r.chance(0.5) ? `PO-${r.int(10_000, 99_999)}` : null,
    metadata: {},
  };
  applyOutcome(g, row, t, shape(row, drawOutcome(g, t, 'PAYOUT')), owner, []);
  return row;
}
