import { z } from '@hono/zod-openapi';
import { currencyInput, dateOnly } from '../http/fields';
import { isIanaTimeZone } from '../analytics/period';
import { isCutoff } from '../../core/business-day';
import { BALANCE_CATEGORIES } from './queries';

export const BusinessDaySchema = z
  .object({
    time_zone: z
      .string()
      .refine(isIanaTimeZone, 'must be an IANA time zone name such as UTC or America/Bogota')
      .openapi({ description: 'IANA time zone of the business day.', example: 'America/Bogota' }),
    cutoff: z.string().refine(isCutoff, 'must be a time HH:MM (00:00–23:59)').openapi({
      description:
        'Local time at which a business day ends and the next begins. 00:00: calendar days; 17:00: day D runs from 17:00 on D − 1 to 17:00 on D.',
      example: '00:00',
    }),
    label: z.string().optional().openapi({
      description: 'How reports name their days (read only).',
      example: 'Days in America/Bogota',
    }),
  })
  .openapi('BusinessDay');

export const BusinessDayInput = BusinessDaySchema.omit({ label: true }).strict();
export const BusinessDayEnvelope = z.object({ business_day: BusinessDaySchema });

export const ReportQuery = z
  .object({
    date_from: dateOnly.openapi({ description: 'First business day of the period, inclusive.', example: '2026-11-01' }),
    date_to: dateOnly.openapi({
      description: 'Last business day of the period, inclusive; at most 366 days after date_from.',
      example: '2026-11-30',
    }),
    currency: currencyInput
      .optional()
      .openapi({ description: 'ISO 4217 currency. Default: the merchant’s currency.', example: 'USD' }),
  })
  .strict();

/** The on-screen report's page (an extension of the report's own query): without `limit`, every item as before. */
export const ReconciliationQuery = ReportQuery.extend({
  limit: z.coerce.number().int().min(1).max(500).optional().openapi({
    description:
      'Extension: at most this many items (1–500), oldest first; the totals still cover the whole period. Without it every item is listed.',
    example: 50,
  }),
  cursor: z
    .string()
    .min(1)
    .max(200)
    .optional()
    .openapi({ description: 'Extension: the `next_cursor` of the page before (with `limit`).', example: 'MjAy…' }),
  before: z.string().min(1).max(200).optional().openapi({
    description:
      'Extension: the `previous_cursor` of a page, for the page before it (with `limit`, not with `cursor`); its items still come oldest first.',
    example: 'MjAy…',
  }),
}).strict();

export const ExportQuery = ReportQuery.extend({
  format: z
    .enum(['csv', 'jsonl'])
    .optional()
    .openapi({ description: 'csv (default) or jsonl (JSON Lines).', example: 'csv' }),
  units: z.enum(['major', 'minor']).optional().openapi({
    description:
      'major (default): amounts as decimals of the currency (12.34, beside the currency column); minor: integers of minor units, in columns named `…_minor`.',
    example: 'major',
  }),
}).strict();

/** A sum of minor units: a JSON number, or a string of digits beyond 2^53 − 1. */
const money = (description: string, example: number) =>
  z
    .union([z.number().int(), z.string().regex(/^-?\d+$/)])
    .openapi({ description: `${description} Minor units; a sum beyond 2^53 − 1 is a string of digits.`, example });

const PeriodSchema = z
  .object({
    date_from: z.string().openapi({ description: 'First business day.', example: '2026-11-01' }),
    date_to: z.string().openapi({ description: 'Last business day.', example: '2026-11-30' }),
    starts_at: z
      .string()
      .openapi({ description: 'The instant the period starts.', example: '2026-11-01T05:00:00.000Z' }),
    ends_at: z
      .string()
      .openapi({ description: 'The instant after the period (exclusive).', example: '2026-12-01T05:00:00.000Z' }),
  })
  .openapi({ description: 'The period: its business days and the instants they cover.' });

