import type {
  BankAccount,
  ReconciliationException,
  ReconciliationSummary,
  Statement,
  StatementLine,
} from '@/lib/merchant-api/schemas/reconciliation';

/**
 * What /reconciliation shows of the API's objects (docs/performance.md, "The console's HTML"): the page's client
 * components receive these fields and no others, since every prop is sent a second time beside the markup. A field
 * added to a screen is added here.
 */

/** An object's null fields left out (optional instead): a row's JSON carries no `"note":null`. */
export type Lean<T> = { [K in keyof T as null extends T[K] ? never : K]: T[K] } & {
  [K in keyof T as null extends T[K] ? K : never]?: Exclude<T[K], null>;
};

export function lean<T extends object>(item: T): Lean<T> {
  return Object.fromEntries(Object.entries(item).filter(([, value]) => value !== null)) as Lean<T>;
}

type Subject = NonNullable<ReconciliationException['subject']>;

/** An exception's row in the queue. */
export type QueueRow = Lean<
  Pick<
    ReconciliationException,
    'uuid' | 'kind' | 'amount' | 'currency' | 'since' | 'age_days' | 'owner' | 'note' | 'line_id'
  >
> & { subject?: Lean<Subject> };

export const toQueueRow = (e: ReconciliationException): QueueRow => ({
  ...lean({
    uuid: e.uuid,
    kind: e.kind,
    amount: e.amount,
    currency: e.currency,
    since: e.since,
    age_days: e.age_days,
    owner: e.owner,
    note: e.note,
    line_id: e.line_id,
  }),
  ...(e.subject ? { subject: lean(e.subject) } : {}),
});

/** A bank account as the accounts card, the import form and the queue's filter name it. */
export type AccountRow = Pick<
  BankAccount,
  'uuid' | 'name' | 'currency' | 'account_number' | 'carries' | 'last_date' | 'closing_balance'
>;

export const toAccountRow = (a: BankAccount): AccountRow => ({
  uuid: a.uuid,
  name: a.name,
  currency: a.currency,
  account_number: a.account_number,
  carries: a.carries,
  last_date: a.last_date,
  closing_balance: a.closing_balance,
});

/** A statement in the statements card. */
export type StatementRow = Pick<
  Statement,
  | 'uuid'
  | 'file_name'
  | 'format'
  | 'first_date'
  | 'last_date'
  | 'line_count'
  | 'matched_count'
  | 'status'
  | 'voided_by'
  | 'void_reason'
>;

export const toStatementRow = (s: Statement): StatementRow => ({
  uuid: s.uuid,
  file_name: s.file_name,
  format: s.format,
  first_date: s.first_date,
  last_date: s.last_date,
  line_count: s.line_count,
  matched_count: s.matched_count,
  status: s.status,
  voided_by: s.voided_by,
  void_reason: s.void_reason,
});

/** A line of the latest statement: its text is the reference, else the remittance text; its matches by code. */
export interface LineRow {
  uuid: string;
  line_number: number;
  value_date: string;
  amount: number;
  currency: string;
  text?: string;
  status: string;
  matched_to?: string;
  note?: string;
}

export const toLineRow = (l: StatementLine): LineRow =>
  lean({
    uuid: l.uuid,
    line_number: l.line_number,
    value_date: l.value_date,
    amount: l.amount,
    currency: l.currency,
    text: l.reference ?? l.description,
    status: l.status,
    matched_to: l.matches.map((m) => m.transaction_code || m.transaction_id).join(', ') || null,
    note: l.note,
  });

type Day = [date: string, currency: string, matched: number, open: number, matchedTx: number, transactions: number];

/**
 * The month's figures and its per-day table, a day as [date, currency, matched lines, open lines, matched, transactions]:
 * the latest week's days unless `allDays` (`?days=all`), and how many dates the month has.
 */
export interface MonthFigures {
  lines: number;
  matched_lines: number;
  open_lines: number;
  open_exceptions: number;
  days: Day[];
  dates: number;
  allDays: boolean;
}

export function toMonthFigures(s: ReconciliationSummary, allDays = false): MonthFigures {
  const sum = (key: 'lines' | 'matched_lines' | 'open_lines') => s.period.reduce((total, p) => total + p[key], 0);
  const days = s.days.map((d): Day => [
    d.date,
    d.currency,
    d.matched_lines,
    d.open_lines,
    d.matched_transactions,
    d.transactions,
  ]);
  const latest = latestDays(days);
  return {
    lines: sum('lines'),
    matched_lines: sum('matched_lines'),
    open_lines: sum('open_lines'),
    open_exceptions: s.open_exceptions,
    days: allDays ? days : latest.rows,
    dates: latest.dates,
    allDays,
  };
}

/** Days of the per-day table shown before "all days" is asked for: the latest week. */
export const DAYS_SHOWN = 7;

/** The per-day table's rows of its latest `count` dates (every currency of each), and how many dates it has. */
export function latestDays(days: Day[], count = DAYS_SHOWN) {
  const dates = [...new Set(days.map((d) => d[0]))].sort();
  const from = dates.length > count ? dates[dates.length - count] : '';
  return { rows: days.filter((d) => d[0] >= from), dates: dates.length };
}
