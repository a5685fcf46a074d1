/**
 * Search latency (docs/search.md): GET /search through the whole HTTP app on a bulk-loaded database
 * (service/test/bulk.ts, the people renamed from the seed's name lists), each query of a fixed set (typing errors
 * included) `--iterations` times after one warm-up, p50 and p95 in ms per query and over the whole set.
 *
 *   flock /tmp/locks/heavy npx tsx bench/search.ts --transactions 100000 --end-users 15000 --iterations 30
 *   (TEST_DATABASE_URL=postgres://… for PostgreSQL, a fresh database on that server, or
 *   node scripts/with-postgres.mjs npx tsx bench/search.ts …; --explain prints each request's statements'
 *   EXPLAIN ANALYZE first)
 *
 * Before and after a change on one load (PostgreSQL only; the 1M load takes a loaded machine 13+ minutes): `--save
 * <file>` keeps the loaded database and writes where it is; `--reuse <file>` opens that database (migrating it with the
 * checked-out code's migrations), skips the load and measures its merchant. Run both inside one
 * `scripts/with-postgres.mjs` command, the server lives as long as that command.
 */
import fs from 'node:fs';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { sql, type SQL } from 'drizzle-orm';
import { US_FIRST_NAMES, US_LAST_NAMES } from '../service/seed/names';
import { bulkMerchantsOf, loadBulk } from '../service/test/bulk';
import { startTestService } from '../service/test/harness';
import { ALL_SCOPES, createClient } from '../service/oauth/clients';

const { values } = parseArgs({
  options: {
    transactions: { type: 'string', default: '100000' },
    'end-users': { type: 'string', default: '15000' },
    iterations: { type: 'string', default: '30' },
    explain: { type: 'boolean', default: false },
    save: { type: 'string' },
    reuse: { type: 'string' },
  },
});
const iterations = Number(values.iterations);

interface Saved {
  url: string;
  merchantId: string;
}
const saved: Saved | undefined = values.reuse ? JSON.parse(fs.readFileSync(values.reuse, 'utf8')) : undefined;
const svc = await startTestService({
  url: saved?.url,
  config: { rateLimit: { capacity: 1e9, refillPerSecond: 1e9 } },
});
const db = svc.database.db;
const one = async <T>(query: SQL) => ((await db.execute(query)) as unknown as { rows: T[] }).rows[0];
const request = saved ? svc.as({ ...svc.merchant, ...(await tokenOf(saved.merchantId)) }) : svc.request;
if (saved) {
  await svc.database.db.execute(sql`analyze`);
  console.log(`${svc.database.kind}: the load of ${values.reuse} reused`);
} else await load();

/** A token of the saved load's merchant (the service opened on it made merchants of its own). */
async function tokenOf(merchantId: string) {
  const creds = await createClient(svc.database.db, { merchantId, name: 'bench', scopes: ALL_SCOPES });
  const res = await svc.request('POST', '/oauth/token', {
    token: null,
    body: {
      client_id: creds.clientId,
      client_secret: creds.clientSecret,
      audience: svc.config.audience,
      grant_type: 'client_credentials',
    },
  });
  if (res.status !== 200) throw new Error(`token request failed: ${res.text}`);
  return { merchantId, token: res.body.access_token as string };
}

