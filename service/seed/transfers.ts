import { payerAt } from './accounts';
import { amountFor, plain } from './amounts';
import { blank, type SeedContext, type TransactionInsert } from './context';
import { TRANSFER_ITEMS } from './names';
import { applyOutcome, drawOutcome, shape } from './processing';

/** A transfer between two connected accounts; null when two are not found at t. */
export function makeTransfer(g: SeedContext, t: number): TransactionInsert | null {
  const r = g.r;
  const currency = r.chance(0.2) ? 'COP' : 'USD';
  const origin = payerAt(g, t, currency);
  const destination = payerAt(g, t, currency);
  if (!origin || !destination || origin.id === destination.id) return null;
  const row: TransactionInsert = {
    ...blank(g.m.id, g.m.id, t),
    id: `trx_${r.uuid()}`,
    code: r.code('TRF'),
    tenantId: r.pick(g.m.tenantIds),
    type: 'TRANSFER',
    status: 'PENDING',
    creationSource: 'MERCHANT_API',
    amount: amountFor(g, currency, 'transfer'),
    currency,
    description: r.pick(TRANSFER_ITEMS),
    originAccountId: origin.id,
    originEndUserId: origin.endUserId,
    destinationAccountId: destination.id,
    destinationEndUserId: destination.endUserId,
    statementDescriptor: 'ACME TRANSFER',
    primaryReference: r.chance(0.4) ? `TR-${r.int(10_000, 99_999)}` : null,
    autoSendReceipt: r.chance(0.3),
    metadata: {},
  };
  applyOutcome(g, row, t, shape(row, drawOutcome(g, t, 'TRANSFER')), g.m.id, []);
  return row;
}

/** POST /transactions/authorize: account to account, starts PROCESSING with fees. */
export function makeAuthorized(g: SeedContext, t: number): TransactionInsert | null {
  const r = g.r;
  const type = r.weighted([
    ['PRENOTIFICATION', 3],
    ['MICRODEPOSIT', 4],
    ['RETURN', 1],
    ['REVERSAL', 1],
    ['TRANSFER', 1],
  ] as const);
  const origin = payerAt(g, t, 'USD');
  const destination = payerAt(g, t, 'USD');
  if (!origin || !destination || origin.id === destination.id) return null;
  const row: TransactionInsert = {
    ...blank(g.m.id, g.m.id, t),
    id: `trx_${r.uuid()}`,
    code: r.code('TRX'),
    tenantId: r.chance(0.5) ? r.pick(g.m.tenantIds) : null,
    type,
    status: 'PROCESSING',
    creationSource: 'MERCHANT_API',
    amount:
      type === 'MICRODEPOSIT' || type === 'PRENOTIFICATION'
        ? plain(amountFor(g, 'USD', 'micro'))
        : amountFor(g, 'USD', 'transfer'),
    currency: 'USD',
    description:
      type === 'MICRODEPOSIT'
        ? 'Account verification deposit'
        : type === 'PRENOTIFICATION'
          ? 'Prenote'
          : `${type.toLowerCase()} of an earlier debit`,
    originAccountId: origin.id,
    originEndUserId: origin.endUserId,
    destinationAccountId: destination.id,
    destinationEndUserId: destination.endUserId,
    customId: r.chance(0.3) ? `AUTH-${r.digits(8)}` : null,
    metadata: {},
  };
  // Authorized rows skip PENDING: they are PROCESSING from creation.
  applyOutcome(g, row, t - g.o.delays.pendingMs, shape(row, drawOutcome(g, t, type)), g.m.id, []);
  row.dateCreated = new Date(t);
  return row;
}
