import { and, gte, lt, lte, sql, type AnyColumn, type SQL } from 'drizzle-orm';

/**
 * A list's read from the database: its page (exact has_next_page, deep pages without OFFSET), its date range and
 * its stable newest-first order. The query a list takes over HTTP is service/http/list.ts.
 */

export const DEFAULT_PAGE_SIZE = 1000;

export type DateFilter = { dayOnly: boolean; at: Date };

/** date_from inclusive; date_to inclusive (a bare date covers that whole day). `bind` may turn the values into placeholders (service/db/prepared.ts). */
export function dateRange(
  column: AnyColumn,
  from?: DateFilter,
  to?: DateFilter,
  bind: <T>(name: string, value: T) => T = (_n, v) => v,
): SQL[] {
  const out: SQL[] = [];
  if (from) out.push(gte(column, bind('date_from', from.at)));
  // The two forms bind under different names: a prepared list query is cached by the names it binds (its shape), and
  // one name for both made a date-time date_to reuse a whole day's `<` (or a day reuse a date-time's `<=`).
  if (to)
    out.push(
      to.dayOnly
        ? lt(column, bind('date_to_day_after', new Date(to.at.getTime() + 86_400_000)))
        : lte(column, bind('date_to', to.at)),
    );
  return out;
}

export interface PageInfo {
  has_next_page: boolean;
  page: number;
  page_size: number;
}

/** Where a row stands in the newest-first order: its (date_created_gmt, id). */
export interface PageKey {
  created: Date;
  id: string;
}

/**
 * Deep pages without paying OFFSET (docs/decisions.md, "Page numbers without OFFSET"). Page numbers are the
 * spec's contract, but OFFSET n reads and drops n rows: page 2000 of 50 read 100,000 rows. Instead the key of
 * the row before a page served is remembered (pageKeys) per list and filter set, and a later page seeks from
 * the nearest remembered key (`(date_created_gmt, id) < key`, an index range) and skips only the rows
 * between that key and its own start.
 *
 * A remembered key is right only while the rows before it are the same: `mark` reads the list's newest row
 * (one index probe) and the remembered keys of a list are dropped when it changed (a row was added). Filter
 * sets on values that change after creation (a status, an end user's email) must not seek (pass no seek).
 */
export interface Seek<T> {
  /** The list and its filter values, not the page or its size: the keys are offsets in this list. */
  list: string;
  /** Changes whenever a row is added to the list (its newest row's key). */
  mark: () => Promise<string>;
  keyOf: (row: T) => PageKey;
}

/** Remembered page keys: a bounded map of lists (least recently used out), each a bounded map of offset → key. */
const MAX_LISTS = 1000;
const MAX_KEYS_PER_LIST = 512;
const pageKeys = new Map<string, { mark: string; keys: Map<number, PageKey> }>();

function keysOf(list: string, mark: string): Map<number, PageKey> {
  let entry = pageKeys.get(list);
  if (entry) pageKeys.delete(list); // re-inserted below: most recently used last
  if (!entry || entry.mark !== mark) entry = { mark, keys: new Map() };
  pageKeys.set(list, entry);
  if (pageKeys.size > MAX_LISTS) pageKeys.delete(pageKeys.keys().next().value as string);
  return entry.keys;
}

function remember(keys: Map<number, PageKey>, offset: number, key: PageKey): void {
  if (keys.has(offset)) return;
  if (keys.size >= MAX_KEYS_PER_LIST) keys.delete(keys.keys().next().value as number);
  keys.set(offset, key);
}

/** The remembered key nearest before `offset` (an offset ≤ it), or the list's start. */
function nearest(keys: Map<number, PageKey>, offset: number): { from: number; key?: PageKey } {
  let best: { from: number; key?: PageKey } = { from: 0 };
  for (const [at, key] of keys) if (at <= offset && at > best.from) best = { from: at, key };
  return best;
}

/**
 * Runs a page query with limit size+1 so has_next_page is exact without a count.
 * `run` must order by date_created_gmt desc, id desc (see `newestFirst`) and, given `after`, return only rows
 * after that key (see `after`). With `seek`, deep pages start from a remembered key (see Seek).
 */
export async function paginate<T>(
  params: { page?: number; page_size?: number },
  run: (limit: number, offset: number, after?: PageKey) => Promise<T[]>,
  seek?: Seek<T>,
): Promise<{ items: T[]; pageInfo: PageInfo }> {
  const page = params.page ?? 1;
  const pageSize = params.page_size ?? DEFAULT_PAGE_SIZE;
  const offset = (page - 1) * pageSize;
  let rows: T[];
  if (!seek || offset === 0) {
    rows = await run(pageSize + 1, offset);
  } else {
    const keys = keysOf(seek.list, await seek.mark());
    const { from, key } = nearest(keys, offset);
    const skip = offset - from;
    // Not starting at a remembered key: read the row before the page too, to remember the page's key.
    const lead = skip > 0 ? 1 : 0;
    rows = await run(pageSize + 1 + lead, skip - lead, key);
    if (lead) {
      if (rows.length) remember(keys, offset, seek.keyOf(rows[0]));
      rows = rows.slice(1);
    }
    if (rows.length >= pageSize) remember(keys, offset + pageSize, seek.keyOf(rows[pageSize - 1]));
  }
  return {
    items: rows.slice(0, pageSize),
    pageInfo: { has_next_page: rows.length > pageSize, page, page_size: pageSize },
  };
}

/** The rows after `key` in newest-first order: a range of the (…, date_created_gmt desc, id desc) indexes. */
export function after(
  created: AnyColumn,
  id: AnyColumn,
  key: PageKey | undefined,
  bind: <T>(name: string, value: T) => T = (_n, v) => v,
): SQL | undefined {
  return key
    ? sql`(${created}, ${id}) < (${bind('after_created', key.created)}, ${bind('after_id', key.id)})`
    : undefined;
}

/**
 * `date_created_gmt desc nulls last, id desc nulls last`: exactly the order of the lists' indexes
 * (`.desc()` in service/db/schema.ts makes `DESC NULLS LAST`). Plain `desc` means `DESC NULLS FIRST`, which
 * no index has, so PostgreSQL read and sorted every row of the merchant for each page (190 ms a page at
 * 760k payments); the columns are NOT NULL, so the rows come in the same order either way.
 */
export function newestFirst(created: AnyColumn, id: AnyColumn): SQL[] {
  return [sql`${created} desc nulls last`, sql`${id} desc nulls last`];
}

export function allOf(conditions: (SQL | undefined)[]): SQL | undefined {
  return and(...conditions.filter((c): c is SQL => c !== undefined));
}
