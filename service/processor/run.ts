import { and, eq, inArray, isNotNull, lte, or, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../db/client';
import { transactions } from '../db/schema';
import type { Clock } from '../lib/clock';
import { markFailed, markProcessing, markSucceeded } from '../transactions/lifecycle';
import { openDispute } from './dispute';
import { outcomeOf, PROCESSED_TYPES, willBeDisputed, type Delays } from './transitions';

export interface ProcessorOptions {
  delays: Delays;
  /** Rows claimed per tick (one database transaction). */
  batchSize: number;
  /** How long a row whose step threw waits before it is tried again. */
  retryMs: number;
}

export interface TickResult {
  /** Rows whose state moved on. */
  processed: number;
  /** The batch was full: call again without waiting. */
  more: boolean;
}

type Claimed = Pick<typeof transactions.$inferSelect, 'id' | 'type' | 'status' | 'amount'>;

const at = (now: Date, msAgo: number) => new Date(now.getTime() - msAgo);

/**
 * The rows due now, locked for this transaction. SKIP LOCKED lets several service processes on one
 * PostgreSQL share the queue without waiting on or double-processing each other's rows (PGlite has a
 * single connection and runs the same SQL). A row is due once its state's delay has passed since
 * `process_after` (rules.ts).
 */
function claimDue(tx: DbOrTx, now: Date, options: ProcessorOptions, onlyId?: string) {
  const { pendingMs, processingMs, disputeMs } = options.delays;
  const latest = at(now, Math.min(pendingMs, processingMs, disputeMs));
  return tx
    .select({ id: transactions.id, type: transactions.type, status: transactions.status, amount: transactions.amount })
    .from(transactions)
    .where(
      and(
        isNotNull(transactions.processAfter),
        lte(transactions.processAfter, latest),
        inArray(transactions.type, [...PROCESSED_TYPES]),
        onlyId ? eq(transactions.id, onlyId) : undefined,
        or(
          and(eq(transactions.status, 'PENDING'), lte(transactions.processAfter, at(now, pendingMs))),
          and(eq(transactions.status, 'PROCESSING'), lte(transactions.processAfter, at(now, processingMs))),
          and(eq(transactions.status, 'SUCCESSFUL'), lte(transactions.processAfter, at(now, disputeMs))),
          sql`${transactions.status} not in ('PENDING', 'PROCESSING', 'SUCCESSFUL')`,
        ),
      ),
    )
    .orderBy(transactions.processAfter, transactions.id)
    .limit(options.batchSize)
    .for('update', { skipLocked: true });
}

/** Moves one claimed row one step on; returns whether its state changed. */
async function step(tx: DbOrTx, row: Claimed, now: Date): Promise<boolean> {
  if (row.status === 'PENDING') {
    const moved = await markProcessing(tx, row.id, now);
    // The PROCESSING clock starts now.
    await tx
      .update(transactions)
      .set({ processAfter: moved ? now : null })
      .where(eq(transactions.id, row.id));
    return Boolean(moved);
  }
  if (row.status === 'PROCESSING') {
    const outcome = outcomeOf(row);
    if (outcome.status === 'FAILED') {
      return Boolean(
        await markFailed(tx, row.id, now, { remarks: outcome.remarks, declineReason: outcome.declineReason }),
      );
    }
    const done = await markSucceeded(tx, row.id, now);
    // A payment that will be disputed stays queued: the dispute clock starts now.
    if (done && willBeDisputed(done))
      await tx.update(transactions).set({ processAfter: now }).where(eq(transactions.id, row.id));
    return Boolean(done);
  }
  if (row.status === 'SUCCESSFUL' && willBeDisputed(row)) return openDispute(tx, row.id, now);
  // Nothing left to do for this row (e.g. refunded before its dispute came): drop it from the queue.
  await tx.update(transactions).set({ processAfter: null }).where(eq(transactions.id, row.id));
  return false;
}

/**
 * One tick of the sandbox processor: claims up to batchSize due rows and moves each one step
 * (PENDING → PROCESSING with fees; PROCESSING → SUCCESSFUL or FAILED; SUCCESSFUL → DISPUTED for the
 * dispute trigger), all in one database transaction. If the batch fails, each row is retried on its own
 * so one bad row cannot hold up the queue; a row that fails alone waits retryMs before its next try.
 */
export async function processDue(db: Db, clock: Clock, options: ProcessorOptions): Promise<TickResult> {
  const now = clock.now();
  let claimedIds: string[] = [];
  try {
    return await db.transaction(async (tx) => {
      const rows = await claimDue(tx, now, options);
      claimedIds = rows.map((r) => r.id);
      let processed = 0;
      for (const row of rows) if (await step(tx, row, now)) processed++;
      return { processed, more: rows.length === options.batchSize };
    });
  } catch (error) {
    if (claimedIds.length === 0) throw error;
    return { processed: await processOneByOne(db, now, claimedIds, options), more: false };
  }
}

async function processOneByOne(db: Db, now: Date, ids: string[], options: ProcessorOptions): Promise<number> {
  let processed = 0;
  for (const id of ids) {
    try {
      const moved = await db.transaction(async (tx) => {
        const [row] = await claimDue(tx, now, options, id);
        return row ? step(tx, row, now) : false;
      });
      if (moved) processed++;
    } catch (error) {
      console.error(`processor: transaction ${id} failed to move on; retrying in ${options.retryMs} ms:`, error);
      const retryAt = new Date(now.getTime() + options.retryMs);
      await db
        .update(transactions)
        .set({ processAfter: retryAt })
        .where(and(eq(transactions.id, id), isNotNull(transactions.processAfter)));
    }
  }
  return processed;
}
