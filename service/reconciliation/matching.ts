import { and, asc, desc, eq, gte, inArray, isNull, lte, notExists, or, sql, type SQL } from 'drizzle-orm';
import { addDays } from '../../core/calendar';
import {
  businessDayOf,
  dayShiftMinutes,
  DEFAULT_BUSINESS_DAY,
  isCutoff,
  type BusinessDay,
} from '../../core/business-day';
import type { DbOrTx, Tx } from '../db/client';
import { isUniqueViolation } from '../db/errors';
import { adaptiveBatch } from '../lib/time-slice';
import {
  merchants,
  reconBankAccounts,
  reconExceptions,
  reconLines,
  reconMatches,
  reconSettings,
  reconStatements,
  transactions,
} from '../db/schema';
import { conflict, invalidField, notFound } from '../lib/problems';
import { newId } from '../lib/ids';
import { audit, type Actor } from './audit';
import { autoMatchYielding, businessDaysBetween, type Candidate } from './auto-match';
import { formatAmount } from './words';
import { lineShown, statementShown } from './visibility';

/** Deposits (credits) and payouts (debits) are what the bank shows; these statuses can be on a statement. */
export const MATCHABLE_TYPES = ['DEPOSIT', 'PAYOUT'] as const;
const MATCHABLE_STATUSES = ['PENDING', 'PROCESSING', 'SUCCESSFUL'];
/** Only these are owed a line: a payout still pending may not have left yet. */
const EXPECTED_STATUSES = ['SUCCESSFUL'];

export const DEFAULT_SETTINGS = {
  dateToleranceDays: 2,
  missingAfterBusinessDays: 3,
  amountTolerance: 0,
  toleranceAdjustment: 'ROUNDING',
  bankHolidays: [] as string[],
};

export async function reconSettingsOf(db: DbOrTx, merchantId: string) {
  const [row] = await db.select().from(reconSettings).where(eq(reconSettings.merchantId, merchantId));
  return row ?? { merchantId, ...DEFAULT_SETTINGS, dateUpdated: null };
}

/** The transaction's calendar date (UTC) as the statements' value dates are written. */
export const trxDate = sql<string>`to_char(${transactions.dateCreated} at time zone 'UTC', 'YYYY-MM-DD')`;

/** The merchant's business day (time zone and cut-off): matching counts its days. */
export async function businessDayOfMerchant(db: DbOrTx, merchantId: string): Promise<BusinessDay> {
  const [row] = await db
    .select({ timeZone: merchants.businessTimeZone, cutoff: merchants.businessDayCutoff })
    .from(merchants)
    .where(eq(merchants.id, merchantId));
  if (!row || !isCutoff(row.cutoff)) return DEFAULT_BUSINESS_DAY;
  return row;
}

/** The transaction's business day (core/business-day.ts): its local time in the zone, shifted by the cut-off. */
export const trxBusinessDate = (businessDay: BusinessDay) =>
  sql<string>`to_char((${transactions.dateCreated} at time zone ${businessDay.timeZone}) + make_interval(mins => ${dayShiftMinutes(businessDay.cutoff)}), 'YYYY-MM-DD')`;

/** The transaction types an account carries (docs/reconciliation.md, "Candidates"). */
export const carriedTypes = (carries: string): ('DEPOSIT' | 'PAYOUT')[] =>
  carries === 'DEPOSITS' ? ['DEPOSIT'] : carries === 'PAYOUTS' ? ['PAYOUT'] : ['DEPOSIT', 'PAYOUT'];

/** How far back a reference in the remittance text still finds its deposit or payout (calendar days). */
const REFERENCE_WINDOW_DAYS = 31;

/**
 * Correlated subqueries name every column with its table: drizzle writes columns unqualified in UPDATEs and
 * single-table SELECTs, where `"id"` would resolve to the subquery's own table.
 */
export const TRX_ID = sql.raw('"transactions"."id"');
const EXC_TRX_ID = sql.raw('"recon_exceptions"."transaction_id"');
const EXC_LINE_ID = sql.raw('"recon_exceptions"."line_id"');

