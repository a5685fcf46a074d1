/**
 * The reports' streamed exports: CSV (RFC 4180, CRLF, a header row) or JSON Lines, one row per line of the report,
 * written batch by batch as the consumer reads (ReadableStream `pull`), so a year's export holds one batch in memory.
 */

export type ReportFormat = 'csv' | 'jsonl';

export type Cell = string | number | bigint | null;

function csvField(value: Cell): string {
  if (value === null) return '';
  const text = String(value);
  // A leading =, +, -, @ would be a formula in a spreadsheet; amounts (integers, or decimals in major units such as
  // "-12.34") are plain numbers to a spreadsheet and go out as they are.
  const guarded =
    typeof value === 'string' && !/^-?\d+(\.\d+)?$/.test(text) && /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return /[",\r\n]/.test(guarded) ? `"${guarded.replace(/"/g, '""')}"` : guarded;
}

export const csvLine = (cells: readonly Cell[]) => `${cells.map(csvField).join(',')}\r\n`;

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
          controller.enqueue(encoder.encode(csvLine(columns)));
          return;
        }
        const next = await batches.next();
        if (next.done) {
          controller.close();
          return;
        }
        const text = next.value.map((row) => (format === 'csv' ? csvLine(row) : jsonLine(columns, row))).join('');
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
