import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrateConsole } from './migrate';
import type { ConsoleDb } from './types';

/** A migrated console database in memory, for tests. */
export async function openTestConsoleDb(): Promise<{ db: ConsoleDb; close: () => Promise<void> }> {
  const client = await PGlite.create();
  const db = drizzle({ client }) as unknown as ConsoleDb;
  await migrateConsole(db);
  return { db, close: () => client.close() };
}
