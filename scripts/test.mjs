#!/usr/bin/env node
// `npm test`: the whole suite, each runner printing its own summary. Every step runs even when an
// earlier one fails, so one run shows everything; the exit code is non-zero if any step failed.
import { spawnSync } from 'node:child_process';

const steps = [
  ['typecheck', 'npx', ['tsc', '--noEmit']],
  ['lint', 'npx', ['eslint', '.', '--max-warnings=0']],
  ['copy-paste detector (jscpd, .jscpd.json)', 'npx', ['jscpd', '--silent']],
  ['unit tests', 'npx', ['vitest', 'run', '--project', 'unit']],
  ['API tests on PGlite', 'npx', ['vitest', 'run', '--project', 'api']],
  ['API tests on PostgreSQL', 'node', ['scripts/with-postgres.mjs', 'npx', 'vitest', 'run', '--project', 'api']],
  ['resilience suites, reduced (crash loop, races, hostile input; PGlite and PostgreSQL)', 'node', ['scripts/resilience.mjs']],
  ['end-to-end tests (Playwright, Chromium)', 'npx', ['playwright', 'test']],
];

const only = process.env.TEST_STEPS?.split(',').map((s) => s.trim());
const results = [];
for (const [name, cmd, args] of steps) {
  if (only && !only.some((o) => name.startsWith(o))) continue;
  console.log(`\n=== ${name}: ${cmd} ${args.join(' ')}`);
  const started = Date.now();
  const r = spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, FORCE_COLOR: process.env.FORCE_COLOR ?? '0' } });
  results.push({ name, ok: r.status === 0, seconds: Math.round((Date.now() - started) / 1000) });
}

console.log('\n=== summary');
for (const r of results) console.log(`${r.ok ? 'PASS' : 'FAIL'}  ${r.name} (${r.seconds} s)`);
process.exit(results.every((r) => r.ok) ? 0 : 1);
