'use client';

import { useSearchParams } from 'next/navigation';
import { useRef, useState } from 'react';
import { buttonClasses } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { useT } from '@/lib/i18n/client';
import { exportHref, type ExportHrefFormat } from '@/lib/export/href';

type State =
  | { kind: 'idle' }
  | { kind: 'running'; rows: number }
  | { kind: 'done'; rows: number }
  | { kind: 'error'; message: string };

const FORMAT_LABELS: Record<ExportHrefFormat, string> = { csv: 'CSV', jsonl: 'JSON Lines' };

/** The download itself loads when a member reaches for the button (docs/performance.md, "First-load JavaScript"). */
const loadDownload = () => import('./download');

/**
 * Downloads the whole filtered list (`listPath` + the URL's current filters) as CSV or JSON Lines,
 * showing the rows received while it streams; Cancel stops it. Without JavaScript it is a plain link to
 * the same download. Render it only for members who may export (`can(role, 'exports')`): the route
 * checks again.
 */
export function ExportButton({
  listPath,
  format = 'csv',
  className,
}: {
  listPath: string;
  format?: ExportHrefFormat;
  className?: string;
}) {
  const t = useT();
  const searchParams = useSearchParams();
  const href = exportHref(listPath, new URLSearchParams(searchParams?.toString() ?? ''), format);
  const [state, setState] = useState<State>({ kind: 'idle' });
  const abort = useRef<AbortController | null>(null);

  async function run() {
    const controller = new AbortController();
    abort.current = controller;
    setState({ kind: 'running', rows: 0 });
    try {
      const { download } = await loadDownload();
      const outcome = await download({
        href,
        listPath,
        format,
        signal: controller.signal,
        onRows: (rows) => setState({ kind: 'running', rows }),
        t,
      });
      setState(outcome);
    } catch (error) {
      // The download's own code could not be loaded (offline, a new deployment): said like a failed download.
      setState({
        kind: 'error',
        message: error instanceof Error ? t('export.stoppedBecause', { message: error.message }) : t('export.stopped'),
      });
    } finally {
      abort.current = null;
    }
  }

  const running = state.kind === 'running';
  return (
    <span className={cn('inline-flex items-center gap-2', className)}>
      {running ? (
        <button
          type="button"
          className={buttonClasses({ variant: 'secondary', size: 'sm' })}
          onClick={() => abort.current?.abort()}
        >
          {t('common.cancel')}
        </button>
      ) : (
        <a
          href={href}
          download
          className={buttonClasses({ variant: 'secondary', size: 'sm' })}
          onPointerEnter={() => void loadDownload()}
          onFocus={() => void loadDownload()}
          onTouchStart={() => void loadDownload()}
          onClick={(event) => {
            event.preventDefault();
            void run();
          }}
        >
          {t('export.button', { format: FORMAT_LABELS[format] })}
        </a>
      )}
      <span role="status" aria-live="polite" className="text-sm text-slate-600 tabular-nums dark:text-slate-400">
        {state.kind === 'running' ? `${t.plural('export.rows', state.rows)}…` : null}
        {state.kind === 'done' ? t('export.done', { rows: t.plural('export.rows', state.rows) }) : null}
      </span>
      {state.kind === 'error' ? (
        <span role="alert" className="text-sm text-red-700 dark:text-red-400">
          {state.message}
        </span>
      ) : null}
    </span>
  );
}