async function load() {
  const loadStart = performance.now();
  // The GIN and search indexes of the big tables are built once after the load (a bulk insert maintaining them row by
  // row takes several times longer at 1M); the same indexes as migrated.
  const deferred = (
    (await svc.database.db.execute(
      sql`select indexname, indexdef from pg_indexes where schemaname = 'public'
      and (indexdef like '%USING gin%' or indexname like 'trx_search_%')
      and tablename in ('transactions', 'end_users', 'accounts')`,
    )) as unknown as { rows: { indexname: string; indexdef: string }[] }
  ).rows;
  for (const index of deferred) await svc.database.db.execute(sql.raw(`drop index "${index.indexname}"`));
  await loadBulk(svc.database.db, bulkMerchantsOf(svc), {
    transactions: Number(values.transactions),
    endUsers: Number(values['end-users']),
    links: 2000,
  });
  // The bulk names (First123, Last45) have no typos to forgive: the seed's name lists instead, so that a common surname
  // names as many people as in the demo data and a typo has real neighbours (search_words fills by its trigger).
  await svc.database.db.execute(sql`update end_users e set
  first_name = (${sql.param(US_FIRST_NAMES)}::text[])[1 + n % ${US_FIRST_NAMES.length}],
  last_name = (${sql.param(US_LAST_NAMES)}::text[])[1 + (n / ${US_FIRST_NAMES.length}) % ${US_LAST_NAMES.length}]
  from (select id, substring(id from 10)::int as n from end_users where id like 'eur\\_bulk\\_%') b where e.id = b.id`);
  for (const index of deferred) await svc.database.db.execute(sql.raw(index.indexdef));
  await svc.database.db.execute(sql`analyze`);
  console.log(
    `${svc.database.kind}: ${values.transactions} transactions, ${values['end-users']} end users loaded in ${Math.round(performance.now() - loadStart)} ms`,
  );
  if (values.save) {
    const adminUrl = process.env.TEST_DATABASE_URL;
    if (!adminUrl) throw new Error('--save keeps a PostgreSQL database: set TEST_DATABASE_URL');
    const url = new URL(adminUrl);
    url.pathname = `/${(await one<{ name: string }>(sql`select current_database() as name`)).name}`;
    const keep: Saved = { url: url.toString(), merchantId: svc.merchant.merchantId };
    fs.writeFileSync(values.save, JSON.stringify(keep));
  }
}

// The words of each query come from the loaded rows (a payer of the merchant's newest payment, its account and
// amount, a reference): each one names records that exist, so every figure is the cost of finding something.
const merchantId = saved?.merchantId ?? svc.merchant.merchantId;
const payer = await one<{
  trx: string;
  ref: string;
  amount: number;
  last_4: string;
  first: string;
  last: string;
  email: string;
}>(sql`
  select t.id as trx, t.primary_reference as ref, t.amount::int as amount, a.last_4, e.first_name as first, e.last_name as last, e.email
  from transactions t join end_users e on e.id = t.origin_end_user_id join accounts a on a.id = t.origin_account_id
  where t.merchant_id = ${merchantId} and t.type = 'PAYMENT' order by t.date_created_gmt desc offset ${Math.min(4000, Math.floor(Number(values.transactions) / 10))} limit 1`);
const institution = await one<{ name: string }>(sql`
  select i.name from accounts a join institutions i on i.id = a.institution_id where a.merchant_id = ${merchantId} limit 1`);
