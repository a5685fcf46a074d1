import { z } from 'zod';
import { calendarDate, currency, dateTime, text } from './quirks';

/**
 * GET /analytics/overview (an extension of this project's API). Sums of minor units can exceed 2^53 − 1, so
 * the API may send them as strings of digits; they are read as BigInt, exactly.
 */
const sum = z
  .union([z.number(), z.string()])
  .nullish()
  .transform((v, ctx) => {
    if (v === null || v === undefined) return 0n;
    const s = typeof v === 'number' ? (Number.isSafeInteger(v) ? String(v) : '') : v.trim();
    if (!/^-?\d+$/.test(s)) {
      ctx.addIssue({ code: 'custom', message: `not an integer sum of minor units: ${JSON.stringify(v)}` });
      return z.NEVER;
    }
    return BigInt(s);
  });

const count = z
  .union([z.number(), z.string()])
  .nullish()
  .transform((v) => {
    const n = typeof v === 'string' ? Number(v) : v;
    return typeof n === 'number' && Number.isSafeInteger(n) && n >= 0 ? n : 0;
  });

const rate = z
  .union([z.number(), z.string()])
  .nullish()
  .transform((v) => {
    const n = typeof v === 'string' ? Number(v) : v;
    return typeof n === 'number' && Number.isFinite(n) ? Math.min(1, Math.max(0, n)) : null;
  });

const Totals = z.object({ count, amount: sum, succeeded_count: count, succeeded_amount: sum }).loose();
const CountAmount = z.object({ count, amount: sum }).loose();
const totals = (t: z.output<typeof Totals>) => ({
  count: t.count,
  amount: t.amount,
  succeededCount: t.succeeded_count,
  succeededAmount: t.succeeded_amount,
});

export const OverviewSchema = z
  .object({
    currency,
    time_zone: text,
    date_from: calendarDate,
    date_to: calendarDate,
    merchant_id: text,
    available_currencies: z.array(currency).nullish(),
    payments: z
      .object({
        count,
        amount: sum,
        succeeded_count: count,
        succeeded_amount: sum,
        finished_count: count,
        success_rate: rate,
        total_fee: sum,
        net_amount: sum,
      })
      .loose(),
    statuses: z.array(z.object({ status: text, count, amount: sum }).loose()).nullish(),
    daily: z
      .array(
        z.object({ date: calendarDate, count, amount: sum, succeeded_count: count, succeeded_amount: sum }).loose(),
      )
      .nullish(),
    refunds: CountAmount.nullish(),
    disputes: CountAmount.nullish(),
    payouts: Totals.nullish(),
    transfers: Totals.nullish(),
    top_end_users: z
      .array(z.object({ uuid: text, code: text, name: text, email: text, count, amount: sum }).loose())
      .nullish(),
    generated_at: dateTime,
  })
  .loose()
  .transform((o, ctx) => {
    if (!o.currency || !o.date_from || !o.date_to) {
      ctx.addIssue({ code: 'custom', message: 'overview without currency or period' });
      return z.NEVER;
    }
    const zero = { count: 0, amount: 0n, succeeded_count: 0, succeeded_amount: 0n };
    return {
      currency: o.currency,
      timeZone: o.time_zone ?? 'UTC',
      dateFrom: o.date_from,
      dateTo: o.date_to,
      merchantId: o.merchant_id,
      availableCurrencies: [...new Set((o.available_currencies ?? []).filter((c): c is string => !!c))],
      payments: {
        count: o.payments.count,
        amount: o.payments.amount,
        succeededCount: o.payments.succeeded_count,
        succeededAmount: o.payments.succeeded_amount,
        finishedCount: o.payments.finished_count,
        successRate: o.payments.success_rate,
        totalFee: o.payments.total_fee,
        netAmount: o.payments.net_amount,
      },
      statuses: (o.statuses ?? [])
        .filter((s) => s.status)
        .map((s) => ({ status: s.status!.toUpperCase(), count: s.count, amount: s.amount })),
      daily: (o.daily ?? [])
        .filter((d) => d.date)
        .map((d) => ({
          date: d.date!,
          count: d.count,
          amount: d.amount,
          succeededCount: d.succeeded_count,
          succeededAmount: d.succeeded_amount,
        })),
      refunds: o.refunds ?? { count: 0, amount: 0n },
      disputes: o.disputes ?? { count: 0, amount: 0n },
      payouts: totals(o.payouts ?? zero),
      transfers: totals(o.transfers ?? zero),
      topEndUsers: (o.top_end_users ?? [])
        .filter((u) => u.uuid)
        .map((u) => ({ uuid: u.uuid!, code: u.code, name: u.name, email: u.email, count: u.count, amount: u.amount })),
      generatedAt: o.generated_at,
    };
  });

export type Overview = z.output<typeof OverviewSchema>;
