import { z } from '@hono/zod-openapi';
import { filter, listQuery, PageInfoSchema } from '../http/list';

export const TRANSACTION_TYPES = [
  'PRENOTIFICATION',
  'MICRODEPOSIT',
  'PAYMENT',
  'REFUND',
  'PAYOUT',
  'REVERSAL',
  'RETURN',
  'TRANSFER',
] as const;
export const TRANSACTION_STATUSES = [
  'CREATED',
  'PENDING',
  'PROCESSING',
  'SUCCESSFUL',
  'REFUNDED',
  'DISPUTED',
  'FAILED',
  'CANCELED',
  'REVERSED',
] as const;

const uuidRef = (what: string, example: string) =>
  z
    .object({ uuid: z.string().openapi({ description: `${what} id.`, example }) })
    .nullable()
    .openapi({ description: `${what}, or null.`, example: { uuid: example } });

const fee = (description: string, example: number) =>
  z
    .number()
    .int()
    .nullable()
    .openapi({ description: `${description} Null until computed.`, example });

export const RecipientSchema = z
  .object({
    uuid: z
      .string()
      .openapi({ description: 'Id of this split entry.', example: 'trx_0c5d7c9e-2f1b-4e0a-9a57-1f2b3c4d5e6f' }),
    merchant_uuid: z.string().openapi({
      description: 'The recipient (mer_…); the last entry is the paying merchant’s remainder. Extension.',
      example: 'mer_3f1b6c1e-8a2d-4c55-9f0e-2b7d4c1a9e10',
    }),
    tenant_id: z
      .string()
      .nullable()
      .openapi({ description: 'Tenant of the payment.', example: 'ten_7a1c9e2d-3b4f-4a5c-8d6e-9f0a1b2c3d4e' }),
    amount: z.number().int().openapi({
      description: 'Allocated amount in minor units (exact: the entries add up to the payment amount).',
      example: 250,
    }),
    requested_amount: z.string().nullable().openapi({
      description: 'The share as requested ("25%" or "1000"); null for the remainder. Extension.',
      example: '25%',
    }),
    description: z
      .string()
      .nullable()
      .openapi({ description: 'Description given for the recipient.', example: 'Guide commission' }),
    primary_reference: z
      .string()
      .nullable()
      .openapi({ description: 'Reference given for the recipient.', example: 'COM-77' }),
    secondary_reference: z
      .string()
      .nullable()
      .openapi({ description: 'Reference given for the recipient.', example: null }),
    net_amount: fee('amount − total_fee for this entry. Absent in lists.', 235).optional(),
    total_fee: fee('This entry’s share of the payment fee. Absent in lists.', 15).optional(),
    fixed_fee: fee('Fixed part of the fee share. Absent in lists.', 8).optional(),
    variable_fee: fee('Variable part of the fee share. Absent in lists.', 7).optional(),
  })
  .openapi('SplitRecipient');

export const RefundSummarySchema = z
  .object({
    uuid: z
      .string()
      .openapi({ description: 'Refund transaction id (readable with GET /payments/{uuid}).', example: 'trx_5b0e…' }),
    code: z.string().openapi({ description: 'Refund code.', example: 'REF-7KQ2M9X41B' }),
    status: z.string().openapi({ description: 'Refund status (SUCCESSFUL).', example: 'SUCCESSFUL' }),
    amount: z.number().int().openapi({ description: 'Refunded amount in minor units.', example: 250 }),
    reason: z.string().nullable().openapi({ description: 'Refund reason.', example: 'REQUESTED_BY_CUSTOMER' }),
    note: z.string().nullable().openapi({ description: 'Merchant note.', example: 'Customer returned one item' }),
    date_created_gmt: z
      .string()
      .openapi({ description: 'When it was refunded (GMT).', example: '2026-11-20T10:05:00.000Z' }),
  })
  .openapi('RefundSummary');

