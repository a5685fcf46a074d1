import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestConsoleDb } from '@/lib/db/test-db';
import type { ConsoleDb } from '@/lib/db/types';
import {
  batchesOfFile,
  claimLease,
  confirmDraft,
  discardDraft,
  countItems,
  createBatch,
  finishBatch,
  listItems,
  nextQueued,
  pendingByPayment,
  recordItem,
  refundedFromFile,
  refuseDraft,
  releaseHeld,
  requeueUncertain,
  totalsByCurrency,
  type NewItem,
} from './batches';
import { DRAFT_HOLD_HOURS } from './state';

const maker = { id: '00000000-0000-4000-8000-000000000001', email: 'support@example.com' };
const item = (n: number, currency = 'USD'): NewItem => ({
  paymentId: `trx_${n}`,
  paymentCode: `PAY-${n}`,
  currency,
  amount: 1000 + n,
  paymentStatus: 'SUCCESSFUL',
});

let db: ConsoleDb;
let close: () => Promise<void>;
beforeAll(async () => ({ db, close } = await openTestConsoleDb()));
afterAll(() => close());

describe('bulk refund batches', () => {
  it('stores a draft with its payments in order, each with its own idempotency key', async () => {
    const batch = await createBatch(
      db,
      maker,
      { kind: 'selection' },
      Array.from({ length: 600 }, (_, i) => item(i)),
    );
    const items = await listItems(db, batch.id);
    expect(batch.status).toBe('draft');
    expect(items.map((i) => i.position)).toEqual(Array.from({ length: 600 }, (_, i) => i + 1));
    expect(new Set(items.map((i) => i.idempotencyKey)).size).toBe(600);
  });

  it('is confirmed once: a second confirm changes nothing', async () => {
    const batch = await createBatch(db, maker, { kind: 'selection' }, [item(1)]);
    expect(await confirmDraft(db, batch.id, { reason: 'FRAUDULENT', note: null, status: 'running' })).toMatchObject({
      status: 'running',
      reason: 'FRAUDULENT',
    });
    expect(await confirmDraft(db, batch.id, { reason: 'OTHER', note: 'again', status: 'held' })).toBeNull();
  });

  it('a held batch is released once', async () => {
    const batch = await createBatch(db, maker, { kind: 'selection' }, [item(1)]);
    await confirmDraft(db, batch.id, { reason: 'FRAUDULENT', note: null, status: 'held' });
    expect(await releaseHeld(db, batch.id)).toMatchObject({ status: 'running' });
    expect(await releaseHeld(db, batch.id)).toBeNull();
  });

  it('lets one worker at a time claim a running batch, and another once the lease ran out', async () => {
    const batch = await createBatch(db, maker, { kind: 'selection' }, [item(1)]);
    expect(await claimLease(db, batch.id, 30)).toBe(false); // a draft is not run
    await confirmDraft(db, batch.id, { reason: 'FRAUDULENT', note: null, status: 'running' });
    const claims = await Promise.all([
      claimLease(db, batch.id, 30),
      claimLease(db, batch.id, 30),
      claimLease(db, batch.id, 30),
    ]);
    expect(claims.filter(Boolean)).toHaveLength(1);
    await db.execute(
      sql`update console.bulk_refunds set lease_until = now() - interval '1 second' where id = ${batch.id}`,
    );
    expect(await claimLease(db, batch.id, 30)).toBe(true);
  });

  it('counts outcomes, finishes, and requeues only the unconfirmed refunds', async () => {
    const batch = await createBatch(db, maker, { kind: 'selection' }, [item(1), item(2), item(3), item(4)]);
    await confirmDraft(db, batch.id, { reason: 'FRAUDULENT', note: null, status: 'running' });
    await recordItem(db, batch.id, 1, { status: 'refunded', apiRequestId: 'req_1' });
    await recordItem(db, batch.id, 2, {
      status: 'refused',
      message: 'Payment already refunded.',
      errorCode: 'payment_not_refundable',
    });
    await recordItem(db, batch.id, 3, { status: 'uncertain', message: 'timeout' });
    expect((await nextQueued(db, batch.id, 10)).map((i) => i.position)).toEqual([4]);
    await recordItem(db, batch.id, 4, { status: 'refunded' });
    expect(await countItems(db, batch.id)).toEqual({ total: 4, queued: 0, refunded: 2, refused: 1, uncertain: 1 });
    expect(await finishBatch(db, batch.id)).toBe(true);
    expect(await finishBatch(db, batch.id)).toBe(false);
    expect(await requeueUncertain(db, batch.id)).toBe(1);
    expect((await nextQueued(db, batch.id, 10)).map((i) => i.position)).toEqual([3]);
    expect(await claimLease(db, batch.id, 30)).toBe(true); // running again
  });

  it('sums exact minor units per currency', () => {
    expect(
      totalsByCurrency([
        { currency: 'USD', amount: 1 },
        { currency: 'COP', amount: 500_000 },
        { currency: 'USD', amount: 2 },
      ]),
    ).toEqual([
      { currency: 'COP', amount: 500_000, count: 1 },
      { currency: 'USD', amount: 3, count: 2 },
    ]);
  });

  it('counts what open batches hold of a payment and have not sent, and finds the batches made from a file', async () => {
    const paymentId = `trx_pending_${Date.now()}`;
    const of = (amount: number): NewItem => ({ ...item(1), paymentId, amount });
    const hash = 'a'.repeat(64);
    const draft = await createBatch(db, maker, { kind: 'csv', rows: 1, hash }, [of(2_000)]);
    const running = await createBatch(db, maker, { kind: 'csv', rows: 2 }, [of(300), of(50)]);
    await confirmDraft(db, running.id, { reason: 'PER_ROW', note: null, status: 'running' });
    await recordItem(db, running.id, 1, { status: 'refunded' });
    const refused = await createBatch(db, maker, { kind: 'csv', rows: 1 }, [of(7_000)]);
    await refuseDraft(db, refused.id);
    // Refused or refunded: nothing pending; the draft's 2,000 and the running batch's queued 50 are.
    expect(await pendingByPayment(db, [paymentId, 'trx_none'])).toEqual(new Map([[paymentId, 2_050]]));
    // An unconfirmed refund of a finished batch may have been made: it is still counted.
    await recordItem(db, running.id, 2, { status: 'uncertain' });
    await finishBatch(db, running.id);
    expect((await pendingByPayment(db, [paymentId])).get(paymentId)).toBe(2_050);
    expect((await batchesOfFile(db, hash)).map((b) => b.id)).toEqual([draft.id]);
    expect(await batchesOfFile(db, 'b'.repeat(64))).toEqual([]);
    // What the batches from that file refunded or hold, per payment.
    expect(await refundedFromFile(db, hash)).toEqual(new Map([[paymentId, 2_000]]));

    // A day later the draft nobody started holds nothing (the uncertain 50 still counts), and cannot be started.
    const dayLater = new Date(Date.now() + (DRAFT_HOLD_HOURS * 3_600 + 60) * 1000);
    expect((await pendingByPayment(db, [paymentId], dayLater)).get(paymentId)).toBe(50);
    expect(await refundedFromFile(db, hash, dayLater)).toEqual(new Map());
    const start = { reason: 'PER_ROW', note: null, status: 'running' as const };
    expect(await confirmDraft(db, draft.id, start, dayLater)).toBeNull();
    // Discarded, it holds nothing now either, once.
    expect(await discardDraft(db, draft.id)).toMatchObject({ status: 'discarded' });
    expect(await discardDraft(db, draft.id)).toBeNull();
    expect((await pendingByPayment(db, [paymentId])).get(paymentId)).toBe(50);
    expect(await refundedFromFile(db, hash)).toEqual(new Map());
    expect(await confirmDraft(db, draft.id, start)).toBeNull();
    expect(await discardDraft(db, running.id)).toBeNull();
  });
});
