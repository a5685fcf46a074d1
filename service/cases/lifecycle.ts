import { createHash } from 'node:crypto';
import { and, count, eq, inArray, isNotNull, lte, or } from 'drizzle-orm';
import {
  CASE_WON_REMARKS,
  EVIDENCE_MAX_BYTES,
  EVIDENCE_MAX_FILES,
  EVIDENCE_TYPES,
  REFUND_BLOCKING_STATUSES,
  sandboxDecision,
  type CaseStatus,
} from '../../core/cases';
import type { Db, DbOrTx } from '../db/client';
import { caseEvidence, cases, transactions } from '../db/schema';
import type { Clock } from '../lib/clock';
import { newCode, newId } from '../lib/ids';
import { conflict, invalidField, notFound } from '../lib/problems';
import { postReinstatement } from '../ledger/post';

export type CaseRow = typeof cases.$inferSelect;
export type EvidenceRow = typeof caseEvidence.$inferSelect;

/** The case, locked for this database transaction, or a 404. */
async function lockCase(tx: DbOrTx, merchantId: string, id: string): Promise<CaseRow> {
  const [row] = await tx
    .select()
    .from(cases)
    .where(and(eq(cases.id, id), eq(cases.merchantId, merchantId)))
    .for('update');
  if (!row) throw notFound('case', id);
  return row;
}

function notOpen(row: CaseRow, action: string) {
  return conflict(
    'case_not_open',
    `Case '${row.id}' is ${row.status}; only a case that NEEDS_RESPONSE can be ${action}.`,
  );
}

/** The merchant accepts the case: the money stays with the payer, nothing more to decide. */
export async function acceptCase(tx: DbOrTx, merchantId: string, id: string, now: Date): Promise<CaseRow> {
  const row = await lockCase(tx, merchantId, id);
  if (row.status !== 'NEEDS_RESPONSE') throw notOpen(row, 'accepted');
  const [done] = await tx
    .update(cases)
    .set({ status: 'ACCEPTED', decidedAt: now, processAfter: null, dateUpdated: now })
    .where(and(eq(cases.id, id), eq(cases.status, 'NEEDS_RESPONSE')))
    .returning();
  return done;
}

/**
 * The merchant submits its response (a written text and/or the evidence files uploaded before): the case is
 * UNDER_REVIEW from now (`process_after`), and the sandbox decides after the review delay.
 */
export async function submitCase(
  tx: DbOrTx,
  merchantId: string,
  id: string,
  responseText: string | undefined,
  now: Date,
): Promise<CaseRow> {
  const row = await lockCase(tx, merchantId, id);
  if (row.status !== 'NEEDS_RESPONSE') throw notOpen(row, 'submitted');
  const text = responseText?.trim() || row.responseText;
  if (!text && (await evidenceCount(tx, id)) === 0)
    throw invalidField(
      'response_text',
      'required',
      "'response_text' is required when the case has no evidence file: send a written response, evidence, or both.",
    );
  const [done] = await tx
    .update(cases)
    .set({ status: 'UNDER_REVIEW', responseText: text ?? null, submittedAt: now, processAfter: now, dateUpdated: now })
    .where(and(eq(cases.id, id), eq(cases.status, 'NEEDS_RESPONSE')))
    .returning();
  return done;
}

async function evidenceCount(tx: DbOrTx, caseId: string): Promise<number> {
  const [row] = await tx.select({ n: count() }).from(caseEvidence).where(eq(caseEvidence.caseId, caseId));
  return Number(row?.n ?? 0);
}

export interface EvidenceUpload {
  file_name: string;
  content_type: string;
  content_base64: string;
}

