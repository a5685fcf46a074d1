/**
 * Memory and speed of a large export: N payments through the exporter (lazy pages of 1000, normalized by
 * lib/merchant-api's zod schema exactly as the console reads the API, written as CSV or JSON Lines).
 * The page fetcher is synthetic: it builds each page as the API's JSON text on demand (so the JSON parse
 * and normalization costs are real), which isolates the exporter's own memory from the database's.
 *
 * Run: npx tsx bench/export-memory.ts [--rows 100000] [--format csv|jsonl] [--page-delay-ms 0]
 * Prints peak RSS and heap (process.memoryUsage() sampled every 50 ms and after every chunk) for each half of
 * the export, rows/s and MB/s. Memory does not grow with the rows: the second half peaks no higher than the
 * first, and a heap capped below the output's size is enough:
 *   NODE_OPTIONS=--max-old-space-size=64 npx tsx bench/export-memory.ts --rows 300000
 */
import { parseArgs } from 'node:util';
import { EXPORT_COLUMNS } from '../lib/export/columns';
import { RowCounter } from '../lib/export/row-counter';
import { exportStream, pagesOf, type ExportFormat, type PageFetcher } from '../lib/export/stream';
import { parsePage } from '../lib/merchant-api/schemas/page';
import { TransactionSchema, type Transaction } from '../lib/merchant-api/schemas/transaction';

const { values } = parseArgs({
  options: {
    rows: { type: 'string', default: '100000' },
    format: { type: 'string', default: 'csv' },
    'page-delay-ms': { type: 'string', default: '0' },
  },
});
const rows = Number(values.rows);
const format = values.format as ExportFormat;
const pageDelayMs = Number(values['page-delay-ms']);
const PAGE_SIZE = 1000;

/** One payment as GET /payments/list answers it, with fees as strings and a metadata object. */
function apiPayment(i: number) {
  const created = new Date(Date.UTC(2026, 10, 20) - i * 37_000).toISOString();
  const amount = 1_000 + ((i * 7_919) % 500_000);
  const fee = Math.floor((amount * 290) / 10_000) + 30;
  return {
    uuid: `trx_${i.toString(16).padStart(8, '0')}-7c3b-4d8e-a1f0-6b5c4d3e2f1a`,
    code: `PAY-${i.toString(36).toUpperCase().padStart(10, '0')}`,
    status: i % 10 === 0 ? 'FAILED' : 'SUCCESSFUL',
    type: 'PAYMENT',
    tenant: { uuid: 'ten_7a1c9e2d-3b4f-4a5c-8d6e-9f0a1b2c3d4e' },
    creation_source: 'MERCHANT_API',
    amount,
    variable_fee: String(fee - 30),
    fixed_fee: '30',
    total_fee: String(fee),
    net_amount: amount - fee,
    currency: { code: 'USD' },
    description: i % 13 === 0 ? `Order #${i}, "gift", 2 lines\nsecond line` : `Order #${i}`,
    remarks: i % 10 === 0 ? 'INSUFFICIENT_FUNDS' : null,
    funding_source: { uuid: 'acc_1b2c3d4e-5f6a-4b7c-8d9e-0f1a2b3c4d5e' },
    origin_account: { uuid: 'acc_1b2c3d4e-5f6a-4b7c-8d9e-0f1a2b3c4d5e' },
    destination_account: null,
    statement_descriptor: 'ACME STORE',
    primary_reference: `INV-${i}`,
    secondary_reference: null,
    metadata: { order_id: String(i), channel: 'web' },
    decline_reason: null,
    auto_send_receipt: false,
    due_date: null,
    additional_recipients: null,
    merchant_id: 'mer_3f1b6c1e-8a2d-4c55-9f0e-2b7d4c1a9e10',
    amount_refunded: 0,
    refunds: [],
    date_created_gmt: created,
    date_updated_gmt: created,
  };
}

const fetchPage: PageFetcher<Transaction> = async (page, pageSize) => {
  if (pageDelayMs) await new Promise((resolve) => setTimeout(resolve, pageDelayMs));
  const start = (page - 1) * pageSize;
  const count = Math.max(0, Math.min(pageSize, rows - start));
  const body = JSON.stringify({
    payments: Array.from({ length: count }, (_, i) => apiPayment(start + i)),
    page_info: { has_next_page: start + pageSize < rows, page, page_size: pageSize },
  });
  const parsed = parsePage(JSON.parse(body), 'payments', TransactionSchema, { page, pageSize });
  return { items: parsed.items, hasNextPage: parsed.pageInfo.hasNextPage };
};

const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);

async function main() {
  global.gc?.();
  const before = process.memoryUsage();
  // Peaks per half of the export: if memory were proportional to the rows, the second half's would be higher.
  const halves = [
    { rss: before.rss, heapUsed: before.heapUsed },
    { rss: before.rss, heapUsed: before.heapUsed },
  ];
  const sample = () => {
    const m = process.memoryUsage();
    const half = halves[counter.rows < rows / 2 ? 0 : 1];
    half.rss = Math.max(half.rss, m.rss);
    half.heapUsed = Math.max(half.heapUsed, m.heapUsed);
  };
  const counter = new RowCounter(format);
  const timer = setInterval(sample, 50);

  const started = performance.now();
  const reader = exportStream(pagesOf(fetchPage, { pageSize: PAGE_SIZE }), {
    format,
    columns: EXPORT_COLUMNS.payments,
  }).getReader();
  let bytes = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    bytes += value.byteLength;
    counter.push(value);
    sample();
  }
  const seconds = (performance.now() - started) / 1000;
  clearInterval(timer);

  const dataLines = counter.rows;
  console.log(
    `export-memory: ${rows.toLocaleString('en-US')} payments as ${format}, pages of ${PAGE_SIZE}${pageDelayMs ? `, ${pageDelayMs} ms per page` : ''}`,
  );
  console.log(`  output           ${mb(bytes)} MB (${dataLines.toLocaleString('en-US')} data rows)`);
  console.log(
    `  time             ${seconds.toFixed(2)} s  →  ${Math.round(rows / seconds).toLocaleString('en-US')} rows/s, ${(bytes / 1024 / 1024 / seconds).toFixed(1)} MB/s`,
  );
  const peakRss = Math.max(halves[0].rss, halves[1].rss);
  const peakHeap = Math.max(halves[0].heapUsed, halves[1].heapUsed);
  console.log(
    `  peak RSS         ${mb(peakRss)} MB (start ${mb(before.rss)} MB; first half ${mb(halves[0].rss)}, second half ${mb(halves[1].rss)})`,
  );
  console.log(
    `  peak heap used   ${mb(peakHeap)} MB (start ${mb(before.heapUsed)} MB; first half ${mb(halves[0].heapUsed)}, second half ${mb(halves[1].heapUsed)})`,
  );
  if (dataLines !== rows) {
    console.error(`  expected ${rows} data rows, counted ${dataLines}`);
    process.exitCode = 1;
  }
}

void main();
