import { z } from 'zod';
import type { MerchantApi } from '../http';
import {
  ExceptionSchema,
  LineSchema,
  MappingSchema,
  StatementSchema,
  SummarySchema,
  type CsvMappingOption,
  type ReconciliationException,
  type ReconciliationSummary,
  type Statement,
  type StatementLine,
} from '../schemas/reconciliation';
import { getExtension, type ExtensionResult, type RouteBook } from './common';

/** Bank reconciliation (an extension, docs/reconciliation.md): `unsupported` on an API without it. */
export function reconciliationResources(api: MerchantApi, book: RouteBook) {
  const read = <T extends z.ZodType>(path: string, query: Record<string, string | number | undefined>, schema: T) =>
    getExtension(api, book, path, query, (body) => schema.safeParse(body)) as Promise<ExtensionResult<z.output<T>>>;
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
      lines: async (statementId: string): Promise<ExtensionResult<StatementLine[]>> => {
        const r = await read(
          '/reconciliation/lines/list',
          { statement_id: statementId, page_size: 200 },
          z.object({ lines: z.array(LineSchema) }),
        );
        return r.kind === 'found' ? { kind: 'found', data: r.data.lines } : r;
      },
      exceptions: async (status: 'OPEN' | 'RESOLVED'): Promise<ExtensionResult<ReconciliationException[]>> => {
        const r = await read(
          '/reconciliation/exceptions/list',
          { status, page_size: 200 },
          z.object({ exceptions: z.array(ExceptionSchema) }),
        );
        return r.kind === 'found' ? { kind: 'found', data: r.data.exceptions } : r;
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