/** What a file's first bytes must be for its declared type (text/plain: valid UTF-8 without NUL bytes). */
function contentMatches(type: string, bytes: Buffer): boolean {
  const starts = (...sig: number[]) => sig.every((b, i) => bytes[i] === b);
  if (type === 'application/pdf') return starts(0x25, 0x50, 0x44, 0x46, 0x2d); // %PDF-
  if (type === 'image/png') return starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a);
  if (type === 'image/jpeg') return starts(0xff, 0xd8, 0xff);
  if (type === 'text/plain') {
    if (bytes.includes(0)) return false;
    try {
      new TextDecoder('utf-8', { fatal: true }).decode(bytes);
      return true;
    } catch {
      return false;
    }
  }
  return false;
}

/**
 * Stores one evidence file on a case that still needs a response. Refused (400, naming the field): a type other
 * than PDF, PNG, JPEG or plain text, content that is not what the type says (HTML sent as image/png…), an empty
 * file or one over 512 KB, not base64; (409) an 11th file or a case already submitted or decided.
 */
export async function addEvidence(
  tx: DbOrTx,
  merchantId: string,
  id: string,
  upload: EvidenceUpload,
  now: Date,
): Promise<EvidenceRow> {
  const row = await lockCase(tx, merchantId, id);
  if (row.status !== 'NEEDS_RESPONSE') throw notOpen(row, 'given evidence');
  const type = upload.content_type.toLowerCase().split(';')[0].trim();
  if (!(EVIDENCE_TYPES as readonly string[]).includes(type))
    throw invalidField(
      'content_type',
      'unsupported_type',
      `'content_type' must be one of ${EVIDENCE_TYPES.join(', ')}.`,
    );
  const clean = upload.content_base64.replace(/\s+/g, '');
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(clean) || clean.length % 4 !== 0)
    throw invalidField('content_base64', 'invalid_base64', "'content_base64' must be the file's bytes in base64.");
  const bytes = Buffer.from(clean, 'base64');
  if (bytes.length === 0) throw invalidField('content_base64', 'empty_file', "'content_base64' is an empty file.");
  if (bytes.length > EVIDENCE_MAX_BYTES)
    throw invalidField(
      'content_base64',
      'file_too_large',
      `The file is ${bytes.length} bytes; evidence files may be at most ${EVIDENCE_MAX_BYTES} bytes.`,
    );
  if (!contentMatches(type, bytes))
    throw invalidField('content_base64', 'content_mismatch', `The file's content is not ${type}.`);
  if ((await evidenceCount(tx, id)) >= EVIDENCE_MAX_FILES)
    throw conflict('too_many_evidence_files', `Case '${id}' already has ${EVIDENCE_MAX_FILES} evidence files.`);
  const [stored] = await tx
    .insert(caseEvidence)
    .values({
      id: newId('evd'),
      caseId: id,
      merchantId,
      fileName: safeFileName(upload.file_name),
      contentType: type,
      size: bytes.length,
      sha256: createHash('sha256').update(bytes).digest('hex'),
      contentBase64: bytes.toString('base64'),
      dateCreated: now,
    })
    .returning();
  await tx.update(cases).set({ dateUpdated: now }).where(eq(cases.id, id));
  return stored;
}