/** An active match of the transaction whose id is `outer`. */
export const activeMatchOf = (outer: SQL) =>
  sql`(select 1 from recon_matches m where m.transaction_id = ${outer} and m.unmatched_at is null)`;

/** Signed as the bank shows it: a deposit is money in, a payout money out. */
export const signedAmount = (type: string, amount: number) => (type === 'PAYOUT' ? -amount : amount);

/**
 * Rows one read of a matching run takes, and proposals one of its write transactions holds: each step is a few
 * tens of milliseconds on PGlite, whose one connection every other request's queries wait behind
 * (docs/reconciliation.md, "Importing a statement").
 */
const READ_PAGE = 1_000;
const WRITE_BATCH = 100;

/**
 * Lets the event loop run before the next step. PGlite answers in microtasks, so a run of awaited queries would
 * otherwise keep every timer and socket waiting until the whole chain ends.
 */
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * Reads a query page by page (keyset): `page(after)` answers the rows after the last one seen, at most READ_PAGE,
 * in the key's order; `key` gives a row's key. Each page is its own short statement, the event loop runs between.
 */
async function readPaged<T, K>(page: (after: K | null) => Promise<T[]>, key: (row: T) => K): Promise<T[]> {
  const out: T[] = [];
  for (let after: K | null = null; ;) {
    const rows = await page(after);
    out.push(...rows);
    if (rows.length < READ_PAGE) return out;
    after = key(rows.at(-1)!);
    await nextTurn();
  }
}

/** The merchant's open lines that automatic matching may take, a page at a time in (value date, id) order. */
async function openLines(db: DbOrTx, merchantId: string) {
  const rows = await readPaged(
    (after: [string, string] | null) =>
      db
        .select({
          line: {
            id: reconLines.id,
            valueDate: reconLines.valueDate,
            amount: reconLines.amount,
            currency: reconLines.currency,
            reference: reconLines.reference,
            description: reconLines.description,
            bankAccountId: reconLines.bankAccountId,
            statementId: reconLines.statementId,
          },
          carries: reconBankAccounts.carries,
        })
        .from(reconLines)
        .leftJoin(reconBankAccounts, eq(reconBankAccounts.id, reconLines.bankAccountId))
        .where(
          and(
            eq(reconLines.merchantId, merchantId),
            eq(reconLines.status, 'UNMATCHED'),
            eq(reconLines.holdAuto, false),
            lineShown(),
            after ? sql`(${reconLines.valueDate}, ${reconLines.id}) > (${after[0]}, ${after[1]})` : undefined,
          ),
        )
        .orderBy(asc(reconLines.valueDate), asc(reconLines.id))
        .limit(READ_PAGE),
    (r) => [r.line.valueDate, r.line.id] as [string, string],
  );
  // A line a person unmatched waits for a person; a line of an account that does not carry its side (a debit on an
  // account that only receives deposits) has no candidates.
  return rows
    .filter((r) => carriedTypes(r.carries ?? 'BOTH').includes(r.line.amount < 0 ? 'PAYOUT' : 'DEPOSIT'))
    .map((r) => r.line);
}

/**
 * Deposits and payouts of the merchant of the given types and statuses matching `where`, not matched: for each type
 * and status a walk of `trx_merchant_type_status_idx` (merchant, type, status, creation desc, id desc) a page at a
 * time, so a page costs its rows whatever the number read before it.
 */
