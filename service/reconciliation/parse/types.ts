/** One booked entry of a bank statement, whatever the file's format. */
export interface ParsedLine {
  /** Where it starts in the file (1-based line), for people to find it. */
  lineNumber: number;
  /** YYYY-MM-DD: when the money moved (value date). */
  valueDate: string;
  bookingDate: string | null;
  /** Signed minor units: a credit (money in) is positive, a debit negative. */
  amount: number;
  currency: string;
  /** The bank's or the remitter's reference (end-to-end id, remittance text…), when the file has one. */
  reference: string | null;
  description: string | null;
  counterparty: string | null;
}

/** What the file says about itself besides its lines (not every format has each). */
export interface StatementHeader {
  account: string | null;
  statementId: string | null;
  currency: string | null;
  openingBalance: number | null;
  closingBalance: number | null;
}

/** A file that is not a valid statement: the line at fault and why. Nothing of it is kept. */
export class StatementParseError extends Error {
  constructor(
    readonly line: number,
    readonly reason: string,
  ) {
    super(`Line ${line}: ${reason}`);
  }
}

/** A parser reads the file as text chunks and hands over its lines one by one (constant memory in the file's size). */
export interface StatementParser {
  lines(chunks: AsyncIterable<string> | Iterable<string>): AsyncGenerator<ParsedLine>;
  /** Filled in as the parse goes; complete once `lines` has finished. */
  header: StatementHeader;
}

export const emptyHeader = (): StatementHeader => ({
  account: null,
  statementId: null,
  currency: null,
  openingBalance: null,
  closingBalance: null,
});

/** Text chunks → lines with their 1-based numbers (LF or CRLF), holding at most one partial line. */
export async function* textLines(
  chunks: AsyncIterable<string> | Iterable<string>,
): AsyncGenerator<{ text: string; number: number }> {
  let rest = '';
  let number = 0;
  for await (const chunk of chunks) {
    rest += chunk;
    let at: number;
    while ((at = rest.indexOf('\n')) >= 0) {
      const text = rest.slice(0, at).replace(/\r$/, '');
      rest = rest.slice(at + 1);
      yield { text, number: ++number };
    }
  }
  if (rest.length) yield { text: rest.replace(/\r$/, ''), number: ++number };
}

/** A long string as chunks of 64 KiB, so the parsers see it the way they would see a stream. */
export function* chunksOf(text: string, size = 65_536): Generator<string> {
  for (let i = 0; i < text.length; i += size) yield text.slice(i, i + size);
}

const CURRENCY = /^[A-Z]{3}$/;
export function checkCurrency(value: string | null | undefined, line: number): string {
  const code = (value ?? '').trim().toUpperCase();
  if (!CURRENCY.test(code)) throw new StatementParseError(line, `currency "${value ?? ''}" is not an ISO 4217 code`);
  return code;
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/**
 * A YYYY-MM-DD that is a real day of the (proleptic Gregorian) calendar, by arithmetic: two per line of a 10,000-line
 * statement, where a `Date` built and printed back for each was a tenth of the camt.053 parse (docs/performance.md).
 */
export function checkDate(value: string, line: number, what = 'date'): string {
  const match = ISO_DATE.exec(value);
  if (match) {
    const year = Number(match[1]);
    const month = Number(match[2]);
    const day = Number(match[3]);
    const leap = year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
    if (month >= 1 && month <= 12 && day >= 1 && day <= (month === 2 && leap ? 29 : DAYS_IN_MONTH[month - 1]))
      return value;
  }
  throw new StatementParseError(line, `${what} "${value}" is not a real calendar date`);
}
