import type { Transaction } from '@/lib/merchant-api/types';

/**
 * What the payments, transfers and payouts tables read of a transaction (their columns, the phone cards, the
 * row link and the refund menu): the server sends them only this, not the whole object (issue 22: the RSC
 * payload of a list page of 25 rows). A column that reads another field adds it here.
 */
const ROW_FIELDS = [
  'uuid',
  'code',
  'status',
  'type',
  'amount',
  'currency',
  'totalFee',
  'netAmount',
  'amountRefunded',
  'description',
  'fundingSourceId',
  'originAccountId',
  'destinationAccountId',
  'primaryReference',
  'secondaryReference',
  'tenantId',
  'merchantId',
  'dueDate',
  'dateCreated',
] as const satisfies readonly (keyof Transaction)[];

export type TransactionRow = Pick<Transaction, (typeof ROW_FIELDS)[number]> & {
  /** Only when amountRefunded is not reported (core/refunds.ts sums the refunds then). */
  refunds?: { amount: number; status: Transaction['status'] }[] | null;
};

export function toTransactionRow(trx: Transaction): TransactionRow {
  const row = Object.fromEntries(ROW_FIELDS.map((field) => [field, trx[field]])) as TransactionRow;
  if (trx.amountRefunded == null && trx.refunds)
    row.refunds = trx.refunds.map((refund) => ({ amount: refund.amount, status: refund.status }));
  return row;
}