/** A file name as stored and offered for download: no path, no control or quoting characters, at most 200 characters. */
export function safeFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  const cleaned = base
    .replace(/[\u0000-\u001f\u007f"';<>`]/g, '')
    .trim()
    .slice(0, 200);
  return cleaned || 'evidence';
}

export interface CaseProcessorOptions {
  /** How long submitted evidence stays UNDER_REVIEW before the sandbox decides. */
  reviewMs: number;
  batchSize: number;
}

/**
 * One tick of the cases' sandbox: a case that still NEEDS_RESPONSE at its respond-by deadline is LOST; a case
 * UNDER_REVIEW for `reviewMs` is decided (core/cases.ts, sandboxDecision): WON puts the money back, LOST keeps it
 * with the payer. Rows are claimed FOR UPDATE SKIP LOCKED and every change is conditional, like the processor's.
 */
export async function processCasesDue(
  db: Db,
  clock: Clock,
  options: CaseProcessorOptions,
): Promise<{ processed: number; more: boolean }> {
  const now = clock.now();
  return db.transaction(async (tx) => {
    const due = await tx
      .select()
      .from(cases)
      .where(
        and(
          isNotNull(cases.processAfter),
          lte(cases.processAfter, now),
          or(
            eq(cases.status, 'NEEDS_RESPONSE'),
            and(eq(cases.status, 'UNDER_REVIEW'), lte(cases.processAfter, new Date(now.getTime() - options.reviewMs))),
          ),
        ),
      )
      .orderBy(cases.processAfter, cases.id)
      .limit(options.batchSize)
      .for('update', { skipLocked: true });
    for (const row of due) {
      const outcome: CaseStatus = row.status === 'NEEDS_RESPONSE' ? 'LOST' : sandboxDecision(row.responseText);
      await decide(tx, row, outcome, now);
    }
    return { processed: due.length, more: due.length === options.batchSize };
  });
}

async function decide(tx: DbOrTx, row: CaseRow, outcome: CaseStatus, now: Date): Promise<void> {
  const creditId = outcome === 'WON' ? await putBack(tx, row, now) : null;
  await tx
    .update(cases)
    .set({ status: outcome, creditTransactionId: creditId, decidedAt: now, processAfter: null, dateUpdated: now })
    .where(and(eq(cases.id, row.id), inArray(cases.status, ['NEEDS_RESPONSE', 'UNDER_REVIEW'])));
}

/**
 * A won case: the money the case's REVERSAL or RETURN took comes back to the merchant and its split recipients as a
 * PAYMENT from the payer's account (parent_id = that transaction, remarks CASE_WON, no fees), SUCCESSFUL and settled
 * at once: the next deposit counts it +net_amount like any payment. It is not refundable (payments/refund.ts).
 */
async function putBack(tx: DbOrTx, row: CaseRow, now: Date): Promise<string> {
  const [debit] = await tx.select().from(transactions).where(eq(transactions.id, row.debitTransactionId));
  const [payment] = await tx
    .select({ code: transactions.code })
    .from(transactions)
    .where(eq(transactions.id, row.paymentId));
  const [credit] = await tx
    .insert(transactions)
    .values({
      id: newId('trx'),
      code: newCode('PAY'),
      merchantId: debit.merchantId,
      ownerMerchantId: debit.ownerMerchantId,
      tenantId: debit.tenantId,
      type: 'PAYMENT',
      status: 'SUCCESSFUL',
      creationSource: 'SANDBOX_PROCESSOR',
      amount: debit.amount,
      currency: debit.currency,
      variableFee: 0,
      fixedFee: 0,
      totalFee: 0,
      netAmount: debit.amount,
      description: `${row.kind === 'RETURN' ? 'Return' : 'Dispute'} of payment ${payment?.code ?? row.paymentId} won (${row.code})`,
      remarks: CASE_WON_REMARKS,
      originAccountId: debit.destinationAccountId,
      originEndUserId: debit.destinationEndUserId,
      parentId: debit.id,
      settledAt: now,
      dateCreated: now,
      dateUpdated: now,
    })
    .returning();
  await postReinstatement(tx, credit, debit.id, now);
  return credit.id;
}

/**
 * The case that forbids refunding a payment: one of the payment's that is open or lost, or, for the payment that put
 * back a won case's money, that case (docs/disputes.md).
 */
export async function blockingCaseOf(
  tx: DbOrTx,
  payment: { id: string; remarks: string | null; parentId: string | null },
): Promise<CaseRow | undefined> {
  if (payment.remarks === CASE_WON_REMARKS) {
    const [won] = await tx.select().from(cases).where(eq(cases.creditTransactionId, payment.id)).limit(1);
    if (won) return won;
  }
  const [row] = await tx
    .select()
    .from(cases)
    .where(and(eq(cases.paymentId, payment.id), inArray(cases.status, [...REFUND_BLOCKING_STATUSES])))
    .limit(1);
  return row;
}
