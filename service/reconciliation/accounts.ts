import { createHash } from 'node:crypto';
import { and, asc, desc, eq, isNull, lte, ne, sql } from 'drizzle-orm';
import { addDays, daysBetween } from '../../core/calendar';
import type { DbOrTx, Tx } from '../db/client';
import { reconBankAccounts, reconExceptions, reconLines, reconMatches, reconStatements } from '../db/schema';
import { conflict, invalidField, notFound } from '../lib/problems';
import { newId } from '../lib/ids';
import { audit, type Actor } from './audit';
import { refreshExceptions } from './matching';
import type { AccountCarries } from '../../core/reconciliation';
import { formatAmount } from './words';
import { lineShown, statementShown } from './visibility';

type AccountRow = typeof reconBankAccounts.$inferSelect;
type StatementRow = typeof reconStatements.$inferSelect;

/** How a file or a person writes an account: upper-case, no spaces. */
export const normalizeAccountNumber = (value: string) => value.replace(/\s+/g, '').toUpperCase();

export async function createBankAccount(
  tx: Tx,
  merchantId: string,
  input: { name: string; currency: string; account_number: string; bank_name?: string | null; carries?: string },
  actor: Actor,
  now: Date,
  id = newId('bac'),
) {
  const accountNumber = normalizeAccountNumber(input.account_number);
  const [taken] = await tx
    .select({ id: reconBankAccounts.id })
    .from(reconBankAccounts)
    .where(
      and(
        eq(reconBankAccounts.merchantId, merchantId),
        eq(reconBankAccounts.accountNumber, accountNumber),
        eq(reconBankAccounts.currency, input.currency),
      ),
    );
  if (taken)
    throw conflict(
      'bank_account_exists',
      `The ${input.currency} account ${accountNumber} is registered already (${taken.id}).`,
    );
  const [row] = await tx
    .insert(reconBankAccounts)
    .values({
      id,
      merchantId,
      name: input.name,
      currency: input.currency,
      accountNumber,
      bankName: input.bank_name ?? null,
      carries: input.carries ?? 'BOTH',
      createdBy: actor.who,
      dateCreated: now,
    })
    .returning();
  await audit(tx, merchantId, actor, 'ACCOUNT', row.id, null, {
    name: row.name,
    currency: row.currency,
    account_number: row.accountNumber,
    bank_name: row.bankName,
    carries: row.carries,
  });
  return row;
}

export async function getBankAccount(db: DbOrTx, merchantId: string, id: string) {
  const [row] = await db
    .select()
    .from(reconBankAccounts)
    .where(and(eq(reconBankAccounts.merchantId, merchantId), eq(reconBankAccounts.id, id)));
  return row;
}

export async function listBankAccounts(db: DbOrTx, merchantId: string) {
  return db
    .select()
    .from(reconBankAccounts)
    .where(eq(reconBankAccounts.merchantId, merchantId))
    .orderBy(asc(reconBankAccounts.currency), asc(reconBankAccounts.name), asc(reconBankAccounts.id));
}

/** The account's latest statement not voided (by its last day, then its import); with `upTo`, ending by that day. */
async function latestStatement(db: DbOrTx, accountId: string, except?: string, upTo?: string | null) {
  const [row] = await db
    .select()
    .from(reconStatements)
    .where(
      and(
        eq(reconStatements.bankAccountId, accountId),
        isNull(reconStatements.voidedAt),
        statementShown(),
        except ? ne(reconStatements.id, except) : undefined,
        upTo ? lte(reconStatements.lastDate, upTo) : undefined,
      ),
    )
    .orderBy(desc(reconStatements.lastDate), desc(reconStatements.dateCreated))
    .limit(1);
  return row;
}

