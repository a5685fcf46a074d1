import type { MerchantApi } from '../http';
import {
  BalanceReportSchema,
  BusinessDaySchema,
  ReconciliationItemEnvelope,
  ReconciliationReportSchema,
  type BalanceReport,
  type BusinessDay,
  type ReconciliationReport,
} from '../schemas/reports';
import { getExtension, type ExtensionResult, type RouteBook } from './common';
import type { z } from 'zod';

export const REPORT_KINDS = ['balance', 'payout_reconciliation'] as const;
export type ReportKind = (typeof REPORT_KINDS)[number];

export interface ReportPeriod {
  dateFrom: string;
  dateTo: string;
  currency?: string;
}

const unwrap = (key: string) => (body: unknown) =>
  body && typeof body === 'object' && key in body ? (body as Record<string, unknown>)[key] : body;

/** The reports extension (docs/reports.md): `unsupported` on an API without it. */
export function reportResources(api: MerchantApi, book: RouteBook) {
  const query = (p: ReportPeriod) => ({ date_from: p.dateFrom, date_to: p.dateTo, currency: p.currency });
  const parse =
    <S extends z.ZodType>(schema: S, key: string) =>
    (body: unknown) =>
      schema.safeParse(unwrap(key)(body)) as z.ZodSafeParseResult<z.output<S>>;
  return {
    reports: {
      businessDay: (): Promise<ExtensionResult<BusinessDay>> =>
        getExtension(api, book, '/reports/business-day', {}, parse(BusinessDaySchema, 'business_day')),
      balance: (p: ReportPeriod): Promise<ExtensionResult<BalanceReport>> =>
        getExtension(api, book, '/reports/balance', query(p), parse(BalanceReportSchema, 'report')),
      /** With `page`: the period's totals and one page of items (extension: limit, cursor or before). */
      reconciliation: (
        p: ReportPeriod,
        page?: { limit: number; cursor?: string; before?: string },
      ): Promise<ExtensionResult<ReconciliationReport>> =>
        getExtension(
          api,
          book,
          '/reports/payout-reconciliation',
          page
            ? {
                ...query(p),
                limit: String(page.limit),
                cursor: page.cursor,
                before: page.cursor ? undefined : page.before,
              }
            : query(p),
          parse(ReconciliationReportSchema, 'report'),
        ),
      reconciliationItem: (uuid: string, p: ReportPeriod) =>
        getExtension(api, book, `/reports/payout-reconciliation/items/${encodeURIComponent(uuid)}`, query(p), (body) =>
          ReconciliationItemEnvelope.safeParse(body),
        ),
      /** The export, streamed: the API's response body (CSV or JSON Lines) and its headers. */
      /** `units: 'minor'` asks for integers of minor units (columns `…_minor`); by default amounts are decimals. */
      exportStream: (kind: ReportKind, p: ReportPeriod, format: 'csv' | 'jsonl', units?: 'minor') =>
        api.stream(kind === 'balance' ? '/reports/balance/export' : '/reports/payout-reconciliation/export', {
          query: { ...query(p), format, ...(units ? { units } : {}) },
        }),
    },
  };
}
