import { sql } from 'drizzle-orm';
import type { ConsoleDb } from './types';
import { CONSOLE_MIGRATIONS } from './migrations';

const MIGRATION_LOCK = 727002;

/** Creates or updates the console's tables. Idempotent: safe on every boot and from several processes. */
export async function migrateConsole(db: ConsoleDb): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${MIGRATION_LOCK})`);
    for (const statement of CONSOLE_MIGRATIONS) await tx.execute(sql.raw(statement));
  });
}
