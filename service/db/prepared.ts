import { Column, getTableName, is, SQL, sql, Subquery, type Table } from 'drizzle-orm';
import { PgTransaction } from 'drizzle-orm/pg-core';
import type { DbOrTx } from './client';

/**
 * Prepared statements for the hot paths (a payment create, the idempotency claim).
 *
 * Building a statement with drizzle's query builder costs 0.2–1 ms of CPU (measured: a three-table select
 * ≈ 1 ms, a 25-column insert ≈ 1 ms), more than PostgreSQL spends running it. `.prepare(name)` builds the SQL
 * once; values go in as placeholders. On PostgreSQL the name also makes node-postgres parse it once per
 * pooled connection (a named statement), so the server skips parsing too.
 *
 * One prepared query per database handle and name: the process-wide `db` keeps its statements for good. A
 * transaction handle is a new object per transaction, but its statements are the same SQL on another
 * connection: they are built once per driver and name, and each transaction gets a copy bound to its own
 * connection (`client`, the one field a drizzle prepared query reads its connection from, node-postgres and
 * PGlite alike). Without this, every write behind an Idempotency-Key (run inside the key's transaction) built
 * all its statements again: 1 ms of CPU per payment create.
 * A name must always denote the same SQL text (node-postgres refuses one name for two texts).
 *
 * Dynamic queries (a list with the filters a request gives) are prepared with the name '' (unnamed on
 * PostgreSQL: parsed and planned for each execution with its own values, never a generic plan that could
 * suit one filter value and not another) and cached by shape, which saves the building.
 */
const statements = new WeakMap<object, Map<string, unknown>>();
/**
 * Behind a pooler in transaction mode (DATABASE_POOLER=transaction: PgBouncer before 1.21) a named statement
 * prepared on one server connection is unknown on the next: every statement goes unnamed then.
 */
const named = () => process.env.DATABASE_POOLER !== 'transaction';
/** Shapes of dynamic queries (filters given) are many; the cache stays bounded. */
const MAX_STATEMENTS = 500;

export function prepared<T>(db: DbOrTx, name: string, build: (db: DbOrTx, name: string) => T): T {
  if (db instanceof PgTransaction) return inTransaction(db, name, build);
  let byName = statements.get(db);
  if (!byName) statements.set(db, (byName = new Map()));
  let statement = byName.get(name) as T | undefined;
  if (statement === undefined) {
    if (byName.size >= MAX_STATEMENTS) byName.clear();
    byName.set(name, (statement = withRowMapper(build(db, named() ? name : ''))));
  }
  return statement;
}

/** Statements built on a transaction handle, by driver and name: templates for every later transaction. */
const templates = new Map<string, object>();

function inTransaction<T>(tx: DbOrTx, name: string, build: (db: DbOrTx, name: string) => T): T {
  const session = (tx as unknown as { session: { client: unknown } }).session;
  const key = `${session.constructor.name}\0${name}`;
  let template = templates.get(key);
  if (template === undefined) {
    if (templates.size >= MAX_STATEMENTS) templates.clear();
    templates.set(key, (template = withRowMapper(build(tx, named() ? name : '')) as object));
  }
  const bound = Object.create(template) as { client: unknown };
  bound.client = session.client;
  return bound as T;
}

/**
 * Collects the values of a dynamic query as placeholders: `bind(name, value)` records the value and returns
 * the placeholder, so the query built from them has the same SQL for the same filters (its `shape`) and
 * can be built once. Pass the values to the prepared query's execute().
 */
export function placeholders() {
  const values: Record<string, unknown> = {};
  const names: string[] = [];
  return {
    values,
    bind: (<T>(name: string, value: T): T => {
      values[name] = value;
      names.push(name);
      return sql.placeholder(name) as unknown as T; // typed as the value so drizzle's operators take it
    }) as Bind,
    shape: () => names.join(','),
  };
}

/** Gives a value to a query under a name: inlined, or (placeholders()) as a placeholder typed like the value. */
export type Bind = <T>(name: string, value: T) => T;
export const inline: Bind = (_name, value) => value;

/** What drizzle's prepared query (node-postgres and PGlite alike) holds to map its rows. */
interface MappedQuery {
  fields?: { path: string[]; field: unknown }[];
  joinsNotNullableMap?: Record<string, boolean>;
  customResultMapper?: (rows: unknown[][]) => unknown;
}

interface Decoder {
  mapFromDriverValue(value: unknown): unknown;
}

/**
 * The rows of a prepared query mapped as drizzle's mapResultRow maps them (the same objects: each value through its
 * column's decoder, nested by the selection's paths, a left-joined table's object null when its first column is),
 * with the per-column work done once per statement instead of once per value: mapResultRow asks `is(field, Column)`
 * (a walk up the prototype chain) and allocates a path iterator for every column of every row, 30% of the CPU of a
 * 1000-row page of payments (docs/performance.md, "Lists against their SQL floor"). Set as the query's
 * customResultMapper, the hook drizzle's execute() calls instead of mapResultRow; a query without fields (raw SQL)
 * or with a mapper of its own is left alone.
 */
/** Column's own mapFromDriverValue: the value as the driver gave it (text, and every column that does not override it). */
const keepsValue = (Column.prototype as unknown as Decoder).mapFromDriverValue;

export function withRowMapper<T>(statement: T): T {
  const query = statement as unknown as MappedQuery;
  if (!query || typeof query !== 'object' || !Array.isArray(query.fields) || query.customResultMapper) return statement;
  const joins = query.joinsNotNullableMap;
  const columns = query.fields.map(({ path, field }) => {
    const f = field as {
      decoder?: Decoder;
      sql?: { decoder: Decoder };
      _?: { sql: { decoder: Decoder } };
      table?: Table;
    };
    const decoder: Decoder = is(field, Column)
      ? (field as Decoder)
      : is(field, SQL)
        ? f.decoder!
        : is(field, Subquery)
          ? f._!.sql.decoder
          : f.sql!.decoder;
    const decode = decoder.mapFromDriverValue;
    return {
      parents: path.slice(0, -1),
      key: path[path.length - 1],
      decoder,
      // A column that keeps the driver's value (text, most of a row) is not called at all; through a subquery's
      // alias every call was a Proxy's get too.
      keeps: decode === keepsValue,
      // The table a nullable join's object is judged by (mapResultRow: a Column two levels deep, with joins).
      table: joins && is(field, Column) && path.length === 2 ? getTableName(f.table!) : undefined,
    };
  });
  query.customResultMapper = (rows) =>
    rows.map((row) => {
      const result: Record<string, unknown> = {};
      const nullify: Record<string, string | false> = {};
      for (let i = 0; i < columns.length; i++) {
        const { parents, key, decoder, keeps, table } = columns[i];
        let node = result;
        for (const chunk of parents) {
          if (!(chunk in node)) node[chunk] = {};
          node = node[chunk] as Record<string, unknown>;
        }
        const raw = row[i];
        const value = (node[key] = raw === null ? null : keeps ? raw : decoder.mapFromDriverValue(raw));
        if (table !== undefined) {
          const object = parents[0];
          if (!(object in nullify)) nullify[object] = value === null ? table : false;
          else if (typeof nullify[object] === 'string' && nullify[object] !== table) nullify[object] = false;
        }
      }
      if (joins)
        for (const [object, table] of Object.entries(nullify))
          if (typeof table === 'string' && !joins[table]) result[object] = null;
      return result;
    });
  return statement;
}
