'use client';

import { useRouter } from 'next/navigation';
import { useEffect } from 'react';
import useSWR from 'swr';
import type { Counts } from '@/lib/bulk-refunds/batches';
import { useT } from '@/lib/i18n/client';

interface Progress {
  status: string;
  counts: Counts;
  stalled: boolean;
}

async function fetchProgress(url: string): Promise<Progress> {
  const response = await fetch(url, { headers: { accept: 'application/json' }, cache: 'no-store' });
  if (!response.ok) throw new Error(`status ${response.status}`);
  return response.json();
}

/**
 * A running bulk refund's progress bar: asks the console for the batch's counts every second and re-renders
 * the page (with the per-payment results) once it is done or its worker stopped.
 */
export function BulkRefundProgress({ url, initial }: { url: string; initial: Progress }) {
  const t = useT();
  const router = useRouter();
  const { data, error } = useSWR(url, fetchProgress, {
    fallbackData: initial,
    refreshInterval: (latest) => (latest?.status === 'running' && !latest.stalled ? 1000 : 0),
    errorRetryCount: 10,
  });
  const progress = data ?? initial;
  const finished = progress.status !== 'running' || progress.stalled;
  useEffect(() => {
    if (finished && (progress.status !== initial.status || progress.stalled !== initial.stalled)) router.refresh();
  }, [finished, progress.status, progress.stalled, initial.status, initial.stalled, router]);

  const { total, queued, refunded, refused, uncertain } = progress.counts;
  const sent = total - queued;
  return (
    <div className="space-y-2" data-testid="bulk-refund-progress">
      <div
        role="progressbar"
        aria-label={t('bulkRefund.progress')}
        aria-valuemin={0}
        aria-valuemax={total}
        aria-valuenow={sent}
        aria-valuetext={t('bulkRefund.progressText', { sent, total })}
        className="h-2 w-full overflow-hidden rounded-full bg-slate-200 dark:bg-slate-800"
      >
        <div
          className="h-full bg-indigo-600 transition-[width] duration-500 dark:bg-indigo-400"
          style={{ width: `${total ? Math.round((sent / total) * 100) : 0}%` }}
        />
      </div>
      <p role="status" aria-live="polite" className="text-sm text-slate-600 dark:text-slate-300">
        {t('bulkRefund.progressLine', { sent, total, refunded, refused, uncertain })}
        {error ? ` ${t('poller.paused')}` : ''}
      </p>
    </div>
  );
}
