/**
 * The reconciliation targets (docs/performance.md, "Bank reconciliation and the finance reports") on a database
 * `npm run seed` loaded (the demo merchant; DATABASE_URL, else PGLITE_DIR):
 * 1. Import and auto-match a statement of N lines (10,000) in < 10 s: one file per format (camt.053, MT940,
 *    CSV) built from the merchant's own deposits and payouts (3 in 10 named by reference, 1 in 20 a credit naming
 *    two deposits, the rest by amount and value date up to 2 days late) and filled with lines no deposit or
 *    payout explains (fees, interest). Each is one POST /reconciliation/statements/import through the HTTP app
 *    (parse, write, match, exceptions in one transaction); before and after each, the merchant's reconciliation
 *    rows are deleted, so every format meets the same ledger. The parse alone is timed too (in process, no DB).
 * 2. A month's balance and payout reconciliation reports (the last full calendar month of the data) on screen
 *    in < 1 s on PostgreSQL: GET /reports/balance and /reports/payout-reconciliation?limit=50 (the period's totals
 *    and the first page of items, as the console shows it), p50 / p95 of --iterations.
 * 3. A full year's payout reconciliation export (366 days, every line) streams in constant memory: rows, MB,
 *    rows/s, and the peak heap and RSS of the first and the second half of the bytes read.
 *
 * Run: PGLITE_DIR=.data/… npx tsx bench/reconciliation.ts [--lines 10000] [--iterations 9] [--json file]
 *      DATABASE_URL=postgres://… npx tsx bench/reconciliation.ts
 * `npm run bench` runs it on both databases and puts its figures in the summary table.
 * Options: --only import,reports,export  --formats CAMT053,MT940,CSV
 * Profile: node --cpu-prof --import tsx bench/reconciliation.ts --only import --formats CSV
 */
import fs from 'node:fs';
import { parseArgs } from 'node:util';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { addDays } from '../core/calendar';
import { currencyFractionDigits } from '../core/money/currency-digits';
import { transactions } from '../service/db/schema';
import { camt053Parser } from '../service/reconciliation/parse/camt053';
import { csvParser, type CsvMapping } from '../service/reconciliation/parse/csv';
import { mt940Parser } from '../service/reconciliation/parse/mt940';
import { chunksOf, type StatementParser } from '../service/reconciliation/parse/types';
import { existingTarget, type Target } from './existing-app';

const { values } = parseArgs({
  options: {
    lines: { type: 'string', default: '10000' },
    iterations: { type: 'string', default: '9' },
    only: { type: 'string', default: 'import,reports,export' },
    formats: { type: 'string', default: 'CAMT053,MT940,CSV' },
    json: { type: 'string' },
  },
});
const lineCount = Number(values.lines);
const iterations = Number(values.iterations);
const only = new Set(values.only.split(','));

export interface ImportResult {
  format: string;
  lines: number;
  bytes: number;
  parseMs: number;
  /** The parse alone: this process's CPU (user + system). */
  parseCpuMs: number;
  importMs: number;
  /** The import: this process's CPU, and the local PostgreSQL server's (every process of it; null elsewhere). */
  importCpuMs: number;
  databaseCpuMs: number | null;
  matched: number;
  status: number;
}
export interface ReportResult {
  report: string;
  period: string;
  p50: number;
  p95: number;
  detail: string;
}
export interface ExportResult {
  period: string;
  rows: number;
  mb: number;
  seconds: number;
  heapMb: [number, number];
  rssMb: [number, number];
}

interface Line {
  valueDate: string;
  amount: number;
  reference: string | null;
  description: string;
}

const percentile = (xs: number[], p: number) => {
  const sorted = [...xs].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((sorted.length - 1) * p))];
};
const ms = (v: number) => (v < 100 ? v.toFixed(1) : v.toFixed(0));

