import { z } from '@hono/zod-openapi';
import { filter, listQuery, PageInfoSchema } from '../http/list';
import { TransactionSchema } from '../transactions/schemas';

export const RelatedTransactionSchema = z
  .object({
    uuid: z.string().openapi({ description: 'Transaction id.', example: 'trx_9d2f5a1e-7c3b-4d8e-a1f0-6b5c4d3e2f1a' }),
    code: z.string().openapi({
      description: 'Transaction code. Extension (x-extension).',
      example: 'PAY-7Q2M4K',
      'x-extension': true,
    }),
    type: z.string().openapi({
      description: 'PAYMENT (counts +net_amount), REFUND or REVERSAL (count −net_amount).',
      example: 'PAYMENT',
    }),
    counterparty_account_uuid: z.string().nullable().openapi({
      description:
        'The end user’s account: a payment’s funding source, a refund’s or reversal’s destination. Extension (x-extension).',
      example: 'acc_0ef83936-be4d-4308-b917-163bea191b27',
      'x-extension': true,
    }),
    amount: z.number().int().openapi({ description: 'Amount in minor units.', example: 1000 }),
    net_amount: z
      .number()
      .int()
      .nullable()
      .openapi({ description: 'amount − total_fee. Extension, to reconcile.', example: 941 }),
    total_fee: z
      .number()
      .int()
      .nullable()
      .openapi({ description: 'Fee charged. Extension, to reconcile.', example: 59 }),
    metadata: z
      .record(z.string(), z.string())
      .openapi({ description: 'Metadata of the transaction.', example: { order_id: '6735' } }),
    primary_reference: z.string().nullable().openapi({ description: 'Reference.', example: 'INV-2026-0042' }),
    secondary_reference: z.string().nullable().openapi({ description: 'Reference.', example: null }),
    tertiary_reference: z.string().nullable().openapi({ description: 'Reference.', example: null }),
    currency: z
      .object({ code: z.string().openapi({ description: 'ISO 4217.', example: 'USD' }) })
      .openapi({ description: 'Currency.', example: { code: 'USD' } }),
  })
  .openapi('DepositRelatedTransaction');

export const RELATED_SORTS = ['amount', '-amount', 'type', '-type'] as const;
export type RelatedSort = (typeof RELATED_SORTS)[number];

/** GET /deposits/{uuid}'s query: none in the spec; the paging of its lines is an extension (unknown names are ignored). */
export const DepositGetQuery = z.object({
  related_limit: z.coerce.number().int().min(1).max(500).optional().openapi({
    type: 'integer',
    description:
      'Extension: at most this many related_transactions (1–500), with related_next_cursor, related_previous_cursor and related_totals. Without it every line is listed (the spec).',
    example: 50,
    'x-extension': true,
  }),
  related_cursor: z.string().min(1).max(300).optional().openapi({
    description: 'Extension: related_next_cursor or related_previous_cursor of the page before (with related_limit).',
    example: 'biB0cnhf…',
    'x-extension': true,
  }),
  related_sort: z
    .enum(RELATED_SORTS, { error: `must be one of ${RELATED_SORTS.join(', ')}` })
    .optional()
    .openapi({
      description:
        'Extension (with related_limit): the lines by amount or type, - for descending; ties, and the default, oldest first.',
      example: '-amount',
      'x-extension': true,
    }),
});

const sumValue = (description: string) =>
  z
    .union([z.number().int(), z.string()])
    .openapi({ description: `${description} Minor units (a string beyond 2^53).`, example: 941 });

export const DepositTotalsSchema = z
  .object({
    count: z.number().int().openapi({ description: 'Every line of the deposit.', example: 2 }),
    contribution: sumValue(
      'Σ of what the lines count (net, refunds/reversals/returns negative); equals amount.',
    ).nullable(),
    by_type: z
      .array(
        z.object({
          type: z.string().openapi({ description: 'PAYMENT, REFUND, REVERSAL, RETURN…', example: 'PAYMENT' }),
          count: z.number().int().openapi({ description: 'Lines of this type.', example: 1 }),
          amount: sumValue('Σ amount.'),
          total_fee: sumValue('Σ total_fee.'),
          net_amount: sumValue('Σ net_amount (as the lines carry it, positive).'),
          contribution: sumValue('What these lines count towards the deposit (signed).').nullable(),
        }),
      )
      .openapi({ description: 'Payments, refunds, reversals, returns, then any other type.' }),
  })
  .openapi('DepositTotals', {
    description: 'Extension (with related_limit): the sums of every line of the deposit, whichever page is shown.',
    'x-extension': true,
  });

export const DepositPagedFields = {
  related_next_cursor: z.string().nullable().optional().openapi({
    description: 'Extension, with related_limit: the cursor of the next page of lines, null on the last.',
    example: 'biB0cnhfOWQyZjVhMWUtN2MzYi00ZDhlLWExZjAtNmI1YzRkM2UyZjFh',
    'x-extension': true,
  }),
  related_previous_cursor: z.string().nullable().optional().openapi({
    description: 'Extension, with related_limit: the cursor of the page before, null on the first.',
    example: null,
    'x-extension': true,
  }),
  related_totals: DepositTotalsSchema.optional(),
};

export const DepositSchema = TransactionSchema.extend({
  related_transactions_count: z
    .number()
    .int()
    .openapi({ description: 'How many transactions the deposit groups.', example: 2 }),
  related_transactions: z.array(RelatedTransactionSchema).openapi({
    description:
      'The grouped transactions, oldest first; amount = Σ net_amount (refunds and reversals negative). With related_limit (extension), one page of them.',
  }),
  ...DepositPagedFields,
}).openapi('Deposit');

export const DepositListItemSchema = TransactionSchema.extend({
  related_transactions_count: z
    .number()
    .int()
    .openapi({ description: 'How many transactions the deposit groups.', example: 2 }),
}).openapi('DepositListItem');

export const DepositListQuery = listQuery({
  code: filter.text('Exact code.', 'DEP-7KQ2M9X41B'),
  currency: filter.text('ISO 4217 code.', 'USD'),
  amount: filter.amount('Exact amount.'),
  destination_account_uuid: filter.text('Settlement account.', 'acc_…'),
  date_from: filter.date('Created on or after (YYYY-MM-DD or date-time, GMT).'),
  date_to: filter.date('Created on or before (a bare date includes that whole day).'),
});
export type DepositListParams = z.infer<typeof DepositListQuery>;

export const DepositListEnvelope = z
  .object({
    deposits: z.array(DepositListItemSchema).openapi({ description: 'This page of deposits, newest first.' }),
    page_info: PageInfoSchema,
  })
  .openapi('DepositList');
