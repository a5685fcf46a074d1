import { CASE_WON_REMARKS } from '@/core/cases';
import type { Transaction } from '@/lib/merchant-api/types';

/**
 * What the payments, transfers and payouts tables read of a transaction (their columns, the phone cards, the
 * row link and the refund menu): the server sends them only this, not the whole object (docs/performance.md, "The
 * console's HTML": the RSC payload of a list page of 25 rows). A column that reads another field adds it here.
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
  /** Only on the payment that put back a won case's money: the refund menu says it is not refundable (core/refunds.ts). */
  remarks?: typeof CASE_WON_REMARKS;
};

export function toTransactionRow(trx: Transaction): TransactionRow {
  const row = Object.fromEntries(ROW_FIELDS.map((field) => [field, trx[field]])) as TransactionRow;
  if (trx.amountRefunded == null && trx.refunds)
    row.refunds = trx.refunds.map((refund) => ({ amount: refund.amount, status: refund.status }));
  if (trx.remarks === CASE_WON_REMARKS) row.remarks = CASE_WON_REMARKS;
  return row;
}

/**
 * A row as the server sends it: its null fields left out (a fifth of a row's bytes in the page's RSC payload); the
 * table puts them back with `fromSentRow`, so its columns read the row's declared `null`s.
 */
export type SentTransactionRow = { [K in keyof TransactionRow]?: TransactionRow[K] } & Pick<TransactionRow, 'uuid'>;

export function toSentTransactionRow(trx: Transaction): SentTransactionRow {
  const row = toTransactionRow(trx) as Record<string, unknown>;
  for (const field of ROW_FIELDS) if (row[field] === null) delete row[field];
  return row as SentTransactionRow;
}

export function fromSentRow(sent: SentTransactionRow): TransactionRow {
  const row: Record<string, unknown> = { ...sent };
  for (const field of ROW_FIELDS) row[field] ??= null;
  return row as TransactionRow;
}
