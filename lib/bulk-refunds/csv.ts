/**
 * Bulk refunds with an amount per row (docs/bulk-refunds.md): a CSV of payment (code or id), amount, reason and note,
 * read and checked row by row before anything is sent (docs/bulk-refunds.md). Pure: the payments are looked up by the
 * caller (lib/bulk-refunds/csv-lookup.ts) and handed in. Amounts are typed in major units in the payment's
 * currency and become integer minor units here (lib/forms/money.ts, never a float).
 */
import { CsvReadError, readCsv } from '@/core/csv';
import { REFUND_REASONS, refundabilityOf, type RefundReason } from '@/core/refunds';
import { minorToDecimal, normalizeDecimal } from '@/core/money/units';
import { parseCurrency, parseMajorAmount } from '@/lib/forms/money';
import { noteExpected } from '@/lib/forms/reasons';
import { phrase, type Phrase } from '@/lib/forms/phrases';
import { LIMITS } from '@/lib/forms/field-rules';

/** At most this many rows in one CSV (and so in one CSV batch). */
export const CSV_ROW_LIMIT = 5000;
/** At most this many bytes of CSV: under the 1 MB body a server action takes (5,000 rows with short notes fit). */
export const CSV_MAX_BYTES = 900 * 1024;

/** The columns a CSV may have, by the header names accepted for each (case and spaces ignored). */
const HEADERS: Record<keyof Omit<CsvRow, 'line'>, readonly string[]> = {
  payment: ['payment', 'payment_code', 'payment_id', 'code', 'id', 'uuid', 'pago'],
  amount: ['amount', 'monto', 'valor'],
  currency: ['currency', 'moneda'],
  reason: ['reason', 'motivo'],
  note: ['note', 'nota'],
};

/** One row as typed (its line in the file, counting the header as line 1). */
export interface CsvRow {
  line: number;
  payment: string;
  amount: string;
  /** Optional column: when given it must be the payment's currency. */
  currency: string;
  reason: string;
  note: string;
}

/**
 * RFC 4180 fields (core/csv.ts reads them): commas (or semicolons, as a spreadsheet in a comma-decimal locale saves:
 * the separator the header line has most of), double quotes around a field that holds them or a line break, `""` for
 * a quote; CRLF or LF; a leading byte-order mark is dropped; blank lines are not rows. Throws a CsvReadError for text
 * that is not CSV.
 */
export function parseCsv(text: string): string[][] {
  const input = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  const firstLine = input.slice(0, input.search(/\r?\n|$/));
  const delimiter = (firstLine.match(/;/g)?.length ?? 0) > (firstLine.match(/,/g)?.length ?? 0) ? ';' : ',';
  return readCsv(input, delimiter);
}

export type ReadCsv = { ok: true; rows: CsvRow[] } | { ok: false; problem: Phrase };

/** The CSV's rows by its header (payment and amount required; currency, reason and note optional). */
export function readRefundCsv(text: string): ReadCsv {
  let records: string[][];
  try {
    records = parseCsv(text);
  } catch (error) {
    if (error instanceof CsvReadError)
      return { ok: false, problem: phrase('bulkCsv.error.malformed', { line: error.line }) };
    throw error;
  }
  const [header, ...body] = records;
  if (!header) return { ok: false, problem: phrase('bulkCsv.error.empty') };
  const names = header.map((h) => h.trim().toLowerCase().replace(/\s+/g, '_'));
  const column = (key: keyof typeof HEADERS) => names.findIndex((name) => HEADERS[key].includes(name));
  const at = {
    payment: column('payment'),
    amount: column('amount'),
    currency: column('currency'),
    reason: column('reason'),
    note: column('note'),
  };
  if (at.payment < 0 || at.amount < 0) return { ok: false, problem: phrase('bulkCsv.error.header') };
  if (!body.length) return { ok: false, problem: phrase('bulkCsv.error.noRows') };
  if (body.length > CSV_ROW_LIMIT)
    return { ok: false, problem: phrase('bulkCsv.error.tooManyRows', { max: CSV_ROW_LIMIT }) };
  const cell = (row: string[], index: number) => (index < 0 ? '' : (row[index] ?? '').trim());
  return {
    ok: true,
    rows: body.map((row, i) => ({
      line: i + 2,
      payment: cell(row, at.payment),
      amount: cell(row, at.amount),
      currency: cell(row, at.currency),
      reason: cell(row, at.reason).toUpperCase(),
      note: cell(row, at.note),
    })),
  };
}

/**
 * The CSV's amount rule (docs/bulk-refunds.md, "Amounts"), the same for every member whatever their language, so
 * a file means one thing to whoever checks or approves it: spaces are ignored; with both a point and a comma, the
 * last one is the decimal separator and the other groups thousands; with one of them only, once and followed by one
 * or two digits (or four or more) it is the decimal separator ("5,00" is 5.00), several times it groups thousands
 * ("1.250.000"); thousands groups have three digits (once the decimal mark is known, core/money/units.ts reads the
 * amount). One separator followed by exactly three digits ("1,250", "1.250") could be either and is refused. Returns
 * the amount with a point as its only separator, for
 * parseMajorAmount (exact decimal text → integer minor units, no float); text that is not digits and separators is
 * handed on as typed for parseMajorAmount to word its problem (empty, negative, letters).
 */
