/**
 * Two builds of the console side by side: the server CPU per render of the same pages, requests alternating between
 * the two servers (A, B, A, B…), so that the load of a shared machine falls on both alike (docs/performance.md,
 * "How the figures are taken": sequential runs of bench/console-ssr.ts moved ±10 ms per page between runs at load 4).
 *
 * Each server runs `next start` on its own copy of the same PGlite folder (copied from --pglite), embedded API,
 * signed in as the demo admin. For each page: 5 warm-ups on each, then --iterations pairs; the CPU of a render is the
 * server's process-tree CPU (bench/console-server.ts's treeCpuMs) around the GET. Prints per page the mean CPU per
 * render of A and B, their difference and the spread of the paired differences (a 95 % interval of the mean).
 *
 *   npx tsx bench/console-ab.ts --a .next-before --b .next-after --pglite /tmp/seeded --pages /settings,/payments \
 *     [--iterations 60] [--port 5600]
 * `--b-env KEY=VALUE` (repeatable) sets an environment variable for B's server only (the same build with a switch).
 * `anon:/login` GETs a page signed out; a page answering 404 is measured at that status.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { Cookies, getPage, signIn, startConsole, treeCpuMs, type ConsoleServer } from './console-server';

const { values } = parseArgs({
  options: {
    a: { type: 'string' },
    b: { type: 'string' },
    pglite: { type: 'string', default: '/tmp/perf-pglite' },
    pages: { type: 'string', default: '/settings,/accounts,/payments' },
    iterations: { type: 'string', default: '60' },
    port: { type: 'string', default: '3600' },
    'b-env': { type: 'string', multiple: true },
  },
});
if (!values.a || !values.b) throw new Error('--a <dist> and --b <dist> are required');
const iterations = Number(values.iterations);
const settle = () => new Promise((r) => setTimeout(r, 20));

async function main() {
  const servers: { name: string; dist: string; server: ConsoleServer; cookies: Cookies; dir: string }[] = [];
  try {
    for (const [i, dist] of [values.a!, values.b!].entries()) {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'console-ab-'));
      execFileSync('cp', ['-a', `${values.pglite}/.`, dir]);
      const server = await startConsole({
        port: Number(values.port) + i,
        distDir: dist,
        pgliteDir: dir,
        env: {
          BACKGROUND_WORK: 'off',
          ...(i
            ? Object.fromEntries((values['b-env'] ?? []).map((kv) => [kv.split('=')[0], kv.slice(kv.indexOf('=') + 1)]))
            : {}),
        },
      });
      servers.push({
        name: i ? 'B' : 'A',
        dist,
        server,
        cookies: await signIn(server.base, 'admin@example.com', 'password'),
        dir,
      });
    }
    console.log(
      `console-ab: A = ${values.a}, B = ${values.b}, ${iterations} alternating pairs a page; load ${os
        .loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')}`,
    );
    for (const page of values.pages!.split(',')) {
      const signedOut = page.startsWith('anon:');
      const pathAndQuery = signedOut ? page.slice('anon:'.length) : page;
      const expected: number[] = [];
      for (const s of servers) {
        for (let i = 0; i < 5; i++) {
          const res = await getPage(s.server.base, pathAndQuery, signedOut ? new Cookies() : s.cookies);
          if (i === 0) expected.push(res.status);
        }
      }
      const cpu: number[][] = [[], []];
      for (let i = 0; i < iterations; i++) {
        // Which server goes first alternates too.
        const order = i % 2 ? [1, 0] : [0, 1];
        for (const k of order) {
          const s = servers[k];
          await settle();
          const before = treeCpuMs(s.server.pid);
          const res = await getPage(s.server.base, pathAndQuery, signedOut ? new Cookies() : s.cookies);
          if (res.status !== expected[k]) throw new Error(`${s.name} ${page} → ${res.status}`);
          await settle();
          cpu[k].push(treeCpuMs(s.server.pid) - before);
        }
      }
      const mean = (xs: number[]) => xs.reduce((x, y) => x + y, 0) / xs.length;
      const diffs = cpu[1].map((b, i) => b - cpu[0][i]);
      const d = mean(diffs);
      const sd = Math.sqrt(diffs.reduce((s, x) => s + (x - d) ** 2, 0) / (diffs.length - 1));
      const half = (1.96 * sd) / Math.sqrt(diffs.length);
      console.log(
        `  ${page.padEnd(22)} A ${mean(cpu[0]).toFixed(1).padStart(6)} ms  B ${mean(cpu[1]).toFixed(1).padStart(6)} ms  ` +
          `B − A ${d >= 0 ? '+' : ''}${d.toFixed(1)} ms (±${half.toFixed(1)})  [${expected.join('/')}]`,
      );
    }
    console.log(
      `  load at the end ${os
        .loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')}`,
    );
  } finally {
    for (const s of servers) {
      await s.server.stop();
      fs.rmSync(s.dir, { recursive: true, force: true });
    }
  }
}

void main().catch((error) => {
  console.error(error);
  process.exit(1);
});
