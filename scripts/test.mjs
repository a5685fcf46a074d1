#!/usr/bin/env node
// `npm test`: the whole suite, each runner printing its own summary. Every step runs even when an
// earlier one fails, so one run shows everything; the exit code is non-zero if any step failed.
//
// Steps that do not depend on each other run side by side on the two cores: the stages below run one after
// the other; inside a stage its lanes run at the same time, each lane's steps one after the other. A step
// that shares its stage with another lane prints its output when it ends (buffered), so outputs never mix.
// Playwright runs alone: its specs time out on an oversubscribed machine.
// TEST_STEPS=typecheck,unit runs only the steps whose names start with one of those words.
import { spawn } from 'node:child_process';

const step = (name, cmd, ...args) => ({ name, cmd, args });
const BUILD = 'production build (next build)';
const resilience = ['vitest', 'run', '--project', 'resilience'];
const stages = [
  [
    [step('typecheck', 'npx', 'tsc', '--noEmit')],
    [step('lint', 'npx', 'eslint', '.', '--max-warnings=0')],
    [
      step('copy-paste detector (jscpd, .jscpd.json)', 'npx', 'jscpd', '--silent'),
      step('format check (Prettier, .prettierrc.json)', 'npx', 'prettier', '--check', '.'),
    ],
  ],
  [
    // Two lanes of vitest (one worker each: vitest keeps a core free) beside the production build: the API suites
    // on the two engines and the resilience suites on the two engines, balanced so the lanes end together.
    [
      // The production build the Playwright web server starts (playwright.config.ts starts a current build as it
      // is). Its types are the typecheck step's (NEXT_SKIP_TYPECHECK, next.config.mjs).
      { ...step(BUILD, 'node', 'node_modules/next/dist/bin/next', 'build'), env: { NEXT_SKIP_TYPECHECK: '1' } },
      step('API tests on PGlite', 'npx', 'vitest', 'run', '--project', 'api'),
      // scripts/resilience.mjs runs the two resilience suites one after the other (npm run test:resilience).
      step(
        'resilience suites, reduced, on PostgreSQL (crash loop, races, hostile input)',
        'node',
        'scripts/with-postgres.mjs',
        'npx',
        ...resilience,
      ),
    ],
    [
      step('unit tests', 'npx', 'vitest', 'run', '--project', 'unit', '--project', 'unit-isolated'),
      step('API tests on PostgreSQL', 'node', 'scripts/with-postgres.mjs', 'npx', 'vitest', 'run', '--project', 'api'),
      step('resilience suites, reduced, on PGlite (crash loop, races, hostile input)', 'npx', ...resilience),
      // README's "Using a PostgreSQL server" as written, on a throwaway server, signed in through Chromium; then
      // `npm start`'s graceful shutdown: requests in flight answered, exit 0, the PGlite folder free at once. Each
      // starts its own console on a free port and data of its own from the build above (which they wait for: a
      // stale build would be rebuilt by `npm start`), in the time this lane has left while the other one ends.
      {
        ...step("README's production section (scripts/readme-production.mjs)", 'node', 'scripts/readme-production.mjs'),
        after: BUILD,
      },
      {
        ...step("npm start's graceful shutdown (scripts/console-shutdown.mjs)", 'node', 'scripts/console-shutdown.mjs'),
        after: BUILD,
      },
    ],
  ],
  [[step('end-to-end tests (Playwright, Chromium)', 'npx', 'playwright', 'test')]],
];

const only = process.env.TEST_STEPS?.split(',').map((s) => s.trim());
const wanted = (s) => !only || only.some((o) => s.name.startsWith(o));
const env = { ...process.env, FORCE_COLOR: process.env.FORCE_COLOR ?? '0' };

/** Runs one step; `buffered`: keeps its output and prints it in one piece when the step ends. */
function run(s, buffered) {
  const header = `\n=== ${s.name}: ${s.cmd} ${s.args.join(' ')}`;
  if (buffered) console.log(`${header} (started; its output follows when it ends)`);
  else console.log(header);
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(s.cmd, s.args, {
      stdio: buffered ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      env: { ...env, ...s.env },
    });
    const chunks = [];
    if (buffered) {
      child.stdout.on('data', (d) => chunks.push(d));
      child.stderr.on('data', (d) => chunks.push(d));
    }
    let ended = false;
    const finish = (code) => {
      if (ended) return;
      ended = true;
      const seconds = Math.round((Date.now() - started) / 1000);
      if (buffered) {
        console.log(`${header} (ended after ${seconds} s)`);
        process.stdout.write(Buffer.concat(chunks));
      }
      resolve({ name: s.name, ok: code === 0, seconds });
    };
    child.on('error', (error) => {
      chunks.push(Buffer.from(`${error.message}\n`));
      finish(1);
    });
    child.on('close', (code) => finish(code));
  });
}

/** The end of each step that runs, by name: a step with `after` waits for that one (when it runs at all). */
const ends = new Map();
for (const s of stages.flat(2).filter(wanted)) {
  let end;
  ends.set(s.name, Object.assign(new Promise((resolve) => (end = resolve)), { end }));
}

const results = [];
const startedAll = Date.now();
for (const stage of stages) {
  const lanes = stage.map((lane) => lane.filter(wanted)).filter((lane) => lane.length > 0);
  const buffered = lanes.length > 1;
  const done = await Promise.all(
    lanes.map(async (lane) => {
      const out = [];
      for (const s of lane) {
        if (s.after) await ends.get(s.after);
        out.push(await run(s, buffered));
        ends.get(s.name).end();
      }
      return out;
    }),
  );
  results.push(...done.flat());
}

// Side-by-side steps' times overlap: the total is the wall-clock time of the whole run.
console.log('\n=== summary');
for (const r of results) console.log(`${r.ok ? 'PASS' : 'FAIL'}  ${r.name} (${r.seconds} s)`);
console.log(`total ${Math.round((Date.now() - startedAll) / 1000)} s`);
process.exit(results.every((r) => r.ok) ? 0 : 1);
