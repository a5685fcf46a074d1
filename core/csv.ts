/**
 * CSV as RFC 4180 writes it (comma, CRLF, fields quoted when they hold a comma, semicolon, tab, quote, CR or LF,
 * quotes doubled), made safe to open in a spreadsheet, for every CSV the product writes (the console's exports, the
 * bulk-refund files, the API's report exports): a text cell that a spreadsheet would run as a formula (starting with
 * = + - @, or a tab or CR that hides one) is prefixed with a single quote. A cell does not only start at its first
 * character: a reader that splits on `;` (spreadsheets set up for Spanish, es-CO, and most of Europe) or on tabs
 * starts a cell after each of them, quoted or not ("Gómez;=HYPERLINK(…)" is two cells, the second a formula), and a
 * line break inside a quoted cell starts a new line of it that some readers (and any line-based tool) take as a new
 * row. So the text after every `;`, tab, CR or LF that would start a formula (or a quoted one, after any spaces) gets
 * the same single quote. Numbers the exporter writes itself are left as numbers.
 */

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

export function csvField(value: CellValue, kind: CellKind = 'text'): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  if (typeof value === 'bigint') return value.toString();
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  if (kind === 'number' && PLAIN_DECIMAL.test(value)) return value;
  const text = guardFormula(value);
  return NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function csvRow(cells: readonly { value: CellValue; kind?: CellKind }[]): string {
  return cells.map((c) => csvField(c.value, c.kind)).join(',') + CSV_LINE_END;
}
