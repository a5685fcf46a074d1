import { createHash } from 'node:crypto';
import { and, eq, inArray, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { isUniqueViolation } from '../db/errors';
import type { Clock } from '../lib/clock';
import { reconCsvMappings, reconLines, reconStatements } from '../db/schema';
import { adaptiveBatch, timeSlice } from '../lib/time-slice';
import { invalid, invalidField, notFound } from '../lib/problems';
import { newId } from '../lib/ids';
import { log, safeError } from '../lib/log';
import { camt053Parser } from './parse/camt053';
import { csvParser, type CsvMapping } from './parse/csv';
import { mt940Parser } from './parse/mt940';
import { chunksOf, StatementParseError, type StatementParser } from './parse/types';
import { audit, type Actor } from './audit';
import { reconcile } from './matching';
import {
  accountForImport,
  continuityOf,
  fingerprintOf,
  normalizeAccountNumber,
  refuseDuplicate,
  registerImportAccount,
} from './accounts';
import { statementShown } from './visibility';

import type { StatementFormat } from '../../core/reconciliation';

export interface ImportInput {
  format: StatementFormat;
  file_name: string;
  content: string;
  mapping_id?: string;
  mapping?: CsvMapping;
  bank_account_id?: string;
}

const BATCH = 250;

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

async function parserFor(db: Db, merchantId: string, input: ImportInput): Promise<StatementParser> {
  if (input.format === 'CAMT053') return camt053Parser();
  if (input.format === 'MT940') return mt940Parser();
  if (input.mapping) return csvParser(input.mapping);
  if (!input.mapping_id)
    throw invalidField(
      'mapping_id',
      'required',
      "A CSV statement needs 'mapping_id' (a saved column mapping) or 'mapping'.",
    );
  const [saved] = await db
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

type StatementRow = typeof reconStatements.$inferSelect;
type Claim =
  | { kind: 'claimed'; account: Awaited<ReturnType<typeof accountForImport>> }
  | { kind: 'duplicate'; statement: StatementRow }
  | { kind: 'busy'; other: StatementRow };

/**
 * An import that has not written for this long is abandoned (its process died): the next import of the merchant
 * removes it (docs/reconciliation.md, "Importing a statement"). A live import writes every batch of lines.
 */
export const IMPORT_ABANDONED_MS = 30_000;
const BUSY_POLL_MS = 100;

/**
 * The import's first short transaction: the same file or money imported already answers as before; the same
 * file or money being imported by another request answers `busy`; otherwise the statement is written with
 * `importing_at` set, so every read leaves it out. The unique indexes on (merchant, SHA-256) and (merchant,
 * fingerprint) of statements not voided, importing ones included, keep two concurrent imports from both claiming.
 */
async function claim(
  tx: Tx,
  merchantId: string,
  input: ImportInput,
  parsed: { hash: string; header: StatementParser['header']; rows: LineRow[]; totals: Totals; statementId: string },
  actor: Actor,
  now: Date,
): Promise<Claim> {
  const [same] = await tx
    .select()
    .from(reconStatements)
    .where(
      and(
        eq(reconStatements.merchantId, merchantId),
        eq(reconStatements.sha256, parsed.hash),
        isNull(reconStatements.voidedAt),
      ),
    );
  if (same) return same.importingAt ? { kind: 'busy', other: same } : { kind: 'duplicate', statement: same };
  const { header, rows, totals } = parsed;
  const chosen = await accountForImport(tx, merchantId, input.bank_account_id, header, rows[0].currency, actor, now);
  if (chosen.isNew) {
    // An account that another import is about to register: wait for it, then its id is the account's.
    const pending = await tx
      .select()
      .from(reconStatements)
      .where(and(eq(reconStatements.merchantId, merchantId), isNotNull(reconStatements.importingAt)));
    const rival = pending.find((p) => p.account && normalizeAccountNumber(p.account) === chosen.account.accountNumber);
    if (rival) return { kind: 'busy', other: rival };
  }
  // What the fingerprint reads of each line: its money, not how the file wrote it.
  const fingerprint = fingerprintOf(chosen.account.id, totals.first, totals.last, rows);
  const other = await refuseDuplicate(tx, merchantId, fingerprint);
  if (other) return { kind: 'busy', other };
  await tx.insert(reconStatements).values({
    id: parsed.statementId,
    merchantId,
    format: input.format,
    fileName: input.file_name,
    sha256: parsed.hash,
    bankAccountId: chosen.account.id,
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
    importingAt: now,
  });
  return { kind: 'claimed', account: chosen };
}

/** Removes a statement that was never shown and its lines, a page of lines a statement. */
async function discardImport(db: Db, statementId: string) {
  for (;;) {
    const page = db
      .select({ id: reconLines.id })
      .from(reconLines)
      .where(eq(reconLines.statementId, statementId))
      .limit(2_000);
    const gone = await db.delete(reconLines).where(inArray(reconLines.id, page)).returning({ id: reconLines.id });
    if (!gone.length) break;
  }
  await db
    .delete(reconStatements)
    .where(and(eq(reconStatements.id, statementId), isNotNull(reconStatements.importingAt)));
}

/** Removes the imports of the merchant (or of every merchant) abandoned before `before` (IMPORT_ABANDONED_MS). */
export async function discardAbandonedImports(db: Db, merchantId: string | null, before: Date) {
  const abandoned = await db
    .select({ id: reconStatements.id })
    .from(reconStatements)
    .where(
      and(merchantId ? eq(reconStatements.merchantId, merchantId) : undefined, lt(reconStatements.importingAt, before)),
    );
  for (const { id } of abandoned) await discardImport(db, id);
  return abandoned.length;
}

interface Totals {
  count: number;
  credit: number;
  debit: number;
  first: string | null;
  last: string | null;
}

/** Parses the whole file into lines (handing the event loop back between slices): a malformed one throws, naming the line. */
async function parseLines(
  parser: StatementParser,
  input: ImportInput,
  merchantId: string,
  statementId: string,
  now: Date,
) {
  const totals: Totals = { count: 0, credit: 0, debit: 0, first: null, last: null };
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
  return { rows, totals };
}

export interface ImportOptions {
  clock: Clock;
  /** Tests only: awaited after each batch of lines (ServiceDeps.statementImportPause). */
  pause?: (step: { statementId: string; linesWritten: number }) => Promise<void>;
}

/**
 * Imports a statement in short transactions, so that no other request waits behind it for long (PGlite runs every
 * query of other requests behind an open transaction): parses the file as a stream of lines (handing the event loop
 * back between slices of CPU), then claims it (`claim`: the same file or money imported before answers as it did;
 * being imported by a concurrent request, this one waits for it), writes its lines in batches, each a transaction,
 * while every read leaves the statement out, and shows statement and lines together in one last transaction with
 * the continuity checks and the IMPORT audit row. A failure before that removes what was written; a process that
 * dies leaves an invisible statement that the next import removes once abandoned (IMPORT_ABANDONED_MS). Then every
 * open line of the merchant is matched (`reconcile`, short steps too).
 */
export async function importStatement(
  db: Db,
  merchantId: string,
  input: ImportInput,
  actor: Actor,
  now: Date,
  options: ImportOptions,
) {
  const hash = await sha256Sliced(input.content);
  const [existing] = await db
    .select()
    .from(reconStatements)
    .where(
      and(
        eq(reconStatements.merchantId, merchantId),
        eq(reconStatements.sha256, hash),
        isNull(reconStatements.voidedAt),
        statementShown(),
      ),
    );
  if (existing) return { statement: existing, duplicate: true, matched: 0 };
  const parser = await parserFor(db, merchantId, input);
  const statementId = newId('stm');
  // The lines are read whole before anything is written: the account, and whether the same money is already in,
  // are known before the first row (a duplicate costs no writes; each line is written once, with its account).
  const { rows, totals } = await parseLines(parser, input, merchantId, statementId, now);
  const parsed = { hash, header: parser.header, rows, totals, statementId };
  let claimed: Extract<Claim, { kind: 'claimed' }> | undefined;
  for (let conflicts = 0; !claimed;) {
    await discardAbandonedImports(db, merchantId, new Date(options.clock.now().getTime() - IMPORT_ABANDONED_MS));
    let outcome: Claim;
    try {
      outcome = await db.transaction((tx) => claim(tx, merchantId, input, parsed, actor, now));
    } catch (error) {
      // A concurrent import claimed the same file or money between this one's check and its insert: look again.
      if (isUniqueViolation(error) && ++conflicts < 5) continue;
      throw error;
    }
    if (outcome.kind === 'duplicate') return { statement: outcome.statement, duplicate: true, matched: 0 };
    if (outcome.kind === 'busy') await new Promise((resolve) => setTimeout(resolve, BUSY_POLL_MS));
    else claimed = outcome;
  }
  const { account, isNew } = claimed.account;
  let statement: StatementRow;
  try {
    const batches = adaptiveBatch(BATCH, 50, 5_000);
    for (let i = 0; i < rows.length;) {
      const batch = rows.slice(i, i + batches.size).map((row) => ({ ...row, bankAccountId: account.id }));
      i += batch.length;
      await batches.step(() =>
        db.transaction(async (tx) => {
          // The statement is still this import's (not removed as abandoned): its last write moves forward.
          const [alive] = await tx
            .update(reconStatements)
            .set({ importingAt: options.clock.now() })
            .where(and(eq(reconStatements.id, statementId), isNotNull(reconStatements.importingAt)))
            .returning({ id: reconStatements.id });
          if (!alive) throw new Error(`The import of ${statementId} was removed as abandoned.`);
          await insertLines(tx, batch);
        }),
      );
      await options.pause?.({ statementId, linesWritten: i });
      await new Promise<void>((resolve) => setImmediate(resolve));
    }
    statement = await db.transaction(async (tx) => {
      if (isNew) await registerImportAccount(tx, account, actor, now);
      const [written] = await tx
        .select()
        .from(reconStatements)
        .where(and(eq(reconStatements.id, statementId), isNotNull(reconStatements.importingAt)))
        .for('update');
      if (!written) throw new Error(`The import of ${statementId} was removed as abandoned.`);
      const continuity = await continuityOf(tx, account, written);
      const [shown] = await tx
        .update(reconStatements)
        .set({ continuity: continuity as unknown as Record<string, unknown>[], importingAt: null })
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
      return shown;
    });
  } catch (error) {
    // What it wrote goes; if even that fails, the next import removes it once abandoned (IMPORT_ABANDONED_MS).
    await discardImport(db, statementId).catch((cleanup: unknown) =>
      log().warn({ statement_id: statementId, err: safeError(cleanup) }, 'statement import: cleanup failed'),
    );
    throw error;
  }
  // The run matches every open line of the merchant; the import reports only its own lines' matches (an older
  // line matched meanwhile is not this file's doing).
  const matchedLines = await reconcile(db, merchantId, actor, now);
  const own = new Set(rows.map((row) => row.id));
  return { statement, duplicate: false, matched: matchedLines.filter((id) => own.has(id)).length };
}
