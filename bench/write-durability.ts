/**
 * The cost of making PGlite writes durable (fsync of the WAL after each acknowledged write).
 * Run: npx tsx bench/write-durability.ts [requests=300]
 * Prints sequential POST /end-users/create throughput with and without the flush.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase } from '../service/db/client';
import { configFromEnv } from '../service/config';
import { createApp } from '../service/http/app';
import { systemClock } from '../service/lib/clock';
import { loadTokenSecret } from '../service/bootstrap';
import { createMerchant } from '../service/seed/base';
import { createClient } from '../service/oauth/clients';

const n = Number(process.argv[2] ?? 300);

async function run(withFlush: boolean) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mc-bench-'));
  const database = await openDatabase({ dataDir: dir });
  const { merchantId } = await createMerchant(database.db, { name: 'Bench Co' });
  const creds = await createClient(database.db, { merchantId, name: 'bench' });
  const config = { ...configFromEnv({}), demo: false, rateLimit: { capacity: 1e9, refillPerSecond: 1e9 } };
  const app = createApp({ db: database.db, clock: systemClock, config, tokenSecret: await loadTokenSecret(database.db), flush: withFlush ? database.flush : undefined });
  const tokenRes = await app.fetch(
    new Request('http://b/api/v1/oauth/token', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ client_id: creds.clientId, client_secret: creds.clientSecret, audience: 'merchant-api', grant_type: 'client_credentials' }),
    }),
  );
  const { access_token } = (await tokenRes.json()) as { access_token: string };
  const started = process.hrtime.bigint();
  for (let i = 0; i < n; i++) {
    const res = await app.fetch(
      new Request('http://b/api/v1/end-users/create', {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${access_token}` },
        body: JSON.stringify({ type: 'INDIVIDUAL', first_name: 'B', last_name: `N${i}`, email: `b${i}@example.com`, local_id_type: 'NATIONAL_ID', local_id_country: 'USA', phone_number: { country_code: '1', number: '5550100' } }),
      }),
    );
    if (res.status !== 201) throw new Error(`unexpected ${res.status}`);
  }
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  await database.close();
  fs.rmSync(dir, { recursive: true, force: true });
  return { perSecond: n / seconds, msEach: (seconds * 1000) / n };
}

await run(false); // warm-up: JIT and file cache
const without = await run(false);
const withFsync = await run(true);
console.log(`PGlite sequential creates, ${n} requests`);
console.log(`  without WAL fsync: ${without.perSecond.toFixed(0)}/s (${without.msEach.toFixed(2)} ms each)`);
console.log(`  with WAL fsync:    ${withFsync.perSecond.toFixed(0)}/s (${withFsync.msEach.toFixed(2)} ms each)`);
console.log(`  cost per write:    ${(withFsync.msEach - without.msEach).toFixed(2)} ms`);
