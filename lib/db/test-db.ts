import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrateConsole } from './migrate';
import type { ConsoleDb } from './types';

/**
 * The migrated console database as a dump of its data folder, made once per process: a fresh PGlite runs initdb
 * (about 8 CPU-s), a copy loads in about 2. The unit project runs its files one after the other in one worker
 * without fresh modules (`isolate: false`, vitest.config.ts), so its files share one migration.
 */
let template: Promise<Blob> | undefined;

function migratedTemplate(): Promise<Blob> {
  template ??= (async () => {
    const client = await PGlite.create();
    try {
      await migrateConsole(drizzle({ client }) as unknown as ConsoleDb);
      return await client.dumpDataDir('none');
    } finally {
      await client.close();
    }
  })();
  return template;
}

/** A migrated console database in memory, for tests: a copy of the process's migrated template. */
export async function openTestConsoleDb(): Promise<{ db: ConsoleDb; close: () => Promise<void> }> {
  const client = await PGlite.create({ loadDataDir: await migratedTemplate() });
  const db = drizzle({ client }) as unknown as ConsoleDb;
  return { db, close: () => client.close() };
}
