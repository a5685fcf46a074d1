import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { fuzzystrmatch } from '@electric-sql/pglite/contrib/fuzzystrmatch';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { makeDurable } from './durable-pglite';
import { lockFolder } from './folder-lock';
import { restrictToOwner } from './owner-only';
import { pgliteStartParams } from './pglite-settings';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { schema } from './schema';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
/** A transaction handle is used exactly like the database. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Where the data lives, for messages: a folder or a redacted URL. */
  location: string;
  /**
   * Make every committed write durable on disk. PostgreSQL servers do this at COMMIT; on PGlite every write
   * already waits for it (service/db/durable-pglite.ts): this is for callers that want to be explicit.
   */
  flush(): Promise<void>;
  close(): Promise<void>;
  /** PostgreSQL: the pool's connections (for the metrics). */
  poolStats?: () => { total: number; idle: number; waiting: number };
}

export interface OpenOptions {
  /** postgres://… → a PostgreSQL server. */
  url?: string;
  /** PGlite folder; `memory://` keeps it in memory (tests). */
  dataDir?: string;
  /** PGlite in memory: start from this dump of a data folder (PGlite's dumpDataDir; API tests' template). */
  loadDataDir?: Blob;
  migrate?: boolean;
}

const migrationsFolder = path.join(process.cwd(), 'service/db/migrations');

/**
 * Extensions the migrations use (pg_trgm: trigram indexes for "contains" filters and search; unaccent: search's
 * accent-insensitive text; fuzzystrmatch: search's typo tolerance, docs/search.md); created before migrating.
 */
const CREATE_EXTENSIONS =
  'create extension if not exists pg_trgm; create extension if not exists unaccent; create extension if not exists fuzzystrmatch';

export { DatabaseLockedError } from './folder-lock';

export async function openDatabase(options: OpenOptions = {}): Promise<Database> {
  const shouldMigrate = options.migrate ?? true;
  if (options.url) {
    // JIT off unless PGOPTIONS says otherwise: the service's statements are short, and the planner's estimates for
    // some (search at 1M) cross jit_above_cost, where compiling costs more than running (docs/performance.md, "Search").
    const pool = new pg.Pool({
      connectionString: options.url,
      max: Number(process.env.DATABASE_POOL_SIZE ?? 10),
      options: process.env.PGOPTIONS ?? '-c jit=off',
    });
    pool.on('error', (error) => console.error('postgres pool error:', error.message));
    const db = drizzlePg({ client: pool, schema }) as unknown as Db;
    if (shouldMigrate) {
      // Migrations hold a session (an advisory lock across statements): behind PgBouncer in transaction mode
      // they connect straight to the server (DATABASE_DIRECT_URL) instead; docs/operations.md.
      const direct = process.env.DATABASE_DIRECT_URL;
      const client = direct ? new pg.Client({ connectionString: direct }) : await pool.connect();
      if (direct) await (client as pg.Client).connect();
      try {
        // Several service processes may start together on one server: migrate one at a time.
        await client.query('select pg_advisory_lock(727001)');
        await client.query(CREATE_EXTENSIONS);
        await migratePg(drizzlePg({ client, schema }), { migrationsFolder });
      } finally {
        await client.query('select pg_advisory_unlock(727001)').catch(() => undefined);
        if (direct) await (client as pg.Client).end();
        else (client as pg.PoolClient).release();
      }
    }
    return {
      db,
      kind: 'postgres',
      location: options.url.replace(/\/\/[^@]*@/, '//***@'),
      flush: async () => undefined,
      close: () => pool.end(),
      poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    };
  }

  const dataDir = options.dataDir ?? path.join(process.cwd(), '.data/pglite');
  const inMemory = dataDir.startsWith('memory://');
  const release = inMemory ? async () => undefined : await lockFolder(dataDir);
  let client: PGlite;
  try {
    if (!inMemory) restrictToOwner(dataDir);
    client = await PGlite.create(inMemory ? undefined : dataDir, {
      extensions: { pg_trgm, unaccent, fuzzystrmatch },
      ...pgliteStartParams(),
      ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
    });
    if (!inMemory) restrictToOwner(dataDir);
  } catch (error) {
    await release();
    throw error;
  }
  // Every write durable before it resolves (service/db/durable-pglite.ts); PGLITE_FSYNC=off for throwaway folders.
  const sync = inMemory || process.env.PGLITE_FSYNC === 'off' ? async () => undefined : makeDurable(client, dataDir);
  const db = drizzlePglite({ client, schema }) as unknown as Db;
  if (shouldMigrate) await client.exec(CREATE_EXTENSIONS);
  if (shouldMigrate) await migratePglite(drizzlePglite({ client, schema }), { migrationsFolder });
  return {
    db,
    kind: 'pglite',
    location: inMemory ? 'memory' : dataDir,
    flush: sync,
    close: async () => {
      await client.close();
      await release();
    },
  };
}

const globalKey = Symbol.for('merchant-console.database');
type GlobalWithDb = typeof globalThis & { [globalKey]?: Promise<Database> };

/**
 * The process-wide database from the environment. One instance per process even when
 * Next.js loads this module in several bundles: PGlite must never be opened twice.
 */
export function getDatabase(): Promise<Database> {
  const g = globalThis as GlobalWithDb;
  g[globalKey] ??= openDatabase({
    url: process.env.DATABASE_URL || undefined,
    dataDir: process.env.PGLITE_DIR || undefined,
  });
  return g[globalKey];
}

/** Closes the process-wide database if this process opened it (PGlite: releases the folder's lock). */
export async function closeDatabase(): Promise<void> {
  const g = globalThis as GlobalWithDb;
  const opening = g[globalKey];
  if (!opening) return;
  delete g[globalKey];
  const database = await opening.catch(() => null);
  await database?.close();
}

export async function ping(db: Db): Promise<void> {
  await db.execute(sql`select 1`);
}
