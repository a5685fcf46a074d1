import { z } from 'zod';
import { ApiError } from '../errors';
import type { MerchantApi } from '../http';
import {
  AuditEntrySchema,
  BankAccountSchema,
  CloseSchema,
  type BankAccount,
  type MonthClose,
  CandidateSchema,
  ExceptionSchema,
  LineSchema,
  MappingSchema,
  StatementSchema,
  SummarySchema,
  type CsvMappingOption,
  type MatchCandidate,
  type ReconciliationAuditEntry,
  type ReconciliationException,
  type ReconciliationSummary,
  type Statement,
  type StatementLine,
} from '../schemas/reconciliation';
import { getExtension, type ExtensionResult, type RouteBook } from './common';

export interface ExceptionFilters {
  status: 'OPEN' | 'RESOLVED';
  page: number;
  pageSize: number;
  /** The queue's API filters (kind, owner, age_min, amount_min, statement_id, bank_account_id, currency, sort…). */
  query?: Record<string, string>;
}

/** Bank reconciliation (an extension, docs/reconciliation.md): `unsupported` on an API without it. */
export function reconciliationResources(api: MerchantApi, book: RouteBook) {
  const read = <T extends z.ZodType>(path: string, query: Record<string, string | number | undefined>, schema: T) =>
    getExtension(api, book, path, query, (body) => schema.safeParse(body)) as Promise<ExtensionResult<z.output<T>>>;
  /** A line's own reads: not through the route book (their paths name the line); null on a 404. */
  const readLine = async <T extends z.ZodType>(lineId: string, tail: string, schema: T) => {
    try {
      const response = await api.request(`/reconciliation/lines/${encodeURIComponent(lineId)}${tail}`, {});
      const parsed = schema.safeParse(response.body);
      return parsed.success ? (parsed.data as z.output<T>) : null;
    } catch (error) {
      if (error instanceof ApiError && error.status === 404) return null;
      throw error;
    }
  };
  return {
    reconciliation: {
      summary: (from: string, to: string): Promise<ExtensionResult<ReconciliationSummary>> =>
        read('/reconciliation/summary', { date_from: from, date_to: to }, SummarySchema),
      statements: async (pageSize = 10): Promise<ExtensionResult<Statement[]>> => {
        const r = await read(
          '/reconciliation/statements/list',
          { page_size: pageSize },
          z.object({ statements: z.array(StatementSchema) }),
        );
        return r.kind === 'found' ? { kind: 'found', data: r.data.statements } : r;
      },
      lines: async (statementId: string, pageSize = 200): Promise<ExtensionResult<StatementLine[]>> => {
        const r = await read(
          '/reconciliation/lines/list',
          { statement_id: statementId, page_size: pageSize },
          z.object({ lines: z.array(LineSchema) }),
        );
        return r.kind === 'found' ? { kind: 'found', data: r.data.lines } : r;
      },
      /**
       * What a line may be matched to by hand (open deposits or payouts near its date, closest amount first). Asked
       * only once the summary has shown the extension, and not through the route book: its path names the line.
       */
      candidates: (lineId: string): Promise<MatchCandidate[] | null> =>
        readLine(lineId, '/candidates', z.object({ candidates: z.array(CandidateSchema) })).then(
          (r) => r?.candidates ?? null,
        ),
      /** One line with its decisions (who, why, when), or null when there is no such line. */
      line: (lineId: string): Promise<{ line: StatementLine; audit: ReconciliationAuditEntry[] } | null> =>
        readLine(lineId, '', z.object({ line: LineSchema, audit: z.array(AuditEntrySchema) })),
      /** One page of the queue (docs/reconciliation.md, "The exceptions queue") and how many the filters hold. */
      exceptions: async (
        filters: ExceptionFilters,
      ): Promise<ExtensionResult<{ exceptions: ReconciliationException[]; total: number }>> => {
        const r = await read(
          '/reconciliation/exceptions/list',
          { ...filters.query, status: filters.status, page: filters.page, page_size: filters.pageSize },
          z.object({ exceptions: z.array(ExceptionSchema), total_count: z.number().int().optional() }),
        );
        if (r.kind !== 'found') return r;
        return {
          kind: 'found',
          data: { exceptions: r.data.exceptions, total: r.data.total_count ?? r.data.exceptions.length },
        };
      },
      /** The month's close per bank account (docs/reconciliation.md, "The month's close and sign-off"). */
      close: (month: string): Promise<ExtensionResult<MonthClose>> =>
        read('/reconciliation/close', { month }, CloseSchema),
      bankAccounts: async (): Promise<ExtensionResult<BankAccount[]>> => {
        const r = await read(
          '/reconciliation/bank-accounts/list',
          { page_size: 200 },
          z.object({ bank_accounts: z.array(BankAccountSchema) }),
        );
        return r.kind === 'found' ? { kind: 'found', data: r.data.bank_accounts } : r;
      },
      mappings: async (): Promise<ExtensionResult<CsvMappingOption[]>> => {
        const r = await read(
          '/reconciliation/csv-mappings/list',
          {},
          z.object({ csv_mappings: z.array(MappingSchema) }),
        );
        return r.kind === 'found' ? { kind: 'found', data: r.data.csv_mappings } : r;
      },
    },
  };
}
