/**
 * How long a refund CSV takes to check (target: a 5,000-row refund CSV validates in under 5 s,
 * docs/performance.md, "Refund CSV check"): a file of
 * `--rows` rows naming distinct payments by code (amount, reason, note each), read (lib/bulk-refunds/csv.ts), the
 * payments looked up through the HTTP app the way the console does (`GET /payments/list?code_in=…`, 100 codes a
 * call, 4 calls at a time: lib/bulk-refunds/csv-lookup.ts; with `--one-by-one`, as against an API without the
 * extension: `GET /payments/list?code=…`, 16 at a time) and every row checked. Prints the time of each part and the total, best and
 * median of `--iterations` runs after one warm-up. Nothing is asserted (no timed test); the figure goes in
 * docs/bulk-refunds.md.
 *
 *   flock /tmp/locks/heavy npx tsx bench/csv-refunds.ts --rows 5000 --iterations 3
 */
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { checkRows, readRefundCsv, type PaymentFacts } from '../lib/bulk-refunds/csv';
import { lookupPayments, type PaymentReader } from '../lib/bulk-refunds/csv-lookup';
import { bulkMerchantsOf, loadBulk } from '../service/test/bulk';
import { startTestService } from '../service/test/harness';

const { values } = parseArgs({
  options: {
    rows: { type: 'string', default: '5000' },
    iterations: { type: 'string', default: '3' },
    'one-by-one': { type: 'boolean', default: false },
  },
});
const rows = Number(values.rows);
const iterations = Number(values.iterations);

const svc = await startTestService({ config: { rateLimit: { capacity: 1e9, refillPerSecond: 1e9 } } });
// About 40 % of bulk transactions are the merchant's payments: enough distinct codes for the file.
await loadBulk(svc.database.db, bulkMerchantsOf(svc), {
  transactions: Math.ceil(rows * 2.6),
  endUsers: 2000,
  links: 10,
  triggers: false,
});
await svc.database.db.execute(sql`analyze`);
const codes = (
  (await svc.database.db.execute(
    sql`select code from transactions where merchant_id = ${svc.merchant.merchantId} and type = 'PAYMENT'
        order by date_created_gmt desc limit ${rows}`,
  )) as unknown as { rows: { code: string }[] }
).rows.map((r) => r.code);
if (codes.length < rows) throw new Error(`only ${codes.length} payments loaded for ${rows} rows`);
const csv =
  'payment,amount,currency,reason,note\n' +
  codes
    .map(
      (code, i) =>
        `${code},${(1 + (i % 9)).toFixed(2)},USD,${i % 2 ? 'OTHER' : 'REQUESTED_BY_CUSTOMER'},"row ${i}, checked"`,
    )
    .join('\n');

type Json = Record<string, unknown>;
const factsOf = (p: Json): PaymentFacts => ({
  uuid: String(p.uuid),
  code: (p.code as string) ?? null,
  status: (p.status as string) ?? null,
  currency: (p.currency as { code?: string } | string | null as { code?: string })?.code ?? String(p.currency),
  amount: Number(p.amount),
  amountRefunded: p.amount_refunded == null ? null : Number(p.amount_refunded),
});
const reader: PaymentReader = {
  async byId(id) {
    const res = await svc.request('GET', `/payments/${id}`);
    return res.status === 200 ? factsOf(res.body as Json) : null;
  },
  async byCode(code) {
    const res = await svc.request('GET', '/payments/list', { query: { code, page: 1, page_size: 2 } });
    if (res.status !== 200) throw new Error(`${res.status} ${res.text.slice(0, 200)}`);
    const match = ((res.body as Json).payments as Json[]).find((p) => p.code === code);
    return match ? factsOf(match) : null;
  },
  ...(values['one-by-one']
    ? {}
    : {
        async byCodes(codes: string[]) {
          const res = await svc.request('GET', '/payments/list', {
            query: { code_in: codes.join(','), page: 1, page_size: codes.length },
          });
          if (res.status !== 200) throw new Error(`${res.status} ${res.text.slice(0, 200)}`);
          return ((res.body as Json).payments as Json[]).map(factsOf);
        },
      }),
};

async function once() {
  const t0 = performance.now();
  const read = readRefundCsv(csv);
  if (!read.ok) throw new Error(read.problem.key);
  const t1 = performance.now();
  const found = await lookupPayments(
    read.rows.map((r) => r.payment),
    reader,
  );
  const t2 = performance.now();
  const checked = checkRows(read.rows, found);
  const t3 = performance.now();
  return {
    read: t1 - t0,
    lookup: t2 - t1,
    check: t3 - t2,
    total: t3 - t0,
    rows: checked.length,
    withProblems: checked.filter((r) => r.problems.length).length,
  };
}

await once();
const runs = [];
for (let i = 0; i < iterations; i++) runs.push(await once());
runs.sort((a, b) => a.total - b.total);
const fmt = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const median = runs[Math.floor(runs.length / 2)];
console.log(
  `${svc.database.kind}: a ${rows}-row refund CSV checked in ${fmt(runs[0].total)} (best of ${iterations}), median ${fmt(median.total)}` +
    `${values['one-by-one'] ? ' one by one' : ' in batches'} — read ${fmt(median.read)}, ${found(median)} payments looked up in ${fmt(median.lookup)}, rows checked in ${fmt(median.check)}` +
    ` (${median.withProblems} rows with a problem: the bulk payments' statuses vary)`,
);
function found(r: { rows: number }) {
  return r.rows;
}
await svc.close();
