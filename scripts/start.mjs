#!/usr/bin/env node
// `npm start`: build when the sources are newer than the last build, then serve console + API on PORT (3000).
import { spawnSync } from 'node:child_process';
import http from 'node:http';
import fs from 'node:fs';
import path from 'node:path';

const sources = [
  'app',
  'components',
  'lib',
  'core',
  'service',
  'package.json',
  'next.config.mjs',
  'instrumentation.ts',
  'proxy.ts',
];
function newest(p) {
  if (!fs.existsSync(p)) return 0;
  const stat = fs.statSync(p);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let max = stat.mtimeMs;
  for (const entry of fs.readdirSync(p)) max = Math.max(max, newest(path.join(p, entry)));
  return max;
}

// The configuration first (service/environment.ts): a wrong variable stops here, in a second, with one sentence.
const check = spawnSync(process.execPath, ['--import', 'tsx', 'service/cli/check-env.ts', 'console'], {
  stdio: 'inherit',
});
if (check.status !== 0) process.exit(check.status ?? 1);

const buildId = '.next/BUILD_ID';
const built = fs.existsSync(buildId) ? fs.statSync(buildId).mtimeMs : 0;
if (!built || Math.max(...sources.map(newest)) > built) {
  console.log('Building the console (first start or sources changed)…');
  const r = spawnSync(process.execPath, ['node_modules/next/dist/bin/next', 'build'], { stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
}

// Next.js in this process (its custom-server API: the same request handling as `next start`), so that SIGTERM
// can stop the embedded service at a safe point once the last request is answered (docs/operations.md, "Restarts").
process.env.NODE_ENV = 'production';
const port = Number(process.env.PORT || 3000);
const host = process.env.HOST || undefined; // unset: every interface, as `next start`
const { default: next } = await import('next');
const app = next({ dev: false, dir: process.cwd(), port, hostname: host });
const handle = app.getRequestHandler();
let stopping = false;
const server = http.createServer((request, response) => {
  // While shutting down, every answer closes its connection, so keep-alive clients reconnect elsewhere.
  if (stopping) response.setHeader('Connection', 'close');
  handle(request, response).catch((error) => {
    console.error(`Failed to handle request for ${request.url}`, error);
    if (!response.headersSent) response.statusCode = 500;
    response.end();
  });
});
// An idle keep-alive connection stays open 65 s, longer than the idle timeout of what usually sits in front (load
// balancers and HTTP clients keep 60 s or less): a request sent on a connection that is about to be closed would be
// reset instead of answered (docs/operations.md).
server.keepAliveTimeout = 65_000;
server.headersTimeout = 66_000;

/**
 * On SIGTERM (or SIGINT), as `npm run service` (service/server.ts): readiness answers 503 at once; after
 * SHUTDOWN_DRAIN_SECONDS (default 0) the server stops accepting and answers what is in flight; then Next.js closes,
 * the embedded service stops its background loops between ticks, flushes the request log and closes the database
 * (releasing a PGlite folder), and the process exits 0. A second signal (a second or more after the first), or
 * SHUTDOWN_TIMEOUT_SECONDS (30), exits 1.
 * The hooks are lib/lifecycle.ts's, which the console's boot (instrumentation.ts) puts on globalThis.
 */
let prepared = null;
let firstSignalAt = 0;
async function shutdown(signal) {
  if (stopping) {
    // Ctrl+C reaches this process twice at once (from the terminal, and from npm passing it on): only a signal
    // sent again later means "now".
    if (Date.now() - firstSignalAt < 1000) return;
    console.error(`Merchant Console: ${signal} again, exiting now.`);
    process.exit(1);
  }
  stopping = true;
  firstSignalAt = Date.now();
  const drainMs = Number(process.env.SHUTDOWN_DRAIN_SECONDS || 0) * 1000;
  const timeoutMs = Number(process.env.SHUTDOWN_TIMEOUT_SECONDS || 30) * 1000;
  setTimeout(() => {
    console.error(`Merchant Console: shutdown took longer than ${timeoutMs / 1000} s; exiting anyway.`);
    process.exit(1);
  }, drainMs + timeoutMs).unref();
  await prepared?.catch(() => undefined);
  const hooks = globalThis[Symbol.for('merchant-console.shutdown')];
  hooks?.drain();
  console.log(`Merchant Console: ${signal}, draining${drainMs ? ` for ${drainMs / 1000} s` : ''}…`);
  if (drainMs) await new Promise((r) => setTimeout(r, drainMs));
  if (server.listening)
    await new Promise((resolve) => {
      server.close(() => resolve());
      server.closeIdleConnections();
    });
  await app.close().catch((error) => console.error('Merchant Console: closing Next.js failed', error));
  await hooks?.stop();
  console.log('Merchant Console: stopped (requests answered, background work stopped, database closed).');
  process.exit(0);
}
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => void shutdown(signal));

// Boots the console (instrumentation.ts: database, migrations, the embedded service) before listening.
prepared = app.prepare();
await prepared;
if (!stopping) {
  server.on('error', (error) => {
    console.error(
      `Merchant Console cannot start: ${error.code === 'EADDRINUSE' ? `port ${port} is in use` : error.message}.`,
    );
    process.exit(1);
  });
  server.listen(port, host, () => {
    const origin = `http://${host && host !== '0.0.0.0' && host !== '::' ? host : 'localhost'}:${port}`;
    // As `next start` sets them once listening (server actions forwarded between workers read the origin).
    process.env.PORT = String(port);
    process.env.__NEXT_PRIVATE_ORIGIN = origin;
    console.log(`Merchant Console on ${origin}`);
  });
}