export function csvAmountText(input: string): { ok: true; text: string } | { ok: false; problem: Phrase } {
  const text = input.trim().replace(/[\s\u00a0\u202f]/g, '');
  if (!/^[\d.,]+$/.test(text) || !/\d/.test(text)) return { ok: true, text: input };
  const refused = { ok: false as const, problem: phrase('bulkCsv.row.amountRule', { amount: input.trim() }) };
  const last = Math.max(text.lastIndexOf('.'), text.lastIndexOf(','));
  if (last < 0) return { ok: true, text };
  const separator = text[last] as '.' | ',';
  const both = text.includes('.') && text.includes(',');
  const once = text.indexOf(separator) === last;
  const after = text.length - last - 1;
  // Several of one separator alone group thousands; otherwise the last one is the decimal mark, unless it stands alone
  // before exactly three digits (ambiguous), repeats beside the other one, or has no digit on one side.
  const grouping = !both && !once;
  if (!grouping && (!once || (!both && after === 3) || after === 0 || last === 0)) return refused;
  const decimalMark = grouping ? (separator === '.' ? ',' : '.') : separator;
  const normal = normalizeDecimal(text, { decimalMark, signed: false, groups: 'thousands' });
  return normal === null ? refused : { ok: true, text: normal };
}

/** What the checks need of a payment (read from the API by the caller). */
export interface PaymentFacts {
  uuid: string;
  code: string | null;
  status: string | null;
  currency: string;
  amount: number;
  amountRefunded: number | null;
  type?: string | null;
  remarks?: string | null;
}

/** A row once checked: its refund in minor units when it may be sent, or why not (every problem, in order). */
export interface CheckedRow extends CsvRow {
  paymentId: string | null;
  paymentCode: string | null;
  paymentCurrency: string | null;
  paymentStatus: string | null;
  /** What is left to refund of the payment before this file (minor units), refunds waiting in other batches deducted. */
  refundable: number | null;
  /** The row's amount in minor units (null when it cannot be read). */
  amountMinor: number | null;
  /** The line of the earlier row naming the same payment, when this row repeats it. */
  repeatOf: number | null;
  problems: Phrase[];
}

/**
 * What the member chose for repeated rows — rows naming the same payment for the same amount as an earlier row
 * (docs/bulk-refunds.md, "Repeated rows"): `merge` makes them one refund of their total, `refuse` refunds the first
 * and refuses the others.
 */
export type RepeatChoice = 'merge' | 'refuse';

/** A row's payment and amount (minor units), the key by which rows repeat; null when either cannot be read. */
function repeatKey(row: CsvRow, payment: PaymentFacts | null | undefined): string | null {
  if (!payment) return null;
  const text = csvAmountText(row.amount);
  const amount = text.ok ? parseMajorAmount(text.text, payment.currency) : text;
  return amount.ok ? `${payment.uuid} ${amount.minor}` : null;
}

/**
 * Applies the member's choice to the repeated rows: `merge` folds each group into its first row (the amount times
 * the rows, their notes joined), `refuse` drops all but the first. Returns the rows and the lines folded or dropped.
 */
export function foldRepeats(
  rows: readonly CsvRow[],
  payments: ReadonlyMap<string, PaymentFacts | null>,
  choice: RepeatChoice,
): { rows: CsvRow[]; folded: number[] } {
  const groups = new Map<string, CsvRow[]>();
  for (const row of rows) {
    const key = repeatKey(row, payments.get(row.payment));
    if (key) groups.set(key, [...(groups.get(key) ?? []), row]);
  }
  const replaced = new Map<CsvRow, CsvRow | null>();
  for (const [key, group] of groups) {
    if (group.length < 2) continue;
    if (choice === 'merge') {
      const minor = Number(key.split(' ')[1]) * group.length;
      const notes = [...new Set(group.map((r) => r.note).filter(Boolean))];
      const currency = payments.get(group[0].payment)?.currency ?? null;
      replaced.set(group[0], { ...group[0], amount: minorToDecimal(minor, currency), note: notes.join('; ') });
    }
    for (const repeat of group.slice(1)) replaced.set(repeat, null);
  }
  return {
    rows: rows.flatMap((r) => {
      const next = replaced.has(r) ? replaced.get(r) : r;
      return next ? [next] : [];
    }),
    folded: rows.filter((r) => replaced.get(r) === null).map((r) => r.line),
  };
}

/**
 * Checks every row against its payment (`payments`: by the row's payment text, null when no payment has that code
 * or id): unknown payment, a repeat of an earlier row (same payment, same amount: until the member merges or
 * refuses the repeats),
 * not refundable (core/refunds.ts's reason), wrong currency, an amount that cannot be read or is more than what is
 * left — counting the rows above it for the same payment and `pending`, what other batches hold for it and have not
 * sent — a payment an earlier upload of the same file already refunded or holds (`fromFile`), and the reason and note.
 * A row with no problem is what will be sent.
 */
