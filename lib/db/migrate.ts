import path from 'node:path';
import { sql } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import type { ConsoleDb } from './types';

const MIGRATION_LOCK = 727002;
const migrationsFolder = path.join(process.cwd(), 'lib/db/migrations');

/**
 * Creates or updates the console's tables from lib/db/migrations: the same mechanism as the service's
 * (files drizzle-kit generates from a schema, `npm run db:generate`; their journal; a
 * `__drizzle_migrations` table recording what ran, here in the `console` schema), applied in one
 * transaction under an advisory lock, so several console processes on one server migrate one at a time
 * and a failed migration leaves nothing half-written.
 */
export async function migrateConsole(db: ConsoleDb): Promise<void> {
  const migrations = readMigrationFiles({ migrationsFolder });
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${MIGRATION_LOCK})`);
    await tx.execute(sql`create schema if not exists console`);
    await tx.execute(
      sql`create table if not exists console.__drizzle_migrations (id serial primary key, hash text not null, created_at bigint)`,
    );
    const result = (await tx.execute(
      sql`select max(created_at)::text as last from console.__drizzle_migrations`,
    )) as unknown as { rows: { last: string | null }[] };
    const last = Number(result.rows[0]?.last ?? 0);
    for (const migration of migrations) {
      if (migration.folderMillis <= last) continue;
      for (const statement of migration.sql) if (statement.trim()) await tx.execute(sql.raw(statement));
      await tx.execute(
        sql`insert into console.__drizzle_migrations (hash, created_at) values (${migration.hash}, ${migration.folderMillis})`,
      );
    }
  });
}
