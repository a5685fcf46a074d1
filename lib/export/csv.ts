/**
 * CSV as RFC 4180 writes it (comma, CRLF, fields quoted when they hold a comma, semicolon, quote, CR or LF,
 * quotes doubled), made safe to open in a spreadsheet: a text cell that a spreadsheet would run as a formula
 * (starting with = + - @, or a tab or CR that hides one) is prefixed with a single quote. Spreadsheets set
 * up for Spanish (es-CO) and most of Europe split CSV on `;` instead, and there a cell starts after every `;`
 * of the line, quoted or not ("Gómez;=HYPERLINK(…)" is two cells, the second a formula): so the text after
 * each `;` that would start a formula (or a quoted one) gets the same single quote. Numbers the exporter
 * writes itself are left as numbers.
 */

export type CellValue = string | number | bigint | boolean | null | undefined;

/** How a cell is written: `number` cells stay bare when they are a plain decimal; everything else is text. */
export type CellKind = 'text' | 'number';

export const CSV_LINE_END = '\r\n';
/** Lets spreadsheet programs detect UTF-8 (names such as "Gómez" otherwise open garbled in Excel). */
export const UTF8_BOM = '\uFEFF';

const FORMULA_START = /^[=+\-@\t\r]/;
/** A `;` (a cell boundary for a semicolon-separated reader) followed, after any spaces, by a formula or a quote. */
const FORMULA_AFTER_SEMICOLON = /;(?=[ ]*[=+\-@\t\r"])/g;
const NEEDS_QUOTES = /[",;\r\n]/;
const PLAIN_DECIMAL = /^-?\d+(\.\d+)?$/;

/** Defuses a text that a spreadsheet would evaluate ("=HYPERLINK(…)", "+1-555", "@SUM(…)"). */
export function guardFormula(text: string): string {
  const inner = text.includes(';') ? text.replace(FORMULA_AFTER_SEMICOLON, ";'") : text;
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