async function call(t: Target, method: string, path: string, body?: unknown) {
  const res = await t.app.fetch(
    new Request(`http://bench/api/v1${path}`, {
      method,
      headers: { authorization: `Bearer ${t.token}`, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    }),
  );
  return res;
}

/** Every reconciliation row of the merchant, so each import meets the same ledger (the seed writes none). */
async function clearReconciliation(t: Target) {
  for (const table of ['recon_audit', 'recon_exceptions', 'recon_matches', 'recon_lines', 'recon_statements'])
    await t.db.execute(sql`delete from ${sql.identifier(table)} where merchant_id = ${t.merchantId}`);
}

/** The statement's lines, from the merchant's latest deposits and payouts (see the header). */
async function statementLines(t: Target, currency: string): Promise<{ lines: Line[]; fromLedger: number }> {
  const rows = await t.db
    .select({
      code: transactions.code,
      type: transactions.type,
      amount: transactions.amount,
      date: sql<string>`to_char(${transactions.dateCreated} at time zone 'UTC', 'YYYY-MM-DD')`,
    })
    .from(transactions)
    .where(
      and(
        eq(transactions.merchantId, t.merchantId),
        inArray(transactions.type, ['DEPOSIT', 'PAYOUT']),
        inArray(transactions.status, ['PENDING', 'PROCESSING', 'SUCCESSFUL']),
        eq(transactions.currency, currency),
      ),
    )
    .orderBy(desc(transactions.dateCreated), desc(transactions.id))
    .limit(Math.floor(lineCount * 0.9));
  rows.reverse();
  const lines: Line[] = [];
  for (let i = 0; i < rows.length && lines.length < lineCount; i++) {
    const r = rows[i];
    const signed = r.type === 'PAYOUT' ? -r.amount : r.amount;
    const next = rows[i + 1];
    if (i % 20 === 19 && r.type === 'DEPOSIT' && next?.type === 'DEPOSIT' && next.date === r.date) {
      lines.push({
        valueDate: addDays(r.date, 1),
        amount: signed + next.amount,
        reference: null,
        description: `Settlements ${r.code} ${next.code}`,
      });
      i++;
    } else if (i % 10 < 3) {
      lines.push({ valueDate: addDays(r.date, 1), amount: signed, reference: r.code, description: 'Settlement' });
    } else {
      lines.push({ valueDate: addDays(r.date, i % 3), amount: signed, reference: null, description: 'Transfer' });
    }
  }
  const fromLedger = lines.length;
  const last = lines.at(-1)?.valueDate ?? new Date().toISOString().slice(0, 10);
  for (let i = 0; lines.length < lineCount; i++)
    lines.push({
      valueDate: addDays(last, -(i % 28)),
      // Odd amounts no deposit or payout has: interest in, fees out.
      amount: i % 2 ? 7 + (i % 97) : -(3 + (i % 89)),
      reference: null,
      description: i % 2 ? 'Interest' : 'Account fee',
    });
  return { lines, fromLedger };
}

function decimal(minor: number, currency: string, mark: '.' | ',' = '.') {
  const digits = currencyFractionDigits(currency);
  const abs = Math.abs(minor)
    .toString()
    .padStart(digits + 1, '0');
  return digits ? `${abs.slice(0, -digits)}${mark}${abs.slice(-digits)}` : abs;
}

const xmlText = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;');

function camt053(lines: Line[], currency: string): string {
  const entries = lines.map(
    (l, i) => `      <Ntry>
        <NtryRef>${i + 1}</NtryRef>
        <Amt Ccy="${currency}">${decimal(l.amount, currency)}</Amt>
        <CdtDbtInd>${l.amount >= 0 ? 'CRDT' : 'DBIT'}</CdtDbtInd>
        <BookgDt><Dt>${l.valueDate}</Dt></BookgDt>
        <ValDt><Dt>${l.valueDate}</Dt></ValDt>
        <NtryDtls><TxDtls>${l.reference ? `<Refs><EndToEndId>${xmlText(l.reference)}</EndToEndId></Refs>` : ''}<RmtInf><Ustrd>${xmlText(l.description)}</Ustrd></RmtInf></TxDtls></NtryDtls>
      </Ntry>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>
<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.08">
  <BkToCstmrStmt>
    <Stmt>
      <Id>BENCH-${Date.now()}</Id>
      <Acct><Id><IBAN>US00BENCH0000000001</IBAN></Id><Ccy>${currency}</Ccy></Acct>
${entries.join('\n')}
    </Stmt>
  </BkToCstmrStmt>
</Document>
`;
}

function mt940(lines: Line[], currency: string): string {
  const yymmdd = (d: string) => d.slice(2).replaceAll('-', '');
  const out = [`:20:BENCH${Date.now() % 1e10}`, ':25:US00BENCH0000000001', ':28C:1/1'];
  out.push(`:60F:C${yymmdd(lines[0].valueDate)}${currency}0,00`);
  for (const l of lines) {
    const amount = decimal(l.amount, currency, ',');
    out.push(
      `:61:${yymmdd(l.valueDate)}${l.valueDate.slice(5).replace('-', '')}${l.amount >= 0 ? 'C' : 'D'}${amount}NTRF${l.reference ?? 'NONREF'}`,
    );
    out.push(`:86:${l.description}`);
  }
  return `${out.join('\n')}\n-\n`;
}

const CSV_MAPPING: CsvMapping = {
  delimiter: ',',
  columns: { value_date: 'Date', amount: 'Amount', reference: 'Reference', description: 'Description' },
  date_format: 'YYYY-MM-DD',
  decimal_mark: '.',
  default_currency: 'USD',
};

function csv(lines: Line[], currency: string): string {
  const sign = (l: Line) => (l.amount < 0 ? '-' : '');
  return `Date,Amount,Reference,Description\n${lines
    .map((l) => `${l.valueDate},${sign(l)}${decimal(l.amount, currency)},${l.reference ?? ''},"${l.description}"`)
    .join('\n')}\n`;
}

const cpuMs = (since: NodeJS.CpuUsage) => {
  const used = process.cpuUsage(since);
  return (used.user + used.system) / 1000;
};

/**
 * CPU time of the PostgreSQL server's processes on this machine (ms, from /proc; null when there are none, e.g.
 * PGlite or a remote server). On a shared machine wall time swells with the others' load; CPU time does not.
 * It counts every session of the server, so it is only meaningful when nothing else is querying it.
 */
function databaseCpu(): number | null {
  if (process.platform !== 'linux') return null;
  let ticks = 0;
  let found = false;
  for (const pid of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(pid)) continue;
    let stat: string;
    try {
      stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    } catch {
      continue; // gone meanwhile
    }
    const close = stat.lastIndexOf(')');
    if (!stat.slice(stat.indexOf('(') + 1, close).startsWith('postgres')) continue;
    const fields = stat.slice(close + 2).split(' ');
    // utime, stime and the exited children's cutime, cstime (fields 14 to 17 of proc(5)): a backend that ends
    // between two readings is counted in the postmaster's.
    ticks += Number(fields[11]) + Number(fields[12]) + Number(fields[13]) + Number(fields[14]);
    found = true;
  }
  return found ? (ticks * 1000) / 100 : null; // USER_HZ is 100 on Linux
}

async function parseOnly(parser: StatementParser, content: string) {
  const started = performance.now();
  const cpu = process.cpuUsage();
  let n = 0;
  for await (const _ of parser.lines(chunksOf(content))) n++;
  return { ms: performance.now() - started, cpuMs: cpuMs(cpu), lines: n };
}

async function imports(t: Target): Promise<ImportResult[]> {
  const currency = 'USD';
  const { lines, fromLedger } = await statementLines(t, currency);
  console.log(
    `statement: ${lines.length.toLocaleString('en-US')} lines, ${fromLedger.toLocaleString('en-US')} from the merchant's deposits and payouts (${lines[0].valueDate} … ${lines[fromLedger - 1]?.valueDate})`,
  );
  const files: [string, string, StatementParser, Record<string, unknown>][] = [
    ['CAMT053', camt053(lines, currency), camt053Parser(), {}],
    ['MT940', mt940(lines, currency), mt940Parser(), {}],
    ['CSV', csv(lines, currency), csvParser({ ...CSV_MAPPING, default_currency: currency }), { mapping: CSV_MAPPING }],
  ];
  const results: ImportResult[] = [];
  for (const [format, content, parser, extra] of files.filter(([f]) => values.formats.split(',').includes(f))) {
    const parsed = await parseOnly(parser, content);
    await clearReconciliation(t);
    const dbBefore = databaseCpu();
    const cpu = process.cpuUsage();
    const started = performance.now();
    const res = await call(t, 'POST', '/reconciliation/statements/import', {
      format,
      file_name: `bench.${format.toLowerCase()}`,
      content,
      ...extra,
    });
    const body = (await res.json()) as { matched_lines?: number; statement?: { line_count: number } };
    const importMs = performance.now() - started;
    const importCpuMs = cpuMs(cpu);
    const dbAfter = databaseCpu();
    await clearReconciliation(t);
    if (res.status !== 201) console.log(`  ${format}: HTTP ${res.status} ${JSON.stringify(body).slice(0, 300)}`);
    const result = {
      format,
      lines: body.statement?.line_count ?? 0,
      bytes: Buffer.byteLength(content),
      parseMs: parsed.ms,
      parseCpuMs: parsed.cpuMs,
      importMs,
      importCpuMs,
      databaseCpuMs: dbBefore === null || dbAfter === null ? null : dbAfter - dbBefore,
      matched: body.matched_lines ?? 0,
      status: res.status,
    };
    console.log(
      `  ${format.padEnd(8)} ${(result.bytes / 1024 / 1024).toFixed(1)} MB: parse ${ms(result.parseMs)} ms (CPU ${ms(result.parseCpuMs)} ms); import + auto-match ${ms(importMs)} ms (CPU: this process ${ms(importCpuMs)} ms${result.databaseCpuMs === null ? '' : `, PostgreSQL ${ms(result.databaseCpuMs)} ms`}; ${result.lines.toLocaleString('en-US')} lines, ${result.matched.toLocaleString('en-US')} matched)  target < 10000 ms: ${res.status === 201 && importMs < 10_000 ? 'met' : 'MISSED'}`,
    );
    results.push(result);
    if (res.status !== 201) process.exitCode = 1;
  }
  return results;
}

/** The last full calendar month before the merchant's latest transaction, and the year up to that day. */
async function periods(t: Target) {
  const [row] = await t.db
    .select({ last: sql<string>`to_char(max(${transactions.dateCreated}) at time zone 'UTC', 'YYYY-MM-DD')` })
    .from(transactions)
    .where(eq(transactions.merchantId, t.merchantId));
  const last = row.last;
  const monthEnd = addDays(`${last.slice(0, 7)}-01`, -1);
  return { month: { from: `${monthEnd.slice(0, 7)}-01`, to: monthEnd }, year: { from: addDays(last, -365), to: last } };
}

async function reports(t: Target, month: { from: string; to: string }): Promise<ReportResult[]> {
  const results: ReportResult[] = [];
  const query = `date_from=${month.from}&date_to=${month.to}`;
  for (const [report, path, extra = ''] of [
    ['balance', '/reports/balance'],
    // On screen: the period's totals and the first page of items (the console's page; the export has every line).
    ['payout reconciliation', '/reports/payout-reconciliation', '&limit=50'],
  ]) {
    const times: number[] = [];
    let detail = '';
    for (let i = 0; i < iterations + 1; i++) {
      const started = performance.now();
      const res = await call(t, 'GET', `${path}?${query}${extra}`);
      const body = (await res.json()) as {
        report: { closing_balance?: unknown; totals?: { items: number; lines: number } };
      };
      const elapsed = performance.now() - started;
      if (res.status !== 200) throw new Error(`${path}: HTTP ${res.status} ${JSON.stringify(body)}`);
      if (i > 0) times.push(elapsed); // the first warms the plan cache and the pages
      const totals = body.report.totals;
      detail = totals
        ? `${totals.items.toLocaleString('en-US')} deposits and payouts, ${totals.lines.toLocaleString('en-US')} lines`
        : `closing ${String(body.report.closing_balance)}`;
    }
    const result = {
      report,
      period: `${month.from} … ${month.to}`,
      p50: percentile(times, 0.5),
      p95: percentile(times, 0.95),
      detail,
    };
    console.log(
      `  ${report.padEnd(22)} ${result.period}: p50 ${ms(result.p50)} ms, p95 ${ms(result.p95)} ms (${detail})  target < 1000 ms: ${result.p50 < 1000 ? 'met' : 'MISSED'}`,
    );
    results.push(result);
  }
  return results;
}

async function yearExport(t: Target, year: { from: string; to: string }): Promise<ExportResult> {
  global.gc?.();
  const samples: { bytes: number; heap: number; rss: number }[] = [];
  let bytes = 0;
  let rows = 0;
  const sample = () => {
    const m = process.memoryUsage();
    samples.push({ bytes, heap: m.heapUsed, rss: m.rss });
  };
  const timer = setInterval(sample, 50);
  const started = performance.now();
  const res = await call(
    t,
    'GET',
    `/reports/payout-reconciliation/export?date_from=${year.from}&date_to=${year.to}&format=csv`,
  );
  if (res.status !== 200 || !res.body) throw new Error(`export: HTTP ${res.status} ${await res.text()}`);
  const reader = res.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    bytes += value.byteLength;
    const before = rows;
    for (let i = value.indexOf(10); i >= 0; i = value.indexOf(10, i + 1)) rows++;
    sample();
    if (Math.floor(rows / 100_000) > Math.floor(before / 100_000))
      process.stderr.write(
        `  … ${rows.toLocaleString('en-US')} rows, ${((performance.now() - started) / 1000).toFixed(0)} s\n`,
      );
  }
  clearInterval(timer);
  const seconds = (performance.now() - started) / 1000;
  const half = bytes / 2;
  const peak = (key: 'heap' | 'rss', first: boolean) =>
    Math.max(...samples.filter((s) => s.bytes <= half === first).map((s) => s[key]), 0) / 1024 / 1024;
  const result: ExportResult = {
    period: `${year.from} … ${year.to}`,
    rows: rows - 1,
    mb: bytes / 1024 / 1024,
    seconds,
    heapMb: [peak('heap', true), peak('heap', false)],
    rssMb: [peak('rss', true), peak('rss', false)],
  };
  console.log(
    `  payout reconciliation export ${result.period}: ${result.rows.toLocaleString('en-US')} rows, ${result.mb.toFixed(1)} MB in ${seconds.toFixed(1)} s (${Math.round(result.rows / seconds).toLocaleString('en-US')} rows/s); peak heap ${result.heapMb.map((v) => v.toFixed(0)).join(' → ')} MB, peak RSS ${result.rssMb.map((v) => v.toFixed(0)).join(' → ')} MB (first → second half)`,
  );
  return result;
}

async function main() {
  const t = await existingTarget('bench reconciliation');
  try {
    console.log(`reconciliation bench on ${t.kind} (demo merchant ${t.merchantId})`);
    const { month, year } = await periods(t);
    const out: { kind: string; imports?: ImportResult[]; reports?: ReportResult[]; export?: ExportResult } = {
      kind: t.kind,
    };
    if (only.has('import')) out.imports = await imports(t);
    if (only.has('reports')) out.reports = await reports(t, month);
    if (only.has('export')) out.export = await yearExport(t, year);
    if (values.json) fs.writeFileSync(values.json, JSON.stringify(out, null, 2));
  } finally {
    await t.close();
  }
}

await main();