export const TransactionSchema = z
  .object({
    uuid: z
      .string()
      .openapi({ description: 'Transaction id (trx_…).', example: 'trx_9d2f5a1e-7c3b-4d8e-a1f0-6b5c4d3e2f1a' }),
    code: z.string().openapi({ description: 'Short human-readable code.', example: 'PAY-7KQ2M9X41B' }),
    status: z.string().openapi({ description: `One of ${TRANSACTION_STATUSES.join(', ')}.`, example: 'PENDING' }),
    type: z.string().openapi({ description: `${TRANSACTION_TYPES.join(', ')} or DEPOSIT.`, example: 'PAYMENT' }),
    tenant: uuidRef('Tenant (originator)', 'ten_7a1c9e2d-3b4f-4a5c-8d6e-9f0a1b2c3d4e'),
    creation_source: z.string().openapi({
      description: 'MERCHANT_API, MERCHANT_PORTAL, CHECKOUT_LINK, RECURRING_PLAN or SYSTEM.',
      example: 'MERCHANT_API',
    }),
    amount: z.number().int().openapi({ description: 'Amount in minor units (1000 = 10.00).', example: 1000 }),
    variable_fee: fee('Variable part of the fee.', 29),
    fixed_fee: fee('Fixed part of the fee.', 30),
    total_fee: fee('Total fee charged.', 59),
    net_amount: fee('amount − total_fee.', 941),
    currency: z
      .object({ code: z.string().openapi({ description: 'ISO 4217 code.', example: 'USD' }) })
      .openapi({ description: 'Currency.', example: { code: 'USD' } }),
    description: z
      .string()
      .nullable()
      .openapi({ description: 'Shown to users, e.g. on receipts.', example: 'Order #6735' }),
    remarks: z.string().nullable().openapi({
      description: 'Why it was declined or canceled (e.g. INSUFFICIENT_FUNDS, REQUESTED_BY_MERCHANT).',
      example: null,
    }),
    funding_source: uuidRef('Funding account of a payment', 'acc_1b2c3d4e-5f6a-4b7c-8d9e-0f1a2b3c4d5e'),
    origin_account: uuidRef(
      'Account the money leaves (payments: the funding source)',
      'acc_1b2c3d4e-5f6a-4b7c-8d9e-0f1a2b3c4d5e',
    ),
    destination_account: uuidRef(
      'Account the money goes to (payouts, transfers, deposits, refunds)',
      'acc_6e5d4c3b-2a1f-4e0d-9c8b-7a6f5e4d3c2b',
    ),
    statement_descriptor: z
      .string()
      .nullable()
      .openapi({ description: 'Shown on statements, 4–22 characters.', example: 'ACME STORE' }),
    primary_reference: z
      .string()
      .nullable()
      .openapi({ description: 'Your reference (≤ 40).', example: 'INV-2026-0042' }),
    secondary_reference: z.string().nullable().openapi({ description: 'Your reference (≤ 40).', example: null }),
    metadata: z
      .record(z.string(), z.string())
      .openapi({ description: 'Your key-value data.', example: { order_id: '6735' } }),
    decline_reason: z.string().nullable().openapi({ description: 'Why it was declined, or null.', example: null }),
    auto_send_receipt: z.boolean().openapi({ description: 'Whether a receipt is sent automatically.', example: false }),
    due_date: z
      .string()
      .nullable()
      .openapi({ description: 'Date it is processed (YYYY-MM-DD).', example: '2026-12-01' }),
    additional_recipients: z.array(RecipientSchema).nullable().openapi({
      description: 'Split entries: one per recipient plus the merchant’s remainder; null without a split.',
    }),
    merchant_id: z.string().openapi({
      description: 'Merchant or sub-merchant the transaction is for. Extension.',
      example: 'mer_3f1b6c1e-8a2d-4c55-9f0e-2b7d4c1a9e10',
    }),
    custom_id: z.string().nullable().openapi({ description: 'Your id (authorize). Extension.', example: null }),
    deposit_id: z
      .string()
      .nullable()
      .openapi({ description: 'The deposit that settled it, once settled. Extension.', example: null }),
    recurring_plan_id: z
      .string()
      .nullable()
      .openapi({ description: 'The recurring plan that generated it. Extension.', example: null }),
    amount_refunded: z
      .number()
      .int()
      .optional()
      .openapi({ description: 'Payments: total refunded so far. Extension.', example: 0 }),
    refunds: z
      .array(RefundSummarySchema)
      .optional()
      .openapi({ description: 'Payments: their refunds, oldest first. Extension.' }),
    parent_id: z
      .string()
      .optional()
      .openapi({ description: 'Refunds: the refunded payment. Extension.', example: 'trx_9d2f…' }),
    reason: z
      .string()
      .nullable()
      .optional()
      .openapi({ description: 'Refunds: the reason. Extension.', example: 'REQUESTED_BY_CUSTOMER' }),
    note: z
      .string()
      .nullable()
      .optional()
      .openapi({ description: 'Refunds: the merchant note. Extension.', example: null }),
    date_created_gmt: z
      .string()
      .openapi({ description: 'Created (ISO 8601, GMT).', example: '2026-11-20T10:00:00.000Z' }),
    date_updated_gmt: z
      .string()
      .openapi({ description: 'Updated (ISO 8601, GMT).', example: '2026-11-20T10:00:00.000Z' }),
  })
  .openapi('Transaction');