async function unmatchedTransactions(
  db: DbOrTx,
  merchantId: string,
  businessDay: BusinessDay,
  kinds: { types: readonly string[]; statuses: readonly string[] },
  where: (SQL | undefined)[],
) {
  const out = [];
  for (const type of kinds.types)
    for (const status of kinds.statuses)
      out.push(
        ...(await readPaged(
          (after: [Date, string] | null) =>
            db
              .select({
                id: transactions.id,
                code: transactions.code,
                type: transactions.type,
                amount: transactions.amount,
                currency: transactions.currency,
                date: trxBusinessDate(businessDay),
                primaryReference: transactions.primaryReference,
                secondaryReference: transactions.secondaryReference,
                tertiaryReference: transactions.tertiaryReference,
                customId: transactions.customId,
                createdAt: transactions.dateCreated,
              })
              .from(transactions)
              .where(
                and(
                  eq(transactions.merchantId, merchantId),
                  eq(transactions.type, type),
                  eq(transactions.status, status),
                  ...where,
                  notExists(activeMatchOf(TRX_ID)),
                  after
                    ? sql`(${transactions.dateCreated}, ${TRX_ID}) < (${after[0].toISOString()}::timestamptz, ${after[1]})`
                    : undefined,
                ),
              )
              .orderBy(desc(transactions.dateCreated), desc(transactions.id))
              .limit(READ_PAGE),
          (r) => [r.createdAt, r.id] as [Date, string],
        )),
      );
  return out;
}

/**
 * Auto-matches every open line of the merchant against its open deposits and payouts, writes the matches
 * (audited as AUTO_MATCH, by "system") and brings the exceptions queue up to date. Returns the lines it matched.
 * Called with the database (not a transaction), it runs as short steps: reads a page at a time, the matcher in
 * slices of CPU, and the matches a batch a transaction, each batch checking again that its lines and transactions
 * are still free (another run or a person may have taken one since the read).
 */
export async function reconcile(db: DbOrTx, merchantId: string, actor: Actor, now: Date): Promise<string[]> {
  const settings = await reconSettingsOf(db, merchantId);
  const lines = await openLines(db, merchantId);
  let matched: string[] = [];
  if (lines.length) {
    const businessDay = await businessDayOfMerchant(db, merchantId);
    const dates = lines.map((l) => l.valueDate).sort();
    // Business days are fewer than calendar days: the window is wide enough for the tolerance over weekends and
    // holidays, and for a reference that wins over dates.
    const reach = Math.max(REFERENCE_WINDOW_DAYS, settings.dateToleranceDays * 2 + 7 + settings.bankHolidays.length);
    const from = addDays(dates[0], -reach);
    const to = addDays(dates.at(-1)!, reach);
    const currencies = [...new Set(lines.map((l) => l.currency))];
    const kinds = { types: MATCHABLE_TYPES, statuses: MATCHABLE_STATUSES };
    const rows = await unmatchedTransactions(db, merchantId, businessDay, kinds, [
      inArray(transactions.currency, currencies),
      gte(transactions.dateCreated, new Date(`${from}T00:00:00Z`)),
      lte(transactions.dateCreated, new Date(`${addDays(to, 1)}T00:00:00Z`)),
    ]);
    const candidates: Candidate[] = rows.map((r) => ({
      id: r.id,
      date: r.date,
      amount: signedAmount(r.type, r.amount),
      currency: r.currency,
      references: [r.code, r.id, r.primaryReference, r.secondaryReference, r.tertiaryReference, r.customId]
        .filter((v): v is string => Boolean(v && v.length >= 3))
        .map((v) => v.toUpperCase()),
    }));
    const byId = new Map(candidates.map((c) => [c.id, c]));
    const { proposals, differences } = await autoMatchYielding(
      lines.map((l) => ({
        id: l.id,
        valueDate: l.valueDate,
        amount: l.amount,
        currency: l.currency,
        text: [l.reference, l.description].filter(Boolean).join(' '),
      })),
      candidates,
      {
        toleranceDays: settings.dateToleranceDays,
        amountTolerance: settings.amountTolerance,
        holidays: settings.bankHolidays,
      },
    );
    const system: Actor = { who: 'system', clientId: actor.clientId };
    matched = await writeAutoMatches(db, merchantId, proposals, settings.toleranceAdjustment, system, now);
    const lineById = new Map(lines.map((l) => [l.id, l]));
    await insertExceptions(
      db,
      merchantId,
      'AMOUNT_DIFFERENCE',
      differences.map((d) => {
        const line = lineById.get(d.lineId)!;
        const other = byId.get(d.transactionId)!;
        return {
          lineId: d.lineId,
          transactionId: d.transactionId,
          amount: line.amount,
          currency: line.currency,
          difference: d.difference,
          since: line.valueDate < other.date ? line.valueDate : other.date,
          bankAccountId: line.bankAccountId,
          statementId: line.statementId,
        };
      }),
      now,
    );
  }
  await refreshExceptions(db, merchantId, actor, now);
  return matched;
}

