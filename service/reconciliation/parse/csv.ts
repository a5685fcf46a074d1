import { Readable } from 'node:stream';
import { CsvError, parse, type Info } from 'csv-parse';
import { decimalToMinor } from '../../../core/money/units';
import {
  checkCurrency,
  checkDate,
  emptyHeader,
  StatementParseError,
  type ParsedLine,
  type StatementParser,
} from './types';

/** How a bank's CSV export reads (saved per merchant and bank: `POST /reconciliation/csv-mappings/create`). */
export interface CsvMapping {
  delimiter: ',' | ';' | '\t' | '|';
  /** Header names of the columns (the first row is the header). */
  columns: {
    value_date: string;
    booking_date?: string | null;
    /** One signed amount column, or credit and debit columns (each positive). */
    amount?: string | null;
    credit?: string | null;
    debit?: string | null;
    currency?: string | null;
    reference?: string | null;
    description?: string | null;
    counterparty?: string | null;
  };
  date_format: 'YYYY-MM-DD' | 'DD/MM/YYYY' | 'MM/DD/YYYY' | 'DD.MM.YYYY' | 'YYYYMMDD';
  decimal_mark: '.' | ',';
  /** The currency of every line when the file has no currency column. */
  default_currency?: string | null;
}

export const DATE_FORMATS = ['YYYY-MM-DD', 'DD/MM/YYYY', 'MM/DD/YYYY', 'DD.MM.YYYY', 'YYYYMMDD'] as const;

const DATE_PATTERNS: Record<CsvMapping['date_format'], [RegExp, (m: RegExpExecArray) => string]> = {
  'YYYY-MM-DD': [/^(\d{4})-(\d{2})-(\d{2})$/, (m) => `${m[1]}-${m[2]}-${m[3]}`],
  'DD/MM/YYYY': [/^(\d{2})\/(\d{2})\/(\d{4})$/, (m) => `${m[3]}-${m[2]}-${m[1]}`],
  'MM/DD/YYYY': [/^(\d{2})\/(\d{2})\/(\d{4})$/, (m) => `${m[3]}-${m[1]}-${m[2]}`],
  'DD.MM.YYYY': [/^(\d{2})\.(\d{2})\.(\d{4})$/, (m) => `${m[3]}-${m[2]}-${m[1]}`],
  YYYYMMDD: [/^(\d{4})(\d{2})(\d{2})$/, (m) => `${m[1]}-${m[2]}-${m[3]}`],
};

function toIsoDate(text: string, format: CsvMapping['date_format'], line: number, what: string): string {
  const t = text.trim();
  const [pattern, build] = DATE_PATTERNS[format];
  const match = pattern.exec(t);
  if (!match) throw new StatementParseError(line, `${what} "${t}" is not a date written ${format}`);
  return checkDate(build(match), line, what);
}

/** csv-parse's refusals, in the words of the other formats' (its `lines` is where it stopped). */
const CSV_ERRORS: Record<string, string> = {
  CSV_QUOTE_NOT_CLOSED: 'a quoted field is never closed',
  CSV_INVALID_CLOSING_QUOTE: 'text after a closing quote',
  INVALID_OPENING_QUOTE: 'a quote inside an unquoted field',
  CSV_NON_TRIMABLE_CHAR_AFTER_CLOSING_QUOTE: 'text after a closing quote',
};

/**
 * RFC 4180 records from text chunks, through csv-parse's stream (quoted fields with "" for a quote, delimiters
 * and line breaks inside; CRLF or LF; a BOM; empty lines skipped). Yields each record with the line it starts on
 * (csv-parse reports where a record ends: less the line breaks inside its fields). Memory holds the records in
 * flight between the chunks and the parser (the stream's high-water mark), not the file.
 */
export async function* csvRecords(
  chunks: AsyncIterable<string> | Iterable<string>,
  delimiter: string,
): AsyncGenerator<{ fields: string[]; line: number }> {
  const records = Readable.from(chunks).pipe(
    parse({ delimiter, bom: true, info: true, skip_empty_lines: true, relax_column_count: true }),
  );
  try {
    for await (const { record, info } of records as AsyncIterable<{ record: string[]; info: Info }>) {
      let inside = 0;
      for (const field of record) for (let i = field.indexOf('\n'); i >= 0; i = field.indexOf('\n', i + 1)) inside++;
      yield { fields: record, line: info.lines - inside };
    }
  } catch (error) {
    if (!(error instanceof CsvError)) throw error;
    const line = (error as CsvError & { lines?: number }).lines ?? 1;
    throw new StatementParseError(line, CSV_ERRORS[error.code] ?? error.message.replace(/ (at|on) line \d+.*$/, ''));
  } finally {
    records.destroy();
  }
}

export function csvParser(mapping: CsvMapping): StatementParser {
  const header = emptyHeader();
  async function* lines(chunks: AsyncIterable<string> | Iterable<string>): AsyncGenerator<ParsedLine> {
    let index: Map<string, number> | null = null;
    let width = 0;
    const cols = mapping.columns;
    for await (const { fields, line } of csvRecords(chunks, mapping.delimiter)) {
      if (!index) {
        index = new Map(fields.map((name, i) => [name.trim().replace(/^\ufeff/, ''), i]));
        width = fields.length;
        const wanted = Object.entries(cols).filter(([, name]) => name) as [string, string][];
        for (const [role, name] of wanted)
          if (!index.has(name)) throw new StatementParseError(line, `the header has no column "${name}" (for ${role})`);
        continue;
      }
      if (fields.length !== width)
        throw new StatementParseError(line, `${fields.length} columns where the header has ${width}`);
      const cell = (name: string | null | undefined) => {
        if (!name) return null;
        const value = fields[index!.get(name)!]?.trim();
        return value ? value : null;
      };
      const currency = checkCurrency(cell(cols.currency) ?? mapping.default_currency, line);
      const amountOf = (text: string, what: string) => {
        const value = decimalToMinor(text, currency, mapping.decimal_mark);
        if (value === null)
          throw new StatementParseError(
            line,
            `${what} "${text}" is not a decimal amount with at most ${currency}'s digits`,
          );
        return value;
      };
      let amount: number;
      const signed = cell(cols.amount);
      if (cols.amount) {
        if (!signed) throw new StatementParseError(line, `the amount column "${cols.amount}" is empty`);
        amount = amountOf(signed, 'amount');
      } else {
        const credit = cell(cols.credit);
        const debit = cell(cols.debit);
        if (!credit && !debit) throw new StatementParseError(line, 'both the credit and the debit column are empty');
        amount = (credit ? Math.abs(amountOf(credit, 'credit')) : 0) - (debit ? Math.abs(amountOf(debit, 'debit')) : 0);
      }
      const date = cell(cols.value_date);
      if (!date) throw new StatementParseError(line, `the value date column "${cols.value_date}" is empty`);
      const booking = cell(cols.booking_date);
      header.currency ??= currency;
      yield {
        lineNumber: line,
        valueDate: toIsoDate(date, mapping.date_format, line, 'value date'),
        bookingDate: booking ? toIsoDate(booking, mapping.date_format, line, 'booking date') : null,
        amount,
        currency,
        reference: cell(cols.reference),
        description: cell(cols.description),
        counterparty: cell(cols.counterparty),
      };
    }
    if (!index) throw new StatementParseError(1, 'the file is empty (no header row)');
  }
  return { header, lines };
}
