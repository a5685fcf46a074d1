import { and, eq, gte, inArray, isNull, lte, notExists, or, sql, type SQL } from 'drizzle-orm';
import { addDays } from '../../core/calendar';
import type { DbOrTx, Tx } from '../db/client';
import { reconExceptions, reconLines, reconMatches, reconSettings, transactions } from '../db/schema';
import { conflict, invalidField, notFound } from '../lib/problems';
import { newId } from '../lib/ids';
import { audit, type Actor } from './audit';
import { autoMatch, businessDaysBetween, type Candidate } from './auto-match';

/** Deposits (credits) and payouts (debits) are what the bank shows; these statuses can be on a statement. */
export const MATCHABLE_TYPES = ['DEPOSIT', 'PAYOUT'] as const;
const MATCHABLE_STATUSES = ['PENDING', 'PROCESSING', 'SUCCESSFUL'];
/** Only these are owed a line: a payout still pending may not have left yet. */
const EXPECTED_STATUSES = ['SUCCESSFUL'];

export const DEFAULT_SETTINGS = { dateToleranceDays: 2, missingAfterBusinessDays: 3 };

export async function reconSettingsOf(db: DbOrTx, merchantId: string) {
  const [row] = await db.select().from(reconSettings).where(eq(reconSettings.merchantId, merchantId));
  return row ?? { merchantId, ...DEFAULT_SETTINGS, dateUpdated: null };
}

/** The transaction's calendar date (UTC) as the statements' value dates are written. */
export const trxDate = sql<string>`to_char(${transactions.dateCreated} at time zone 'UTC', 'YYYY-MM-DD')`;

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
 * Auto-matches every open line of the merchant against its open deposits and payouts, writes the matches
 * (audited as AUTO_MATCH, by "system") and brings the exceptions queue up to date. Returns how many lines matched.
 */
export async function reconcile(tx: Tx, merchantId: string, actor: Actor, now: Date): Promise<number> {
  const settings = await reconSettingsOf(tx, merchantId);
  const lines = await tx
    .select()
    .from(reconLines)
    .where(and(eq(reconLines.merchantId, merchantId), eq(reconLines.status, 'UNMATCHED')));
  let matched = 0;
  if (lines.length) {
    const dates = lines.map((l) => l.valueDate).sort();
    const from = addDays(dates[0], -settings.dateToleranceDays);
    const to = addDays(dates.at(-1)!, settings.dateToleranceDays);
    const currencies = [...new Set(lines.map((l) => l.currency))];
    const rows = await tx
      .select({
        id: transactions.id,
        code: transactions.code,
        type: transactions.type,
        amount: transactions.amount,
        currency: transactions.currency,
        date: trxDate,
        primaryReference: transactions.primaryReference,
        secondaryReference: transactions.secondaryReference,
        tertiaryReference: transactions.tertiaryReference,
        customId: transactions.customId,
      })
      .from(transactions)
      .where(
        and(
          eq(transactions.merchantId, merchantId),
          inArray(transactions.type, [...MATCHABLE_TYPES]),
          inArray(transactions.status, MATCHABLE_STATUSES),
          inArray(transactions.currency, currencies),
          gte(transactions.dateCreated, new Date(`${from}T00:00:00Z`)),
          lte(transactions.dateCreated, new Date(`${addDays(to, 1)}T00:00:00Z`)),
          notExists(activeMatchOf(TRX_ID)),
        ),
      );
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
    const { proposals, differences } = autoMatch(
      lines.map((l) => ({
        id: l.id,
        valueDate: l.valueDate,
        amount: l.amount,
        currency: l.currency,
        text: [l.reference, l.description].filter(Boolean).join(' '),
      })),
      candidates,
      settings.dateToleranceDays,
    );
    const system: Actor = { who: 'system', clientId: actor.clientId };
    await writeAutoMatches(tx, merchantId, proposals, system, now);
    matched = proposals.length;
    const lineById = new Map(lines.map((l) => [l.id, l]));
    await insertExceptions(
      tx,
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
        };
      }),
      now,
    );
  }
  await refreshExceptions(tx, merchantId, actor, now);
  return matched;
}

const BATCH = 5_000;
const param = <T>(values: T[]) => sql.param(values);
const at = (now: Date) => sql`${now.toISOString()}::timestamptz`;

/**
 * The automatic matches, their lines marked MATCHED and their AUTO_MATCH audit rows: one INSERT … SELECT FROM
 * unnest(one array per column) per batch and statement, not drizzle's row-by-row VALUES (the import's profile at 1M,
 * docs/performance.md).
 */
