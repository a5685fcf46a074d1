import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from './client';
import { backupFolder, restoreFolder } from './backup';
import { createMerchant, ensureInstitutions } from '../seed/base';
import { loadDataset } from '../seed/load';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'mc-backup-'));
const dataDir = path.join(root, 'pglite');
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

async function rows(database: Database, query: string) {
  return ((await database.db.execute(sql.raw(query))) as unknown as { rows: Record<string, unknown>[] }).rows;
}

describe('npm run backup / npm run restore (PGlite)', () => {
  it('refuses while the folder is in use, restores what was backed up, and the ledger still balances', async () => {
    process.env.DATABASE_LOCK_WAIT_SECONDS = '0';
    process.env.PGLITE_FSYNC = 'off';
    const file = path.join(root, 'backup.tar.gz');
    let database = await openDatabase({ dataDir });
    await ensureInstitutions(database.db);
    const { merchantId } = await createMerchant(database.db, {
      name: 'Backed Up Co',
      subMerchants: ['Sub One', 'Sub Two'],
      tenants: ['Web', 'Retail'],
    });
    await loadDataset(database.db, {
      merchantId,
      transactions: 40,
      seed: 7,
      now: new Date(),
      serviceName: 'Merchant Console',
    });
    const before = await rows(database, 'select count(*)::int as n from transactions');
    // The server holds the folder: a clear refusal, nothing written.
    await expect(backupFolder(dataDir, file)).rejects.toThrow(/in use by .* stop the server/);
    expect(fs.existsSync(file)).toBe(false);
    await database.close();

    expect(await backupFolder(dataDir, file)).toBeGreaterThan(0);

    database = await openDatabase({ dataDir });
    await createMerchant(database.db, { name: 'Changed After The Backup' });
    await database.db.execute(
      sql.raw(`delete from ledger_entries where transaction_id in (select id from transactions limit 1)`),
    );
    await database.close();

    const aside = await restoreFolder(dataDir, file);
    expect(fs.existsSync(path.join(aside, 'PG_VERSION'))).toBe(true);

    database = await openDatabase({ dataDir });
    try {
      expect(await rows(database, `select id from merchants where name = 'Changed After The Backup'`)).toEqual([]);
      expect(await rows(database, 'select count(*)::int as n from transactions')).toEqual(before);
      expect(
        await rows(database, 'select currency from ledger_entries group by currency having sum(amount) <> 0'),
      ).toEqual([]);
      expect(Number((await rows(database, 'select count(*)::int as n from ledger_entries'))[0].n)).toBeGreaterThan(0);
    } finally {
      await database.close();
    }
  }, 240_000);
});