const EXCEPTION_BATCH = 500;
const param = <T>(values: T[]) => sql.param(values);
const at = (now: Date) => sql`${now.toISOString()}::timestamptz`;
type Proposal = { lineId: string; transactionIds: string[]; rule: string; difference: number };

/** The automatic matches, a batch a transaction (WRITE_BATCH to start, then sized by `adaptiveBatch`); answers the lines matched. */
async function writeAutoMatches(
  db: DbOrTx,
  merchantId: string,
  proposals: Proposal[],
  adjustment: string,
  system: Actor,
  now: Date,
): Promise<string[]> {
  const written: string[] = [];
  const batches = adaptiveBatch(WRITE_BATCH, 25, 5_000);
  for (let i = 0; i < proposals.length;) {
    await nextTurn();
    const batch = proposals.slice(i, i + batches.size);
    i += batch.length;
    // A concurrent run that took one of the batch's transactions meanwhile breaks the unique index of active
    // matches: the batch is checked and written again without it.
    for (let attempt = 1; ; attempt++) {
      try {
        const lines = await batches.step(() =>
          db.transaction((tx) => writeMatchBatch(tx, merchantId, batch, adjustment, system, now)),
        );
        written.push(...lines);
        break;
      } catch (error) {
        if (attempt >= 3 || !isUniqueViolation(error)) throw error;
      }
    }
  }
  return written;
}

/**
 * One batch of automatic matches, their lines marked MATCHED and their AUTO_MATCH audit rows: one INSERT … SELECT
 * FROM unnest(one array per column) per statement, not drizzle's row-by-row VALUES (the import's profile at 1M,
 * docs/performance.md). Only proposals whose line is still open (locked) and whose transactions are still free.
 */
async function writeMatchBatch(
  tx: Tx,
  merchantId: string,
  proposed: Proposal[],
  adjustment: string,
  system: Actor,
  now: Date,
): Promise<string[]> {
  const open = await tx
    .select({ id: reconLines.id })
    .from(reconLines)
    .where(
      and(
        inArray(
          reconLines.id,
          proposed.map((p) => p.lineId),
        ),
        eq(reconLines.status, 'UNMATCHED'),
        eq(reconLines.holdAuto, false),
      ),
    )
    .for('update');
  const taken = await tx
    .select({ id: reconMatches.transactionId })
    .from(reconMatches)
    .where(
      and(
        inArray(
          reconMatches.transactionId,
          proposed.flatMap((p) => p.transactionIds),
        ),
        isNull(reconMatches.unmatchedAt),
      ),
    );
  const openIds = new Set(open.map((r) => r.id));
  const takenIds = new Set(taken.map((r) => r.id));
  const batch = proposed.filter((p) => openIds.has(p.lineId) && !p.transactionIds.some((id) => takenIds.has(id)));
  if (!batch.length) return [];
  // A difference (within the amount tolerance) is booked once, on the match's first row, as the adjustment.
  const pairs = batch.flatMap((p) =>
    p.transactionIds.map((transactionId, n) => ({ p, transactionId, difference: n === 0 ? p.difference : 0 })),
  );
  await tx.execute(sql`
    insert into recon_matches (id, merchant_id, line_id, transaction_id, method, rule, difference, adjustment,
      created_by, reason, date_created_gmt)
    select 'rcm_' || gen_random_uuid(), ${merchantId}, m.line_id, m.transaction_id, 'AUTO',
      m.rule, m.difference, case when m.difference <> 0 then ${adjustment} end, ${system.who},
      'automatic (' || m.rule || ')', ${at(now)}
    from unnest(${param(pairs.map((x) => x.p.lineId))}::text[], ${param(pairs.map((x) => x.transactionId))}::text[],
      ${param(pairs.map((x) => x.p.rule))}::text[], ${param(pairs.map((x) => x.difference))}::bigint[])
      as m(line_id, transaction_id, rule, difference)`);
  await tx.execute(sql`
    update recon_lines set status = 'MATCHED'
    where id = any(${param(batch.map((p) => p.lineId))}::text[])`);
  await tx.execute(sql`
    insert into recon_audit (merchant_id, action, subject_id, actor, client_id, reason, detail, date_created_gmt)
    select ${merchantId}, 'AUTO_MATCH', a.line_id, ${system.who}, ${system.clientId}, 'automatic (' || a.rule || ')',
      jsonb_build_object('transaction_ids', a.ids::jsonb, 'rule', a.rule), ${at(now)}
    from unnest(${param(batch.map((p) => p.lineId))}::text[], ${param(batch.map((p) => p.rule))}::text[],
      ${param(batch.map((p) => JSON.stringify(p.transactionIds)))}::text[]) as a(line_id, rule, ids)`);
  return batch.map((p) => p.lineId);
}

