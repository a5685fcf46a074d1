import { openDatabase } from '../service/db/client';
import { configFromEnv } from '../service/config';
import { createApp } from '../service/http/app';
import { systemClock } from '../service/lib/clock';
import { loadTokenSecret } from '../service/bootstrap';
import { createClient } from '../service/oauth/clients';
import { DEMO_MERCHANT_ID } from '../service/seed/demo';
import { listTransactions } from '../service/transactions/queries';
import { loadRelations, serializeTransaction } from '../service/transactions/serialize';
import { TransactionListQuery } from '../service/transactions/schemas';
const database = await openDatabase({ url: process.env.DATABASE_URL });
const db = database.db;
const config = { ...configFromEnv({}), demo: false, rateLimit: { capacity: 1e9, refillPerSecond: 1e9 } };
const app = createApp({ db, clock: systemClock, config, tokenSecret: await loadTokenSecret(db) });
const creds = await createClient(db, { merchantId: DEMO_MERCHANT_ID, name: 'probe' });
const tr = await app.fetch(new Request('http://b/api/v1/oauth/token', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ client_id: creds.clientId, client_secret: creds.clientSecret, audience: config.audience, grant_type: 'client_credentials' }) }));
const token = ((await tr.json()) as any).access_token;
const q = { status: 'FAILED', page_size: '25' };
const params = TransactionListQuery.parse(q);
const client = (db as any).$client;
async function t(label: string, n: number, f: () => Promise<unknown>) { for (let i = 0; i < 30; i++) await f(); const xs: number[] = []; for (let i = 0; i < n; i++) { const s = performance.now(); await f(); xs.push(performance.now() - s); } xs.sort((a, b) => a - b); console.log(label.padEnd(28), xs[n >> 1].toFixed(3), 'ms'); }
const { items } = await listTransactions(db, DEMO_MERCHANT_ID, 'PAYMENT', params);
console.log('rows with splits', items.filter((r) => r.hasSplits).length, 'refunds', items.filter((r) => r.amountRefunded > 0).length);
for (let round = 0; round < 2; round++) {
await t('select 1', 300, () => client.query('select 1'));
await t('app.fetch list', 300, async () => { const r = await app.fetch(new Request('http://b/api/v1/payments/list?status=FAILED&page_size=25', { headers: { authorization: `Bearer ${token}` } })); await r.text(); });
await t('app.fetch 404 route', 300, async () => { const r = await app.fetch(new Request('http://b/api/v1/nothing', { headers: { authorization: `Bearer ${token}` } })); await r.text(); });
await t('app.fetch list 400', 300, async () => { const r = await app.fetch(new Request('http://b/api/v1/payments/list?status=NOPE&page_size=25', { headers: { authorization: `Bearer ${token}` } })); await r.text(); });
await t('app.fetch tenants/list', 300, async () => { const r = await app.fetch(new Request('http://b/api/v1/tenants/list', { headers: { authorization: `Bearer ${token}` } })); await r.text(); });
await t('layer: list+rel+ser', 300, async () => { const { items: it } = await listTransactions(db, DEMO_MERCHANT_ID, 'PAYMENT', params); const rr = await loadRelations(db, it); JSON.stringify({ payments: it.map((r) => serializeTransaction(r, rr, 'list')) }); });
await t('Response text', 300, async () => { const r = new Response(JSON.stringify({ payments: items.map((r) => serializeTransaction(r, { splits: new Map(), refunds: new Map() }, 'list')) }), { headers: { 'content-type': 'application/json' } }); await r.text(); });
await t('zod parse query', 300, async () => TransactionListQuery.parse(q));
await t('listTransactions', 300, () => listTransactions(db, DEMO_MERCHANT_ID, 'PAYMENT', params));
await t('loadRelations', 300, () => loadRelations(db, items));
const rel = await loadRelations(db, items);
await t('serialize+stringify', 300, async () => JSON.stringify({ payments: items.map((r) => serializeTransaction(r, rel, 'list')) }));
}
await database.close();
