#!/usr/bin/env node
// `npm test`: the whole suite, each runner printing its own summary. Every step runs even when an
// earlier one fails, so one run shows everything; the exit code is non-zero if any step failed.
//
// The steps share the two cores as a queue with three slots (TEST_SLOTS): whenever a slot is free the first step in
// the list below whose `after` step has ended starts in it, so the cores stay busy until the queue is empty, whatever
// each step takes on the day (fixed lanes left one core idle while the longer lane ended). Three slots on two cores:
// a Vitest step keeps its core busy only 60–75 % of its time (its one worker waits on timers, child processes and
// sockets: CPU-seconds against seconds beside one other step, docs/engineering.md), while typecheck, lint and the
// build keep theirs busy; a third step fills what the waiting ones leave. A step that runs beside
// another prints its output in one piece when it ends, so outputs never mix. Playwright runs alone, last: its specs
// time out on an oversubscribed machine.
// TEST_STEPS=typecheck,unit runs only the steps whose names start with one of those words.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const step = (name, cmd, ...args) => ({ name, cmd, args });
/**
 * Each runner also writes a JSON report here, so the end of the run can name every failed test with its error
 * (a CI log is often read from its end only: the digest below sits under the summary).
 */
const reports = mkdtempSync(path.join(tmpdir(), 'mc-test-reports-'));
let reportCount = 0;
/** A Vitest step that also writes a JSON report. */
const vitest = (name, ...prefix) => {
  const report = path.join(reports, `vitest-${++reportCount}.json`);
  const [cmd, ...args] = prefix;
  return {
    ...step(name, cmd, ...args, '--reporter=default', '--reporter=json', `--outputFile.json=${report}`),
    report,
  };
};
const BUILD = 'production build (next build)';
const resilience = ['vitest', 'run', '--project', 'resilience'];
const withPostgres = (...args) => ['node', 'scripts/with-postgres.mjs', ...args];
/** In the order they start: quick verdicts first, then the longest steps early so the short ones fill the end. */
const steps = [
  step('typecheck', 'npx', 'tsc', '--noEmit'),
  step('lint', 'npx', 'eslint', '.', '--max-warnings=0'),
  // The production build the Playwright web server starts (playwright.config.ts starts a current build as it is).
  // Its types are the typecheck step's (NEXT_SKIP_TYPECHECK, next.config.mjs).
  // On CI (a fresh clone, one build) it writes no Turbopack cache for a next build (NEXT_BUILD_CACHE, next.config.mjs).
  {
    ...step(BUILD, 'node', 'node_modules/next/dist/bin/next', 'build'),
    env: { NEXT_SKIP_TYPECHECK: '1', ...(process.env.CI ? { NEXT_BUILD_CACHE: 'off' } : {}) },
  },
  // Vitest with one worker a step (each leaves part of its core idle: three slots, above).
  vitest('API tests on PGlite', 'npx', 'vitest', 'run', '--project', 'api'),
  vitest('unit tests', 'npx', 'vitest', 'run', '--project', 'unit', '--project', 'unit-isolated'),
  vitest('resilience suites, reduced, on PGlite (crash loop, races, hostile input)', 'npx', ...resilience),
  vitest('API tests on PostgreSQL', ...withPostgres('npx', 'vitest', 'run', '--project', 'api')),
  vitest(
    'resilience suites, reduced, on PostgreSQL (crash loop, races, hostile input)',
    ...withPostgres('npx', ...resilience),
  ),
  step('format check (Prettier, .prettierrc.json)', 'npx', 'prettier', '--check', '.'),
  // `npm start`'s graceful shutdown (requests in flight answered, exit 0, the PGlite folder free at once), then the
  // README's "Using a PostgreSQL server" as written, on a throwaway server, signed in through Chromium. Each starts
  // its own console on a free port and data of its own from the build above, which they wait for (a stale build
  // would be rebuilt by `npm start`).
  {
    ...step("npm start's graceful shutdown (scripts/console-shutdown.mjs)", 'node', 'scripts/console-shutdown.mjs'),
    after: BUILD,
  },
  {
    ...step("README's production section (scripts/readme-production.mjs)", 'node', 'scripts/readme-production.mjs'),
    after: BUILD,
  },
  step('copy-paste detector (jscpd, .jscpd.json)', 'npx', 'jscpd', '--silent'),
  // Without traces (E2E_TRACE=off, playwright.config.ts): recording one for every test, kept only for a failure,
  // cost 10–15 % of the step's CPU; a failure still leaves its screenshot and page snapshot, and a rerun of the spec
  // with `npx playwright test` records its trace (docs/engineering.md).
  {
    ...step('end-to-end tests (Playwright, Chromium)', 'npx', 'playwright', 'test'),
    report: path.join(reports, 'playwright.json'),
    env: { E2E_TRACE: process.env.E2E_TRACE ?? 'off', E2E_JSON_REPORT: path.join(reports, 'playwright.json') },
    alone: true,
  },
];

