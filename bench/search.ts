/**
 * Search latency (issue 27): GET /search through the whole HTTP app on a bulk-loaded database
 * (service/test/bulk.ts), each kind of query `--iterations` times after one warm-up, p50 and p95 in ms.
 *
 *   flock /tmp/locks/heavy npx tsx bench/search.ts --transactions 100000 --end-users 15000 --iterations 30
 *   (TEST_DATABASE_URL=postgres://… for PostgreSQL, a fresh database on that server)
 */
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { bulkMerchantsOf, loadBulk } from '../service/test/bulk';
import { startTestService } from '../service/test/harness';

const { values } = parseArgs({
  options: {
    transactions: { type: 'string', default: '100000' },
    'end-users': { type: 'string', default: '15000' },
    iterations: { type: 'string', default: '30' },
  },
});
const iterations = Number(values.iterations);

const svc = await startTestService({ config: { rateLimit: { capacity: 1e9, refillPerSecond: 1e9 } } });
const loadStart = performance.now();
await loadBulk(svc.database.db, bulkMerchantsOf(svc), {
  transactions: Number(values.transactions),
  endUsers: Number(values['end-users']),
  links: 2000,
});
console.log(
  `${svc.database.kind}: ${values.transactions} transactions, ${values['end-users']} end users loaded in ${Math.round(performance.now() - loadStart)} ms`,
);

const cases: [string, Record<string, string>][] = [
  ['name fragment', { q: 'first123' }],
  ['full name, reversed order', { q: 'last1234 first1234' }],
  ['email fragment', { q: 'payer4242@exa' }],
  ['name + amount', { q: 'last123', amount: '12345' }],
  ['amount alone', { amount: '12345' }],
  ['last 4', { q: '0421' }],
  ['institution name', { q: 'sandbox' }],
  ['reference prefix', { q: 'euref-12' }],
  ['description word', { q: 'kayak' }],
  ['status + date', { status: 'FAILED', date_from: new Date(Date.now() - 7 * 86_400_000).toISOString().slice(0, 10) }],
  ['exact id', { q: 'trx_bulk_4242' }],
];

const pct = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
console.log('| query | matches (payments) | p50 ms | p95 ms |\n|---|---|---|---|');
for (const [label, query] of cases) {
  const first = await svc.request('GET', '/search', { query });
  if (first.status !== 200) throw new Error(`${label}: ${first.status} ${first.text}`);
  const payments = first.body.groups.find((g: { group: string }) => g.group === 'payments')?.total ?? 0;
  const times: number[] = [];
  for (let i = 0; i < iterations; i++) {
    const start = performance.now();
    const res = await svc.request('GET', '/search', { query });
    times.push(performance.now() - start);
    if (res.status !== 200) throw new Error(`${label}: ${res.status}`);
  }
  times.sort((a, b) => a - b);
  console.log(`| ${label} | ${payments} | ${pct(times, 50).toFixed(1)} | ${pct(times, 95).toFixed(1)} |`);
}
await svc.close();