async function writeAutoMatches(
  tx: Tx,
  merchantId: string,
  proposals: { lineId: string; transactionIds: string[]; rule: string }[],
  system: Actor,
  now: Date,
) {
  for (let i = 0; i < proposals.length; i += BATCH) {
    const batch = proposals.slice(i, i + BATCH);
    const pairs = batch.flatMap((p) => p.transactionIds.map((transactionId) => ({ p, transactionId })));
    await tx.execute(sql`
      insert into recon_matches (id, merchant_id, line_id, transaction_id, method, rule, created_by, reason,
        date_created_gmt)
      select 'rcm_' || gen_random_uuid(), ${merchantId}, m.line_id, m.transaction_id, 'AUTO',
        m.rule, ${system.who}, 'automatic (' || m.rule || ')', ${at(now)}
      from unnest(${param(pairs.map((x) => x.p.lineId))}::text[], ${param(pairs.map((x) => x.transactionId))}::text[],
        ${param(pairs.map((x) => x.p.rule))}::text[]) as m(line_id, transaction_id, rule)`);
    await tx.execute(sql`
      update recon_lines set status = 'MATCHED'
      where id = any(${param(batch.map((p) => p.lineId))}::text[])`);
    await tx.execute(sql`
      insert into recon_audit (merchant_id, action, subject_id, actor, client_id, reason, detail, date_created_gmt)
      select ${merchantId}, 'AUTO_MATCH', a.line_id, ${system.who}, ${system.clientId}, 'automatic (' || a.rule || ')',
        jsonb_build_object('transaction_ids', a.ids::jsonb, 'rule', a.rule), ${at(now)}
      from unnest(${param(batch.map((p) => p.lineId))}::text[], ${param(batch.map((p) => p.rule))}::text[],
        ${param(batch.map((p) => JSON.stringify(p.transactionIds)))}::text[]) as a(line_id, rule, ids)`);
  }
}

interface NewException {
  lineId: string | null;
  transactionId: string | null;
  amount: number;
  currency: string;
  difference?: number | null;
  since: string;
}

/** Opens exceptions of one kind, a batch per statement (an open one on the same subject stays as it is). */
async function insertExceptions(
  tx: Tx,
  merchantId: string,
  kind: 'MISSING_FROM_BANK' | 'AMOUNT_DIFFERENCE',
  rows: NewException[],
  now: Date,
) {
  for (let i = 0; i < rows.length; i += BATCH) {
    const batch = rows.slice(i, i + BATCH);
    await tx.execute(sql`
      insert into recon_exceptions (id, merchant_id, kind, line_id, transaction_id, amount, currency, difference, since,
        date_created_gmt, date_updated_gmt)
      select 'rex_' || gen_random_uuid(), ${merchantId}, ${kind}, e.line_id, e.transaction_id, e.amount, e.currency,
        e.difference, e.since, ${at(now)}, ${at(now)}
      from unnest(${param(batch.map((e) => e.lineId))}::text[], ${param(batch.map((e) => e.transactionId))}::text[],
        ${param(batch.map((e) => e.amount))}::bigint[], ${param(batch.map((e) => e.currency))}::text[],
        ${param(batch.map((e) => e.difference ?? null))}::bigint[], ${param(batch.map((e) => e.since))}::date[])
        as e(line_id, transaction_id, amount, currency, difference, since)
      on conflict do nothing`);
  }
}

/**
 * The queue, up to date: open exceptions whose line or transaction is now matched are resolved (MATCHED); every
 * open line without an exception gets UNMATCHED_LINE; every deposit or payout dated from the merchant's first
 * statement line on (less the date tolerance), not matched after `missingAfterBusinessDays` business days, gets MISSING_FROM_BANK. A subject
 * whose exception finance resolved by hand does not get another (one resolved as MATCHED, then unmatched, does).
 */
