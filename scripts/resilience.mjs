#!/usr/bin/env node
// npm run test:resilience [-- --full]: the resilience suites (resilience/: crash loop, races, hostile input)
// on PGlite, then on a throwaway PostgreSQL server. CI runs the reduced counts; --full the full ones
// (RESILIENCE_FULL=1: 100 crash iterations per engine, 200 hostile inputs per operation, 20 race rounds).
import { spawnSync } from 'node:child_process';

const full = process.argv.includes('--full');
const env = { ...process.env, ...(full ? { RESILIENCE_FULL: '1' } : {}) };
const vitest = ['npx', 'vitest', 'run', '--project', 'resilience'];
const runs = [
  ['PGlite', vitest],
  ['PostgreSQL', ['node', 'scripts/with-postgres.mjs', ...vitest]],
];
let ok = true;
for (const [name, [cmd, ...args]] of runs) {
  console.log(`\n=== resilience on ${name}${full ? ' (full)' : ''}`);
  const r = spawnSync(cmd, args, { stdio: 'inherit', env });
  ok &&= r.status === 0;
}
process.exit(ok ? 0 : 1);