export type TransactionJson = z.infer<typeof TransactionSchema>;
export type RecipientJson = z.infer<typeof RecipientSchema>;

const text = filter.text;

/** The payments and transfers filters of spec 4.8 (also used by payouts). */
const transactionFilters = {
  code: text('Exact code.', 'PAY-7KQ2M9X41B'),
  status: filter.oneOf(TRANSACTION_STATUSES, 'Exact status.'),
  description: text('Text contained in the description (case-insensitive).', 'order'),
  amount: filter.amount('Exact amount in minor units.'),
  tenant_uuid: text('Tenant id (ten_… or the bare UUID).', 'ten_7a1c9e2d-3b4f-4a5c-8d6e-9f0a1b2c3d4e'),
  amount_less_than: filter.amount('Amount at most this (inclusive).'),
  amount_greater_than: filter.amount('Amount at least this (inclusive).'),
  primary_reference: text('Exact primary reference.', 'INV-2026-0042'),
  secondary_reference: text('Exact secondary reference.', 'B-17'),
  date_from: filter.date('Created on or after (YYYY-MM-DD or date-time, GMT).'),
  date_to: filter.date('Created on or before (a bare date includes that whole day).'),
  origin_account_uuid: text('Origin account id (payments: the funding source).', 'acc_…'),
  origin_account_code: text('Origin account code.', 'ACC-…'),
  origin_account_last_4: text('Last 4 digits of the origin account.', '6789'),
  origin_account_institution_uuid: text('Institution of the origin account.', 'ins_…'),
  destination_account_uuid: text('Destination account id.', 'acc_…'),
  destination_account_code: text('Destination account code.', 'ACC-…'),
  destination_account_last_4: text('Last 4 digits of the destination account.', '4321'),
  destination_account_institution_uuid: text('Institution of the destination account.', 'ins_…'),
  end_user_uuid: text('End user of the counterparty account.', 'eur_…'),
  end_user_code: text('Code of that end user.', 'EUR-…'),
  end_user_email: text('Email of that end user (case-insensitive).', 'ana@example.com'),
  end_user_local_id: text('ID number of that end user.', '1020304050'),
  merchant_id: text('Merchant or sub-merchant id.', 'mer_…'),
};
export const TransactionListQuery = listQuery(transactionFilters);

/**
 * The payments list: spec 4.8's filters plus two extensions that read many payments in one call (a refund CSV
 * checks up to 5,000 rows: lib/bulk-refunds/csv-lookup.ts).
 */
export const PaymentListQuery = listQuery({
  ...transactionFilters,
  code_in: filter.idList(
    'Extension (x-extension): any of these payment codes, comma-separated (at most 100); reads many payments in one call.',
    'PAY-7KQ2M9X41B,PAY-3HN8C2V5LD',
  ),
  uuid_in: filter.idList(
    'Extension (x-extension): any of these payment ids, comma-separated (at most 100); reads many payments in one call.',
    'trx_1,trx_2',
  ),
});
export type TransactionListParams = z.infer<typeof TransactionListQuery> &
  Partial<Pick<z.infer<typeof PaymentListQuery>, 'code_in' | 'uuid_in'>>;

export const uuidParam = (what: string, example = 'trx_9d2f5a1e-7c3b-4d8e-a1f0-6b5c4d3e2f1a') =>
  z.object({
    uuid: z
      .string()
      .max(100)
      .openapi({ description: `${what} id.`, example, param: { name: 'uuid', in: 'path' } }),
  });

export const listEnvelope = <K extends string>(key: K, name: string) =>
  z
    .object({
      [key]: z.array(TransactionSchema).openapi({ description: `This page of ${key}, newest first.` }),
      page_info: PageInfoSchema,
    } as { [P in K]: z.ZodArray<typeof TransactionSchema> } & { page_info: typeof PageInfoSchema })
    .openapi(name);