interface NewException {
  lineId: string | null;
  transactionId: string | null;
  amount: number;
  currency: string;
  difference?: number | null;
  since: string;
  bankAccountId: string | null;
  statementId: string | null;
}

/** Opens exceptions of one kind, a statement per batch (an open one on the same subject stays as it is). */
async function insertExceptions(
  db: DbOrTx,
  merchantId: string,
  kind: 'MISSING_FROM_BANK' | 'AMOUNT_DIFFERENCE',
  rows: NewException[],
  now: Date,
) {
  for (let i = 0; i < rows.length; i += EXCEPTION_BATCH) {
    await nextTurn();
    const batch = rows.slice(i, i + EXCEPTION_BATCH);
    await db.execute(sql`
      insert into recon_exceptions (id, merchant_id, kind, line_id, transaction_id, amount, currency, difference, since,
        bank_account_id, statement_id, date_created_gmt, date_updated_gmt)
      select 'rex_' || gen_random_uuid(), ${merchantId}, ${kind}, e.line_id, e.transaction_id, e.amount, e.currency,
        e.difference, e.since, e.bank_account_id, e.statement_id, ${at(now)}, ${at(now)}
      from unnest(${param(batch.map((e) => e.lineId))}::text[], ${param(batch.map((e) => e.transactionId))}::text[],
        ${param(batch.map((e) => e.amount))}::bigint[], ${param(batch.map((e) => e.currency))}::text[],
        ${param(batch.map((e) => e.difference ?? null))}::bigint[], ${param(batch.map((e) => e.since))}::date[],
        ${param(batch.map((e) => e.bankAccountId))}::text[], ${param(batch.map((e) => e.statementId))}::text[])
        as e(line_id, transaction_id, amount, currency, difference, since, bank_account_id, statement_id)
      on conflict do nothing`);
  }
}

/** Runs `step` on the ids of each page of `page` (keyset on the ids' order), a statement each. */
async function eachPage(
  page: (after: string | null) => Promise<{ key: string; id: string }[]>,
  step: (ids: string[]) => Promise<unknown>,
) {
  for (let after: string | null = null; ;) {
    const rows = await page(after);
    if (rows.length) await step(rows.map((r) => r.id));
    if (rows.length < READ_PAGE) return;
    after = rows.at(-1)!.key;
    await nextTurn();
  }
}

/**
 * The queue, up to date: open exceptions whose line or transaction is now matched are resolved (MATCHED); every
 * open line without an exception gets UNMATCHED_LINE; for each bank account, every deposit or payout it carries (its
 * currency, its sides) dated within the days its statements cover (less the date tolerance before the first),
 * not matched after `missingAfterBusinessDays` business days, gets MISSING_FROM_BANK. A subject whose exception
 * finance resolved by hand does not get another (one resolved as MATCHED, then unmatched, does). Each step is
 * idempotent and goes a page at a time (READ_PAGE): called with the database, every statement is a short one.
 */
