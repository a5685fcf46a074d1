import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { openDatabase } from '../db/client';
import { freshPostgres } from './harness';

/**
 * Vitest globalSetup of the API tests: migrates one database from nothing per run, and every test file's
 * startTestService() starts from a copy of it (service/test/harness.ts) instead of migrating its own: on
 * PGlite a dump of the data folder (TEST_PGLITE_TEMPLATE, a file), on PostgreSQL a template database
 * (TEST_DATABASE_TEMPLATE). Migrating from nothing keeps its own tests (service/db/).
 */
export default async function setup(): Promise<() => Promise<void>> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (adminUrl) {
    const url = await freshPostgres(adminUrl);
    const database = await openDatabase({ url });
    await database.close();
    const name = new URL(url).pathname.slice(1);
    process.env.TEST_DATABASE_TEMPLATE = name;
    return async () => {
      const admin = new pg.Client({ connectionString: adminUrl });
      await admin.connect();
      await admin.query(`drop database if exists ${name}`);
      await admin.end();
    };
  }
  const database = await openDatabase({ dataDir: 'memory://' });
  const dump = await (database.db as unknown as { $client: PGlite }).$client.dumpDataDir('none');
  await database.close();
  const file = path.join(os.tmpdir(), `mc-api-template-${process.pid}-${randomBytes(4).toString('hex')}.tar`);
  fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  process.env.TEST_PGLITE_TEMPLATE = file;
  return async () => fs.rmSync(file, { force: true });
}
