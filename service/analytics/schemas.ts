import { z } from '@hono/zod-openapi';
import { currencyInput, dateOnly } from '../http/fields';
import { TRANSACTION_STATUSES } from '../transactions/schemas';
import { DEFAULT_PERIOD_DAYS, isIanaTimeZone, MAX_PERIOD_DAYS } from './period';

export const OverviewQuery = z
  .object({
    date_from: dateOnly.optional().openapi({
      description: `First day of the period (YYYY-MM-DD, in time_zone), inclusive. Default: ${DEFAULT_PERIOD_DAYS - 1} days before date_to.`,
      example: '2026-11-01',
    }),
    date_to: dateOnly.optional().openapi({
      description: `Last day of the period, inclusive; at most ${MAX_PERIOD_DAYS} days after date_from. Default: today.`,
      example: '2026-11-30',
    }),
    currency: currencyInput.optional().openapi({
      description: 'ISO 4217 currency the figures are for. Default: the merchant’s currency.',
      example: 'USD',
    }),
    merchant_id: z.string().min(1).max(100).optional().openapi({
      description: 'Only this merchant or sub-merchant (mer_…). Default: all of yours.',
      example: 'mer_3f1b6c1e-8a2d-4c55-9f0e-2b7d4c1a9e10',
    }),
    time_zone: z
      .string()
      .refine(isIanaTimeZone, 'must be an IANA time zone name such as UTC or America/Bogota')
      .optional()
      .openapi({
        description:
          'IANA time zone whose calendar days the period and the daily series use. Default: the merchant’s business day (GET /reports/business-day: its zone and cut-off).',
        example: 'America/Bogota',
      }),
  })
  .strict();
export type OverviewParams = z.infer<typeof OverviewQuery>;

/**
 * A sum of minor units. JSON numbers are exact only up to 2^53 − 1, so a larger sum (possible over many
 * rows) is sent as a string of digits, which the console's amount parser accepts.
 */
const sum = (description: string, example: number) =>
  z
    .union([z.number().int(), z.string().regex(/^-?\d+$/)])
    .openapi({ description: `${description} Minor units; a sum beyond 2^53 − 1 is a string of digits.`, example });

const count = (description: string, example: number) => z.number().int().openapi({ description, example });

const Totals = z
  .object({
    count: count('Transactions created in the period.', 42),
    amount: sum('Their total amount.', 1_250_000),
    succeeded_count: count('Of those, the ones that went through (SUCCESSFUL).', 40),
    succeeded_amount: sum('Their total amount.', 1_200_000),
  })
  .openapi('AnalyticsTotals');

export const OverviewSchema = z
  .object({
    currency: z.string().openapi({ description: 'Currency of every amount below.', example: 'USD' }),
    time_zone: z.string().openapi({ description: 'Time zone of the days below.', example: 'UTC' }),
    date_from: z.string().openapi({ description: 'First day of the period, inclusive.', example: '2026-11-01' }),
    date_to: z.string().openapi({ description: 'Last day of the period, inclusive.', example: '2026-11-30' }),
    merchant_id: z
      .string()
      .nullable()
      .openapi({ description: 'The merchant or sub-merchant filtered on, or null for all.', example: null }),
    available_currencies: z.array(z.string().openapi({ description: 'ISO 4217 code.', example: 'USD' })).openapi({
      description: 'Currencies in which payments were created in the period (to offer a currency switch).',
      example: ['USD'],
    }),
    payments: z
      .object({
        count: count('Payments created in the period, in any status.', 120),
        amount: sum('Their total amount.', 3_400_000),
        succeeded_count: count(
          'Payments that went through: SUCCESSFUL, REFUNDED or DISPUTED (a dispute opens only on a successful payment).',
          100,
        ),
        succeeded_amount: sum('Their total amount (gross volume, before refunds and disputes).', 3_000_000),
        finished_count: count('Payments in a final state: the succeeded ones plus FAILED, CANCELED and REVERSED.', 110),
        success_rate: z.number().nullable().openapi({
          description: 'succeeded_count ÷ finished_count, rounded to 4 decimals; null when none finished.',
          example: 0.9091,
        }),
        total_fee: sum('Fees charged on the succeeded payments.', 90_000),
        net_amount: sum('Net amount of the succeeded payments (amount − fee).', 2_910_000),
      })
      .openapi({ description: 'Payments created in the period.' }),
    statuses: z
      .array(
        z.object({
          status: z.string().openapi({ description: 'Payment status.', example: 'SUCCESSFUL' }),
          count: count('Payments in that status.', 90),
          amount: sum('Their total amount.', 2_700_000),
        }),
      )
      .openapi({ description: `One entry per status (${TRANSACTION_STATUSES.join(', ')}), zeros included.` }),
    daily: z
      .array(
        z.object({
          date: z.string().openapi({ description: 'The day (YYYY-MM-DD, in time_zone).', example: '2026-11-20' }),
          count: count('Payments created that day.', 4),
          amount: sum('Their total amount.', 120_000),
          succeeded_count: count('Of those, the ones that went through (SUCCESSFUL, REFUNDED, DISPUTED).', 3),
          succeeded_amount: sum('Their total amount.', 100_000),
        }),
      )
      .openapi({ description: 'One entry per day of the period, oldest first; days without payments are zeros.' }),
    refunds: z
      .object({ count: count('Refunds made in the period.', 3), amount: sum('Amount refunded.', 25_000) })
      .openapi({ description: 'Refunds made in the period (of payments from any date).' }),
    disputes: z
      .object({
        count: count('Disputes opened in the period.', 1),
        amount: sum('Amount taken back by the disputes.', 10_000),
      })
      .openapi({ description: 'Disputes (chargebacks) opened in the period, on payments from any date.' }),
    payouts: Totals,
    transfers: Totals,
    top_end_users: z
      .array(
        z.object({
          uuid: z.string().openapi({ description: 'End user id.', example: 'eur_4c2d…' }),
          code: z.string().nullable().openapi({ description: 'End user code.', example: 'EUR-7KQ2M9X41B' }),
          name: z.string().nullable().openapi({ description: 'Person’s name or organization.', example: 'Ana Gómez' }),
          email: z.string().nullable().openapi({ description: 'Email.', example: 'ana@example.com' }),
          count: count('Their payments that went through in the period.', 12),
          amount: sum('Their total amount.', 480_000),
        }),
      )
      .openapi({
        description:
          'The 10 end users (payers) with the largest succeeded payment volume in the period, largest first.',
      }),
    generated_at: z
      .string()
      .openapi({ description: 'When the figures were computed (ISO 8601, GMT).', example: '2026-11-30T12:00:00.000Z' }),
  })
  .openapi('AnalyticsOverview');
export type OverviewJson = z.infer<typeof OverviewSchema>;

export const OverviewEnvelope = z.object({ overview: OverviewSchema }).openapi('AnalyticsOverviewEnvelope');
