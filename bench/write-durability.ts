/**
 * The cost of making PGlite writes durable (every write waits for the fsync of the WAL it wrote, with group
 * commit: service/db/durable-pglite.ts).
 * Run: npx tsx bench/write-durability.ts [requests=300]
 * Prints POST /end-users/create throughput with and without the sync, one client and 16 concurrent clients.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase } from '../service/db/client';
import { configFromEnv } from '../service/config';
import { createApp } from '../service/api/app';
import { systemClock } from '../service/lib/clock';
import { loadTokenSecret } from '../service/bootstrap';
import { createMerchant } from '../service/seed/base';
import { createClient } from '../service/oauth/clients';

const n = Number(process.argv[2] ?? 300);

async function run(withFsync: boolean, clients: number) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mc-bench-'));
  process.env.PGLITE_FSYNC = withFsync ? 'on' : 'off';
  const database = await openDatabase({ dataDir: dir });
  const { merchantId } = await createMerchant(database.db, { name: 'Bench Co' });
  const creds = await createClient(database.db, { merchantId, name: 'bench' });
  const config = { ...configFromEnv({}), demo: false, rateLimit: { capacity: 1e9, refillPerSecond: 1e9 } };
  const app = createApp({
    db: database.db,
    clock: systemClock,
    config,
    tokenSecret: await loadTokenSecret(database.db),
  });
  const tokenRes = await app.fetch(
    new Request('http://b/api/v1/oauth/token', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        client_id: creds.clientId,
        client_secret: creds.clientSecret,
        audience: 'merchant-api',
        grant_type: 'client_credentials',
      }),
    }),
  );
  const { access_token } = (await tokenRes.json()) as { access_token: string };
  const started = process.hrtime.bigint();
  let sent = 0;
  const client = async () => {
    while (sent < n) {
      const i = sent++;
      const res = await app.fetch(
        new Request('http://b/api/v1/end-users/create', {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${access_token}` },
          body: JSON.stringify({
            type: 'INDIVIDUAL',
            first_name: 'B',
            last_name: `N${i}`,
            email: `b${i}@example.com`,
            local_id_type: 'NATIONAL_ID',
            local_id_country: 'USA',
            phone_number: { country_code: '1', number: '5550100' },
          }),
        }),
      );
      if (res.status !== 201) throw new Error(`unexpected ${res.status}`);
    }
  };
  await Promise.all(Array.from({ length: clients }, client));
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  await app.requestLog.close(); // its last batch before the database closes
  await database.close();
  fs.rmSync(dir, { recursive: true, force: true });
  return { perSecond: n / seconds, msEach: (seconds * 1000) / n };
}

await run(false, 1); // warm-up: JIT and file cache
for (const clients of [1, 16]) {
  const without = await run(false, clients);
  const withFsync = await run(true, clients);
  console.log(`PGlite creates, ${n} requests, ${clients} client${clients === 1 ? '' : 's'}`);
  console.log(`  without WAL fsync: ${without.perSecond.toFixed(0)}/s`);
  console.log(
    `  with WAL fsync:    ${withFsync.perSecond.toFixed(0)}/s (${((1 - withFsync.perSecond / without.perSecond) * 100).toFixed(0)} % fewer)`,
  );
}
