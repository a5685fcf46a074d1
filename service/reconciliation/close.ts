import { and, desc, eq, gte, inArray, lte, notExists, sql } from 'drizzle-orm';
import { addDays, addMonthsClamped } from '../../core/calendar';
import type { DbOrTx, Tx } from '../db/client';
import { reconLines, reconSignOffs, transactions } from '../db/schema';
import { notFound } from '../lib/problems';
import { newId } from '../lib/ids';
import { audit, type Actor } from './audit';
import { getBankAccount, listBankAccounts, serializeBankAccounts } from './accounts';
import { activeMatchOf, businessDayOfMerchant, carriedTypes, TRX_ID, trxBusinessDate } from './matching';
import { lineShown } from './visibility';

export interface CloseFigures {
  lines: number;
  matched_lines: number;
  matched_amount: number;
  open_lines: number;
  open_amount: number;
  missing_transactions: number;
  missing_amount: number;
  adjustments: number;
  difference_left: number;
}
type Day = CloseFigures & { date: string };
/** Qualified: drizzle writes a single table's columns unqualified, where `id` would be the subquery's own. */
const LINE_ID = sql.raw('"recon_lines"."id"');
const FIELDS: (keyof CloseFigures)[] = [
  'lines',
  'matched_lines',
  'matched_amount',
  'open_lines',
  'open_amount',
  'missing_transactions',
  'missing_amount',
  'adjustments',
  'difference_left',
];
const zero = (): CloseFigures => ({
  lines: 0,
  matched_lines: 0,
  matched_amount: 0,
  open_lines: 0,
  open_amount: 0,
  missing_transactions: 0,
  missing_amount: 0,
  adjustments: 0,
  difference_left: 0,
});

const monthDays = (month: string) => {
  const first = `${month}-01`;
  return { first, last: addDays(addMonthsClamped(first, 1), -1) };
};

/** A finance-resolved exception explains a deposit or payout no line shows (it is not open any more). */
const explained = sql`(select 1 from recon_exceptions x where x.transaction_id = ${TRX_ID} and x.line_id is null and x.status = 'RESOLVED' and x.resolution <> 'MATCHED')`;

/** One account's month, per day: lines matched (or resolved) and open, deposits and payouts missing, the difference left. */
async function accountMonth(
  db: DbOrTx,
  merchantId: string,
  accountId: string,
  currency: string,
  carries: string,
  month: string,
) {
  const { first, last } = monthDays(month);
  const lineRows = await db
    .select({
      date: sql<string>`${reconLines.valueDate}::text`,
      status: reconLines.status,
      n: sql<number>`count(*)::int`,
      amount: sql<string>`coalesce(sum(${reconLines.amount}), 0)::text`,
      adjustments: sql<string>`coalesce(sum((select sum(m.difference) from recon_matches m where m.line_id = ${LINE_ID} and m.unmatched_at is null)), 0)::text`,
    })
    .from(reconLines)
    .where(
      and(
        eq(reconLines.merchantId, merchantId),
        eq(reconLines.bankAccountId, accountId),
        gte(reconLines.valueDate, first),
        lte(reconLines.valueDate, last),
        inArray(reconLines.status, ['UNMATCHED', 'MATCHED', 'RESOLVED']),
        lineShown(),
      ),
    )
    .groupBy(reconLines.valueDate, reconLines.status);
  const [start] = await db
    .select({ date: sql<string | null>`min(${reconLines.valueDate})::text` })
    .from(reconLines)
    .where(
      and(
        eq(reconLines.bankAccountId, accountId),
        inArray(reconLines.status, ['UNMATCHED', 'MATCHED', 'RESOLVED']),
        lineShown(),
      ),
    );
  const days = new Map<string, Day>();
  const at = (date: string) => days.get(date) ?? days.set(date, { date, ...zero() }).get(date)!;
  for (const r of lineRows) {
    const d = at(r.date);
    d.lines += r.n;
    if (r.status === 'UNMATCHED') {
      d.open_lines += r.n;
      d.open_amount += Number(r.amount);
    } else {
      d.matched_lines += r.n;
      d.matched_amount += Number(r.amount);
      d.adjustments += Number(r.adjustments);
    }
  }
  const types = carriedTypes(carries);
  if (start?.date && types.length) {
    const businessDay = await businessDayOfMerchant(db, merchantId);
    const date = trxBusinessDate(businessDay);
    const from = start.date > first ? start.date : first;
    const missing = await db
      .select({
        date,
        n: sql<number>`count(*)::int`,
        amount: sql<string>`coalesce(sum(case when ${transactions.type} = 'PAYOUT' then -${transactions.amount} else ${transactions.amount} end), 0)::text`,
      })
      .from(transactions)
      .where(
        and(
          eq(transactions.merchantId, merchantId),
          inArray(transactions.type, types),
          eq(transactions.status, 'SUCCESSFUL'),
          eq(transactions.currency, currency),
          // Two days either side in UTC cover any business day's hours; the business day then decides.
          gte(transactions.dateCreated, new Date(`${addDays(from, -2)}T00:00:00Z`)),
          lte(transactions.dateCreated, new Date(`${addDays(last, 2)}T00:00:00Z`)),
          notExists(activeMatchOf(TRX_ID)),
          notExists(explained),
        ),
      )
      .groupBy(sql`1`);
    for (const r of missing) {
      if (r.date < from || r.date > last) continue;
      const d = at(r.date);
      d.missing_transactions += r.n;
      d.missing_amount += Number(r.amount);
    }
  }
  const sorted = [...days.values()].sort((a, b) => (a.date < b.date ? -1 : 1));
  const totals = zero();
  for (const d of sorted) {
    d.difference_left = d.open_amount - d.missing_amount;
    for (const f of FIELDS) totals[f] += d[f];
  }
  return { days: sorted, totals };
}

