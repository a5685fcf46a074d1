import 'server-only';
import { getT } from '@/lib/i18n/server';
import { isApiError, payments } from '@/lib/merchant-api';
import { checkRows, CSV_MAX_BYTES, CSV_ROW_LIMIT, readRefundCsv, type CheckedRow, type CsvRow } from './csv';
import { apiPaymentReader, lookupPayments } from './csv-lookup';

/** The console's reader (csv-lookup.ts): batches through the payments list's extensions, else one by one. */
const apiReader = apiPaymentReader(payments);

/** Checks a file's rows against the payments they name, read from the API now (docs/bulk-refunds.md). */
export async function checkCsvRows(rows: readonly CsvRow[]): Promise<CheckedRow[]> {
  const found = await lookupPayments(
    rows.map((r) => r.payment),
    apiReader,
  );
  return checkRows(rows, found);
}

/** A checked row as the upload page shows it: what was typed, the payment found, and its problems in words. */
export interface CsvRowView extends CsvRow {
  paymentCode: string | null;
  paymentCurrency: string | null;
  amountMinor: number | null;
  problems: string[];
}

export interface CsvCheckResult {
  rows: CsvRowView[];
}

/** The rows of the form: a file (`csv_file`), or the rows as the member fixed them (`rows`, JSON). */
async function rowsOf(
  formData: FormData,
): Promise<{ ok: true; rows: CsvRow[] } | { ok: false; key: string; vars?: Record<string, string | number> }> {
  const edited = formData.get('rows');
  if (typeof edited === 'string' && edited) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(edited);
    } catch {
      return { ok: false, key: 'bulkCsv.error.notCsv' };
    }
    if (!Array.isArray(parsed)) return { ok: false, key: 'bulkCsv.error.notCsv' };
    if (parsed.length > CSV_ROW_LIMIT)
      return { ok: false, key: 'bulkCsv.error.tooManyRows', vars: { max: CSV_ROW_LIMIT } };
    const text = (v: unknown, max = 600) => (typeof v === 'string' ? v.trim().slice(0, max) : '');
    return {
      ok: true,
      rows: parsed.map((r: Record<string, unknown>, i) => ({
        line: Number.isInteger(r?.line) ? Number(r.line) : i + 2,
        payment: text(r?.payment, 100),
        amount: text(r?.amount, 40),
        currency: text(r?.currency, 10),
        reason: text(r?.reason, 60).toUpperCase(),
        note: text(r?.note),
      })),
    };
  }
  const file = formData.get('csv_file');
  if (!(file instanceof File) || file.size === 0) return { ok: false, key: 'bulkCsv.error.notCsv' };
  if (file.size > CSV_MAX_BYTES) return { ok: false, key: 'bulkCsv.error.tooLarge' };
  const read = readRefundCsv(await file.text());
  return read.ok ? { ok: true, rows: read.rows } : { ok: false, key: read.problem.key, vars: read.problem.vars };
}

/** The form's rows, checked against the payments now (shared with the prepare action, which checks again). */
export async function checkedFromForm(
  formData: FormData,
): Promise<{ ok: true; rows: CheckedRow[] } | { ok: false; message: string; requestId?: string | null }> {
  const t = await getT();
  const read = await rowsOf(formData);
  if (!read.ok) return { ok: false, message: t(read.key as Parameters<typeof t>[0], read.vars) };
  try {
    return { ok: true, rows: await checkCsvRows(read.rows) };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    return {
      ok: false,
      message: t('bulkCsv.error.unreadable', { message }),
      requestId: isApiError(error) ? error.requestId : null,
    };
  }
}

/** Words a checked row's problems in the member's language. */
export async function viewOf(rows: CheckedRow[]): Promise<CsvRowView[]> {
  const t = await getT();
  return rows.map((r) => ({
    line: r.line,
    payment: r.payment,
    amount: r.amount,
    currency: r.currency,
    reason: r.reason,
    note: r.note,
    paymentCode: r.paymentCode,
    paymentCurrency: r.paymentCurrency,
    amountMinor: r.amountMinor,
    problems: r.problems.map((p) => t(p)),
  }));
}