export async function refreshExceptions(tx: Tx, merchantId: string, actor: Actor, now: Date) {
  const today = now.toISOString().slice(0, 10);
  const settings = await reconSettingsOf(tx, merchantId);
  await tx
    .update(reconExceptions)
    .set({ status: 'RESOLVED', resolution: 'MATCHED', resolvedBy: actor.who, resolvedAt: now, dateUpdated: now })
    .where(
      and(
        eq(reconExceptions.merchantId, merchantId),
        eq(reconExceptions.status, 'OPEN'),
        or(
          sql`exists (select 1 from recon_lines l where l.id = ${EXC_LINE_ID} and l.status = 'MATCHED')`,
          and(isNull(reconExceptions.lineId), sql`exists ${activeMatchOf(EXC_TRX_ID)}`),
        ),
      ),
    );
  const blocking = (column: 'line_id' | 'transaction_id', subject: SQL) =>
    sql`(select 1 from recon_exceptions x where ${sql.raw(`x.${column}`)} = ${subject} and (x.status = 'OPEN' or x.resolution <> 'MATCHED'))`;
  // Every open line without an exception gets one, in the database: a statement of 10,000 unexplained lines is
  // one INSERT … SELECT, not 10,000 rows read and written back (the import's profile, docs/performance.md).
  await tx.execute(sql`
    insert into recon_exceptions (id, merchant_id, kind, line_id, amount, currency, since, date_created_gmt,
      date_updated_gmt)
    select 'rex_' || gen_random_uuid(), l.merchant_id, 'UNMATCHED_LINE', l.id, l.amount, l.currency, l.value_date,
      ${now.toISOString()}::timestamptz, ${now.toISOString()}::timestamptz
    from recon_lines l
    where l.merchant_id = ${merchantId} and l.status = 'UNMATCHED' and not exists ${blocking('line_id', sql.raw('l.id'))}
    on conflict do nothing`);
  const [first] = await tx
    .select({ date: sql<string | null>`min(${reconLines.valueDate})::text` })
    .from(reconLines)
    .where(eq(reconLines.merchantId, merchantId));
  if (!first?.date) return;
  // N business days are at least N calendar days: the database narrows, the weekday count decides.
  const latest = addDays(today, -settings.missingAfterBusinessDays);
  const missing = await tx
    .select({
      id: transactions.id,
      type: transactions.type,
      amount: transactions.amount,
      currency: transactions.currency,
      date: trxDate,
    })
    .from(transactions)
    .where(
      and(
        eq(transactions.merchantId, merchantId),
        inArray(transactions.type, [...MATCHABLE_TYPES]),
        inArray(transactions.status, EXPECTED_STATUSES),
        gte(transactions.dateCreated, new Date(`${addDays(first.date, -settings.dateToleranceDays)}T00:00:00Z`)),
        lte(transactions.dateCreated, new Date(`${addDays(latest, 1)}T00:00:00Z`)),
        notExists(activeMatchOf(TRX_ID)),
        notExists(blocking('transaction_id', TRX_ID)),
      ),
    );
  const overdue = missing.filter((t) => businessDaysBetween(t.date, today) >= settings.missingAfterBusinessDays);
  await insertExceptions(
    tx,
    merchantId,
    'MISSING_FROM_BANK',
    overdue.map((t) => ({
      lineId: null,
      transactionId: t.id,
      amount: signedAmount(t.type, t.amount),
      currency: t.currency,
      since: t.date,
    })),
    now,
  );
}

async function lineOf(tx: Tx, merchantId: string, lineId: string) {
  const [line] = await tx
    .select()
    .from(reconLines)
    .where(and(eq(reconLines.merchantId, merchantId), eq(reconLines.id, lineId)))
    .for('update');
  if (!line) throw notFound('statement line', lineId);
  return line;
}

export interface ManualMatch {
  transaction_ids: string[];
  reason: string;
  accept_difference?: boolean;
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
  if (line.status === 'MATCHED')
    throw conflict('line_already_matched', `The line ${lineId} is already matched; unmatch it first.`);
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
  if (difference !== 0 && !input.accept_difference)
    throw conflict(
      'amount_mismatch',
      `The line is ${line.amount} and the transactions add up to ${sum} (difference ${difference} minor units); send accept_difference: true to match anyway.`,
    );
  const groupRows = ids.map((transactionId, i) => ({
    id: newId('rcm'),
    merchantId,
    lineId,
    transactionId,
    method: 'MANUAL',
    difference: i === 0 ? difference : 0,
    createdBy: actor.who,
    reason: input.reason,
    dateCreated: now,
  }));
  await tx.insert(reconMatches).values(groupRows);
  await tx.update(reconLines).set({ status: 'MATCHED' }).where(eq(reconLines.id, lineId));
  await audit(tx, merchantId, actor, 'MATCH', lineId, input.reason, { transaction_ids: ids, difference });
  await refreshExceptions(tx, merchantId, actor, now);
}

/** Undoes a line's match (automatic or manual): the line and its transactions are open again. */
export async function unmatchLine(tx: Tx, merchantId: string, lineId: string, reason: string, actor: Actor, now: Date) {
  const line = await lineOf(tx, merchantId, lineId);
  if (line.status !== 'MATCHED') throw conflict('line_not_matched', `The line ${lineId} is not matched.`);
  const released = await tx
    .update(reconMatches)
    .set({ unmatchedAt: now, unmatchedBy: actor.who, unmatchReason: reason })
    .where(and(eq(reconMatches.lineId, lineId), isNull(reconMatches.unmatchedAt)))
    .returning({ transactionId: reconMatches.transactionId });
  await tx.update(reconLines).set({ status: 'UNMATCHED' }).where(eq(reconLines.id, lineId));
  await audit(tx, merchantId, actor, 'UNMATCH', lineId, reason, {
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
