import { and, asc, desc, eq, gte, inArray, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { ConsoleDb } from '@/lib/db/types';
import { bulkRefundItems, bulkRefunds, type BulkRefundItemRow, type BulkRefundRow } from '@/lib/db/schema';
import { draftHeldSince } from './hold';

export type BulkRefund = BulkRefundRow;
export type BulkRefundItem = BulkRefundItemRow;

/** At most this many payments in one bulk refund (docs/approvals.md, "Bulk refunds"). */
export const BULK_REFUND_LIMIT = 1000;

export type BulkRefundStatus = 'draft' | 'held' | 'running' | 'done' | 'refused' | 'discarded';
export type ItemStatus = 'queued' | 'refunded' | 'refused' | 'uncertain';

export interface NewItem {
  paymentId: string;
  paymentCode: string | null;
  currency: string;
  amount: number;
  paymentStatus: string | null;
  /** A CSV row's own reason and note (absent: the batch's, confirmed on its review page) and its line in the file. */
  reason?: string | null;
  note?: string | null;
  line?: number | null;
  /** A payment that cannot be refunded is refused as it is added (`NOT_REFUNDABLE`, its reason as the message). */
  status?: 'refused';
  errorCode?: string;
  message?: string;
}

/** The error code of an item refused before sending: core/refunds.ts's reason is its message, worded where shown. */
export const NOT_REFUNDABLE = 'not_refundable';

/** A draft batch with its payments in the order they were chosen; nothing is sent until it is started. */
export async function createBatch(
  db: ConsoleDb,
  maker: { id: string; email: string },
  source: Record<string, unknown>,
  items: NewItem[],
): Promise<BulkRefund> {
  return db.transaction(async (tx) => {
    const [batch] = await tx
      .insert(bulkRefunds)
      .values({ makerId: maker.id, makerEmail: maker.email, source })
      .returning();
    for (let start = 0; start < items.length; start += 250) {
      await tx
        .insert(bulkRefundItems)
        .values(
          items
            .slice(start, start + 250)
            .map((item, i) => ({ bulkRefundId: batch.id, position: start + i + 1, ...item })),
        );
    }
    return batch;
  });
}

export async function getBatch(db: ConsoleDb, id: string): Promise<BulkRefund | null> {
  const [batch] = await db.select().from(bulkRefunds).where(eq(bulkRefunds.id, id));
  return batch ?? null;
}

export async function listItems(db: ConsoleDb, id: string): Promise<BulkRefundItem[]> {
  return db
    .select()
    .from(bulkRefundItems)
    .where(eq(bulkRefundItems.bulkRefundId, id))
    .orderBy(asc(bulkRefundItems.position));
}

/** The newest batches, for the bulk refunds page. */
export async function listBatches(db: ConsoleDb, limit = 50): Promise<(BulkRefund & { counts: Counts })[]> {
  const batches = await db.select().from(bulkRefunds).orderBy(desc(bulkRefunds.createdAt)).limit(limit);
  const counts = await countsOf(
    db,
    batches.map((b) => b.id),
  );
  return batches.map((b) => ({ ...b, counts: counts.get(b.id) ?? emptyCounts() }));
}

export interface Counts {
  total: number;
  queued: number;
  refunded: number;
  refused: number;
  uncertain: number;
}

const emptyCounts = (): Counts => ({ total: 0, queued: 0, refunded: 0, refused: 0, uncertain: 0 });

async function countsOf(db: ConsoleDb, ids: string[]): Promise<Map<string, Counts>> {
  const out = new Map<string, Counts>();
  if (!ids.length) return out;
  const rows = await db
    .select({ id: bulkRefundItems.bulkRefundId, status: bulkRefundItems.status, n: sql<number>`count(*)::int` })
    .from(bulkRefundItems)
    .where(inArray(bulkRefundItems.bulkRefundId, ids))
    .groupBy(bulkRefundItems.bulkRefundId, bulkRefundItems.status);
  for (const row of rows) {
    const counts = out.get(row.id) ?? emptyCounts();
    counts.total += row.n;
    if (row.status in counts) counts[row.status as ItemStatus] += row.n;
    out.set(row.id, counts);
  }
  return out;
}

/** How far a batch has come: items per status. */
export async function countItems(db: ConsoleDb, id: string): Promise<Counts> {
  return (await countsOf(db, [id])).get(id) ?? emptyCounts();
}

/**
 * Moves a draft to `held` (an approval rule holds it) or `running`, with the reason and note the member
 * confirmed. Only a draft still holding its amounts moves (DRAFT_HOLD_HOURS): a second click, or a draft past its
 * hold, answers null and changes nothing.
 */
export async function confirmDraft(
  db: ConsoleDb,
  id: string,
  input: { reason: string; note: string | null; status: 'held' | 'running'; approvalRequestId?: string | null },
  now = new Date(),
): Promise<BulkRefund | null> {
  const [batch] = await db
    .update(bulkRefunds)
    .set({
      status: input.status,
      reason: input.reason,
      note: input.note,
      approvalRequestId: input.approvalRequestId ?? null,
      startedAt: input.status === 'running' ? sql`now()` : null,
    })
    .where(
      and(eq(bulkRefunds.id, id), eq(bulkRefunds.status, 'draft'), gte(bulkRefunds.createdAt, draftHeldSince(now))),
    )
    .returning();
  return batch ?? null;
}

/** A draft discarded by a member (docs/bulk-refunds.md, "States"): it holds nothing; null when it was no draft. */
export async function discardDraft(db: ConsoleDb, id: string): Promise<BulkRefund | null> {
  const [batch] = await db
    .update(bulkRefunds)
    .set({ status: 'discarded', finishedAt: sql`now()` })
    .where(and(eq(bulkRefunds.id, id), eq(bulkRefunds.status, 'draft')))
    .returning();
  return batch ?? null;
}

/** A draft its maker's role may not start (above the role's ceiling): refused, nothing sent. */
export async function refuseDraft(db: ConsoleDb, id: string): Promise<void> {
  await db
    .update(bulkRefunds)
    .set({ status: 'refused', finishedAt: sql`now()` })
    .where(and(eq(bulkRefunds.id, id), eq(bulkRefunds.status, 'draft')));
}

/** A held batch whose approval request was fully approved starts running (once). */
export async function releaseHeld(db: ConsoleDb, id: string): Promise<BulkRefund | null> {
  const [batch] = await db
    .update(bulkRefunds)
    .set({ status: 'running', startedAt: sql`now()` })
    .where(and(eq(bulkRefunds.id, id), eq(bulkRefunds.status, 'held')))
    .returning();
  return batch ?? null;
}

/** A batch with uncertain refunds runs them again (same keys: the API replays what it already did). */
export async function requeueUncertain(db: ConsoleDb, id: string): Promise<number> {
  return db.transaction(async (tx) => {
    const requeued = await tx
      .update(bulkRefundItems)
      .set({ status: 'queued', attempts: 0 })
      .where(and(eq(bulkRefundItems.bulkRefundId, id), eq(bulkRefundItems.status, 'uncertain')))
      .returning({ position: bulkRefundItems.position });
    if (requeued.length)
      await tx
        .update(bulkRefunds)
        .set({ status: 'running', finishedAt: null })
        .where(and(eq(bulkRefunds.id, id), eq(bulkRefunds.status, 'done')));
    return requeued.length;
  });
}

/**
 * Claims a running batch for this worker for `seconds` (renewed while it works): two workers (a double
 * click on Resume, two console replicas) never run one batch at once.
 */
export async function claimLease(db: ConsoleDb, id: string, seconds: number, renew = false): Promise<boolean> {
  const free = renew ? sql`true` : or(isNull(bulkRefunds.leaseUntil), lt(bulkRefunds.leaseUntil, sql`now()`));
  const claimed = await db
    .update(bulkRefunds)
    .set({ leaseUntil: sql`now() + make_interval(secs => ${seconds})` })
    .where(and(eq(bulkRefunds.id, id), eq(bulkRefunds.status, 'running'), free))
    .returning({ id: bulkRefunds.id });
  return claimed.length > 0;
}

export async function nextQueued(db: ConsoleDb, id: string, limit: number): Promise<BulkRefundItem[]> {
  return db
    .select()
    .from(bulkRefundItems)
    .where(and(eq(bulkRefundItems.bulkRefundId, id), eq(bulkRefundItems.status, 'queued')))
    .orderBy(asc(bulkRefundItems.position))
    .limit(limit);
}

export interface ItemOutcome {
  status: Exclude<ItemStatus, 'queued'> | 'queued';
  message?: string | null;
  errorCode?: string | null;
  apiRequestId?: string | null;
  /** The payment's status after its refund, as the API answered (the results show it, not the one before). */
  paymentStatus?: string | null;
}

export async function recordItem(db: ConsoleDb, id: string, position: number, outcome: ItemOutcome): Promise<void> {
  await db
    .update(bulkRefundItems)
    .set({
      status: outcome.status,
      attempts: sql`${bulkRefundItems.attempts} + 1`,
      message: outcome.message ?? null,
      errorCode: outcome.errorCode ?? null,
      apiRequestId: outcome.apiRequestId ?? null,
      ...(outcome.paymentStatus ? { paymentStatus: outcome.paymentStatus } : {}),
      finishedAt: outcome.status === 'queued' ? null : sql`now()`,
    })
    .where(and(eq(bulkRefundItems.bulkRefundId, id), eq(bulkRefundItems.position, position)));
}

/** No queued item left: the batch is done and its lease released. */
export async function finishBatch(db: ConsoleDb, id: string): Promise<boolean> {
  const done = await db
    .update(bulkRefunds)
    .set({ status: 'done', finishedAt: sql`now()`, leaseUntil: null })
    .where(and(eq(bulkRefunds.id, id), eq(bulkRefunds.status, 'running')))
    .returning({ id: bulkRefunds.id });
  return done.length > 0;
}

export async function releaseLease(db: ConsoleDb, id: string): Promise<void> {
  await db.update(bulkRefunds).set({ leaseUntil: null }).where(eq(bulkRefunds.id, id));
}

/** Totals per currency, in minor units (exact integers), of the given items. */
export function totalsByCurrency(
  items: readonly { currency: string; amount: number }[],
): { currency: string; amount: number; count: number }[] {
  const totals = new Map<string, { amount: number; count: number }>();
  for (const item of items) {
    const total = totals.get(item.currency) ?? { amount: 0, count: 0 };
    total.amount += item.amount;
    total.count += 1;
    totals.set(item.currency, total);
  }
  return [...totals].map(([currency, t]) => ({ currency, ...t })).sort((a, b) => a.currency.localeCompare(b.currency));
}

/** Batches whose refunds may still be sent: their queued and unconfirmed items hold part of a payment. */
const OPEN_BATCH_STATUSES = ['draft', 'held', 'running', 'done'];

/**
 * What other batches hold of each payment and have not sent (minor units by payment id): items queued in a draft,
 * a held or a running batch, and unconfirmed ones anywhere (they may have been refunded, or may be sent again). A
 * refund file checks its rows against it, so two uploads of one file never refund a payment twice.
 */
export async function pendingByPayment(
  db: ConsoleDb,
  paymentIds: readonly string[],
  now = new Date(),
): Promise<Map<string, number>> {
  const out = new Map<string, number>();
  const ids = [...new Set(paymentIds)];
  for (let start = 0; start < ids.length; start += 1000) {
    const rows = await db
      .select({ paymentId: bulkRefundItems.paymentId, amount: sql<string>`sum(${bulkRefundItems.amount})` })
      .from(bulkRefundItems)
      .innerJoin(bulkRefunds, eq(bulkRefunds.id, bulkRefundItems.bulkRefundId))
      .where(
        and(
          inArray(bulkRefundItems.paymentId, ids.slice(start, start + 1000)),
          inArray(bulkRefunds.status, OPEN_BATCH_STATUSES),
          // A draft nobody started holds its amounts for DRAFT_HOLD_HOURS only.
          or(ne(bulkRefunds.status, 'draft'), gte(bulkRefunds.createdAt, draftHeldSince(now))),
          or(
            eq(bulkRefundItems.status, 'uncertain'),
            and(eq(bulkRefundItems.status, 'queued'), sql`${bulkRefunds.status} <> 'done'`),
          ),
        ),
      )
      .groupBy(bulkRefundItems.paymentId);
    for (const row of rows) out.set(row.paymentId, Number(row.amount));
  }
  return out;
}

/** The batches made from a file with this content hash (SHA-256 of its text), newest first. */
export async function batchesOfFile(db: ConsoleDb, hash: string, limit = 5): Promise<BulkRefund[]> {
  return db
    .select()
    .from(bulkRefunds)
    .where(sql`${bulkRefunds.source}->>'hash' = ${hash}`)
    .orderBy(desc(bulkRefunds.createdAt))
    .limit(limit);
}

/**
 * What the batches made from a file (by its content hash) refunded or still hold of each payment (minor units by
 * payment id; refused items, refused or discarded batches and drafts past their hold left out): an upload of the
 * same file checks its rows against it.
 */
export async function refundedFromFile(db: ConsoleDb, hash: string, now = new Date()): Promise<Map<string, number>> {
  const rows = await db
    .select({ paymentId: bulkRefundItems.paymentId, amount: sql<string>`sum(${bulkRefundItems.amount})` })
    .from(bulkRefundItems)
    .innerJoin(bulkRefunds, eq(bulkRefunds.id, bulkRefundItems.bulkRefundId))
    .where(
      and(
        sql`${bulkRefunds.source}->>'hash' = ${hash}`,
        sql`${bulkRefunds.status} not in ('refused', 'discarded')`,
        or(ne(bulkRefunds.status, 'draft'), gte(bulkRefunds.createdAt, draftHeldSince(now))),
        inArray(bulkRefundItems.status, ['queued', 'refunded', 'uncertain']),
      ),
    )
    .groupBy(bulkRefundItems.paymentId);
  return new Map(rows.map((row) => [row.paymentId, Number(row.amount)]));
}
