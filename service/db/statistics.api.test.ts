import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestService, type TestService } from '../test/harness';
import { refreshStatistics } from './statistics';

/**
 * The embedded database's planner statistics (service/db/statistics.ts, run by the background loop on PGlite):
 * a table never analyzed is analyzed, one that has not grown is left alone, one that grew by more than a tenth is
 * analyzed again, and the planner then knows its size.
 */

let svc: TestService;
const rows = async <T>(query: ReturnType<typeof sql>) =>
  ((await svc.database.db.execute(query)) as unknown as { rows: T[] }).rows;
const reltuples = async (table: string) =>
  Number((await rows<{ n: number }>(sql`select reltuples as n from pg_class where relname = ${table}`))[0].n);

beforeAll(async () => {
  svc = await startTestService();
  await svc.database.db.execute(
    sql`create table statistics_probe (id int primary key, note text) with (autovacuum_enabled = false)`,
  );
});
afterAll(() => svc?.close());

describe('planner statistics for the embedded database', () => {
  it('analyzes the tables never analyzed, then only those that grew by more than a tenth', async () => {
    const insert = (from: number, to: number) =>
      svc.database.db.execute(
        sql`insert into statistics_probe select g, repeat('x', 100) from generate_series(${from}::int, ${to}::int) g`,
      );
    await insert(1, 5_000);
    expect(await reltuples('statistics_probe')).toBe(-1);

    const first = await refreshStatistics(svc.database.db);
    expect(first.analyzed).toContain('statistics_probe');
    expect(first.analyzed).toContain('transactions');
    expect(await reltuples('statistics_probe')).toBe(5_000);

    // Nothing grew: the probe and the service's tables are left alone.
    const second = await refreshStatistics(svc.database.db);
    expect(second.analyzed).not.toContain('statistics_probe');
    expect(second.analyzed).not.toContain('transactions');

    // A few rows more (under a tenth): still left alone.
    await insert(5_001, 5_100);
    expect((await refreshStatistics(svc.database.db)).analyzed).not.toContain('statistics_probe');

    // Grown to three times its size: analyzed again, and the planner sees the new count.
    await insert(5_101, 15_000);
    expect((await refreshStatistics(svc.database.db)).analyzed).toContain('statistics_probe');
    expect(await reltuples('statistics_probe')).toBe(15_000);
  });
});
