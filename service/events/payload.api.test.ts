import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../lib/clock';
import { processDue } from '../processor/run';
import { insertAccount } from '../test/fixtures';
import { startTestService, type TestService } from '../test/harness';

/**
 * Events are written by SQL triggers (service/db/migrations/0002_events_and_webhooks.sql; the transaction's snapshot is
 * `events_transaction_json`, last replaced in 0007_events_transaction_payload.sql) beside the API's serializer
 * (service/transactions/serialize.ts). The two agree with no exception: every field an event's transaction carries
 * is the value GET /transactions/{uuid} answers for it at that moment, for each kind and state.
 */
let svc: TestService;
let clock: ManualClock;
const processor = {
  batchSize: 500,
  retryMs: 60_000,
  delays: { pendingMs: 5_000, processingMs: 10_000, disputeMs: 600_000 },
};

beforeAll(async () => {
  clock = new ManualClock('2026-03-02T10:00:00.000Z');
  svc = await startTestService({ clock });
});
afterAll(() => svc.close());

type Json = Record<string, unknown>;

async function newestEvent(
  objectId: string,
  type?: string,
): Promise<{ type: string; data: { object: Json; refund?: Json } }> {
  const res = await svc.request('GET', '/events/list', { query: { object_id: objectId, ...(type ? { type } : {}) } });
  expect(res.status).toBe(200);
  return res.body.events[0];
}

async function read(id: string): Promise<Json> {
  const res = await svc.request('GET', `/transactions/${id}`);
  expect(res.status, res.text).toBe(200);
  return res.body.transaction;
}

/** The event's payload, field by field, against the API's answer now. */
async function expectAgrees(payload: Json, id: string) {
  const api = await read(id);
  const fromApi = Object.fromEntries(Object.keys(payload).map((key) => [key, api[key]]));
  expect(payload).toEqual(fromApi);
}

describe("an event's transaction is the API's transaction", () => {
  it('for payments, payouts and transfers in every state the sandbox moves them through, and for a refund', async () => {
    const db = svc.database.db;
    const funding = await insertAccount(db, svc.merchant);
    const payee = await insertAccount(db, svc.merchant);
    const tenant_id = svc.merchant.tenantIds[0];
    const created = await Promise.all([
      svc.request('POST', '/payments/create', {
        body: {
          tenant_id,
          amount: 12_345,
          description: 'Order',
          metadata: { order: '7' },
          primary_reference: 'ref-1',
          auto_send_receipt: false,
          funding_source_id: funding.id,
        },
      }),
      svc.request('POST', '/payouts/create', {
        body: { tenant_id, amount: 2_500, currency: 'USD', destination_account_id: payee.id },
      }),
      svc.request('POST', '/transfers/create', {
        body: {
          tenant_id,
          amount: 7_713,
          currency: 'USD',
          description: 'Rent',
          statement_descriptor: 'ACME RENT',
          auto_send_receipt: false,
          origin_account_id: funding.id,
          destination_account_id: payee.id,
        },
      }),
    ]);
    for (const res of created) expect(res.status, res.text).toBe(201);
    const ids = [created[0].body.payment.uuid, created[1].body.payout.uuid, created[2].body.transfer.uuid] as string[];

    const seen = new Set<string>();
    for (let step = 0; step < 20; step++) {
      for (const id of ids) {
        const event = await newestEvent(id);
        seen.add(event.type);
        await expectAgrees(event.data.object, id);
      }
      if ((await Promise.all(ids.map(read))).every((t) => t.status !== 'PENDING' && t.status !== 'PROCESSING')) break;
      clock.advance(5_000);
      await processDue(db, clock, processor);
    }
    for (const kind of ['payment', 'payout', 'transfer']) {
      expect(seen).toContain(`${kind}.created`);
      expect(seen).toContain(`${kind}.processing`);
      expect([`${kind}.succeeded`, `${kind}.failed`].some((type) => seen.has(type))).toBe(true);
    }

    const refund = await svc.request('PUT', `/payments/${ids[0]}/refund`, {
      body: { reason: 'REQUESTED_BY_CUSTOMER', amount: 345 },
    });
    expect(refund.status, refund.text).toBe(200);
    // Written at the same instant as the payment's last event (the clock stands still): asked for by type.
    const refunded = await newestEvent(ids[0], 'payment.refunded');
    await expectAgrees(refunded.data.object, ids[0]);
    await expectAgrees(refunded.data.refund!, refunded.data.refund!.uuid as string);
  });
});

describe("an event's account agrees with the API's account", () => {
  /** The event's own shorthands for what the API nests or names otherwise (docs/developers.md, "Events"). */
  const shorthands = { status: 'current_status', end_user_id: 'end_user', institution_id: 'institution' } as const;

  async function expectAccountAgrees(payload: Json, id: string) {
    const res = await svc.request('GET', `/accounts/${id}`);
    expect(res.status, res.text).toBe(200);
    const api: Json = res.body.account;
    for (const [key, value] of Object.entries(payload)) {
      const apiKey = shorthands[key as keyof typeof shorthands];
      if (!apiKey) expect({ [key]: value }).toEqual({ [key]: api[key] });
      else if (apiKey === 'current_status') expect(value).toBe(api.current_status);
      else expect(value).toBe((api[apiKey] as Json | null)?.uuid ?? null);
    }
  }

  it('when connected and when disconnected', async () => {
    const account = await insertAccount(svc.database.db, svc.merchant);
    const connected = await newestEvent(account.id, 'account.connected');
    expect(connected.data.object.currency).toEqual({ code: account.currency });
    await expectAccountAgrees(connected.data.object, account.id);

    clock.advance(1_000);
    const res = await svc.request('PUT', `/accounts/${account.id}/disconnect`, {
      body: { disconnection_reason: 'OTHER', disconnection_note: 'closed' },
    });
    expect(res.status, res.text).toBe(200);
    await expectAccountAgrees((await newestEvent(account.id, 'account.disconnected')).data.object, account.id);
  });
});
