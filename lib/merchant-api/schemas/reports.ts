import { z } from 'zod';

/**
 * The reports extension (GET /reports/…, docs/reports.md). Sums of minor units may exceed 2^53 − 1 and then come
 * as strings of digits: read as BigInt, exactly.
 */
const money = z.union([z.number(), z.string()]).transform((v, ctx) => {
  const s = typeof v === 'number' ? (Number.isSafeInteger(v) ? String(v) : '') : v.trim();
  if (!/^-?\d+$/.test(s)) {
    ctx.addIssue({ code: 'custom', message: `not an integer of minor units: ${JSON.stringify(v)}` });
    return z.NEVER;
  }
  return BigInt(s);
});

export const BusinessDaySchema = z.object({
  time_zone: z.string(),
  cutoff: z.string(),
  label: z.string().optional(),
});
export type BusinessDay = z.infer<typeof BusinessDaySchema>;

const PeriodSchema = z.object({
  date_from: z.string(),
  date_to: z.string(),
  starts_at: z.string(),
  ends_at: z.string(),
});

export const BalanceReportSchema = z.object({
  currency: z.string(),
  business_day: BusinessDaySchema,
  period: PeriodSchema,
  opening_balance: money,
  activity: z.array(z.object({ category: z.string(), count: z.number(), amount: money })),
  closing_balance: money,
});
export type BalanceReport = z.infer<typeof BalanceReportSchema>;

const sums = { gross: money, fees: money, net: money };

export const ReconciliationItemSchema = z.object({
  uuid: z.string(),
  code: z.string(),
  type: z.string(),
  status: z.string(),
  date_created: z.string(),
  business_day: z.string(),
  line_count: z.number(),
  ...sums,
  bank_amount: money,
});
export type ReconciliationItem = z.infer<typeof ReconciliationItemSchema>;

export const ReconciliationReportSchema = z.object({
  currency: z.string(),
  business_day: BusinessDaySchema,
  period: PeriodSchema,
  totals: z.object({
    items: z.number(),
    lines: z.number(),
    ...sums,
    bank_amount: money,
    /** Money in (deposits) and out (payouts) at the bank and their net; absent from an older deployment. */
    money_in: money.optional(),
    money_out: money.optional(),
    money_net: money.optional(),
  }),
  items: z.array(ReconciliationItemSchema),
  /** Extension, with `limit`: the next and previous pages' keys (null at either end). */
  next_cursor: z.string().nullable().optional(),
  previous_cursor: z.string().nullable().optional(),
});
export type ReconciliationReport = z.infer<typeof ReconciliationReportSchema>;

export const ReconciliationLineSchema = z.object({
  item_uuid: z.string(),
  uuid: z.string(),
  code: z.string(),
  type: z.string(),
  status: z.string(),
  parent_uuid: z.string().nullable(),
  date_created: z.string(),
  ...sums,
});
export type ReconciliationLine = z.infer<typeof ReconciliationLineSchema>;

export const ReconciliationItemEnvelope = z.object({
  item: ReconciliationItemSchema,
  lines: z.array(ReconciliationLineSchema),
});
