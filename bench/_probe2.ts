import { openDatabase } from '../service/db/client';
import { configFromEnv } from '../service/config';
import { createApp } from '../service/http/app';
import { systemClock } from '../service/lib/clock';
import { loadTokenSecret } from '../service/bootstrap';
import { createClient } from '../service/oauth/clients';
import { DEMO_MERCHANT_ID } from '../service/seed/demo';
const database = await openDatabase({ url: process.env.DATABASE_URL });
const db = database.db;
const config = { ...configFromEnv({}), demo: false, rateLimit: { capacity: 1e9, refillPerSecond: 1e9 } };
const app = createApp({ db, clock: systemClock, config, tokenSecret: await loadTokenSecret(db) });
const creds = await createClient(db, { merchantId: DEMO_MERCHANT_ID, name: 'probe' });
const tr = await app.fetch(new Request('http://b/api/v1/oauth/token', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ client_id: creds.clientId, client_secret: creds.clientSecret, audience: config.audience, grant_type: 'client_credentials' }) }));
const token = ((await tr.json()) as any).access_token;
const pool = (db as any).$client;
const orig = pool.query.bind(pool);
let log: string[] = [];
pool.query = (...a: any[]) => { const t = performance.now(); const p = orig(...a); p.then?.(() => log.push(((performance.now() - t).toFixed(3)) + ' ' + String(a[0]?.text ?? a[0]).slice(0, 80))); return p; };
for (let i = 0; i < 3; i++) { log = []; const t = performance.now(); const r = await app.fetch(new Request('http://b/api/v1/payments/list?status=FAILED&page_size=25', { headers: { authorization: `Bearer ${token}` } })); await r.text(); console.log('total', (performance.now() - t).toFixed(3)); console.log(log.join('\n')); }
const s = performance.now();
for (let i = 0; i < 3000; i++) { const r = await app.fetch(new Request('http://b/api/v1/payments/list?status=FAILED&page_size=25', { headers: { authorization: `Bearer ${token}` } })); await r.text(); }
console.log(((performance.now() - s) / 3000).toFixed(3), 'ms each');
await database.close();
