import { csvRows, UTF8_BOM } from '../../core/csv';

/**
 * The reports' streamed exports: CSV (core/csv.ts: RFC 4180, CRLF, a UTF-8 byte-order mark and a header row,
 * formulas defused on every line of a cell) or JSON Lines, one row per line of the report,
 * written batch by batch as the consumer reads (ReadableStream `pull`), so a year's export holds one batch in memory.
 */

export type ReportFormat = 'csv' | 'jsonl';

export type Cell = string | number | bigint | null;

/**
 * CSV rows through the one CSV writer and its formula guard (core/csv.ts): a plain decimal (an amount in minor units,
 * or in major units such as "-12.34") stays a number; any other text is defused.
 */
export const csvLines = (rows: readonly (readonly Cell[])[]) =>
  csvRows(rows.map((cells) => cells.map((value) => ({ value, kind: 'number' as const }))));

/** A JSON value for a cell: bigints as numbers when exact, else strings of digits. */
function jsonCell(value: Cell): string | number | null {
  if (typeof value !== 'bigint') return value;
  const safe = BigInt(Number.MAX_SAFE_INTEGER);
  return value <= safe && value >= -safe ? Number(value) : value.toString();
}

export function jsonLine(columns: readonly string[], cells: readonly Cell[]): string {
  return `${JSON.stringify(Object.fromEntries(columns.map((c, i) => [c, jsonCell(cells[i])])))}\n`;
}

/** The stream of an export: the header (CSV), then each batch of rows as the consumer pulls. */
export function reportStream(
  format: ReportFormat,
  columns: readonly string[],
  batches: AsyncGenerator<Cell[][], void, undefined>,
): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  let headerSent = format !== 'csv';
  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        if (!headerSent) {
          headerSent = true;
          controller.enqueue(encoder.encode(UTF8_BOM + csvLines([columns])));
          return;
        }
        const next = await batches.next();
        if (next.done) {
          controller.close();
          return;
        }
        const text = format === 'csv' ? csvLines(next.value) : next.value.map((row) => jsonLine(columns, row)).join('');
        controller.enqueue(encoder.encode(text));
      },
      async cancel() {
        await batches.return(undefined);
      },
    },
    { highWaterMark: 1 },
  );
}

export const contentTypeOf = (format: ReportFormat) =>
  format === 'csv' ? 'text/csv; charset=utf-8' : 'application/x-ndjson; charset=utf-8';