export function checkRows(
  rows: readonly CsvRow[],
  payments: ReadonlyMap<string, PaymentFacts | null>,
  {
    pending = new Map(),
    fromFile = new Map(),
  }: {
    /** What other batches hold of each payment and have not sent (minor units by payment id). */
    pending?: ReadonlyMap<string, number>;
    /** What earlier batches made from this same file refunded or hold of each payment (minor units by payment id). */
    fromFile?: ReadonlyMap<string, number>;
  } = {},
): CheckedRow[] {
  const claimed = new Map<string, number>();
  const firstLine = new Map<string, number>();
  return rows.map((row) => {
    const problems: Phrase[] = [];
    const payment = row.payment ? (payments.get(row.payment) ?? null) : null;
    if (!row.payment) problems.push(phrase('bulkCsv.row.noPayment'));
    else if (!payment) problems.push(phrase('bulkCsv.row.unknownPayment', { payment: row.payment }));
    const currency = payment?.currency ?? null;
    const typedCurrency = row.currency ? parseCurrency(row.currency) : null;
    if (row.currency && !typedCurrency) problems.push(phrase('bulkCsv.row.badCurrency', { currency: row.currency }));
    else if (payment && typedCurrency && typedCurrency !== currency)
      problems.push(phrase('bulkCsv.row.wrongCurrency', { currency: typedCurrency, expected: currency ?? '' }));
    const amountText = csvAmountText(row.amount);
    const amount = amountText.ok ? parseMajorAmount(amountText.text, currency ?? typedCurrency) : amountText;
    if (!amount.ok) problems.push(amount.problem);
    const key = repeatKey(row, payment);
    const repeatOf = key ? (firstLine.get(key) ?? null) : null;
    if (key && repeatOf === null) firstLine.set(key, row.line);
    if (repeatOf !== null) problems.push(phrase('bulkCsv.row.repeated', { line: repeatOf }));
    let refundable: number | null = null;
    if (payment) {
      const answer = refundabilityOf(payment);
      const waiting = pending.get(payment.uuid) ?? 0;
      refundable = Math.max(0, answer.refundable - waiting);
      const earlier = fromFile.get(payment.uuid);
      if (answer.reason) problems.push(phrase(`refund.blocked.${answer.reason}`));
      else if (earlier)
        problems.push(
          phrase('bulkCsv.row.alreadyFromFile', {
            amount: minorToDecimal(earlier, currency),
            currency: currency ?? '',
          }),
        );
      else if (amount.ok && repeatOf === null) {
        const before = claimed.get(payment.uuid) ?? 0;
        if (before + amount.minor > refundable)
          problems.push(
            waiting
              ? phrase('bulkCsv.row.pendingElsewhere', {
                  pending: minorToDecimal(waiting, currency),
                  left: minorToDecimal(refundable, currency),
                  currency: currency ?? '',
                })
              : before
                ? phrase('bulkCsv.row.moreThanLeftWithAbove', {
                    left: minorToDecimal(Math.max(0, refundable - before), currency),
                    currency: currency ?? '',
                  })
                : phrase('bulkCsv.row.moreThanLeft', {
                    left: minorToDecimal(refundable, currency),
                    currency: currency ?? '',
                  }),
          );
      }
    }
    const reason = row.reason || 'REQUESTED_BY_CUSTOMER';
    if (!(REFUND_REASONS as readonly string[]).includes(reason))
      problems.push(phrase('bulkCsv.row.badReason', { reason: row.reason }));
    else if (noteExpected(reason) && !row.note) problems.push(phrase('forms.error.explainReason'));
    if (row.note.length > LIMITS.note) problems.push(phrase('bulkCsv.row.noteTooLong', { max: LIMITS.note }));
    // Only a row that will be sent takes from what is left of its payment for the rows below it.
    if (payment && amount.ok && !problems.length)
      claimed.set(payment.uuid, (claimed.get(payment.uuid) ?? 0) + amount.minor);
    return {
      ...row,
      reason,
      paymentId: payment?.uuid ?? null,
      paymentCode: payment?.code ?? null,
      paymentCurrency: currency,
      paymentStatus: payment?.status ?? null,
      refundable,
      amountMinor: amount.ok ? amount.minor : null,
      repeatOf,
      problems,
    };
  });
}

/** A row that may be sent: its payment, amount (minor units), reason and note. */
export interface ReadyRow {
  paymentId: string;
  paymentCode: string | null;
  currency: string;
  amount: number;
  paymentStatus: string | null;
  reason: RefundReason;
  note: string | null;
}

export function readyRows(rows: readonly CheckedRow[]): ReadyRow[] | null {
  if (rows.some((r) => r.problems.length)) return null;
  return rows.map((r) => ({
    paymentId: r.paymentId!,
    paymentCode: r.paymentCode,
    currency: r.paymentCurrency!,
    amount: r.amountMinor!,
    paymentStatus: r.paymentStatus,
    reason: r.reason as RefundReason,
    note: r.note || null,
  }));
}
