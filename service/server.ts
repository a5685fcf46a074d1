import type { Server } from 'node:http';
import { serve } from '@hono/node-server';
import { checkEnvironment } from './environment';
import { getService } from './index';
import { lifecycle } from './api/health';

/** `npm run service`: the API alone (default port 4000), e.g. several processes behind a load balancer on PostgreSQL. */
checkEnvironment('service');
const port = Number(process.env.SERVICE_PORT || process.env.PORT || 4000);
process.env.PUBLIC_URL ||= `http://localhost:${port}`;
const service = await getService().catch((error: Error) => {
  // A database that cannot be reached, a PGlite folder held by another process: one sentence, no stack.
  console.error(`Merchant Payments API cannot start: ${error.message}`);
  process.exit(1);
});
const server = serve(
  {
    fetch: async (request: Request) => {
      const response = await service.app.fetch(request);
      // While shutting down, every answer closes its connection, so keep-alive clients reconnect elsewhere.
      if (lifecycle.draining) response.headers.set('Connection', 'close');
      return response;
    },
    port,
    hostname: process.env.HOST || '0.0.0.0',
  },
  () => {
    console.log(
      `Merchant Payments API on http://localhost:${port}/api/v1 (${service.database.kind}: ${service.database.location})`,
    );
    if (service.demo) console.log(`client_id: ${service.demo.clientId}\nclient_secret: ${service.demo.clientSecret}`);
  },
) as Server;

/**
 * Graceful shutdown (docs/operations.md, "Restarts"): readiness turns 503 at once; after SHUTDOWN_DRAIN_SECONDS
 * (default 0; behind a balancer, longer than its check interval × fall) the server stops accepting, answers
 * what is in flight, stops the background loops between ticks, flushes the request log and closes the
 * database (releasing a PGlite folder), then exits 0. A second signal, or SHUTDOWN_TIMEOUT_SECONDS (30), exits 1.
 */
let stopping = false;
async function shutdown(signal: string) {
  if (stopping) process.exit(1);
  stopping = true;
  lifecycle.draining = true;
  const drainMs = Number(process.env.SHUTDOWN_DRAIN_SECONDS || 0) * 1000;
  const timeoutMs = Number(process.env.SHUTDOWN_TIMEOUT_SECONDS || 30) * 1000;
  setTimeout(() => {
    console.error(`Merchant Payments API: shutdown took longer than ${timeoutMs / 1000} s; exiting anyway.`);
    process.exit(1);
  }, drainMs + timeoutMs).unref();
  console.log(`Merchant Payments API: ${signal}, draining${drainMs ? ` for ${drainMs / 1000} s` : ''}…`);
  if (drainMs) await new Promise((r) => setTimeout(r, drainMs));
  await new Promise<void>((resolve) => {
    server.close(() => resolve());
    server.closeIdleConnections();
  });
  await service.stop();
  console.log('Merchant Payments API: stopped (requests answered, background work stopped, database closed).');
  process.exit(0);
}
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => void shutdown(signal));
