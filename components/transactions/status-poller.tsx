'use client';

import dynamic from 'next/dynamic';
import { IN_FLIGHT_STATUSES } from '@/lib/merchant-api/filters';

// The poll loads only for a transaction still in flight: a settled one's page does not ship it (docs/performance.md,
// "First-load JavaScript").
const StatusPoll = dynamic(() => import('./status-poll').then((m) => m.StatusPoll));

/**
 * While a transaction is pending or processing, asks the console (which asks the API) for its status every
 * few seconds and re-renders the page when it changes; stops once it reaches a final status.
 */
export function StatusPoller(props: { url: string; status: string | null; intervalMs?: number }) {
  if (!props.status || !(IN_FLIGHT_STATUSES as readonly string[]).includes(props.status)) return null;
  return <StatusPoll {...props} />;
}
