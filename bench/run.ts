/**
 * `npm run bench`: the whole performance picture in one command (issue 12), on PGlite and PostgreSQL with
 * the same data in the same run. Each step is one of the bench/ scripts, run as its own process; what they
 * print goes to stdout and to bench/results/<time>/<step>.txt, and a summary table ends the run
 * (bench/results/<time>/summary.json; bench/results is ignored by git).
 *
 * 1. Data: `npm run seed -- --transactions N` into a PGlite folder and into a PostgreSQL server kept in a folder
 *    (Debian's binaries, loopback, unprivileged user: scripts/postgres.mjs), both under .data/bench/, cached by
 *    N, the seed and a hash of the generator and the migrations, so a second run starts at once.
 * 2. Lists: bench/list-vs-sql.ts --existing on each (every filter of spec 4.8, page 2000, the overview) against
 *    its SQL floor.
 * 3. Writes: bench/create-payments.ts over HTTP, 16 clients (with an Idempotency-Key, with splits) on a fresh
 *    PostgreSQL database and on PGlite in memory; bench/write-durability.ts (PGlite, durable).
 * 4. Exports: bench/export-memory.ts, N rows of CSV (rows/s, peak RSS).
 * 5. Console: a production build in .next-perf (kept when present), bench/js-size.ts (gzip JS of every route)
 *    and bench/console-ssr.ts against the cached PGlite data (server render against the API calls it makes).
 *
 * Options: --transactions 1000000 --iterations 9 --skip pg,console,writes,exports (any of them) --rebuild
 */
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
// @ts-expect-error -- a plain ES module shared with the test scripts.
import { startPostgres } from '../scripts/postgres.mjs';
import { DEMO_DATA_SEED } from '../service/seed/demo';

const { values } = parseArgs({
  options: {
    transactions: { type: 'string', default: '1000000' },
    iterations: { type: 'string', default: '9' },
    skip: { type: 'string', default: '' },
    rebuild: { type: 'boolean', default: false },
  },
});
const transactions = Number(values.transactions);
const iterations = values.iterations;
const skip = new Set(values.skip.split(',').filter(Boolean));

const stamp = new Date().toISOString().replace(/[:.]/g, '-');
const resultsDir = path.resolve('bench/results', stamp);
fs.mkdirSync(resultsDir, { recursive: true });

/** What decides the data: the generator, the schema, N and the seed. */
function dataKey(): string {
  const hash = createHash('sha1');
  for (const dir of ['service/seed', 'service/db/migrations']) {
    for (const file of fs.readdirSync(dir).sort()) {
      const full = path.join(dir, file);
      if (fs.statSync(full).isFile()) hash.update(file).update(fs.readFileSync(full));
    }
  }
  return `${transactions}-${DEMO_DATA_SEED}-${hash.digest('hex').slice(0, 10)}`;
}

interface Step {
  name: string;
  seconds: number;
  ok: boolean;
  output: string;
}
const steps: Step[] = [];

/** Runs a command, printing and keeping what it prints. */
function step(name: string, cmd: string, args: string[], env: Record<string, string> = {}): Promise<Step> {
  console.log(`\n=== ${name}: ${[cmd, ...args].join(' ')}`);
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { env: { ...process.env, ...env, FORCE_COLOR: '0' }, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    const take = (chunk: Buffer) => {
      output += chunk;
      process.stdout.write(chunk);
    };
    child.stdout.on('data', take);
    child.stderr.on('data', take);
    child.on('exit', (code) => {
      const result = { name, seconds: (performance.now() - started) / 1000, ok: code === 0, output };
      fs.writeFileSync(path.join(resultsDir, `${name.replace(/[^a-z0-9]+/gi, '-')}.txt`), output);
      steps.push(result);
      resolve(result);
    });
  });
}

const tsx = (script: string, args: string[] = [], env: Record<string, string> = {}, name = path.basename(script, '.ts')) => step(name, 'npx', ['tsx', script, ...args], env);

async function seeded(marker: string, name: string, env: Record<string, string>): Promise<number | null> {
  if (fs.existsSync(marker)) {
    console.log(`\n=== ${name}: cached (${path.dirname(marker)})`);
    return null;
  }
  const result = await tsx('service/cli/seed.ts', ['--transactions', String(transactions)], env, name);
  if (!result.ok) throw new Error(`${name} failed`);
  fs.writeFileSync(marker, new Date().toISOString());
  return result.seconds;
}

const key = dataKey();
const root = path.resolve('.data/bench');
fs.mkdirSync(root, { recursive: true });
const pgliteDir = path.join(root, `pglite-${key}`);
const pgFolder = path.join(root, `pg-${key}`);
const listJson = { pglite: path.join(resultsDir, 'lists-pglite.json'), pg: path.join(resultsDir, 'lists-pg.json') };
const seedSeconds: Record<string, number | null> = {};

