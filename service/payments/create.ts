import { getTableColumns, is, SQL, sql, type Column, type Table } from 'drizzle-orm';
import { parseShare, splitAmount, type Share } from '../../core/money/allocate';
import type { DbOrTx } from '../db/client';
import { idempotencyKeys, ledgerEntries, splitEntries, transactions } from '../db/schema';
import { LIMITS } from '../../core/limits';
import { newCode, newId } from '../lib/ids';
import { paymentPostingRows } from '../ledger/post';
import { paymentShares } from '../ledger/postings';
import { prepared } from '../db/prepared';
import {
  accountProblem,
  FieldErrors,
  familyTenantAccount,
  unknownMerchant,
  unknownTenant,
  type AccountRow,
} from '../transactions/references';
import type { SplitRow, TransactionRow } from '../transactions/serialize';
import type { CreatePaymentInput } from './schemas';

/** A payment request, with or without a funding source (a checkout link's payer is not known yet). */
export type PaymentRequest = Omit<CreatePaymentInput, 'funding_source_id' | 'description' | 'auto_send_receipt'> & {
  funding_source_id?: string;
  description?: string;
  auto_send_receipt?: boolean;
};

export interface PlannedSplit {
  merchantId: string;
  amount: number;
  requestedAmount: string | null;
  description: string | null;
  primaryReference: string | null;
  secondaryReference: string | null;
  isRemainder: boolean;
}

export interface PaymentPlan {
  tenantId: string;
  ownerMerchantId: string;
  currency: string;
  fundingAccount: AccountRow | null;
  /** One entry per recipient, then the merchant's remainder; null without additional_recipients. */
  splits: PlannedSplit[] | null;
}

/**
 * Checks every id and rule of a payment request against the database and allocates the split.
 * Throws one 400 listing every field error; `prefix` names the fields inside another body ('transaction.').
 */
export async function planPayment(
  db: DbOrTx,
  merchantId: string,
  input: PaymentRequest,
  options: { now: Date; prefix?: string },
): Promise<PaymentPlan> {
  const p = (field: string) => `${options.prefix ?? ''}${field}`;
  const errors = new FieldErrors();
  const { family, tenantId, account } = await familyTenantAccount(
    db,
    merchantId,
    input.tenant_id,
    input.funding_source_id,
  );
  if (!tenantId) errors.push(unknownTenant(p('tenant_id'), input.tenant_id));
  if (input.funding_source_id !== undefined)
    errors.push(accountProblem(account, p('funding_source_id'), input.funding_source_id, ['PAYMENTS']));

  const owner = input.merchant_id ?? merchantId;
  if (owner !== merchantId && !family.subMerchants.has(owner)) errors.push(unknownMerchant(p('merchant_id')));

  let splits: PlannedSplit[] | null = null;
  const recipients = input.additional_recipients ?? [];
  if (recipients.length) {
    const shares: Share[] = [];
    // Any merchant of the family may receive a share, the payee and a merchant named twice included (the
    // spec sets no rule against either): each entry is its own split (docs/decisions.md, "Split payments").
    recipients.forEach((r, i) => {
      const param = p(`additional_recipients[${i}]`);
      if (r.merchant_uuid !== merchantId && !family.subMerchants.has(r.merchant_uuid)) {
        errors.add(
          `${param}.merchant_uuid`,
          'unknown_merchant',
          `must be your merchant id or one of your sub-merchants' (mer_…; see GET /merchants/list); '${r.merchant_uuid}' is not`,
        );
      }
      const share = parseShare(r.amount, LIMITS.maxAmount);
      if (!share.ok) errors.add(`${param}.amount`, share.code, share.message);
      else shares.push(share.share);
    });
    if (shares.length === recipients.length) {
      const result = splitAmount(input.amount, shares);
      if (!result.ok) {
        errors.add(p('additional_recipients'), result.code, `${result.message}`);
      } else {
        result.recipients.forEach((amount, i) => {
          if (amount === 0) {
            errors.add(
              p(`additional_recipients[${i}].amount`),
              'allocation_zero',
              `'${recipients[i].amount}' of ${input.amount} is less than one minor unit`,
            );
          }
        });
        splits = [
          ...recipients.map((r, i) => ({
            merchantId: r.merchant_uuid,
            amount: result.recipients[i],
            requestedAmount: String(r.amount).trim(),
            description: r.description ?? null,
            primaryReference: r.primary_reference ?? null,
            secondaryReference: r.secondary_reference ?? null,
            isRemainder: false,
          })),
          {
            merchantId: owner,
            amount: result.remainder,
            requestedAmount: null,
            description: input.description ?? null,
            primaryReference: null,
            secondaryReference: null,
            isRemainder: true,
          },
        ];
      }
    }
  }
  errors.throwIfAny();
  return {
    tenantId: tenantId!,
    ownerMerchantId: owner,
    currency: input.currency ?? family.merchant.defaultCurrency,
    fundingAccount: account ?? null,
    splits,
  };
}

