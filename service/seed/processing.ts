import { allocateFees, computeFees } from '../../core/money/fees';
import type { splitEntries } from '../db/schema';
import { SANDBOX_FAILURES } from '../processor/transitions';
import { MINUTE, type SeedContext, type TransactionInsert } from './context';
import { withEnding } from './amounts';

export type Outcome =
  { status: 'SUCCESSFUL' } | { status: 'FAILED'; remarks: string; declineReason: string } | { status: 'CANCELED' };

const FAILURE_ENDINGS = Object.keys(SANDBOX_FAILURES).map(Number);
const FAILURE_ENDING_OF: Record<string, number> = Object.fromEntries(
  FAILURE_ENDINGS.map((ending) => [SANDBOX_FAILURES[ending].remarks, ending]),
);

/** What the processor will do with a transaction of this type created at t: mostly succeed, sometimes fail, now and then canceled by the merchant. */
export function drawOutcome(g: SeedContext, t: number, type: string): Outcome {
  const r = g.r;
  if (type !== 'PAYMENT' && type !== 'PAYOUT' && type !== 'TRANSFER')
    return r.chance(0.05) ? drawFailure(g) : { status: 'SUCCESSFUL' };
  if (r.chance(0.006) && t < g.now - MINUTE) return { status: 'CANCELED' };
  return r.chance(0.045) ? drawFailure(g) : { status: 'SUCCESSFUL' };
}

function drawFailure(g: SeedContext): Outcome {
  const ending = g.r.pick(FAILURE_ENDINGS);
  return { status: 'FAILED', ...SANDBOX_FAILURES[ending] };
}

/** The processor decides by the amount's last two digits: give a failing row the ending of its failure. */
export function shape(row: TransactionInsert, outcome: Outcome): Outcome {
  if (outcome.status === 'FAILED') row.amount = withEnding(row.amount, FAILURE_ENDING_OF[outcome.remarks]);
  return outcome;
}

/** Fees, status, settlement and queue position for a row created at t, as the processor would leave it now. */
export function applyOutcome(
  g: SeedContext,
  row: TransactionInsert,
  t: number,
  outcome: Outcome,
  owner: string,
  splits: (typeof splitEntries.$inferInsert)[],
) {
  const { pendingMs, processingMs } = g.o.delays;
  const age = g.now - t;
  const fees = () => {
    const f = computeFees(row.amount, g.m.pricing.get(owner) ?? { basisPoints: 290, fixed: 30 });
    Object.assign(row, f);
    if (splits.length) {
      const shares = allocateFees(
        f,
        splits.map((s) => s.amount),
      );
      splits.forEach((s, i) => Object.assign(s, { ...shares[i], netAmount: s.amount - shares[i].totalFee }));
    }
  };
  if (outcome.status === 'CANCELED') {
    Object.assign(row, { status: 'CANCELED', remarks: 'REQUESTED_BY_MERCHANT', dateUpdated: new Date(t + 2_000) });
    return;
  }
  if (age < pendingMs) {
    Object.assign(row, { status: 'PENDING', processAfter: new Date(t) });
    return;
  }
  fees();
  if (age < pendingMs + processingMs) {
    Object.assign(row, {
      status: 'PROCESSING',
      processAfter: new Date(t + pendingMs),
      dateUpdated: new Date(t + pendingMs),
    });
    return;
  }
  const done = t + pendingMs + processingMs + g.r.int(0, 2_000);
  if (outcome.status === 'FAILED') {
    Object.assign(row, {
      status: 'FAILED',
      remarks: outcome.remarks,
      declineReason: outcome.declineReason,
      dateUpdated: new Date(done),
    });
    return;
  }
  Object.assign(row, { status: 'SUCCESSFUL', settledAt: new Date(done), dateUpdated: new Date(done) });
}