const serializeSignOff = (r: typeof reconSignOffs.$inferSelect) => ({
  uuid: r.id,
  bank_account_id: r.bankAccountId,
  month: r.month,
  signed_by: r.signedBy,
  signed_at: r.dateCreated.toISOString(),
  note: r.note,
  totals: (r.figures as { totals: CloseFigures }).totals,
});

/** Every figure of a day that is not what it was at the sign-off. */
function changesSince(signed: { days: Day[] }, days: Day[]) {
  const then = new Map(signed.days.map((d) => [d.date, d]));
  const now = new Map(days.map((d) => [d.date, d]));
  const dates = [...new Set([...then.keys(), ...now.keys()])].sort();
  const out: { date: string; field: string; at_sign_off: number; now: number }[] = [];
  for (const date of dates)
    for (const field of FIELDS) {
      const a = then.get(date)?.[field] ?? 0;
      const b = now.get(date)?.[field] ?? 0;
      if (a !== b) out.push({ date, field, at_sign_off: a, now: b });
    }
  return out;
}

/** The month's close view: per registered account (or the one asked for) and day, with its sign-off. */
export async function closeView(db: DbOrTx, merchantId: string, month: string, accountId?: string) {
  const accounts = accountId
    ? [await getBankAccount(db, merchantId, accountId)].filter((a) => a !== undefined)
    : await listBankAccounts(db, merchantId);
  if (accountId && !accounts.length) throw notFound('bank account', accountId);
  const serialized = await serializeBankAccounts(db, accounts);
  const businessDay = await businessDayOfMerchant(db, merchantId);
  const out = [];
  for (const [i, account] of accounts.entries()) {
    const { days, totals } = await accountMonth(db, merchantId, account.id, account.currency, account.carries, month);
    const [signed] = await db
      .select()
      .from(reconSignOffs)
      .where(
        and(
          eq(reconSignOffs.merchantId, merchantId),
          eq(reconSignOffs.bankAccountId, account.id),
          eq(reconSignOffs.month, month),
        ),
      )
      .orderBy(desc(reconSignOffs.dateCreated), desc(reconSignOffs.id))
      .limit(1);
    out.push({
      bank_account: serialized[i],
      days,
      totals,
      sign_off: signed ? serializeSignOff(signed) : null,
      changes_since_sign_off: signed ? changesSince(signed.figures as { days: Day[] }, days) : [],
    });
  }
  return { month, time_zone: businessDay.timeZone, accounts: out };
}

/** Signs a month of one account off: who, when and the figures then (a later change shows against them). */
export async function signOff(
  tx: Tx,
  merchantId: string,
  input: { month: string; bank_account_id: string; note?: string },
  actor: Actor,
  now: Date,
) {
  const account = await getBankAccount(tx, merchantId, input.bank_account_id);
  if (!account) throw notFound('bank account', input.bank_account_id);
  const figures = await accountMonth(tx, merchantId, account.id, account.currency, account.carries, input.month);
  const [row] = await tx
    .insert(reconSignOffs)
    .values({
      id: newId('rso'),
      merchantId,
      bankAccountId: account.id,
      month: input.month,
      signedBy: actor.who,
      note: input.note || null,
      figures: figures as unknown as Record<string, unknown>,
      dateCreated: now,
    })
    .returning();
  await audit(tx, merchantId, actor, 'SIGN_OFF', account.id, input.note || null, {
    month: input.month,
    totals: figures.totals,
  });
  return serializeSignOff(row);
}