export async function refreshExceptions(db: DbOrTx, merchantId: string, actor: Actor, now: Date) {
  const settings = await reconSettingsOf(db, merchantId);
  const pageKey = (since: string, id: string) => `${since}|${id}`;
  const afterKey = (after: string | null) => {
    if (!after) return undefined;
    const [since, id] = after.split('|');
    return sql`(${reconExceptions.since}, ${reconExceptions.id}) > (${since}, ${id})`;
  };
  await eachPage(
    async (after) =>
      (
        await db
          .select({ since: sql<string>`${reconExceptions.since}::text`, id: reconExceptions.id })
          .from(reconExceptions)
          .where(and(eq(reconExceptions.merchantId, merchantId), eq(reconExceptions.status, 'OPEN'), afterKey(after)))
          .orderBy(asc(reconExceptions.since), asc(reconExceptions.id))
          .limit(READ_PAGE)
      ).map((r) => ({ key: pageKey(r.since, r.id), id: r.id })),
    (ids) =>
      db
        .update(reconExceptions)
        .set({ status: 'RESOLVED', resolution: 'MATCHED', resolvedBy: actor.who, resolvedAt: now, dateUpdated: now })
        .where(
          and(
            inArray(reconExceptions.id, ids),
            eq(reconExceptions.status, 'OPEN'),
            or(
              sql`exists (select 1 from recon_lines l where l.id = ${EXC_LINE_ID} and l.status = 'MATCHED')`,
              and(isNull(reconExceptions.lineId), sql`exists ${activeMatchOf(EXC_TRX_ID)}`),
            ),
          ),
        ),
  );
  const blocking = (column: 'line_id' | 'transaction_id', subject: SQL) =>
    sql`(select 1 from recon_exceptions x where ${sql.raw(`x.${column}`)} = ${subject} and (x.status = 'OPEN' or x.resolution <> 'MATCHED'))`;
  // Every open line without an exception gets one, in the database: a page of lines is one INSERT … SELECT, not
  // its rows read and written back (the import's profile, docs/performance.md).
  await eachPage(
    async (after) =>
      (
        await db
          .select({ date: sql<string>`${reconLines.valueDate}::text`, id: reconLines.id })
          .from(reconLines)
          .where(
            and(
              eq(reconLines.merchantId, merchantId),
              eq(reconLines.status, 'UNMATCHED'),
              lineShown(),
              after
                ? sql`(${reconLines.valueDate}, ${reconLines.id}) > (${after.split('|')[0]}, ${after.split('|')[1]})`
                : undefined,
            ),
          )
          .orderBy(asc(reconLines.valueDate), asc(reconLines.id))
          .limit(READ_PAGE)
      ).map((r) => ({ key: pageKey(r.date, r.id), id: r.id })),
    (ids) =>
      db.execute(sql`
        insert into recon_exceptions (id, merchant_id, kind, line_id, amount, currency, since, bank_account_id,
          statement_id, date_created_gmt, date_updated_gmt)
        select 'rex_' || gen_random_uuid(), l.merchant_id, 'UNMATCHED_LINE', l.id, l.amount, l.currency, l.value_date,
          l.bank_account_id, l.statement_id, ${at(now)}, ${at(now)}
        from recon_lines l
        where l.id = any(${param(ids)}::text[]) and l.status = 'UNMATCHED'
          and not exists ${blocking('line_id', sql.raw('l.id'))}
        on conflict do nothing`),
  );
  const accounts = await db
    .select({
      id: reconBankAccounts.id,
      currency: reconBankAccounts.currency,
      carries: reconBankAccounts.carries,
      first: sql<string | null>`min(${reconStatements.firstDate})::text`,
      last: sql<string | null>`max(${reconStatements.lastDate})::text`,
    })
    .from(reconBankAccounts)
    .innerJoin(
      reconStatements,
      and(eq(reconStatements.bankAccountId, reconBankAccounts.id), isNull(reconStatements.voidedAt), statementShown()),
    )
    .where(eq(reconBankAccounts.merchantId, merchantId))
    .groupBy(reconBankAccounts.id, reconBankAccounts.currency, reconBankAccounts.carries)
    .orderBy(reconBankAccounts.dateCreated, reconBankAccounts.id);
  if (!accounts.length) return;
  const businessDay = await businessDayOfMerchant(db, merchantId);
  const today = businessDayOf(now, businessDay);
  const claimed = new Set<string>();
  for (const account of accounts) {
    if (!account.first || !account.last) continue;
    const from = addDays(account.first, -settings.dateToleranceDays);
    // Within the days its statements cover, and due: N business days are at least N calendar days.
    const latest = [account.last, addDays(today, -settings.missingAfterBusinessDays)].sort()[0];
    const kinds = { types: carriedTypes(account.carries), statuses: EXPECTED_STATUSES };
    const missing = await unmatchedTransactions(db, merchantId, businessDay, kinds, [
      eq(transactions.currency, account.currency),
      gte(transactions.dateCreated, new Date(`${addDays(from, -1)}T00:00:00Z`)),
      lte(transactions.dateCreated, new Date(`${addDays(latest, 2)}T00:00:00Z`)),
      notExists(blocking('transaction_id', TRX_ID)),
    ]);
    const overdue = missing.filter(
      (t) =>
        !claimed.has(t.id) &&
        t.date >= from &&
        t.date <= latest &&
        businessDaysBetween(t.date, today, settings.bankHolidays) >= settings.missingAfterBusinessDays,
    );
    for (const t of overdue) claimed.add(t.id);
    await insertExceptions(
      db,
      merchantId,
      'MISSING_FROM_BANK',
      overdue.map((t) => ({
        lineId: null,
        transactionId: t.id,
        amount: signedAmount(t.type, t.amount),
        currency: t.currency,
        since: t.date,
        bankAccountId: account.id,
        statementId: null,
      })),
      now,
    );
  }
}

