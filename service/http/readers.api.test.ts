import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../db/client';
import { insertAccount } from '../test/fixtures';
import { freshPostgres, startTestService, type TestService } from '../test/harness';

/**
 * DATABASE_READ_URL: lists and the overview read from the hot standby, except for a client that just wrote,
 * whose reads stay on the primary. The "standby" here is a second, empty database, so which one answered
 * shows in the result.
 */
let standby: Database;
let svc: TestService;
const window = process.env.READ_YOUR_WRITES_SECONDS;

beforeAll(async () => {
  process.env.READ_YOUR_WRITES_SECONDS = '0.3';
  const adminUrl = process.env.TEST_DATABASE_URL;
  standby = await openDatabase(adminUrl ? { url: await freshPostgres(adminUrl) } : { dataDir: 'memory://' });
  svc = await startTestService({ readDb: standby.db });
});
afterAll(async () => {
  if (window === undefined) delete process.env.READ_YOUR_WRITES_SECONDS;
  else process.env.READ_YOUR_WRITES_SECONDS = window;
  await svc.close();
  await standby.close();
});

describe('reads from a hot standby (DATABASE_READ_URL)', () => {
  it('a client that just wrote reads its write from the primary; later reads go to the standby', async () => {
    const funding = await insertAccount(svc.database.db, svc.merchant);
    const created = await svc.request('POST', '/payments/create', {
      body: {
        tenant_id: svc.merchant.tenantIds[0],
        amount: 1000,
        description: 'read your writes',
        auto_send_receipt: false,
        funding_source_id: funding.id,
      },
    });
    expect(created.status).toBe(201);
    const right = await svc.request('GET', '/payments/list');
    expect(right.body.payments.map((p: { uuid: string }) => p.uuid)).toContain(created.body.payment.uuid);

    await new Promise((r) => setTimeout(r, 400)); // past the read-your-writes window
    const later = await svc.request('GET', '/payments/list');
    expect(later.status).toBe(200);
    expect(later.body.payments).toEqual([]); // the (empty) standby answered
    // Reads of one object stay on the primary: it is there.
    expect((await svc.request('GET', `/payments/${created.body.payment.uuid}`)).status).toBe(200);
  });
});
