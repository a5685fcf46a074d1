import { and, eq, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { newestFirst, type PageKey, type Seek } from './pages';
import type { DbOrTx } from './client';
import { prepared } from './prepared';

/** A list table: scoped by merchant, ordered newest first by (date_created_gmt, id). */
type ListTable = PgTable & { merchantId: PgColumn; dateCreated: PgColumn; id: PgColumn };

/**
 * How a list seeks deep pages (service/db/pages.ts, Seek). The list is named by the merchant, `scope` (a
 * transaction type) and the filter values; its mark is the newest row of the merchant (of that scope), read
 * by one probe of the (merchant_id[, type], date_created_gmt desc, id desc) index. No seeking when a filter
 * on a value that can change after creation is given (`changing`): rows could leave or join the list
 * without a new row.
 */
export function listSeek<T>(
  db: DbOrTx,
  options: {
    name: string;
    table: ListTable;
    merchantId: string;
    scope?: { column: PgColumn; value: string };
    params: { page?: number; page_size?: number } & Record<string, unknown>;
    changing: readonly string[];
    keyOf: (item: T) => PageKey;
  },
): Seek<T> | undefined {
  const { name, table, merchantId, scope, params } = options;
  if (options.changing.some((filter) => params[filter] !== undefined)) return undefined;
  const { page: _page, page_size: _size, ...filters } = params;
  const newest = prepared(db, `${name}_newest`, (d, statement) =>
    d
      .select({ created: table.dateCreated, id: table.id })
      .from(table as PgTable)
      .where(
        and(
          eq(table.merchantId, sql.placeholder('merchant')),
          scope ? eq(scope.column, sql.placeholder('scope')) : undefined,
        ),
      )
      .orderBy(...newestFirst(table.dateCreated, table.id))
      .limit(1)
      .prepare(statement),
  );
  return {
    list: `${name}:${merchantId}:${scope?.value ?? ''}:${JSON.stringify(filters)}`,
    mark: async () => {
      const [row] = (await newest.execute({ merchant: merchantId, scope: scope?.value })) as {
        created: Date;
        id: string;
      }[];
      return row ? `${row.created.getTime()}:${row.id}` : '';
    },
    keyOf: options.keyOf,
  };
}
