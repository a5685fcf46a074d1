import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from './client';

/**
 * The embedded database's live files are its owner's only (docs/operations.md, "Embedded database files"): PGlite
 * writes its files 0666, so the folder is closed to everyone else and what it holds narrowed to 0600/0700.
 */

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'mc-owner-only-'));
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

/** Every path under `dir` whose mode gives anything to the group or to others. */
function openToOthers(dir: string): string[] {
  const out: string[] = [];
  const walk = (at: string) => {
    if ((fs.statSync(at).mode & 0o077) !== 0)
      out.push(`${path.relative(root, at)} ${fs.statSync(at).mode.toString(8)}`);
    if (fs.statSync(at).isDirectory()) for (const name of fs.readdirSync(at)) walk(path.join(at, name));
  };
  walk(dir);
  return out;
}

describe('the PGlite folder', () => {
  it('is readable and writable by its owner only, after opening, migrating and writing', async () => {
    const dataDir = path.join(root, 'pglite');
    const database = await openDatabase({ dataDir });
    try {
      await database.db.execute(sql`create table owner_only_probe (id int)`);
      await database.db.execute(sql`insert into owner_only_probe values (1)`);
      expect(fs.statSync(dataDir).mode & 0o777).toBe(0o700);
      expect(openToOthers(dataDir)).toEqual([]);
    } finally {
      await database.close();
    }
  });

  it('narrows a folder an earlier version left open to others when it opens it again', async () => {
    const dataDir = path.join(root, 'pglite');
    fs.chmodSync(dataDir, 0o777);
    fs.chmodSync(path.join(dataDir, 'PG_VERSION'), 0o666);
    const database = await openDatabase({ dataDir, migrate: false });
    try {
      expect(openToOthers(dataDir)).toEqual([]);
    } finally {
      await database.close();
    }
  });
});
