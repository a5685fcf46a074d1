/**
 * The demo merchant of a database `npm run seed` loaded (DATABASE_URL, else PGLITE_DIR), through its own HTTP app
 * (no rate limit) and a new API client's token: what the bench scripts run with `--existing` measure against.
 */
import type { Db } from '../service/db/client';
import { openDatabase } from '../service/db/client';
import { configFromEnv } from '../service/config';
import { createApp } from '../service/api/app';
import { systemClock } from '../service/lib/clock';
import { loadTokenSecret } from '../service/bootstrap';
import { createClient } from '../service/oauth/clients';
import { DEMO_MERCHANT_ID } from '../service/seed/demo';

export interface Target {
  db: Db;
  kind: string;
  app: { fetch(request: Request): Response | Promise<Response> };
  merchantId: string;
  token: string;
  close(): Promise<void>;
}

export async function existingTarget(clientName: string): Promise<Target> {
  const database = await openDatabase({
    url: process.env.DATABASE_URL || undefined,
    dataDir: process.env.PGLITE_DIR || undefined,
  });
  const config = { ...configFromEnv({}), demo: false, rateLimit: { capacity: 1e9, refillPerSecond: 1e9 } };
  const app = createApp({
    db: database.db,
    clock: systemClock,
    config,
    tokenSecret: await loadTokenSecret(database.db),
  });
  const creds = await createClient(database.db, { merchantId: DEMO_MERCHANT_ID, name: clientName });
  const res = await app.fetch(
    new Request('http://bench/api/v1/oauth/token', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        client_id: creds.clientId,
        client_secret: creds.clientSecret,
        audience: config.audience,
        grant_type: 'client_credentials',
      }),
    }),
  );
  const { access_token: token } = (await res.json()) as { access_token: string };
  return {
    db: database.db,
    kind: database.kind,
    app,
    merchantId: DEMO_MERCHANT_ID,
    token,
    // The request log's last batch is written before the database closes (else its INSERT fails at exit).
    close: async () => {
      await app.requestLog.close();
      await database.close();
    },
  };
}