console.log(`npm run bench: ${transactions.toLocaleString('en-US')} transactions (data ${key}); results in ${path.relative(process.cwd(), resultsDir)}`);

seedSeconds.pglite = await seeded(path.join(root, `pglite-${key}.done`), 'seed (PGlite)', { PGLITE_DIR: pgliteDir });
await tsx('bench/list-vs-sql.ts', ['--existing', '--iterations', iterations, '--json', listJson.pglite], { PGLITE_DIR: pgliteDir }, 'lists (PGlite)');

if (!skip.has('pg')) {
  const pg = await startPostgres({ folder: pgFolder });
  try {
    seedSeconds.pg = await seeded(path.join(root, `pg-${key}.done`), 'seed (PostgreSQL)', { DATABASE_URL: pg.url });
    await tsx('bench/list-vs-sql.ts', ['--existing', '--iterations', iterations, '--json', listJson.pg], { DATABASE_URL: pg.url }, 'lists (PostgreSQL)');
  } finally {
    await pg.stop();
  }
}

if (!skip.has('writes')) {
  const writes = ['--mode', 'http', '--concurrency', '16', '--bodies', 'idem,split', '--runs', '3', '--requests', '2000'];
  if (!skip.has('pg')) await step('writes (PostgreSQL)', 'node', ['scripts/with-postgres.mjs', 'npx', 'tsx', 'bench/create-payments.ts', ...writes]);
  await tsx('bench/create-payments.ts', writes, {}, 'writes (PGlite in memory)');
  await tsx('bench/write-durability.ts', ['300'], {}, 'writes (PGlite durable)');
}

if (!skip.has('exports')) await tsx('bench/export-memory.ts', ['--rows', String(transactions), '--format', 'csv'], {}, 'export CSV');

if (!skip.has('console')) {
  const dist = '.next-perf';
  if (values.rebuild || !fs.existsSync(path.join(dist, 'BUILD_ID'))) await step('console build', 'node', ['node_modules/next/dist/bin/next', 'build'], { NEXT_DIST_DIR: dist });
  await tsx('bench/js-size.ts', ['--dist', dist], {}, 'console JS per route');
  await tsx('bench/console-ssr.ts', ['--dist', dist, '--pglite', pgliteDir, '--iterations', iterations], {}, 'console SSR vs API');
}

// The summary: each list case on both engines against its floor.
interface ListResult {
  label: string;
  apiP50: number;
  apiP95: number;
  floorP50: number;
}
const read = (file: string): ListResult[] => (fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as { results: ListResult[] }).results : []);
const lite = read(listJson.pglite);
const pgRows = new Map(read(listJson.pg).map((r) => [r.label, r]));
const ms = (v: number | null | undefined) => (v == null ? '—' : v.toFixed(1));
const ratio = (r: ListResult | undefined) => (r && r.floorP50 != null && r.floorP50 > 0 ? `${(r.apiP50 / r.floorP50).toFixed(1)}×` : '—');
console.log(`\n=== summary (${transactions.toLocaleString('en-US')} transactions; p50 ms, API ÷ SQL floor)`);
console.log(`${'list'.padEnd(44)} ${'PGlite'.padStart(8)} ${'floor'.padStart(7)} ${'ratio'.padStart(6)}   ${'PG'.padStart(8)} ${'floor'.padStart(7)} ${'ratio'.padStart(6)}`);
for (const r of lite) {
  const p = pgRows.get(r.label);
  console.log(`${r.label.slice(0, 44).padEnd(44)} ${ms(r.apiP50).padStart(8)} ${ms(r.floorP50).padStart(7)} ${ratio(r).padStart(6)}   ${ms(p?.apiP50).padStart(8)} ${ms(p?.floorP50).padStart(7)} ${ratio(p).padStart(6)}`);
}
for (const [engine, seconds] of Object.entries(seedSeconds)) console.log(`seed ${engine}: ${seconds === null ? 'cached' : `${seconds.toFixed(0)} s`}`);
for (const s of steps) console.log(`${s.ok ? 'ok  ' : 'FAIL'} ${s.name} (${s.seconds.toFixed(0)} s)`);
fs.writeFileSync(path.join(resultsDir, 'summary.json'), JSON.stringify({ transactions, key, seedSeconds, steps: steps.map(({ output: _o, ...s }) => s), lists: { pglite: lite, pg: [...pgRows.values()] } }, null, 2));
process.exit(steps.every((s) => s.ok) ? 0 : 1);
