import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrateConsole } from './migrate';
import type { ConsoleDb } from './types';

/**
 * The migrated console database as a dump of its data folder: a fresh PGlite runs initdb (about 8 CPU-s), a copy
 * loads in about 2. The dump is made once per process and kept in the system's temporary folder under a hash of the
 * migrations and the code that applies them, so the unit files that run isolated (a process each, vitest.config.ts)
 * load it too instead of migrating again; a changed migration gets a dump of its own.
 */
let template: Promise<Uint8Array> | undefined;

/**
 * A test database's start: a 16MB buffer pool instead of PostgreSQL's 128MB, which each start sets up (a start from
 * the dump: about 2.3 → 1.3 CPU-s); the service's test processes do the same with PGLITE_SHARED_BUFFERS
 * (service/db/pglite-settings.ts).
 */
const START = { startParams: [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB'] };

function templateFile(): string {
  const hash = createHash('sha1');
  const add = (file: string) => hash.update(path.basename(file)).update(fs.readFileSync(file));
  const migrations = path.join(import.meta.dirname, 'migrations');
  for (const entry of fs.readdirSync(migrations, { recursive: true, encoding: 'utf8' }).sort()) {
    const file = path.join(migrations, entry);
    if (fs.statSync(file).isFile()) add(file);
  }
  add(path.join(import.meta.dirname, 'migrate.ts'));
  return path.join(os.tmpdir(), `mc-console-test-template-${hash.digest('hex').slice(0, 16)}.tar`);
}

function migratedTemplate(): Promise<Uint8Array> {
  template ??= (async () => {
    const file = templateFile();
    if (fs.existsSync(file)) return fs.readFileSync(file);
    const client = await PGlite.create(START);
    try {
      await migrateConsole(drizzle({ client }) as unknown as ConsoleDb);
      const dump = await client.dumpDataDir('none');
      // Written aside, then renamed: a process reading the file never sees half of it.
      const aside = `${file}.${process.pid}`;
      const bytes = Buffer.from(await dump.arrayBuffer());
      fs.writeFileSync(aside, bytes);
      fs.renameSync(aside, file);
      return bytes;
    } finally {
      await client.close();
    }
  })();
  return template;
}

/** A migrated console database in memory, for tests: a copy of the migrated template. */
export async function openTestConsoleDb(): Promise<{ db: ConsoleDb; close: () => Promise<void> }> {
  const bytes = await migratedTemplate();
  // PGlite reads the dump only through arrayBuffer(): a copy at once, where Node's Blob would stream it out in small
  // chunks (about 0.3 CPU-s a start).
  const loadDataDir = { type: '', size: bytes.length, arrayBuffer: async () => new Uint8Array(bytes).buffer };
  const client = await PGlite.create({ ...START, loadDataDir: loadDataDir as unknown as Blob });
  const db = drizzle({ client }) as unknown as ConsoleDb;
  return { db, close: () => client.close() };
}
