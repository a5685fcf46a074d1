import type { Transaction } from '@/lib/merchant-api/types';

export type StepState = 'done' | 'current' | 'upcoming' | 'failed';

export interface TimelineStep {
  key: string;
  label: string;
  state: StepState;
  /** When it happened, when the API reports it (created, last update, refunds). */
  at: string | null;
  detail?: string;
}

const FAILED = new Set(['FAILED', 'CANCELED', 'REVERSED', 'DISPUTED']);
const SETTLED = new Set(['SUCCESSFUL', 'REFUNDED']);

/**
 * A transaction's lifecycle as steps, from what the API returns: the status, created and updated times,
 * the fees (computed at PROCESSING), the refunds and the deposit. The API keeps no history of states, so
 * only the times it reports are shown.
 */
export function transactionTimeline(t: Transaction): TimelineStep[] {
  const status = t.status ?? 'CREATED';
  const steps: TimelineStep[] = [{ key: 'created', label: 'Created', state: 'done', at: t.dateCreated }];
  const reason = t.remarks ?? t.declineReason ?? undefined;

  if (status === 'CREATED') {
    steps.push({ key: 'pending', label: 'Pending', state: 'upcoming', at: null });
  } else if (status === 'PENDING') {
    steps.push({
      key: 'pending',
      label: 'Pending',
      state: 'current',
      at: null,
      detail: t.dueDate ? `Due ${t.dueDate}` : undefined,
    });
  } else {
    steps.push({ key: 'pending', label: 'Pending', state: 'done', at: null });
  }

  const processingState: StepState =
    status === 'PROCESSING' ? 'current' : status === 'CREATED' || status === 'PENDING' ? 'upcoming' : 'done';
  steps.push({
    key: 'processing',
    label: 'Processing',
    state: processingState,
    at: status === 'PROCESSING' ? t.dateUpdated : null,
    detail: t.totalFee !== null && processingState !== 'upcoming' ? 'Fees computed' : undefined,
  });

  if (FAILED.has(status)) {
    steps.push({
      key: 'outcome',
      label: status.charAt(0) + status.slice(1).toLowerCase(),
      state: 'failed',
      at: t.dateUpdated,
      detail: reason,
    });
    return steps;
  }

  const refunds = [...(t.refunds ?? [])].sort((a, b) => (a.dateCreated ?? '').localeCompare(b.dateCreated ?? ''));
  const succeeded = SETTLED.has(status);
  steps.push({
    key: 'outcome',
    label: 'Successful',
    state: succeeded ? 'done' : 'upcoming',
    at: succeeded && refunds.length === 0 && !t.depositId ? t.dateUpdated : null,
  });
  if (t.depositId) steps.push({ key: 'deposit', label: 'Settled in a deposit', state: 'done', at: null });
  for (const refund of refunds) {
    steps.push({
      key: `refund-${refund.uuid}`,
      label: 'Refund',
      state: 'done',
      at: refund.dateCreated,
      detail: refund.uuid,
    });
  }
  if (status === 'REFUNDED')
    steps.push({
      key: 'refunded',
      label: 'Fully refunded',
      state: 'done',
      at: refunds.at(-1)?.dateCreated ?? t.dateUpdated,
    });
  return steps;
}
