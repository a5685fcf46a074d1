import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { settle } from '../deposits/settle';
import { systemClock } from '../lib/clock';
import { openDispute } from '../processor/dispute';
import { insertAccount, succeed } from '../test/fixtures';
import { startTestService, type TestService } from '../test/harness';

/** docs/design.md: every transaction id the API returns is readable through some endpoint. */
let svc: TestService;
beforeAll(async () => {
  svc = await startTestService();
});
afterAll(() => svc.close());

describe('GET /transactions/{uuid}', () => {
  it('reads every transaction a deposit lists (payments, refunds and the REVERSAL of a dispute) and every refund of a payment', async () => {
    const db = svc.database.db;
    const m = await svc.newMerchant();
    const funding = await insertAccount(db, m);
    const as = svc.as(m);
    const pay = async (amount: number) => {
      const res = await as('POST', '/payments/create', {
        body: {
          tenant_id: m.tenantIds[0],
          amount,
          description: 'Order',
          auto_send_receipt: false,
          funding_source_id: funding.id,
        },
      });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      await succeed(db, res.body.payment.uuid);
      return res.body.payment.uuid as string;
    };
    const refunded = await pay(1_000);
    expect((await as('PUT', `/payments/${refunded}/refund`, { body: { reason: 'OTHER', amount: 300 } })).status).toBe(
      200,
    );
    const disputed = await pay(2_066); // ending in 66: the sandbox disputes it (docs/disputes.md)
    expect(await openDispute(db, disputed, new Date())).toBe(true);
    await pay(500);
    const deposit = await settle(db, systemClock, m.merchantId, 'USD');
    expect(deposit).not.toBeNull();

    const related = (await as('GET', `/deposits/${deposit!.id}`)).body.related_transactions as {
      uuid: string;
      type: string;
    }[];
    const payment = (await as('GET', `/payments/${refunded}`)).body.payment as { refunds: { uuid: string }[] };
    const ids = new Map<string, string | undefined>([
      ...related.map((r) => [r.uuid, r.type] as const),
      ...payment.refunds.map((r) => [r.uuid, 'REFUND'] as const),
      [deposit!.id, 'DEPOSIT'],
    ]);
    expect([...new Set(related.map((r) => r.type))].sort()).toEqual(['PAYMENT', 'REFUND', 'REVERSAL']);
    for (const [uuid, type] of ids) {
      const res = await as('GET', `/transactions/${uuid}`);
      expect(res.status, `${type} ${uuid}`).toBe(200);
      expect(res.body.transaction).toMatchObject({ uuid, type });
    }
  });

  it('answers 404 for another merchant’s transaction or an unknown id, needs read:payments, and is an extension', async () => {
    const other = await svc.newMerchant();
    const funding = await insertAccount(svc.database.db, other);
    const theirs = await svc.as(other)('POST', '/payments/create', {
      body: {
        tenant_id: other.tenantIds[0],
        amount: 100,
        description: 'Order',
        auto_send_receipt: false,
        funding_source_id: funding.id,
      },
    });
    expect((await svc.request('GET', `/transactions/${theirs.body.payment.uuid}`)).status).toBe(404);
    expect((await svc.request('GET', '/transactions/trx_unknown')).status).toBe(404);
    const limited = await svc.newMerchant({ scopes: ['read:accounts'] });
    expect((await svc.as(limited)('GET', `/transactions/${theirs.body.payment.uuid}`)).status).toBe(403);
    const doc = (await svc.request('GET', '/openapi.json', { token: null })).body;
    expect(doc.paths['/api/v1/transactions/{uuid}'].get['x-extension']).toBe(true);
  });
});
