import { sql } from 'drizzle-orm';
import type { DbOrTx } from './client';

/**
 * The planner's statistics for the embedded database. PGlite has no autovacuum: a table nobody analyzes keeps no
 * statistics (or those of the day it was loaded), and the planner then guesses its size and its values' spread: at
 * 1,000,000 transactions a links list planned that way joined all 5,375 of a merchant's links before its LIMIT
 * (docs/performance.md, "The links lists: the page first, then its joins"; docs/performance.md, "The planner's
 * statistics on PGlite"). This does the part of autovacuum the planner needs: it analyzes every table of the schema
 * that was never analyzed, or that has grown by more than a tenth (and 8 pages) since it was, judged by its size on
 * disk against `pg_class.relpages` as of the last ANALYZE (PGlite's cumulative statistics, `n_mod_since_analyze`, stay
 * at zero). One table at a time, each a short statement (1.4 s for the transactions table at 1M on this machine, 2.1 s
 * for the ledger): other queries wait on PGlite's one connection meanwhile.
 */
export async function refreshStatistics(db: DbOrTx): Promise<{ analyzed: string[] }> {
  const stale = (await db.execute(sql`
    select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = current_schema() and c.relkind in ('r', 'p')
      and (c.reltuples < 0 or pg_relation_size(c.oid) / current_setting('block_size')::int > c.relpages * 1.1 + 8)
    order by c.relname`)) as unknown as { rows: { name: string }[] };
  const analyzed: string[] = [];
  for (const { name } of stale.rows) {
    await db.execute(sql`analyze ${sql.identifier(name)}`);
    analyzed.push(name);
  }
  return { analyzed };
}
