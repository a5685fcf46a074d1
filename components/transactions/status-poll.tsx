'use client';

import { useRouter } from 'next/navigation';
import { useEffect, useState } from 'react';
import { IN_FLIGHT_STATUSES } from '@/lib/merchant-api/filters';
import { useT } from '@/lib/i18n/client';

const inFlight = (status: string | null | undefined) =>
  !!status && (IN_FLIGHT_STATUSES as readonly string[]).includes(status);

/** Failed reads in a row after which the poll gives up (until the tab is focused again). */
const MAX_FAILURES = 5;

async function fetchStatus(url: string): Promise<{ status: string | null }> {
  const response = await fetch(url, { headers: { accept: 'application/json' }, cache: 'no-store' });
  if (!response.ok) throw new Error(`status ${response.status}`);
  return response.json();
}

/**
 * The polling itself, loaded only while a transaction is in flight (see StatusPoller): reads the status now, then
 * every `intervalMs` while the tab is visible and at once when it is focused again; re-renders the page (which
 * reads the transaction again) when the status differs from the one shown. A timer, not a data-fetching library:
 * a payment's page stays within its first-load budget while it polls (docs/performance.md, "First-load JavaScript").
 */
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
  const [failing, setFailing] = useState(false);

  useEffect(() => {
    if (!inFlight(status)) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    let busy = false;
    let failures = 0;
    let refreshedFor: string | null = null;
    const schedule = () => {
      clearTimeout(timer);
      if (!stopped && failures < MAX_FAILURES) timer = setTimeout(tick, intervalMs);
    };
    async function tick() {
      if (stopped || busy) return;
      if (document.visibilityState === 'hidden') return schedule();
      busy = true;
      try {
        const latest = await fetchStatus(url);
        failures = 0;
        setFailing(false);
        if (latest.status !== status && latest.status !== refreshedFor) {
          refreshedFor = latest.status;
          router.refresh();
        }
        if (!inFlight(latest.status)) stopped = true;
      } catch {
        failures += 1;
        setFailing(true);
      } finally {
        busy = false;
      }
      schedule();
    }
    const onFocus = () => {
      if (document.visibilityState !== 'visible' || stopped) return;
      failures = 0;
      clearTimeout(timer);
      void tick();
    };
    void tick();
    window.addEventListener('focus', onFocus);
    document.addEventListener('visibilitychange', onFocus);
    return () => {
      stopped = true;
      clearTimeout(timer);
      window.removeEventListener('focus', onFocus);
      document.removeEventListener('visibilitychange', onFocus);
    };
  }, [url, status, intervalMs, router]);

  if (!inFlight(status)) return null;
  return (
    <p role="status" aria-live="polite" className="text-xs text-slate-500 dark:text-slate-400">
      {failing ? t('poller.paused') : t('poller.live')}
    </p>
  );
}
