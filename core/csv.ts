/**
 * CSV as RFC 4180 writes it (comma, CRLF, fields quoted when they hold a comma, semicolon, tab, quote, CR or LF,
 * quotes doubled), made safe to open in a spreadsheet, for every CSV the product writes (the console's exports, the
 * bulk-refund files, the API's report exports): a text cell that a spreadsheet would run as a formula (starting with
 * = + - @, or a tab or CR that hides one) is prefixed with a single quote. A cell does not only start at its first
 * character: a reader that splits on `;` (spreadsheets set up for Spanish, es-CO, and most of Europe) or on tabs
 * starts a cell after each of them, quoted or not ("Gómez;=HYPERLINK(…)" is two cells, the second a formula), and a
 * line break inside a quoted cell starts a new line of it that some readers (and any line-based tool) take as a new
 * row. So the text after every `;`, tab, CR or LF that would start a formula (or a quoted one, after any spaces) gets
 * the same single quote. Numbers the exporter writes itself are left as numbers. Written by csv-stringify and read
 * by csv-parse: this module is the one way the product writes or reads a CSV.
 */

import { CsvError, parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';

export type CellValue = string | number | bigint | boolean | null | undefined;

/** How a cell is written: `number` cells stay bare when they are a plain decimal; everything else is text. */
export type CellKind = 'text' | 'number';

export const CSV_LINE_END = '\r\n';
/** Lets spreadsheet programs detect UTF-8 (names such as "Gómez" otherwise open garbled in Excel). */
export const UTF8_BOM = '\uFEFF';

const FORMULA_START = /^[=+\-@\t\r]/;
/**
 * A separator some reader takes as the start of a new cell (`;`, tab) or line (CR, LF), followed, after any spaces,
 * by a formula or a quote.
 */
const FORMULA_AFTER_SEPARATOR = /([;\t\r\n])(?=[ ]*[=+\-@\t\r"])/g;
const NEEDS_QUOTES = /[",;\t\r\n]/;
const PLAIN_DECIMAL = /^-?\d+(\.\d+)?$/;

/** Defuses a text that a spreadsheet would evaluate ("=HYPERLINK(…)", "+1-555", "@SUM(…)"). */
export function guardFormula(text: string): string {
  const inner = text.replace(FORMULA_AFTER_SEPARATOR, "$1'");
  return FORMULA_START.test(inner) ? `'${inner}` : inner;
}

/** A cell's text before quoting: empty for nothing, scalars plainly, text through the formula guard. */
function cellText(value: CellValue, kind: CellKind): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  if (typeof value === 'bigint') return value.toString();
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  if (kind === 'number' && PLAIN_DECIMAL.test(value)) return value;
  return guardFormula(value);
}

/** csv-stringify, told to quote a field with a separator any reader may split on (`;`, tab) or a line break. */
const WRITE_OPTIONS = { record_delimiter: CSV_LINE_END, quoted_match: NEEDS_QUOTES } as const;

/** Rows of cells → CSV text, each row ended by CRLF (csv-stringify quotes and doubles the quotes). */
export function csvRows(rows: readonly (readonly { value: CellValue; kind?: CellKind }[])[]): string {
  if (!rows.length) return '';
  return stringify(
    rows.map((cells) => cells.map((c) => cellText(c.value, c.kind ?? 'text'))),
    WRITE_OPTIONS,
  );
}

export function csvRow(cells: readonly { value: CellValue; kind?: CellKind }[]): string {
  return csvRows([cells]);
}

/** One field as it is written inside a row (quoted when it needs to be). */
export function csvField(value: CellValue, kind: CellKind = 'text'): string {
  return csvRow([{ value, kind }]).slice(0, -CSV_LINE_END.length);
}

/** Where a CSV could not be read: the line csv-parse stopped at. */
export class CsvReadError extends Error {
  constructor(
    message: string,
    readonly line: number,
  ) {
    super(message);
  }
}

/**
 * CSV text → its records of fields (csv-parse): a leading byte-order mark dropped, quoted fields with `""` for a
 * quote, CRLF or LF, records of any length, blank lines (and lines of blank fields) skipped; `delimiter` `,` or `;`.
 * A quote inside an unquoted field is kept as written. Throws a CsvReadError for text that is not CSV (a quote
 * that opens a field and never closes).
 */
export function readCsv(text: string, delimiter: ',' | ';' = ','): string[][] {
  try {
    const records: string[][] = parse(text, {
      bom: true,
      delimiter,
      record_delimiter: ['\r\n', '\n', '\r'],
      relax_column_count: true,
      relax_quotes: true,
    });
    return records.filter((record) => record.some((cell) => cell.trim() !== ''));
  } catch (error) {
    if (error instanceof CsvError)
      throw new CsvReadError(error.message, Number((error as { lines?: number }).lines ?? 1));
    throw error;
  }
}
