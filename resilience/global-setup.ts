import fs from 'node:fs';
import pg from 'pg';
import { freshPostgres } from '../service/test/harness';
import { bundleService } from '../service/test/service-bundle';
import { freePort, kill, startService, tempDir, type Engine } from './server';

/**
 * Vitest globalSetup of the resilience suites. Their time is service processes starting, a dozen a run on each
 * engine, so it does two things once per run:
 * - Bundles the service and the clients CLI into plain JavaScript (service/test/service-bundle.ts): each start
 *   then loads in about 4 s instead of 6–7 s through tsx's transform of every source file.
 * - Starts that bundle once on an empty database, which it migrates (and on PGlite seeds with the demo
 *   merchant and client, as `npm start` does), then stops it: each suite starts from a copy of that database
 *   (`freshEngine`) instead of migrating its own, as the API tests do.
 */
export default async function setup(): Promise<() => Promise<void>> {
  const bundle = await bundleService({
    server: 'service/server.ts',
    'clients-create': 'service/cli/clients-create.ts',
  });
  process.env.RESILIENCE_SERVICE_BUNDLE = bundle.dir;

  const adminUrl = process.env.TEST_DATABASE_URL;
  const template: Engine = adminUrl
    ? { kind: 'postgres', url: await freshPostgres(adminUrl) }
    : { kind: 'pglite', dir: tempDir('mc-resilience-template-') };
  await kill(await startService(template, await freePort()), 'SIGTERM');
  if (template.kind === 'pglite') process.env.RESILIENCE_PGLITE_TEMPLATE = template.dir;
  else process.env.RESILIENCE_PG_TEMPLATE = new URL(template.url).pathname.slice(1);

  return async () => {
    bundle.remove();
    if (template.kind === 'pglite') fs.rmSync(template.dir, { recursive: true, force: true });
    else {
      const admin = new pg.Client({ connectionString: adminUrl });
      await admin.connect();
      await admin.query(`drop database if exists ${process.env.RESILIENCE_PG_TEMPLATE}`);
      await admin.end();
    }
  };
}