export async function serializeBankAccounts(db: DbOrTx, rows: AccountRow[]) {
  const latest = await Promise.all(rows.map((r) => latestStatement(db, r.id)));
  return rows.map((r, i) => ({
    uuid: r.id,
    name: r.name,
    currency: r.currency,
    account_number: r.accountNumber,
    bank_name: r.bankName,
    carries: r.carries as AccountCarries,
    last_statement_id: latest[i]?.id ?? null,
    last_date: latest[i]?.lastDate ?? null,
    closing_balance: latest[i]?.closingBalance ?? null,
    created_by: r.createdBy,
    date_created_gmt: r.dateCreated.toISOString(),
  }));
}

/**
 * The account a statement goes into: the one named (its currency must be the file's), else the registered account
 * the file names (number and currency), else a new one (`isNew`: the import registers it, `registerImportAccount`,
 * in the transaction that shows its statement, so a failed import leaves no account behind). A file that names no
 * account goes into the merchant's only account of its currency; with none or several, it needs one named.
 */
export async function accountForImport(
  tx: Tx,
  merchantId: string,
  named: string | undefined,
  header: { account: string | null; currency: string | null },
  fileCurrency: string | null,
  actor: Actor,
  now: Date,
): Promise<{ account: AccountRow; isNew: boolean }> {
  const known = (account: AccountRow) => ({ account, isNew: false });
  const currency = header.currency ?? fileCurrency;
  if (named) {
    const account = await getBankAccount(tx, merchantId, named);
    if (!account) throw notFound('bank account', named);
    if (currency && currency !== account.currency)
      throw invalidField(
        'bank_account_id',
        'currency_mismatch',
        `The statement is in ${currency}; the account ${account.name} is in ${account.currency}.`,
      );
    if (header.account && normalizeAccountNumber(header.account) !== account.accountNumber)
      throw invalidField(
        'bank_account_id',
        'account_mismatch',
        `The statement is for account ${normalizeAccountNumber(header.account)}; ${account.name} is ${account.accountNumber}.`,
      );
    return known(account);
  }
  if (!header.account && currency) {
    // A file that names no account (a CSV, a camt.053 without Acct) goes into the one account of its currency.
    const ofCurrency = await tx
      .select()
      .from(reconBankAccounts)
      .where(and(eq(reconBankAccounts.merchantId, merchantId), eq(reconBankAccounts.currency, currency)))
      .limit(2);
    if (ofCurrency.length === 1) return known(ofCurrency[0]);
  }
  if (!header.account || !currency)
    throw invalidField(
      'bank_account_id',
      'required',
      'The file does not say which account it is for: choose the bank account to import it into.',
    );
  const accountNumber = normalizeAccountNumber(header.account);
  const [found] = await tx
    .select()
    .from(reconBankAccounts)
    .where(
      and(
        eq(reconBankAccounts.merchantId, merchantId),
        eq(reconBankAccounts.accountNumber, accountNumber),
        eq(reconBankAccounts.currency, currency),
      ),
    );
  if (found) return known(found);
  const account: AccountRow = {
    id: newId('bac'),
    merchantId,
    name: `${currency} ${accountNumber}`,
    currency,
    accountNumber,
    bankName: null,
    carries: 'BOTH',
    createdBy: actor.who,
    dateCreated: now,
  };
  return { account, isNew: true };
}

/** Registers the new account an import chose (`accountForImport`), with the id its lines already carry. */
export function registerImportAccount(tx: Tx, account: AccountRow, actor: Actor, now: Date) {
  const input = { name: account.name, currency: account.currency, account_number: account.accountNumber };
  return createBankAccount(tx, account.merchantId, input, actor, now, account.id);
}

/**
 * The statement's money, whatever the file's format: the account, the period and each line's value date, signed
 * amount and currency, in a canonical order. camt.053 and MT940 of the same month give the same fingerprint.
 */
export function fingerprintOf(
  accountId: string,
  first: string | null,
  last: string | null,
  lines: { valueDate: string; amount: number; currency: string }[],
) {
  const hash = createHash('sha256').update(`${accountId}|${first}|${last}\n`);
  const keys = lines.map((l) => `${l.valueDate}|${l.amount}|${l.currency}`).sort();
  for (const key of keys) hash.update(`${key}\n`);
  return hash.digest('hex');
}

