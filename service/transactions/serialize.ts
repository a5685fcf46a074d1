import { and, asc, eq, sql } from 'drizzle-orm';
import { prepared } from '../db/prepared';
import type { DbOrTx } from '../db/client';
import { splitEntries, transactions } from '../db/schema';
import type { RecipientJson, TransactionJson } from './schemas';
import { readTogether } from '../db/parallel';

export type TransactionRow = typeof transactions.$inferSelect;

/** Columns no transaction JSON shows: a list page does not read them (service/transactions/queries.ts). */
export const UNSERIALIZED_COLUMNS = [
  'merchantId',
  'hasSplits',
  'originEndUserId',
  'destinationEndUserId',
  'tertiaryReference',
  'processAfter',
  'settledAt',
] as const satisfies readonly (keyof TransactionRow)[];

/** What serializeTransaction reads of a transaction's row. */
export type SerializedRow = Omit<TransactionRow, (typeof UNSERIALIZED_COLUMNS)[number]>;
export type SplitRow = typeof splitEntries.$inferSelect;

/** What a payment's JSON shows of each of its refunds. */
export type RefundSummary = Pick<
  TransactionRow,
  'id' | 'code' | 'status' | 'amount' | 'refundReason' | 'refundNote' | 'dateCreated'
>;

/** What a transaction's JSON needs besides its row: its split entries and, for payments, its refunds. */
export interface TransactionRelations {
  splits: Map<string, SplitRow[]>;
  refunds: Map<string, RefundSummary[]>;
}

/** The relations of a transaction that has none yet (just created, no split). */
export function noRelations(): TransactionRelations {
  return { splits: new Map(), refunds: new Map() };
}

/**
 * Loads the relations of a page of transactions in at most two queries (no N+1), and only for the rows
 * that have some: split entries where has_splits, refunds where amount_refunded > 0 (every refund adds to it).
 */
export async function loadRelations(db: DbOrTx, rows: TransactionRow[]): Promise<TransactionRelations> {
  const ids = rows.filter((r) => r.hasSplits).map((r) => r.id);
  const paymentIds = rows.filter((r) => r.type === 'PAYMENT' && r.amountRefunded > 0).map((r) => r.id);
  // Prepared (one array parameter, so one SQL text whatever the page): no query building per page.
  const [splitRows, refundRows] = await readTogether(db, [
    async () =>
      ids.length
        ? prepared(db, 'split_entries_of', (d, name) =>
            d
              .select()
              .from(splitEntries)
              .where(sql`${splitEntries.transactionId} = any(${sql.placeholder('ids')})`)
              .orderBy(asc(splitEntries.transactionId), asc(splitEntries.position))
              .prepare(name),
          ).execute({ ids })
        : [],
    async () =>
      paymentIds.length
        ? prepared(db, 'refunds_of', (d, name) =>
            d
              .select()
              .from(transactions)
              .where(
                and(sql`${transactions.parentId} = any(${sql.placeholder('ids')})`, eq(transactions.type, 'REFUND')),
              )
              .orderBy(asc(transactions.dateCreated), asc(transactions.id))
              .prepare(name),
          ).execute({ ids: paymentIds })
        : [],
  ]);
  const splits = new Map<string, SplitRow[]>();
  for (const s of splitRows) splits.set(s.transactionId, [...(splits.get(s.transactionId) ?? []), s]);
  const refunds = new Map<string, TransactionRow[]>();
  for (const r of refundRows) if (r.parentId) refunds.set(r.parentId, [...(refunds.get(r.parentId) ?? []), r]);
  return { splits, refunds };
}

const ref = (id: string | null) => (id ? { uuid: id } : null);

function serializeRecipient(trx: SerializedRow, s: SplitRow, form: 'full' | 'list'): RecipientJson {
  const base: RecipientJson = {
    uuid: s.id,
    merchant_uuid: s.merchantId,
    tenant_id: s.tenantId ?? trx.tenantId,
    amount: s.amount,
    requested_amount: s.requestedAmount,
    description: s.description,
    primary_reference: s.primaryReference,
    secondary_reference: s.secondaryReference,
  };
  if (form === 'list') return base;
  return {
    ...base,
    net_amount: s.netAmount,
    total_fee: s.totalFee,
    fixed_fee: s.fixedFee,
    variable_fee: s.variableFee,
  };
}

/**
 * The one transaction serializer (spec 2.2 plus the extensions of docs/design.md). `form: 'list'` drops the
 * fee fields of split entries, as the spec's list form does.
 */
export function serializeTransaction(
  row: SerializedRow,
  relations: TransactionRelations,
  form: 'full' | 'list' = 'full',
): TransactionJson {
  const splits = relations.splits.get(row.id);
  const json: TransactionJson = {
    uuid: row.id,
    code: row.code,
    status: row.status,
    type: row.type,
    tenant: ref(row.tenantId),
    creation_source: row.creationSource,
    amount: row.amount,
    variable_fee: row.variableFee,
    fixed_fee: row.fixedFee,
    total_fee: row.totalFee,
    net_amount: row.netAmount,
    currency: { code: row.currency },
    description: row.description,
    remarks: row.remarks,
    funding_source: row.type === 'PAYMENT' ? ref(row.originAccountId) : null,
    origin_account: ref(row.originAccountId),
    destination_account: ref(row.destinationAccountId),
    statement_descriptor: row.statementDescriptor,
    primary_reference: row.primaryReference,
    secondary_reference: row.secondaryReference,
    metadata: row.metadata,
    decline_reason: row.declineReason,
    auto_send_receipt: row.autoSendReceipt,
    due_date: row.dueDate,
    additional_recipients: splits && splits.length ? splits.map((s) => serializeRecipient(row, s, form)) : null,
    merchant_id: row.ownerMerchantId,
    custom_id: row.customId,
    deposit_id: row.depositId,
    recurring_plan_id: row.recurringPlanId,
    date_created_gmt: row.dateCreated.toISOString(),
    date_updated_gmt: row.dateUpdated.toISOString(),
  };
  if (row.type === 'PAYMENT') {
    json.amount_refunded = row.amountRefunded;
    json.refunds = (relations.refunds.get(row.id) ?? []).map((r) => ({
      uuid: r.id,
      code: r.code,
      status: r.status,
      amount: r.amount,
      reason: r.refundReason,
      note: r.refundNote,
      date_created_gmt: r.dateCreated.toISOString(),
    }));
  }
  if (row.type === 'REFUND' && row.parentId) {
    json.parent_id = row.parentId;
    json.reason = row.refundReason;
    json.note = row.refundNote;
  }
  return json;
}

/** Serializes one transaction, loading its relations. */
export async function transactionJson(db: DbOrTx, row: TransactionRow): Promise<TransactionJson> {
  return serializeTransaction(row, await loadRelations(db, [row]));
}
