#!/usr/bin/env node
// `npm start` shuts down gracefully (docs/operations.md, "Restarts"): on a fresh PGlite folder with one merchant
// (`clients:create`, no demo data: it starts in seconds), the built console is started as `npm start` runs it;
// eight API requests are put in flight (headers read, bodies held back), SIGTERM is sent, and then it checks that
// the console stops accepting new connections, answers the eight, stops its background work, exits 0, and that
// `npm run backup` can open the folder at once (DATABASE_LOCK_WAIT_SECONDS=0: no waiting for the lock).
// Uses the .next build (scripts/start.mjs builds first when the sources are newer). Run by scripts/test.mjs.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { until } from './until.mjs';
import { freePort } from './postgres.mjs';

const started = Date.now();
const log = (line) => console.log(`[console-shutdown ${((Date.now() - started) / 1000).toFixed(1)} s] ${line}`);

/** One request on a connection of its own (no keep-alive pool): resolves to the status, or null when refused. */
function probe(url) {
  return new Promise((resolve) => {
    const req = http.get(url, { agent: false }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode));
    });
    req.on('error', () => resolve(null));
  });
}

/** A POST whose headers the server has read (it answered 100 Continue) but whose body is still to come. */
function heldRequest(url, token, body) {
  const payload = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = http.request(url, {
      method: 'POST',
      agent: false,
      headers: {
        authorization: `Bearer ${token}`,
        'content-type': 'application/json',
        'content-length': Buffer.byteLength(payload),
        expect: '100-continue',
      },
    });
    const answered = new Promise((done, fail) => {
      req.on('response', (res) => {
        let text = '';
        res.on('data', (d) => (text += d));
        res.on('end', () => done({ status: res.statusCode, body: text }));
      });
      req.on('error', fail);
    });
    req.on('error', reject);
    req.on('continue', () => resolve({ send: () => (req.end(payload), answered) }));
    req.flushHeaders();
  });
}

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mc-console-term-'));
// Nothing from the caller's shell may change the set-up: no PostgreSQL, no remote API, no other folder.
const env = { ...process.env, PGLITE_DIR: dir, PGLITE_FSYNC: 'off', DEMO_SEED: 'off' };
for (const name of Object.keys(env))
  if (/^(DATABASE_|MERCHANT_API_|CONSOLE_|PUBLIC_URL|E2E|NEXT_DIST_DIR)/.test(name)) delete env[name];

let server = null;
let output = '';
let code = 1;
try {
  const created = spawnSync(
    process.execPath,
    ['--import', 'tsx', 'service/cli/clients-create.ts', '--merchant-name', 'Shutdown Test'],
    { env, encoding: 'utf8', timeout: 120_000 },
  );
  const printed = (name) => new RegExp(`^${name}: (\\S+)$`, 'm').exec(created.stdout)?.[1];
  if (created.status !== 0 || !printed('client_secret'))
    throw new Error(`clients:create failed: ${created.stdout}${created.stderr}`);

  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  server = spawn(process.execPath, ['scripts/start.mjs'], {
    env: { ...env, PORT: String(port), PROCESSOR_INTERVAL_SECONDS: '0.05' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  for (const stream of [server.stdout, server.stderr]) stream.on('data', (d) => (output += d));
  const exited = new Promise((r) => server.on('exit', (c, s) => r({ code: c, signal: s })));
  log('waiting for the console (boots on its first request)…');
  const ready = await until(
    'readiness',
    async () => {
      if (server.exitCode !== null) throw new Error(`npm start exited (${server.exitCode}).`);
      if ((await probe(`${base}/api/v1/health/ready`)) !== 200) return null;
      return fetch(`${base}/api/v1/health/ready`).then((r) => r.json());
    },
    10 * 60_000,
  );
  if (ready.background?.state !== 'running') throw new Error(`background work: ${JSON.stringify(ready.background)}`);
  log('console ready, background work running');

  const tokenResponse = await fetch(`${base}/api/v1/oauth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', connection: 'close' },
    body: JSON.stringify({
      client_id: printed('client_id'),
      client_secret: printed('client_secret'),
      audience: 'merchant-api',
      grant_type: 'client_credentials',
    }),
  });
  if (!tokenResponse.ok) throw new Error(`token: ${tokenResponse.status} ${await tokenResponse.text()}`);
  const { access_token: token } = await tokenResponse.json();

  const held = await Promise.all(
    Array.from({ length: 8 }, (_, i) =>
      heldRequest(`${base}/api/v1/end-users/create`, token, {
        type: 'INDIVIDUAL',
        first_name: 'Term',
        last_name: `In flight ${i}`,
        email: `term-${i}@example.com`,
        local_id_type: 'NATIONAL_ID',
        local_id_country: 'USA',
        phone_number: { country_code: '1', number: '4155550123' },
      }),
    ),
  );
  server.kill('SIGTERM');
  log('SIGTERM sent with 8 requests in flight');
  await until(
    'the console to refuse new connections',
    async () => (await probe(`${base}/api/v1/health/live`)) === null,
  );
  log('new connections refused');
  const answers = await Promise.all(held.map((h) => h.send()));
  const statuses = answers.map((a) => a.status);
  if (statuses.some((s) => s !== 201)) throw new Error(`in-flight requests answered ${statuses.join(', ')}`);
  log('the 8 requests in flight answered 201');
  const end = await until('npm start to exit', () => (server.exitCode !== null || server.signalCode ? exited : null));
  if (end.code !== 0) throw new Error(`npm start exited with ${end.code ?? end.signal}, not 0.`);
  if (!/stopped \(requests answered, background work stopped, database closed\)/.test(output))
    throw new Error('npm start did not report its stop.');
  log('exit code 0 after stopping its background work and closing the database');

  const backup = spawnSync(process.execPath, ['--import', 'tsx', 'service/cli/backup.ts', '--out', `${dir}.tar.gz`], {
    env: { ...env, DATABASE_LOCK_WAIT_SECONDS: '0' },
    encoding: 'utf8',
  });
  if (backup.status !== 0) throw new Error(`npm run backup right after the stop failed: ${backup.stderr}`);
  log('npm run backup opened the folder at once');
  code = 0;
} catch (error) {
  console.error(`npm start's graceful shutdown FAILED: ${error.message}\n--- npm start's output ---\n${output}`);
} finally {
  if (server && server.exitCode === null && !server.signalCode) server.kill('SIGKILL');
  fs.rmSync(dir, { recursive: true, force: true });
  fs.rmSync(`${dir}.tar.gz`, { force: true });
}
log(code === 0 ? 'PASS' : 'FAIL');
process.exit(code);
