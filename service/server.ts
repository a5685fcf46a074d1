import { serve } from '@hono/node-server';
import { getService } from './index';

/** `npm run service`: the API alone (default port 4000), e.g. several processes behind a load balancer on PostgreSQL. */
const port = Number(process.env.SERVICE_PORT || process.env.PORT || 4000);
process.env.PUBLIC_URL ||= `http://localhost:${port}`;
const service = await getService();
serve({ fetch: service.app.fetch, port, hostname: process.env.HOST || '0.0.0.0' }, () => {
  console.log(`Merchant Payments API on http://localhost:${port}/api/v1 (${service.database.kind}: ${service.database.location})`);
  if (service.demo) console.log(`client_id: ${service.demo.clientId}\nclient_secret: ${service.demo.clientSecret}`);
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    void service.app.requestLog.close().finally(() => service.database.close()).finally(() => process.exit(0));
  });
}