async function lineOf(tx: Tx, merchantId: string, lineId: string) {
  const [line] = await tx
    .select()
    .from(reconLines)
    .where(and(eq(reconLines.merchantId, merchantId), eq(reconLines.id, lineId), lineShown()))
    .for('update');
  if (!line) throw notFound('statement line', lineId);
  return line;
}

export interface ManualMatch {
  transaction_ids: string[];
  reason: string;
  accept_difference?: boolean;
  adjustment?: string;
}

/** Finance matches a line to one or more deposits or payouts by hand; the sums must agree unless a difference is accepted. */
export async function matchManually(
  tx: Tx,
  merchantId: string,
  lineId: string,
  input: ManualMatch,
  actor: Actor,
  now: Date,
) {
  const line = await lineOf(tx, merchantId, lineId);
  if (line.status === 'MATCHED' || line.status === 'RESOLVED')
    throw conflict(
      'line_already_matched',
      `The line is ${line.status === 'MATCHED' ? 'matched' : 'resolved'} already; unmatch it first.`,
    );
  if (line.status === 'VOID') throw conflict('line_void', 'Its statement was voided.');
  const ids = [...new Set(input.transaction_ids)];
  const rows = await tx
    .select()
    .from(transactions)
    .where(and(eq(transactions.merchantId, merchantId), inArray(transactions.id, ids)));
  for (const [i, id] of ids.entries()) {
    const row = rows.find((r) => r.id === id);
    if (!row) throw invalidField(`transaction_ids[${i}]`, 'not_found', `No deposit or payout with id '${id}'.`);
    if (!(MATCHABLE_TYPES as readonly string[]).includes(row.type))
      throw invalidField(
        `transaction_ids[${i}]`,
        'not_matchable',
        `'${id}' is a ${row.type}; only deposits and payouts reach the bank.`,
      );
    if (row.currency !== line.currency)
      throw invalidField(
        `transaction_ids[${i}]`,
        'currency_mismatch',
        `'${id}' is in ${row.currency}; the line is in ${line.currency}.`,
      );
  }
  const taken = await tx
    .select({ transactionId: reconMatches.transactionId })
    .from(reconMatches)
    .where(and(inArray(reconMatches.transactionId, ids), isNull(reconMatches.unmatchedAt)));
  if (taken.length)
    throw conflict('transaction_already_matched', `'${taken[0].transactionId}' is already matched to another line.`);
  const sum = rows.reduce((s, r) => s + signedAmount(r.type, r.amount), 0);
  const difference = line.amount - sum;
  if (difference !== 0 && !input.accept_difference && !input.adjustment) {
    const what = line.amount < 0 ? 'payouts' : 'deposits';
    throw conflict(
      'amount_mismatch',
      `The bank shows ${formatAmount(line.amount, line.currency)} and the ${what} add up to ${formatAmount(sum, line.currency)}: ${formatAmount(Math.abs(difference), line.currency)} apart. Book the difference as a bank fee, FX or rounding to match anyway.`,
    );
  }
  const groupRows = ids.map((transactionId, i) => ({
    id: newId('rcm'),
    merchantId,
    lineId,
    transactionId,
    method: 'MANUAL',
    difference: i === 0 ? difference : 0,
    adjustment: i === 0 && difference !== 0 ? (input.adjustment ?? null) : null,
    createdBy: actor.who,
    reason: input.reason,
    dateCreated: now,
  }));
  await tx.insert(reconMatches).values(groupRows);
  await tx.update(reconLines).set({ status: 'MATCHED', holdAuto: false }).where(eq(reconLines.id, lineId));
  await audit(tx, merchantId, actor, 'MATCH', lineId, input.reason, {
    transaction_ids: ids,
    difference,
    adjustment: difference !== 0 ? (input.adjustment ?? null) : null,
  });
  await refreshExceptions(tx, merchantId, actor, now);
}