const only = process.env.TEST_STEPS?.split(',').map((s) => s.trim());
const wanted = (s) => !only || only.some((o) => s.name.startsWith(o));
const env = { ...process.env, FORCE_COLOR: process.env.FORCE_COLOR ?? '0' };
const slots = Number(process.env.TEST_SLOTS) || 3;

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
      resolve({ name: s.name, ok: code === 0, seconds, tail: Buffer.concat(chunks).toString('utf8') });
    };
    child.on('error', (error) => {
      chunks.push(Buffer.from(`${error.message}\n`));
      finish(1);
    });
    child.on('close', (code) => finish(code));
  });
}

const queue = steps.filter(wanted);
const names = new Set(queue.map((s) => s.name));
const ended = new Set();
const running = new Set();
const results = [];
const startedAll = Date.now();
/** Whether `s` may start now: what it waits for has ended (or does not run); a step that runs alone waits for all the others. */
const ready = (s) =>
  (!s.after || !names.has(s.after) || ended.has(s.after)) &&
  (!s.alone || (running.size === 0 && queue.every((q) => q === s || q.alone)));
await new Promise((resolve) => {
  const next = () => {
    if (queue.length === 0 && running.size === 0) return resolve();
    while (running.size < slots && queue.length > 0) {
      // The machine is the alone step's: nothing starts beside it.
      if ([...running].some((s) => s.alone)) break;
      const s = queue.find(ready);
      if (!s) break;
      queue.splice(queue.indexOf(s), 1);
      running.add(s);
      run(s, !s.alone && slots > 1).then((result) => {
        results.push(result);
        running.delete(s);
        ended.add(s.name);
        next();
      });
    }
  };
  next();
});

// Side-by-side steps' times overlap: the total is the wall-clock time of the whole run.
console.log('\n=== summary');
results.sort((a, b) => steps.findIndex((s) => s.name === a.name) - steps.findIndex((s) => s.name === b.name));
for (const r of results) console.log(`${r.ok ? 'PASS' : 'FAIL'}  ${r.name} (${r.seconds} s)`);
const digest = results.flatMap((r) =>
  problems(
    r,
    steps.find((s) => s.name === r.name),
  ),
);
if (digest.length > 0) console.log(['\n=== failed and flaky tests', ...digest].join('\n'));
console.log(`total ${Math.round((Date.now() - startedAll) / 1000)} s`);
process.exit(results.every((r) => r.ok) ? 0 : 1);

/** An error's first lines, without colours or blank lines. */
function firstLines(text, count = 4) {
  return (text ?? '')
    .replace(/\u001b\[[0-9;]*m/g, '')
    .split('\n')
    .map((line) => line.trimEnd())
    .filter((line) => line.trim() !== '')
    .slice(0, count)
    .map((line) => `    ${line.slice(0, 300)}`);
}

function readReport(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

/** Playwright's JSON report: its suites nest; a test's results are its attempts. */
function playwrightProblems(report) {
  const lines = [];
  const walk = (suite) => {
    for (const child of suite.suites ?? []) walk(child);
    for (const spec of suite.specs ?? [])
      for (const t of spec.tests ?? []) {
        if (t.status !== 'unexpected' && t.status !== 'flaky') continue;
        const failed = t.results.find((r) => r.status !== 'passed' && r.status !== 'skipped');
        lines.push(
          `  ${t.status === 'flaky' ? 'FLAKY (passed on retry)' : 'FAILED'}  ${spec.file}:${spec.line} › ${spec.title}`,
        );
        lines.push(...firstLines(failed?.error?.message ?? failed?.errors?.[0]?.message, 6));
      }
  };
  walk(report);
  return lines;
}

/** Vitest's JSON report (Jest's shape). */
function vitestProblems(report) {
  return (report.testResults ?? []).flatMap((file) => {
    const failed = (file.assertionResults ?? []).filter((t) => t.status === 'failed');
    if (failed.length === 0)
      return file.status === 'failed'
        ? [`  FAILED  ${path.relative(process.cwd(), file.name)}`, ...firstLines(file.message)]
        : [];
    return failed.flatMap((t) => [
      `  FAILED  ${path.relative(process.cwd(), file.name)} › ${t.fullName}`,
      ...firstLines(t.failureMessages?.[0]),
    ]);
  });
}

/** What went wrong in one step, in a few lines a test: its report's failed (and flaky) tests, else its output's end. */
function problems(result, s) {
  const report = s?.report ? readReport(s.report) : null;
  const lines = report ? (report.config ? playwrightProblems(report) : vitestProblems(report)) : [];
  if (lines.length > 0 || result.ok) return lines.length > 0 ? [`${result.name}:`, ...lines] : [];
  return [
    `${result.name}: (no report; the end of its output)`,
    ...firstLines(result.tail.split('\n').slice(-12).join('\n'), 12),
  ];
}