type Values = Record<string, unknown>;

/**
 * Puts into `into` each value of `row` as the driver takes it, under '<prefix>field' (the column's own encoding;
 * null stays NULL, where drizzle's placeholder encoding would call the encoder on null).
 */
function driverValues(prefix: string, table: Table, row: Values, into: Values): void {
  const columns = getTableColumns(table) as Record<string, Column>;
  for (const field in row) {
    const value = row[field];
    into[`${prefix}${field}`] = value === null || value === undefined ? null : columns[field].mapToDriverValue(value);
  }
}

/**
 * `{field: value}` → `{field: sql(placeholder '<prefix>field')}`: the VALUES of a statement built once per shape (only
 * when it is prepared, not per request). The placeholder is wrapped in sql so drizzle passes the value as given.
 */
function asPlaceholders<T extends Values>(prefix: string, row: T): { [K in keyof T]: SQL } {
  const out: Values = {};
  for (const field in row) out[field] = sql`${sql.placeholder(`${prefix}${field}`)}`;
  return out as { [K in keyof T]: SQL };
}

/**
 * Writes a planned payment: the transaction, its split entries and (when the payer's account is known)
 * its ledger posting, in ONE statement (the split and ledger INSERTs are data-modifying CTEs of the
 * transaction's INSERT), so it is atomic by itself and costs one round trip; inside a database
 * transaction it is one statement of it. The statement is prepared once per shape (number of split
 * entries and ledger legs; see service/db/prepared.ts). The split rows are returned as written (their
 * fees are set later, when processing starts).
 */
