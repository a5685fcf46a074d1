import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { afterEach, describe, expect, it } from 'vitest';
import { migrateConsole } from './migrate';
import type { ConsoleDb } from './types';

const clients: PGlite[] = [];
afterEach(async () => {
  for (const c of clients.splice(0)) await c.close();
});

async function fresh(): Promise<ConsoleDb> {
  const client = await PGlite.create();
  clients.push(client);
  return drizzle({ client }) as unknown as ConsoleDb;
}

const rows = async <T>(db: ConsoleDb, q: ReturnType<typeof sql>) =>
  ((await db.execute(q)) as unknown as { rows: T[] }).rows;

describe('console migrations (lib/db/migrations, drizzle journal)', () => {
  it('creates the tables once and records each migration; a second run changes nothing', async () => {
    const db = await fresh();
    await migrateConsole(db);
    await migrateConsole(db);
    const journal = JSON.parse(fs.readFileSync(path.join('lib/db/migrations/meta/_journal.json'), 'utf8')) as {
      entries: unknown[];
    };
    const applied = await rows<{ n: number }>(db, sql`select count(*)::int as n from console.__drizzle_migrations`);
    expect(applied[0].n).toBe(journal.entries.length);
    const tables = await rows<{ table_name: string }>(
      db,
      sql`select table_name from information_schema.tables where table_schema = 'console' order by 1`,
    );
    expect(tables.map((t) => t.table_name)).toEqual(
      expect.arrayContaining(['__drizzle_migrations', 'audit_log', 'login_throttle', 'saved_views', 'staff_users']),
    );
  });

  it('upgrades a database made by the earlier mechanism (its statements already run, no journal) without losing a row', async () => {
    const db = await fresh();
    // What the earlier version left: the same idempotent statements, run straight, and a member.
    const initial = fs.readFileSync('lib/db/migrations/0000_init.sql', 'utf8').split('--> statement-breakpoint');
    for (const statement of initial) await db.execute(sql.raw(statement));
    await db.execute(
      sql`insert into console.staff_users (email, name, role, password_hash) values ('old@example.com', 'Old Member', 'admin', 'x')`,
    );
    await migrateConsole(db);
    const staff = await rows<{ email: string }>(db, sql`select email from console.staff_users`);
    expect(staff).toEqual([{ email: 'old@example.com' }]);
  });
});
