import type { Translator } from '@/lib/i18n';
import type { ExportHrefFormat } from '@/lib/export/href';
import { RowCounter } from '@/lib/export/row-counter';

/**
 * The export button's download, loaded when a member reaches for the button (docs/performance.md, "First-load
 * JavaScript"): streams the file, counting its rows as they arrive, then hands it to the browser as a download.
 */
export type DownloadOutcome = { kind: 'done'; rows: number } | { kind: 'error'; message: string } | { kind: 'idle' };

function fileNameOf(response: Response, fallback: string): string {
  const match = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '');
  return match?.[1] ?? fallback;
}

async function errorMessage(response: Response, t: Translator): Promise<string> {
  const body = (await response.json().catch(() => null)) as { error?: { message?: unknown } } | null;
  const message = body?.error?.message;
  return typeof message === 'string' ? message : t('export.failed', { status: String(response.status) });
}

export async function download({
  href,
  listPath,
  format,
  signal,
  onRows,
  t,
}: {
  href: string;
  listPath: string;
  format: ExportHrefFormat;
  signal: AbortSignal;
  onRows: (rows: number) => void;
  t: Translator;
}): Promise<DownloadOutcome> {
  try {
    const response = await fetch(href, { signal, credentials: 'same-origin' });
    if (!response.ok || !response.body) return { kind: 'error', message: await errorMessage(response, t) };
    const counter = new RowCounter(format);
    const chunks: Uint8Array<ArrayBuffer>[] = [];
    const reader = response.body.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      chunks.push(value);
      counter.push(value);
      onRows(counter.rows);
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
    return { kind: 'done', rows: counter.rows };
  } catch (error) {
    if (signal.aborted) return { kind: 'idle' };
    return {
      kind: 'error',
      message: error instanceof Error ? t('export.stoppedBecause', { message: error.message }) : t('export.stopped'),
    };
  }
}
