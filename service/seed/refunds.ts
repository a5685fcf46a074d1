import { REFUND_REASONS } from '../../core/refunds';
import { giveBackRow } from '../payments/give-back';
import { blank, DAY, MINUTE, type SeedContext, type TransactionInsert } from './context';

/** Partial and full refunds of a successful payment (most have none), each on its own later day, and the payment's refunded amount and status. */
export function scheduleRefunds(g: SeedContext, row: TransactionInsert): void {
  const r = g.r;
  const refund = r.weighted([
    ['none', 91],
    ['partial', 5.5],
    ['full', 3.5],
  ] as const);
  if (refund === 'none') return;
  let at = (row.settledAt as Date).getTime() + r.int(0, 14) * DAY + r.int(MINUTE, DAY - 1);
  if (at >= g.now) return;
  let refunded = 0;
  const parts = refund === 'full' ? (r.chance(0.15) ? 2 : 1) : r.chance(0.2) ? 2 : 1;
  for (let p = 0; p < parts && at < g.now; p++) {
    const last = p === parts - 1;
    const left = row.amount - refunded;
    const amount =
      refund === 'full' && last
        ? left
        : Math.max(1, Math.min(left - 1, Math.round((row.amount * r.int(10, 60)) / 100)));
    if (amount <= 0 || left - amount < 0) break;
    refunded += amount;
    g.schedule(at, giveBack(g, row, 'REFUND', amount, at));
    at += r.int(1, 5) * DAY;
  }
  row.amountRefunded = refunded;
  if (refunded === row.amount) row.status = 'REFUNDED';
}

/** A refund (or a dispute's reversal): settled at once, negative in its deposit (the API's shape, payments/give-back.ts). */
export function giveBack(
  g: SeedContext,
  payment: TransactionInsert,
  type: 'REFUND' | 'REVERSAL',
  amount: number,
  at: number,
): TransactionInsert {
  const r = g.r;
  // The random draws keep their order (id, code, source, reason, note), so a seed gives the same data.
  const id = `trx_${r.uuid()}`;
  const code = r.code(type === 'REFUND' ? 'REF' : 'REV');
  const creationSource =
    type === 'REFUND'
      ? r.weighted([
          ['MERCHANT_API', 3],
          ['MERCHANT_PORTAL', 1],
        ] as const)
      : 'SANDBOX_PROCESSOR';
  const reason = type === 'REFUND' ? r.pick(REFUND_REASONS) : null;
  const note =
    type === 'REFUND' && r.chance(0.3)
      ? r.pick(['Customer changed their mind', 'Damaged item', 'Charged twice', 'Trip canceled by weather'])
      : null;
  return {
    ...blank(g.m.id, payment.ownerMerchantId, at),
    ...giveBackRow(payment, { type, id, code, amount, creationSource, at: new Date(at), reason, note }),
  };
}
