import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateConsole } from '@/lib/db/migrate';
import type { ConsoleDb } from '@/lib/db/types';
import { configureStream, deliverAuditStream, type StreamOptions } from './stream';

/**
 * The audit stream's promise on PostgreSQL, where transactions commit concurrently (docs/security.md, "The audit
 * stream's delivery promise"): an entry's id is taken when it is written, so an entry can commit after one with a
 * higher id was already sent; it must still be sent. Runs on the server of TEST_DATABASE_URL, else on a throwaway one
 * (scripts/postgres.mjs, as scripts/with-postgres.mjs starts it).
 */

type Started = { url: string; stop: () => Promise<void> };
let server: Started | null = null;
let pool: pg.Pool;
let db: ConsoleDb;
let receiver: Server;
const received: string[] = [];

beforeAll(async () => {
  let url = process.env.TEST_DATABASE_URL;
  if (!url) {
    const script = path.join(process.cwd(), 'scripts/postgres.mjs');
    const { startPostgres } = (await import(/* @vite-ignore */ script)) as { startPostgres: () => Promise<Started> };
    server = await startPostgres();
    url = server.url;
  }
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  const name = `mc_stream_${process.pid}_${Date.now()}`;
  await admin.query(`create database ${name}`);
  await admin.end();
  const own = new URL(url);
  own.pathname = `/${name}`;
  pool = new pg.Pool({ connectionString: own.toString(), max: 4 });
  db = drizzle({ client: pool }) as unknown as ConsoleDb;
  await migrateConsole(db);
  receiver = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => {
      received.push((JSON.parse(body) as { data: { action: string } }).data.action);
      response.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  await configureStream(db, `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/siem`);
});
afterAll(async () => {
  await new Promise((resolve) => receiver?.close(resolve));
  await pool?.end();
  await server?.stop();
});

const options: StreamOptions = {
  allowPrivateNetworks: true,
  timeoutMs: 5_000,
  retry: { baseMs: 1, capMs: 2 },
  batchSize: 50,
  leaseMs: 10_000,
};

/** A connection of its own, in a transaction left open until `commit`. */
async function openTransaction() {
  const client = await pool.connect();
  await client.query('begin');
  return {
    /** Writes an entry the way lib/auth/audit-entries.ts does (the id and the transaction's id are the columns' defaults). */
    write: async (action: string) =>
      Number(
        (
          await client.query<{ id: string }>(
            `insert into console.audit_log (action, outcome) values ($1, 'success') returning id`,
            [action],
          )
        ).rows[0].id,
      ),
    takeTransactionId: () => client.query('select pg_current_xact_id()'),
    commit: async () => {
      await client.query('commit');
      client.release();
    },
  };
}

describe('the audit stream on PostgreSQL', () => {
  it('sends an entry that commits after a later-numbered one, none skipped, none twice', async () => {
    const slow = await openTransaction();
    const fast = await openTransaction();
    const slowId = await slow.write('slow.first-numbered');
    const fastId = await fast.write('fast.second-numbered');
    expect(fastId).toBeGreaterThan(slowId);
    await fast.commit();
    // The later-numbered entry is committed and the earlier one is not: nothing past the open transaction goes.
    await deliverAuditStream(db, options);
    expect(received).toEqual([]);
    await slow.commit();
    await deliverAuditStream(db, options);
    expect(received).toEqual(['slow.first-numbered', 'fast.second-numbered']);
    await deliverAuditStream(db, options);
    expect(received).toHaveLength(2);
  });

  it('sends what an older transaction committed while a younger one is open, then the younger one’s entry', async () => {
    received.length = 0;
    const older = await openTransaction();
    await older.takeTransactionId();
    const younger = await openTransaction();
    const youngerId = await younger.write('younger.first-numbered');
    const olderId = await older.write('older.second-numbered');
    expect(olderId).toBeGreaterThan(youngerId);
    await older.commit();
    await deliverAuditStream(db, options);
    expect(received).toEqual(['older.second-numbered']);
    await younger.commit();
    await deliverAuditStream(db, options);
    expect(received).toEqual(['older.second-numbered', 'younger.first-numbered']);
  });
});
