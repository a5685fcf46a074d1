'use client';

import { useRouter } from 'next/navigation';
import { useEffect } from 'react';
import useSWR from 'swr';
import { IN_FLIGHT_STATUSES } from '@/lib/merchant-api/filters';
import { useT } from '@/lib/i18n/client';

const inFlight = (status: string | null | undefined) =>
  !!status && (IN_FLIGHT_STATUSES as readonly string[]).includes(status);

async function fetchStatus(url: string): Promise<{ status: string | null }> {
  const response = await fetch(url, { headers: { accept: 'application/json' }, cache: 'no-store' });
  if (!response.ok) throw new Error(`status ${response.status}`);
  return response.json();
}

/** The polling itself (SWR), loaded only while a transaction is in flight (see StatusPoller). */
export function StatusPoll({
  url,
  status,
  intervalMs = 3000,
}: {
  url: string;
  status: string | null;
  intervalMs?: number;
}) {
  const router = useRouter();
  const t = useT();
  const { data, error } = useSWR(inFlight(status) ? url : null, fetchStatus, {
    refreshInterval: (latest) => (inFlight(latest?.status ?? status) ? intervalMs : 0),
    revalidateOnFocus: true,
    dedupingInterval: intervalMs / 2,
    errorRetryCount: 5,
  });
  const changed = data !== undefined && data.status !== status;
  useEffect(() => {
    if (changed) router.refresh();
  }, [changed, router]);

  if (!inFlight(status)) return null;
  return (
    <p role="status" aria-live="polite" className="text-xs text-slate-500 dark:text-slate-400">
      {error ? t('poller.paused') : t('poller.live')}
    </p>
  );
}