export const BalanceReportSchema = z
  .object({
    currency: z.string().openapi({ description: 'Currency of every amount.', example: 'USD' }),
    business_day: BusinessDaySchema,
    period: PeriodSchema,
    opening_balance: money('The balance (merchant and sub-merchants) at the period’s start.', 150_000),
    activity: z
      .array(
        z.object({
          category: z.enum(BALANCE_CATEGORIES).openapi({ description: 'What moved the balance.', example: 'payments' }),
          count: z.number().int().openapi({ description: 'Transactions with legs in it.', example: 12 }),
          amount: money('Signed change of the balance.', 120_000),
        }),
      )
      .openapi({ description: 'The period’s legs on the balance, by category; every category is listed.' }),
    closing_balance: money('opening_balance + Σ activity: the balance at the period’s end.', 270_000),
  })
  .openapi('BalanceReport');

const Sums = {
  gross: money('Gross: net − fees.', 10_000),
  fees: money('Fees (negative: charged).', -320),
  net: money('Net: what moved towards the bank.', 9_680),
};

export const ReconciliationItemSchema = z
  .object({
    uuid: z.string().openapi({ description: 'The DEPOSIT or PAYOUT.', example: 'trx_…' }),
    code: z.string().openapi({ description: 'Its code.', example: 'DEP-8K2M3N' }),
    type: z.enum(['DEPOSIT', 'PAYOUT']).openapi({ description: 'Kind of item.', example: 'DEPOSIT' }),
    status: z.string().openapi({ description: 'Its status.', example: 'SUCCESSFUL' }),
    date_created: z.string().openapi({ description: 'When it was made.', example: '2026-11-02T16:00:00.000Z' }),
    business_day: z.string().openapi({ description: 'The business day it belongs to.', example: '2026-11-02' }),
    line_count: z.number().int().openapi({ description: 'Lines in it.', example: 14 }),
    ...Sums,
    bank_amount: money('Its ledger legs on the bank (or settlement) account: equals net.', 9_680),
  })
  .openapi('ReconciliationItem');

export const ReconciliationReportSchema = z
  .object({
    currency: z.string().openapi({ description: 'Currency of every amount.', example: 'USD' }),
    business_day: BusinessDaySchema,
    period: PeriodSchema,
    totals: z
      .object({
        items: z.number().int().openapi({ description: 'Deposits and payouts.', example: 3 }),
        lines: z.number().int().openapi({ description: 'Lines in them.', example: 40 }),
        ...Sums,
        bank_amount: money(
          'Σ bank_amount over deposits and payouts alike (money in and out added; see money_in and money_out).',
          9_680,
        ),
        money_in: money('Money in: what the merchant’s bank received from the deposits (Σ their bank_amount).', 12_000),
        money_out: money('Money out: what the payouts sent to their destinations (Σ their bank_amount).', 2_320),
        money_net: money('money_in − money_out.', 9_680),
      })
      .openapi({ description: 'Sums over every item.' }),
    items: z
      .array(ReconciliationItemSchema)
      .openapi({ description: 'The deposits and payouts, oldest first (one page of them with `limit`).' }),
    next_cursor: z.string().nullable().optional().openapi({
      description: 'Extension, with `limit`: the cursor of the next page, null on the last page.',
      example: null,
    }),
    previous_cursor: z.string().nullable().optional().openapi({
      description: 'Extension, with `limit`: the `before` of the previous page, null on the first page.',
      example: null,
    }),
  })
  .openapi('PayoutReconciliationReport');

export const ReconciliationLineSchema = z
  .object({
    item_uuid: z.string().openapi({ description: 'The deposit or payout.', example: 'trx_…' }),
    uuid: z.string().openapi({ description: 'The transaction.', example: 'trx_…' }),
    code: z.string().openapi({ description: 'Its code.', example: 'PAY-8K2M3N' }),
    type: z.string().openapi({ description: 'PAYMENT, REFUND, REVERSAL, RETURN or PAYOUT.', example: 'PAYMENT' }),
    status: z.string().openapi({ description: 'Its status.', example: 'SUCCESSFUL' }),
    parent_uuid: z.string().nullable().openapi({ description: 'The payment a give-back is of.', example: null }),
    date_created: z.string().openapi({ description: 'When it was made.', example: '2026-11-02T16:00:00.000Z' }),
    ...Sums,
  })
  .openapi('ReconciliationLine');

export const ReconciliationItemEnvelope = z.object({
  item: ReconciliationItemSchema,
  lines: z.array(ReconciliationLineSchema),
});