/**
 * A duplicate of the money already imported: refused naming the earlier statement. A statement of the same money
 * still being imported (by a concurrent request) is answered: the caller waits for it to be shown or dropped.
 */
export async function refuseDuplicate(tx: Tx, merchantId: string, fingerprint: string) {
  const [earlier] = await tx
    .select()
    .from(reconStatements)
    .where(
      and(
        eq(reconStatements.merchantId, merchantId),
        eq(reconStatements.fingerprint, fingerprint),
        isNull(reconStatements.voidedAt),
      ),
    );
  if (earlier?.importingAt) return earlier;
  if (earlier)
    throw conflict(
      'duplicate_statement',
      `These are the same account, period and lines as ${earlier.fileName} (${earlier.format}, imported ${earlier.dateCreated
        .toISOString()
        .slice(0, 10)} by ${earlier.importedBy}, ${earlier.id}). Void it first to import this one instead.`,
    );
  return undefined;
}

export interface ContinuityFinding {
  check: 'GAP' | 'OVERLAP' | 'OPENING_BALANCE' | 'CURRENCY';
  previous_statement_id: string | null;
  message: string;
}

/** The statement against the account's previous one: a gap or overlap of days, an opening balance that differs. */
export async function continuityOf(tx: Tx, account: AccountRow, statement: StatementRow): Promise<ContinuityFinding[]> {
  const out: ContinuityFinding[] = [];
  if (statement.currency && statement.currency !== account.currency)
    out.push({
      check: 'CURRENCY',
      previous_statement_id: null,
      message: `The file is in ${statement.currency}; the account is in ${account.currency}.`,
    });
  // The one before it: an older month imported late is checked against the month before it, not the latest.
  const previous = await latestStatement(tx, account.id, statement.id, statement.lastDate);
  if (!previous || !previous.lastDate || !statement.firstDate) return out;
  const start = statement.firstDate;
  const expected = addDays(previous.lastDate, 1);
  if (start > expected)
    out.push({
      check: 'GAP',
      previous_statement_id: previous.id,
      message: `Days ${expected} to ${addDays(start, -1)} are on no statement of this account (${daysBetween(expected, start)} days).`,
    });
  else if (start <= previous.lastDate)
    out.push({
      check: 'OVERLAP',
      previous_statement_id: previous.id,
      message: `Days ${start} to ${previous.lastDate} are also on ${previous.fileName}.`,
    });
  if (
    statement.openingBalance !== null &&
    previous.closingBalance !== null &&
    statement.openingBalance !== previous.closingBalance
  )
    out.push({
      check: 'OPENING_BALANCE',
      previous_statement_id: previous.id,
      message: `It opens at ${formatAmount(statement.openingBalance, account.currency)}; ${previous.fileName} closed at ${formatAmount(previous.closingBalance, account.currency)} (${formatAmount(statement.openingBalance - previous.closingBalance, account.currency)} apart).`,
    });
  return out;
}

/**
 * Voids a statement: its matches are undone (their deposits and payouts open again), its lines VOID, their open
 * exceptions resolved as voided; it no longer counts as a duplicate, so the file can be imported again. Audited.
 */