/**
 * Undoes a line's match (automatic or manual) or resolution: the line and its transactions are open again, and
 * the line stays out of automatic matching until a person matches or resolves it (a decision sticks).
 */
export async function unmatchLine(tx: Tx, merchantId: string, lineId: string, reason: string, actor: Actor, now: Date) {
  const line = await lineOf(tx, merchantId, lineId);
  if (line.status !== 'MATCHED' && line.status !== 'RESOLVED')
    throw conflict('line_not_matched', 'The line is not matched or resolved.');
  const released = await tx
    .update(reconMatches)
    .set({ unmatchedAt: now, unmatchedBy: actor.who, unmatchReason: reason })
    .where(and(eq(reconMatches.lineId, lineId), isNull(reconMatches.unmatchedAt)))
    .returning({ transactionId: reconMatches.transactionId });
  await tx
    .update(reconLines)
    .set({
      status: 'UNMATCHED',
      holdAuto: true,
      resolution: null,
      resolutionNote: null,
      resolvedBy: null,
      resolvedAt: null,
    })
    .where(eq(reconLines.id, lineId));
  if (line.status === 'RESOLVED')
    await tx
      .update(reconExceptions)
      .set({ status: 'OPEN', resolution: null, resolvedBy: null, resolvedAt: null, dateUpdated: now })
      .where(
        and(
          eq(
            reconExceptions.id,
            sql`(select x.id from recon_exceptions x where x.line_id = ${lineId} and x.status = 'RESOLVED' order by x.resolved_at desc, x.id desc limit 1)`,
          ),
          sql`not exists (select 1 from recon_exceptions o where o.line_id = ${lineId} and o.status = 'OPEN')`,
        ),
      );
  await audit(tx, merchantId, actor, 'UNMATCH', lineId, reason, {
    was: line.status,
    transaction_ids: released.map((r) => r.transactionId),
  });
  await refreshExceptions(tx, merchantId, actor, now);
}

export async function annotateLine(tx: Tx, merchantId: string, lineId: string, note: string, actor: Actor) {
  await lineOf(tx, merchantId, lineId);
  await tx
    .update(reconLines)
    .set({ note: note || null })
    .where(eq(reconLines.id, lineId));
  await audit(tx, merchantId, actor, 'ANNOTATE', lineId, note || null);
}
