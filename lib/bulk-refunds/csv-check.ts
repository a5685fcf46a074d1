import 'server-only';
import { createHash } from 'node:crypto';
import { getConsoleDb } from '@/lib/db';
import { getT } from '@/lib/auth/translator';
import { isApiError, payments } from '@/lib/merchant-api';
import { batchesOfFile, pendingByPayment, refundedFromFile } from './batches';
import {
  checkRows,
  CSV_MAX_BYTES,
  CSV_ROW_LIMIT,
  foldRepeats,
  readRefundCsv,
  type CheckedRow,
  type CsvRow,
  type RepeatChoice,
} from './csv';
import { apiPaymentReader, lookupPayments } from './csv-lookup';
import { batchStatePhrase } from './state';

/** The console's reader (csv-lookup.ts): batches through the payments list's extensions, else one by one. */
const apiReader = apiPaymentReader(payments);

/**
 * Checks a file's rows against the payments they name, read from the API now, and against what other bulk refunds
 * hold of them and have not sent (docs/bulk-refunds.md); `repeats`: the member's choice for rows repeating a payment.
 */
export async function checkCsvRows(
  rows: readonly CsvRow[],
  repeats: RepeatChoice | null = null,
  hash: string | null = null,
): Promise<{ rows: CheckedRow[]; folded: number[] }> {
  const found = await lookupPayments(
    rows.map((r) => r.payment),
    apiReader,
  );
  const folded = repeats ? foldRepeats(rows, found, repeats) : { rows: [...rows], folded: [] };
  const ids = [...found.values()].flatMap((p) => (p ? [p.uuid] : []));
  const db = await getConsoleDb();
  const [pending, fromFile] = await Promise.all([
    pendingByPayment(db, ids),
    hash ? refundedFromFile(db, hash) : new Map<string, number>(),
  ]);
  return { rows: checkRows(folded.rows, found, { pending, fromFile }), folded: folded.folded };
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
  /** How many rows repeat an earlier row's payment (the member merges or refuses them). */
  repeats: number;
  /** The file's SHA-256, sent back with the fixed rows so the draft remembers which file it came from. */
  fileHash: string | null;
  /** When this file was uploaded before: the newest batch made from it, in words. */
  uploadedBefore: string | null;
}

const HASH = /^[0-9a-f]{64}$/;

/** The rows of the form: a file (`csv_file`), or the rows as the member fixed them (`rows`, JSON). */
async function rowsOf(
  formData: FormData,
): Promise<
  { ok: true; rows: CsvRow[]; hash: string | null } | { ok: false; key: string; vars?: Record<string, string | number> }
> {
  const edited = formData.get('rows');
  const sentHash = formData.get('file_hash');
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
      hash: typeof sentHash === 'string' && HASH.test(sentHash) ? sentHash : null,
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
  const text = await file.text();
  const read = readRefundCsv(text);
  if (!read.ok) return { ok: false, key: read.problem.key, vars: read.problem.vars };
  return { ok: true, rows: read.rows, hash: createHash('sha256').update(text).digest('hex') };
}

/** The form's rows, checked against the payments now (shared with the prepare action, which checks again). */
export async function checkedFromForm(
  formData: FormData,
): Promise<
  | { ok: true; rows: CheckedRow[]; hash: string | null; folded: number[]; repeats: RepeatChoice | null }
  | { ok: false; message: string; requestId?: string | null }
> {
  const t = await getT();
  const read = await rowsOf(formData);
  if (!read.ok) return { ok: false, message: t(read.key as Parameters<typeof t>[0], read.vars) };
  const choice = formData.get('repeats');
  const repeats = choice === 'merge' || choice === 'refuse' ? choice : null;
  try {
    const checked = await checkCsvRows(read.rows, repeats, read.hash);
    return { ok: true, ...checked, hash: read.hash, repeats };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    return {
      ok: false,
      message: t('bulkCsv.error.unreadable', { message }),
      requestId: isApiError(error) ? error.requestId : null,
    };
  }
}

/** The check's result for the page: the rows in words, the repeats, and the batch made earlier from the same file. */
export async function resultOf(
  checked: { rows: CheckedRow[]; hash: string | null },
  memberId: string,
): Promise<CsvCheckResult> {
  const t = await getT();
  const [earlier] = checked.hash ? await batchesOfFile(await getConsoleDb(), checked.hash, 1) : [];
  return {
    rows: await viewOf(checked.rows),
    repeats: checked.rows.filter((r) => r.repeatOf !== null).length,
    fileHash: checked.hash,
    uploadedBefore: earlier
      ? t('bulkCsv.uploadedBefore', {
          when: earlier.createdAt.toISOString().slice(0, 16).replace('T', ' ') + ' UTC',
          email: earlier.makerEmail,
          state: t(batchStatePhrase(earlier, memberId)),
        })
      : null,
  };
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
