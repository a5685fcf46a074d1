import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { fuzzystrmatch } from '@electric-sql/pglite/contrib/fuzzystrmatch';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { DatabaseLockedError, lockFolder } from './folder-lock';
import { pgliteStartParams } from './pglite-settings';

/**
 * Backups of the embedded database folder (`npm run backup` / `npm run restore`, docs/operations.md "Backups").
 * PGlite is one process at a time, so both take the folder's lock: while the server runs they refuse with
 * a sentence saying so (stop it with SIGTERM, which releases the folder, then run them). With the lock held
 * nothing writes, so the copy is consistent: PGlite's own dump of its data folder (a gzipped tar).
 */
function refuse(error: unknown, what: string): never {
  if (error instanceof DatabaseLockedError) {
    throw new DatabaseLockedError(
      `${error.message} A ${what} needs the folder to itself: stop the server (SIGTERM lets it finish and release the folder), then run it again.`,
    );
  }
  throw error;
}

async function withFolder<T>(dataDir: string, what: string, work: () => Promise<T>): Promise<T> {
  const release = await lockFolder(dataDir).catch((error) => refuse(error, what));
  try {
    return await work();
  } finally {
    await release();
  }
}

/** Writes the folder's database to `file` (created, never overwritten); the bytes written. */
export async function backupFolder(dataDir: string, file: string): Promise<number> {
  if (!fs.existsSync(path.join(dataDir, 'PG_VERSION')))
    throw new Error(`${dataDir} holds no embedded database to back up.`);
  return withFolder(dataDir, 'backup', async () => {
    const client = await PGlite.create(dataDir, {
      extensions: { pg_trgm, unaccent, fuzzystrmatch },
      ...pgliteStartParams(),
    });
    try {
      const dump = await client.dumpDataDir('gzip');
      const bytes = Buffer.from(await dump.arrayBuffer());
      fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
      fs.writeFileSync(file, bytes, { flag: 'wx', mode: 0o600 });
      return bytes.length;
    } finally {
      await client.close();
    }
  });
}

/**
 * Replaces the folder's database with the backup in `file`. What was there moves aside to `<folder>.before-restore-<time>`
 * (removed by the operator once the restore is checked), so a mistaken restore can be undone.
 */
export async function restoreFolder(dataDir: string, file: string, now = new Date()): Promise<string> {
  const backup = fs.readFileSync(file);
  return withFolder(dataDir, 'restore', async () => {
    const aside = `${dataDir.replace(/\/+$/, '')}.before-restore-${now.toISOString().replace(/[:.]/g, '-')}`;
    fs.mkdirSync(aside);
    // The lock files stay (they hold the lock we are under); everything else moves aside.
    for (const entry of fs.readdirSync(dataDir))
      if (!entry.startsWith('.merchant-console.')) fs.renameSync(path.join(dataDir, entry), path.join(aside, entry));
    const client = await PGlite.create(dataDir, {
      extensions: { pg_trgm, unaccent, fuzzystrmatch },
      ...pgliteStartParams(),
      loadDataDir: new Blob([backup]),
    });
    await client.close();
    return aside;
  });
}