// The institution's longest word (its first may be "First", which every bulk name also has).
const institutionWord = institution.name.split(/\s+/).reduce((a, b) => (b.length > a.length ? b : a));
const first = payer.first.toLowerCase();
// Typing errors of the payer's surname: a substitution, a deletion, a transposition (docs/search.md, "Typos").
const surname = payer.last.toLowerCase();
const typos = {
  substitution: `${surname.slice(0, 1)}${surname[1] === 'a' ? 'e' : 'a'}${surname.slice(2)}`,
  deletion: surname.slice(0, 2) + surname.slice(3),
  transposition: `${surname.slice(0, -2)}${surname.slice(-1)}${surname.slice(-2, -1)}`,
};
const cases: [string, Record<string, string>][] = [
  ['common surname (smith)', { q: 'smith' }],
  ['common surname, typo (smiht)', { q: 'smiht' }],
  [`surname, substitution (${typos.substitution})`, { q: typos.substitution }],
  [`surname, deletion (${typos.deletion})`, { q: typos.deletion }],
  [`surname, transposition (${typos.transposition})`, { q: typos.transposition }],
  [`name + typo (${first} ${typos.deletion})`, { q: `${first} ${typos.deletion}` }],
  ['amount range', { amount_greater_than: '10000', amount_less_than: '20000' }],
  [`name fragment (${first.slice(0, -1)})`, { q: first.slice(0, -1) }],
  ['full name, reversed order', { q: `${payer.last} ${payer.first}` }],
  ['email fragment', { q: payer.email.slice(0, payer.email.indexOf('@') + 4) }],
  ['name + amount', { q: payer.last.toLowerCase(), amount: String(payer.amount) }],
  ['amount alone', { amount: String(payer.amount) }],
  ['last 4', { q: payer.last_4 }],
  [`institution name (${institutionWord})`, { q: institutionWord.toLowerCase() }],
  [`reference prefix (${payer.ref.slice(0, -1)})`, { q: payer.ref.slice(0, -1).toLowerCase() }],
  ['description word', { q: 'kayak' }],
  ['status + date', { status: 'FAILED', date_from: new Date(Date.now() - 7 * 86_400_000).toISOString().slice(0, 10) }],
  ['exact id', { q: payer.trx }],
];

// --explain: the statements of one request of each kind, EXPLAIN ANALYZEd (their time and the plan's top nodes).
interface RawClient {
  query(query: unknown, params?: unknown[], options?: unknown): Promise<{ rows: Record<string, unknown>[] }>;
}
const client = (db as unknown as { $client: RawClient }).$client;
let recording: { text: string; params: unknown[] }[] | null = null;
const send = client.query.bind(client);
client.query = (q: unknown, params?: unknown[], options?: unknown) => {
  if (recording) {
    const text = typeof q === 'string' ? q : (q as { text: string }).text;
    recording.push({ text, params: params ?? (q as { values?: unknown[] }).values ?? [] });
  }
  return send(q, params, options);
};
async function explain(label: string, query: Record<string, string>) {
  recording = [];
  await request('GET', '/search', { query });
  const statements = recording.filter((s) => /^\s*(select|with)\b/i.test(s.text));
  recording = null;
  for (const s of statements) {
    const res = await send(`explain (analyze, buffers off) ${s.text}`, s.params);
    const plan = res.rows.map((r) => String(Object.values(r)[0]));
    const time = plan.find((l) => l.startsWith('Execution Time')) ?? '';
    console.log(`\n## ${label}: ${time}\n${s.text.replace(/\s+/g, ' ').slice(0, 300)}\n${plan.join('\n')}`);
  }
}

const pct = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
if (values.explain) for (const [label, query] of cases) await explain(label, query);
console.log('| query | matches (people / accounts / payments) | p50 ms | p95 ms |\n|---|---|---|---|');
const all: number[] = [];
for (const [label, query] of cases) {
  const warm = await request('GET', '/search', { query });
  if (warm.status !== 200) throw new Error(`${label}: ${warm.status} ${warm.text}`);
  const total = (group: string) => warm.body.groups.find((g: { group: string }) => g.group === group)?.total ?? 0;
  const matches = ['people', 'accounts', 'payments'].map(total).join(' / ');
  const times: number[] = [];
  for (let i = 0; i < iterations; i++) {
    const start = performance.now();
    const res = await request('GET', '/search', { query });
    times.push(performance.now() - start);
    if (res.status !== 200) throw new Error(`${label}: ${res.status}`);
  }
  times.sort((a, b) => a - b);
  all.push(...times);
  console.log(`| ${label} | ${matches} | ${pct(times, 50).toFixed(1)} | ${pct(times, 95).toFixed(1)} |`);
}
all.sort((a, b) => a - b);
console.log(
  `| **the whole set** (${cases.length} queries × ${iterations}) | | ${pct(all, 50).toFixed(1)} | ${pct(all, 95).toFixed(1)} |`,
);
await svc.close();
