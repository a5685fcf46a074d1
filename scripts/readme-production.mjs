#!/usr/bin/env node
// README follows itself: runs the sh block of README.md's "Using a PostgreSQL server" as written, on a
// throwaway PostgreSQL server (scripts/postgres.mjs) — the only change is DATABASE_URL's value, pointed at
// that server — then creates an end user with the client `clients:create` printed, signs in through
// Chromium with the password `staff:create` printed, and checks that the overview and the end users list
// render with data. `npm start` reuses the .next build when it is newer than the sources (else it builds,
// which takes minutes). Exit code 0 when everything worked. Run in CI by scripts/test.mjs.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import pg from 'pg';
import { chromium } from 'playwright-core';
import { until } from './until.mjs';
import { freePort, startPostgres } from './postgres.mjs';
import { chromiumPath } from './chromium.mjs';

const STEP_MS = 60_000;
const started = Date.now();
const log = (line) => console.log(`[readme-production ${((Date.now() - started) / 1000).toFixed(1)} s] ${line}`);

function productionBlock() {
  const readme = fs.readFileSync('README.md', 'utf8');
  const section = readme.split(/^## Using a PostgreSQL server$/m)[1]?.split(/^## /m)[0];
  const block = section && /```sh\n([\s\S]*?)```/.exec(section)?.[1];
  if (!block) throw new Error('README.md has no sh block under "## Using a PostgreSQL server".');
  const lines = block.split('\n');
  const dbLine = lines.findIndex((l) => /^export DATABASE_URL=/.test(l));
  if (dbLine < 0) throw new Error('The README block no longer exports DATABASE_URL.');
  if (!lines.some((l) => /^npm start\b/.test(l))) throw new Error('The README block no longer ends with npm start.');
  return { lines, dbLine };
}

let server = null;
let output = '';
let browser = null;
let postgres = null;
let code = 1;
try {
  const { lines, dbLine } = productionBlock();
  postgres = await startPostgres();
  const admin = new pg.Client({ connectionString: postgres.url });
  await admin.connect();
  await admin.query('create database merchant_console');
  await admin.end();
  const databaseUrl = postgres.url.replace(/\/postgres$/, '/merchant_console');
  lines[dbLine] = `export DATABASE_URL=${databaseUrl}`;
  log(`PostgreSQL ${postgres.version} on ${postgres.port}; running README's block:\n${lines.join('\n')}`);

  const port = await freePort();
  // A clean environment for what the README sets: nothing from the caller's shell may make it pass.
  const env = { ...process.env, PORT: String(port), NODE_ENV: 'production' };
  for (const name of Object.keys(env))
    if (/^(DATABASE_|MERCHANT_API_|AUTH_SECRET|CONSOLE_|PGLITE_|PUBLIC_URL|SERVICE_TOKEN|E2E)/.test(name))
      delete env[name];
  server = spawn('bash', ['-euo', 'pipefail', '-c', lines.join('\n')], {
    env,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  for (const stream of [server.stdout, server.stderr]) stream.on('data', (d) => (output += d));
  const exited = new Promise((r) => server.on('exit', (c, s) => r(`exited (${c ?? s})`)));

  const printed = (name) => new RegExp(`^${name}: (\\S+)$`, 'm').exec(output)?.[1];
  const [clientId, clientSecret, password] = await until('clients:create and staff:create', async () =>
    server.exitCode !== null
      ? Promise.reject(new Error('The README block stopped early.'))
      : printed('password') && [printed('client_id'), printed('client_secret'), printed('password')],
  );
  const base = `http://127.0.0.1:${port}`;
  log('waiting for npm start (builds first when the sources are newer than .next)…');
  await until(
    'npm start to answer /login',
    async () => {
      if (server.exitCode !== null) throw new Error(`npm start ${await exited}.`);
      return fetch(`${base}/login`).then(
        (r) => r.ok,
        () => false,
      );
    },
    20 * 60_000,
  );
  log('console up');

  // The API with the client clients:create printed (README's quick start, other credentials).
  const tokenResponse = await fetch(`${base}/api/v1/oauth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      client_id: clientId,
      client_secret: clientSecret,
      audience: 'merchant-api',
      grant_type: 'client_credentials',
    }),
  });
  if (!tokenResponse.ok) throw new Error(`token: ${tokenResponse.status} ${await tokenResponse.text()}`);
  const { access_token: token } = await tokenResponse.json();
  const lastName = `Readme${Date.now().toString(36)}`;
  const created = await fetch(`${base}/api/v1/end-users/create`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({
      type: 'INDIVIDUAL',
      first_name: 'Ana',
      last_name: lastName,
      email: 'ana@example.com',
      local_id_type: 'NATIONAL_ID',
      local_id_country: 'USA',
      phone_number: { country_code: '1', number: '4155550123' },
    }),
  });
  if (created.status !== 201) throw new Error(`end-users/create: ${created.status} ${await created.text()}`);

  browser = await chromium.launch({
    executablePath: chromiumPath(),
    args: ['--no-sandbox', '--disable-gpu'],
  });
  const page = await browser.newPage({ baseURL: base });
  page.setDefaultTimeout(STEP_MS);
  await page.goto('/login');
  await page.getByLabel('Email').fill('admin@acme.test');
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL((url) => url.pathname !== '/login');
  log(`signed in, at ${new URL(page.url()).pathname}`);
  await page.goto('/');
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  if (await page.getByText(/couldn.t load|did not answer/i).count()) throw new Error('The overview shows an error.');
  await page.goto('/end-users');
  await page.getByText(lastName).filter({ visible: true }).first().waitFor();
  if (await page.getByText(/couldn.t load|did not answer/i).count())
    throw new Error('The end users list shows an error.');
  log('the overview and the end users list render, with the end user made through the API');
  if (/unhandledRejection|has no demo client/.test(output)) throw new Error('The server log shows an error.');
  code = 0;
} catch (error) {
  console.error(`README's production section FAILED: ${error.message}\n--- output of the README block ---\n${output}`);
} finally {
  await browser?.close().catch(() => undefined);
  if (server && server.exitCode === null) {
    process.kill(-server.pid, 'SIGTERM');
    await until('npm start to stop', () => server.exitCode !== null || server.signalCode !== null, 15_000).catch(() =>
      process.kill(-server.pid, 'SIGKILL'),
    );
  }
  await postgres?.stop();
}
log(code === 0 ? 'PASS' : 'FAIL');
process.exit(code);
