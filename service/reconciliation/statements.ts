import { createHash } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { reconCsvMappings, reconLines, reconStatements } from '../db/schema';
import { timeSlice } from '../lib/time-slice';
import { invalid, invalidField, notFound } from '../lib/problems';
import { newId } from '../lib/ids';
import { camt053Parser } from './parse/camt053';
import { csvParser, type CsvMapping } from './parse/csv';
import { mt940Parser } from './parse/mt940';
import { chunksOf, StatementParseError, type StatementParser } from './parse/types';
import { audit, type Actor } from './audit';
import { reconcile } from './matching';
import { accountForImport, continuityOf, fingerprintOf, refuseDuplicate } from './accounts';

import type { StatementFormat } from '../../core/reconciliation';

export interface ImportInput {
  format: StatementFormat;
  file_name: string;
  content: string;
  mapping_id?: string;
  mapping?: CsvMapping;
  bank_account_id?: string;
}

const BATCH = 500;

export const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

/** The SHA-256 of a file's text a MiB at a time, handing the event loop back between slices (10 MB is ~90 ms). */
export async function sha256Sliced(text: string): Promise<string> {
  const hash = createHash('sha256');
  const slice = timeSlice();
  for (let i = 0; i < text.length;) {
    await slice();
    let end = Math.min(i + 1_048_576, text.length);
    // Never between the two halves of a surrogate pair: each half alone would hash as U+FFFD.
    if (end < text.length && /[\uD800-\uDBFF]/.test(text[end - 1])) end++;
    hash.update(text.slice(i, end), 'utf8');
    i = end;
  }
  return hash.digest('hex');
}

async function parserFor(tx: Tx, merchantId: string, input: ImportInput): Promise<StatementParser> {
  if (input.format === 'CAMT053') return camt053Parser();
  if (input.format === 'MT940') return mt940Parser();
  if (input.mapping) return csvParser(input.mapping);
  if (!input.mapping_id)
    throw invalidField(
      'mapping_id',
      'required',
      "A CSV statement needs 'mapping_id' (a saved column mapping) or 'mapping'.",
    );
  const [saved] = await tx
    .select()
    .from(reconCsvMappings)
    .where(and(eq(reconCsvMappings.merchantId, merchantId), eq(reconCsvMappings.id, input.mapping_id)));
  if (!saved) throw notFound('CSV mapping', input.mapping_id);
  return csvParser(saved.mapping as unknown as CsvMapping);
}

type LineRow = Required<
  Pick<
    typeof reconLines.$inferInsert,
    | 'id'
    | 'merchantId'
    | 'statementId'
    | 'bankAccountId'
    | 'lineNumber'
    | 'valueDate'
    | 'bookingDate'
    | 'amount'
    | 'currency'
    | 'reference'
    | 'description'
    | 'counterparty'
    | 'dateCreated'
  >
>;

/**
 * A batch of lines as one INSERT … SELECT FROM unnest(one array per column): a parameter per column rather than
 * per cell, which spares building and parsing a statement of 6,000 parameters for each batch (the import's
 * profile: docs/performance.md, "Bank reconciliation and the finance reports").
 */
async function insertLines(tx: Tx, rows: LineRow[]) {
  const column = <K extends keyof LineRow>(key: K) => sql.param(rows.map((r) => r[key]));
  await tx.execute(sql`
    insert into recon_lines (id, merchant_id, statement_id, line_number, value_date, booking_date, amount, currency,
      reference, description, counterparty, date_created_gmt, bank_account_id)
    select * from unnest(${column('id')}::text[], ${column('merchantId')}::text[], ${column('statementId')}::text[],
      ${column('lineNumber')}::int[], ${column('valueDate')}::date[], ${column('bookingDate')}::date[],
      ${column('amount')}::bigint[], ${column('currency')}::text[], ${column('reference')}::text[],
      ${column('description')}::text[], ${column('counterparty')}::text[], ${sql.param(rows.map((r) => r.dateCreated!.toISOString()))}::timestamptz[],
      ${column('bankAccountId')}::text[])`);
}

/** The file's chunks, with a pause point before each: the parse hands the event loop back between slices of CPU. */
async function* slicedChunks(text: string): AsyncGenerator<string> {
  const slice = timeSlice();
  for (const chunk of chunksOf(text)) {
    await slice();
    yield chunk;
  }
}