export async function voidStatement(tx: Tx, merchantId: string, id: string, reason: string, actor: Actor, now: Date) {
  const [statement] = await tx
    .select()
    .from(reconStatements)
    .where(and(eq(reconStatements.merchantId, merchantId), eq(reconStatements.id, id), statementShown()))
    .for('update');
  if (!statement) throw notFound('statement', id);
  if (statement.voidedAt)
    throw conflict('statement_voided', `${statement.fileName} was voided already by ${statement.voidedBy}.`);
  const lineIds = sql`(select l.id from recon_lines l where l.statement_id = ${id})`;
  const released = await tx
    .update(reconMatches)
    .set({ unmatchedAt: now, unmatchedBy: actor.who, unmatchReason: `statement voided: ${reason}` })
    .where(and(sql`${reconMatches.lineId} in ${lineIds}`, isNull(reconMatches.unmatchedAt)))
    .returning({ transactionId: reconMatches.transactionId });
  await tx.update(reconLines).set({ status: 'VOID' }).where(eq(reconLines.statementId, id));
  await tx
    .update(reconExceptions)
    .set({ status: 'RESOLVED', resolution: 'VOIDED', resolvedBy: actor.who, resolvedAt: now, dateUpdated: now })
    .where(and(eq(reconExceptions.statementId, id), eq(reconExceptions.status, 'OPEN')));
  const [updated] = await tx
    .update(reconStatements)
    .set({ voidedAt: now, voidedBy: actor.who, voidReason: reason })
    .where(eq(reconStatements.id, id))
    .returning();
  await audit(tx, merchantId, actor, 'VOID', id, reason, {
    file_name: statement.fileName,
    released_transaction_ids: released.map((r) => r.transactionId),
  });
  await refreshExceptions(tx, merchantId, actor, now);
  return updated;
}

/** Each line resolution closes the line's open exception as this resolution of the queue's. */
const EXCEPTION_RESOLUTION: Record<string, string> = {
  BANK_FEE: 'BANK_FEE',
  INTEREST: 'OTHER',
  OWN_TRANSFER: 'OTHER',
  OTHER: 'OTHER',
};

/** Explains an open line without a deposit or payout (bank fee, interest, a transfer between own accounts, other). */
export async function resolveLine(
  tx: Tx,
  merchantId: string,
  lineId: string,
  input: { resolution: string; note?: string; counter_account_id?: string },
  actor: Actor,
  now: Date,
) {
  const [line] = await tx
    .select()
    .from(reconLines)
    .where(and(eq(reconLines.merchantId, merchantId), eq(reconLines.id, lineId), lineShown()))
    .for('update');
  if (!line) throw notFound('statement line', lineId);
  if (line.status !== 'UNMATCHED')
    throw conflict(
      'line_not_open',
      line.status === 'VOID'
        ? 'Its statement was voided.'
        : `The line is ${line.status === 'MATCHED' ? 'matched' : 'resolved'} already; unmatch it first.`,
    );
  if (input.counter_account_id) {
    if (input.resolution !== 'OWN_TRANSFER')
      throw invalidField(
        'counter_account_id',
        'not_a_transfer',
        'Only a transfer between own accounts has another account.',
      );
    const other = await getBankAccount(tx, merchantId, input.counter_account_id);
    if (!other) throw invalidField('counter_account_id', 'not_found', 'No such bank account of yours.');
    if (other.id === line.bankAccountId)
      throw invalidField('counter_account_id', 'same_account', 'The other account must not be the line’s own.');
  }
  const note = input.note ?? null;
  const [updated] = await tx
    .update(reconLines)
    .set({
      status: 'RESOLVED',
      resolution: input.resolution,
      resolutionNote: note,
      resolvedBy: actor.who,
      resolvedAt: now,
      holdAuto: false,
    })
    .where(eq(reconLines.id, lineId))
    .returning();
  await tx
    .update(reconExceptions)
    .set({
      status: 'RESOLVED',
      resolution: EXCEPTION_RESOLUTION[input.resolution],
      note: note,
      resolvedBy: actor.who,
      resolvedAt: now,
      dateUpdated: now,
    })
    .where(and(eq(reconExceptions.lineId, lineId), eq(reconExceptions.status, 'OPEN')));
  await audit(tx, merchantId, actor, 'RESOLVE', lineId, note, {
    resolution: input.resolution,
    counter_account_id: input.counter_account_id ?? null,
  });
  return updated;
}
