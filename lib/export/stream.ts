import type { ExportColumn } from './columns';
import { csvRow, csvRows, UTF8_BOM } from '@/core/csv';

/**
 * Streams a whole list as CSV or JSON Lines, page after page, with no row cap and bounded memory: a page
 * is fetched only when the consumer has taken the previous one (ReadableStream `pull`, high-water mark of
 * one chunk), so a slow download slows the fetching instead of filling the server's memory.
 */

export type ExportFormat = 'csv' | 'jsonl';
export const EXPORT_FORMATS: readonly ExportFormat[] = ['csv', 'jsonl'];

export const EXPORT_PAGE_SIZE = 1000;

export interface ExportPage<T> {
  items: T[];
  hasNextPage: boolean;
}

/** One page of a list: page numbers start at 1. */
export type PageFetcher<T> = (page: number, pageSize: number) => Promise<ExportPage<T>>;

export interface PagesOptions<T> {
  pageSize?: number;
  /**
   * The record's id. Lists are newest first and paged by offset, so a record created during the export
   * pushes the last one of a page onto the next; with an id, a record the previous page already held is
   * skipped instead of written twice.
   */
  idOf?: (item: T) => string;
}

/** Every page of a list, lazily: page n + 1 is requested only when the consumer asks for it. */
export async function* pagesOf<T>(
  fetchPage: PageFetcher<T>,
  options: PagesOptions<T> = {},
): AsyncGenerator<T[], void, undefined> {
  const pageSize = options.pageSize ?? EXPORT_PAGE_SIZE;
  let previous = new Set<string>();
  for (let page = 1; ; page++) {
    const result = await fetchPage(page, pageSize);
    let items = result.items;
    if (options.idOf) {
      const idOf = options.idOf;
      items = items.filter((item) => !previous.has(idOf(item)));
      previous = new Set(result.items.map(idOf));
    }
    if (items.length) yield items;
    // An empty page ends the list even if a server claims there is more (no endless loop on a bad page_info).
    if (!result.hasNextPage || result.items.length === 0) return;
  }
}

export interface ExportProgress {
  rows: number;
  pages: number;
  bytes: number;
}

export interface ExportStreamOptions<T> {
  format: ExportFormat;
  /** CSV columns; JSON Lines writes each item whole. */
  columns: readonly ExportColumn<T>[];
  /** Called once, when the last row has been handed to the consumer (not on cancel or error). */
  onComplete?: (progress: ExportProgress) => void;
  onError?: (error: unknown, progress: ExportProgress) => void;
}

export function csvHeader(columns: readonly ExportColumn<unknown>[]): string {
  return UTF8_BOM + csvRow(columns.map((c) => ({ value: c.header })));
}

export function encodeRows<T>(items: readonly T[], format: ExportFormat, columns: readonly ExportColumn<T>[]): string {
  let out = '';
  if (format === 'jsonl') {
    for (const item of items) out += JSON.stringify(item) + '\n';
    return out;
  }
  return csvRows(items.map((item) => columns.map((c) => ({ value: c.value(item), kind: c.kind }))));
}

/** The bytes of the export: a CSV header first (even for an empty list), then one chunk per page. */
export function exportStream<T>(
  pages: AsyncIterable<T[]>,
  options: ExportStreamOptions<T>,
): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  const iterator = pages[Symbol.asyncIterator]();
  const progress: ExportProgress = { rows: 0, pages: 0, bytes: 0 };
  let preamble = options.format === 'csv' ? csvHeader(options.columns as readonly ExportColumn<unknown>[]) : '';

  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        // Loop until something is enqueued: a pull that enqueues nothing is not called again by itself.
        for (;;) {
          let next: IteratorResult<T[]>;
          try {
            next = await iterator.next();
          } catch (error) {
            options.onError?.(error, progress);
            controller.error(error);
            return;
          }
          const text = preamble + (next.done ? '' : encodeRows(next.value, options.format, options.columns));
          preamble = '';
          if (!next.done) {
            progress.pages += 1;
            progress.rows += next.value.length;
          }
          if (text) {
            const bytes = encoder.encode(text);
            progress.bytes += bytes.byteLength;
            controller.enqueue(bytes);
          }
          if (next.done) {
            controller.close();
            options.onComplete?.(progress);
            return;
          }
          if (text) return;
        }
      },
      async cancel() {
        await iterator.return?.();
      },
    },
    { highWaterMark: 1 },
  );
}

/**
 * Fetches the first page now, so a failure that happens before any byte is sent (no permission, the API
 * lacks the list, a bad filter) can still be answered with a proper status; the rest follow lazily.
 */
export async function primeFirstPage<T>(pages: AsyncIterable<T[]>): Promise<AsyncIterable<T[]>> {
  const iterator = pages[Symbol.asyncIterator]();
  const first = await iterator.next();
  async function* resumed(): AsyncGenerator<T[], void, undefined> {
    try {
      if (first.done) return;
      yield first.value;
      for (;;) {
        const next = await iterator.next();
        if (next.done) return;
        yield next.value;
      }
    } finally {
      await iterator.return?.();
    }
  }
  return resumed();
}
