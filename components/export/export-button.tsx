'use client';

import { useSearchParams } from 'next/navigation';
import { useRef, useState } from 'react';
import { buttonClasses } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { useT } from '@/lib/i18n/client';
import type { Translator } from '@/lib/i18n';
import { exportHref, type ExportHrefFormat } from '@/lib/export/href';
import { RowCounter } from '@/lib/export/row-counter';

type State =
  | { kind: 'idle' }
  | { kind: 'running'; rows: number }
  | { kind: 'done'; rows: number }
  | { kind: 'error'; message: string };

const FORMAT_LABELS: Record<ExportHrefFormat, string> = { csv: 'CSV', jsonl: 'JSON Lines' };

function fileNameOf(response: Response, fallback: string): string {
  const match = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '');
  return match?.[1] ?? fallback;
}

async function errorMessage(response: Response, t: Translator): Promise<string> {
  const body = (await response.json().catch(() => null)) as { error?: { message?: unknown } } | null;
  const message = body?.error?.message;
  return typeof message === 'string' ? message : t('export.failed', { status: String(response.status) });
}

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
      const response = await fetch(href, { signal: controller.signal, credentials: 'same-origin' });
      if (!response.ok || !response.body) {
        setState({ kind: 'error', message: await errorMessage(response, t) });
        return;
      }
      const counter = new RowCounter(format);
      const chunks: Uint8Array<ArrayBuffer>[] = [];
      const reader = response.body.getReader();
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        chunks.push(value);
        counter.push(value);
        setState({ kind: 'running', rows: counter.rows });
      }
      const blob = new Blob(chunks, { type: response.headers.get('content-type') ?? 'application/octet-stream' });
      const url = URL.createObjectURL(blob);
      const link = document.createElement('a');
      link.href = url;
      link.download = fileNameOf(response, `${listPath.replace(/\W+/g, '')}.${format}`);
      document.body.append(link);
      link.click();
      link.remove();
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
      setState({ kind: 'done', rows: counter.rows });
    } catch (error) {
      if (controller.signal.aborted) setState({ kind: 'idle' });
      else
        setState({
          kind: 'error',
          message:
            error instanceof Error ? t('export.stoppedBecause', { message: error.message }) : t('export.stopped'),
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