/**
 * Imports a statement in the caller's transaction: parses it as a stream of lines (handing the event loop back
 * between slices of CPU), finds its account and refuses the same money imported before, then writes the statement
 * and its lines in batches and matches. A malformed file throws (the transaction rolls back: nothing of it stays)
 * naming the line and the reason. The same file again (same SHA-256 for the merchant) returns the statement already
 * imported.
 */
export async function importStatement(tx: Tx, merchantId: string, input: ImportInput, actor: Actor, now: Date) {
  const hash = await sha256Sliced(input.content);
  const [existing] = await tx
    .select()
    .from(reconStatements)
    .where(
      and(
        eq(reconStatements.merchantId, merchantId),
        eq(reconStatements.sha256, hash),
        isNull(reconStatements.voidedAt),
      ),
    );
  if (existing) return { statement: existing, duplicate: true, matched: 0 };
  const parser = await parserFor(tx, merchantId, input);
  const statementId = newId('stm');
  const totals = { count: 0, credit: 0, debit: 0, first: null as string | null, last: null as string | null };
  // The lines are read whole before anything is written: the account, and whether the same money is already in,
  // are known before the first row (a duplicate costs no writes; each line is written once, with its account).
  const rows: LineRow[] = [];
  try {
    for await (const line of parser.lines(slicedChunks(input.content))) {
      totals.count++;
      if (line.amount >= 0) totals.credit += line.amount;
      else totals.debit -= line.amount;
      if (!totals.first || line.valueDate < totals.first) totals.first = line.valueDate;
      if (!totals.last || line.valueDate > totals.last) totals.last = line.valueDate;
      rows.push({
        id: newId('stl'),
        merchantId,
        statementId,
        bankAccountId: null,
        lineNumber: line.lineNumber,
        valueDate: line.valueDate,
        bookingDate: line.bookingDate,
        amount: line.amount,
        currency: line.currency,
        reference: line.reference?.slice(0, 500) ?? null,
        description: line.description?.slice(0, 1000) ?? null,
        counterparty: line.counterparty?.slice(0, 300) ?? null,
        dateCreated: now,
      });
    }
  } catch (error) {
    if (error instanceof StatementParseError)
      throw invalid([
        { param: 'content', code: 'malformed_statement', message: `${input.file_name}: ${error.message}.` },
      ]);
    throw error;
  }
  if (!totals.count)
    throw invalidField('content', 'empty_statement', `${input.file_name}: the statement has no lines.`);
  const { header } = parser;
  const account = await accountForImport(tx, merchantId, input.bank_account_id, header, rows[0].currency, actor, now);
  // What the fingerprint reads of each line: its money, not how the file wrote it.
  const fingerprint = fingerprintOf(account.id, totals.first, totals.last, rows);
  await refuseDuplicate(tx, merchantId, fingerprint);
  const [written] = await tx
    .insert(reconStatements)
    .values({
      id: statementId,
      merchantId,
      format: input.format,
      fileName: input.file_name,
      sha256: hash,
      bankAccountId: account.id,
      fingerprint,
      account: header.account,
      bankStatementId: header.statementId,
      currency: header.currency,
      openingBalance: header.openingBalance,
      closingBalance: header.closingBalance,
      lineCount: totals.count,
      creditTotal: totals.credit,
      debitTotal: totals.debit,
      firstDate: totals.first,
      lastDate: totals.last,
      importedBy: actor.who,
      dateCreated: now,
    })
    .returning();
  const slice = timeSlice();
  for (let i = 0; i < rows.length; i += BATCH) {
    await slice();
    await insertLines(
      tx,
      rows.slice(i, i + BATCH).map((row) => ({ ...row, bankAccountId: account.id })),
    );
  }
  const continuity = await continuityOf(tx, account, written);
  const [statement] = await tx
    .update(reconStatements)
    .set({ continuity: continuity as unknown as Record<string, unknown>[] })
    .where(eq(reconStatements.id, statementId))
    .returning();
  await audit(tx, merchantId, actor, 'IMPORT', statementId, null, {
    file_name: input.file_name,
    format: input.format,
    lines: totals.count,
    sha256: hash,
    bank_account_id: account.id,
    continuity: continuity.map((c) => c.check),
  });
  // The run matches every open line of the merchant; the import reports only its own lines' matches (an older
  // line matched meanwhile is not this file's doing).
  const matchedLines = await reconcile(tx, merchantId, actor, now);
  const own = new Set(rows.map((row) => row.id));
  return { statement, duplicate: false, matched: matchedLines.filter((id) => own.has(id)).length };
}
