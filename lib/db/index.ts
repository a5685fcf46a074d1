import { getDatabase } from '@/lib/embedded-api';
import { migrateConsole } from './migrate';
import type { ConsoleDb } from './types';

export type { ConsoleDb } from './types';
export * from './schema';

const key = Symbol.for('merchant-console.console-db');
type GlobalWithConsoleDb = typeof globalThis & { [key]?: Promise<ConsoleDb> };

async function open(): Promise<ConsoleDb> {
  const { db } = await getDatabase();
  await migrateConsole(db);
  return db;
}

/**
 * The console's tables on the service's database (same PGlite folder or PostgreSQL server),
 * migrated once per process however many bundles load this module.
 */
export function getConsoleDb(): Promise<ConsoleDb> {
  const g = globalThis as GlobalWithConsoleDb;
  g[key] ??= open().catch((error) => {
    delete g[key];
    throw error;
  });
  return g[key];
}