export async function insertPayment(
  tx: DbOrTx,
  merchantId: string,
  plan: PaymentPlan,
  input: PaymentRequest,
  options: {
    now: Date;
    creationSource: string;
    processAfter: Date | null;
    endUserId?: string | null;
    recurringPlanId?: string | null;
    /**
     * An Idempotency-Key to insert in the same statement, `done`, with the answer `answer` gives for the row as
     * planned (service/http/middleware/idempotency.ts, InlineKey): the statement fails on the key's primary key
     * when the key is already there.
     */
    key?: KeyToStore;
  },
): Promise<{ row: TransactionRow; splits: SplitRow[]; stored?: { status: number; body: string } }> {
  const id = newId('trx');
  const splits: SplitRow[] = (plan.splits ?? []).map((s, position) => ({
    id: newId('trx'),
    transactionId: id,
    position,
    merchantId: s.merchantId,
    tenantId: plan.tenantId,
    isRemainder: s.isRemainder,
    requestedAmount: s.requestedAmount,
    amount: s.amount,
    variableFee: null,
    fixedFee: null,
    totalFee: null,
    netAmount: null,
    description: s.description,
    primaryReference: s.primaryReference,
    secondaryReference: s.secondaryReference,
  }));
  const shares = paymentShares({ ownerMerchantId: plan.ownerMerchantId, amount: input.amount }, splits);
  const ledger = plan.fundingAccount
    ? paymentPostingRows(
        { id, merchantId, currency: plan.currency, amount: input.amount, originAccountId: plan.fundingAccount.id },
        shares,
        options.now,
      )
    : [];
  const trx = {
    id,
    code: newCode('PAY'),
    merchantId,
    ownerMerchantId: plan.ownerMerchantId,
    tenantId: plan.tenantId,
    type: 'PAYMENT',
    status: 'PENDING',
    creationSource: options.creationSource,
    amount: input.amount,
    currency: plan.currency,
    hasSplits: plan.splits !== null,
    description: input.description ?? null,
    originAccountId: plan.fundingAccount?.id ?? null,
    originEndUserId: plan.fundingAccount?.endUserId ?? options.endUserId ?? null,
    statementDescriptor: input.statement_descriptor ?? null,
    primaryReference: input.primary_reference ?? null,
    secondaryReference: input.secondary_reference ?? null,
    metadata: input.metadata ?? {},
    autoSendReceipt: input.auto_send_receipt ?? false,
    dueDate: input.due_date ?? null,
    recurringPlanId: options.recurringPlanId ?? null,
    processAfter: options.processAfter,
    dateCreated: options.now,
    dateUpdated: options.now,
  } satisfies typeof transactions.$inferInsert;

  const params: Values = {};
  driverValues('t_', transactions, trx, params);
  splits.forEach((s, i) => driverValues(`s${i}_`, splitEntries, s, params));
  ledger.forEach((l, i) => driverValues(`l${i}_`, ledgerEntries, l, params));
  const key = options.key;
  let stored: { status: number; body: string } | undefined;
  let keyRow: typeof idempotencyKeys.$inferInsert | undefined;
  if (key) {
    stored = { status: key.status, body: key.answer(plannedRow(trx), splits) };
    keyRow = {
      clientId: key.clientId,
      key: key.key,
      requestHash: key.requestHash,
      state: 'done',
      responseStatus: stored.status,
      responseBody: stored.body,
      dateCreated: key.now,
    };
    driverValues('k_', idempotencyKeys, keyRow, params);
  }
  const statement = prepared(tx, `insert_payment_${splits.length}_${ledger.length}${key ? '_key' : ''}`, (db, name) => {
    const ctes = [];
    if (keyRow)
      ctes.push(
        db.$with('key_insert', {}).as(db.insert(idempotencyKeys).values(asPlaceholders('k_', keyRow)).getSQL()),
      );
    if (splits.length)
      ctes.push(
        db.$with('split_insert', {}).as(
          db
            .insert(splitEntries)
            .values(splits.map((s, i) => asPlaceholders(`s${i}_`, s)))
            .getSQL(),
        ),
      );
    if (ledger.length)
      ctes.push(
        db.$with('ledger_insert', {}).as(
          db
            .insert(ledgerEntries)
            .values(ledger.map((l, i) => asPlaceholders(`l${i}_`, l)))
            .getSQL(),
        ),
      );
    return db
      .with(...ctes)
      .insert(transactions)
      .values(asPlaceholders('t_', trx))
      .returning()
      .prepare(name);
  });
  const [row] = await statement.execute(params);
  return { row, splits, stored };
}

/** An Idempotency-Key stored by insertPayment's statement, with the answer to replay. */
export interface KeyToStore {
  clientId: string;
  key: string;
  requestHash: string;
  now: Date;
  status: number;
  /** The response body for the payment as written (the row as planned, before the database returns it). */
  answer: (row: TransactionRow, splits: SplitRow[]) => string;
}

/**
 * The row the INSERT will return: the values given, the columns' defaults for the rest, metadata with its keys in
 * jsonb's order (shorter keys first, then bytewise), which is how PostgreSQL gives a jsonb object back.
 */
function plannedRow(values: Values): TransactionRow {
  const row: Values = {};
  for (const [field, column] of Object.entries(getTableColumns(transactions) as Record<string, Column>)) {
    if (values[field] !== undefined) row[field] = values[field];
    else if (!column.hasDefault || column.default === undefined) row[field] = null;
    else if (is(column.default, SQL)) throw new Error(`transactions.${field}: a SQL default cannot be planned`);
    else row[field] = column.default;
  }
  row.metadata = jsonbOrder(row.metadata);
  return row as TransactionRow;
}

function jsonbOrder(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(jsonbOrder);
  if (!value || typeof value !== 'object') return value;
  const keys = Object.keys(value).map((k) => [k, Buffer.from(k)] as const);
  keys.sort(([, a], [, b]) => a.length - b.length || Buffer.compare(a, b));
  return Object.fromEntries(keys.map(([k]) => [k, jsonbOrder((value as Values)[k])]));
}
