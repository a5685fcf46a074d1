import { and, asc, eq, gte, inArray, lt, notExists, sql } from 'drizzle-orm';
import { addDays } from '../../core/calendar';
import type { DbOrTx } from '../db/client';
import { reconLines, transactions } from '../db/schema';
import { notFound } from '../lib/problems';
import { activeMatchOf, signedAmount, TRX_ID, trxDate } from './matching';
import { lineShown } from './visibility';

/** How far from a line's value date a hand match looks for deposits and payouts (calendar days, each side). */
export const CANDIDATE_WINDOW_DAYS = 14;
const CANDIDATE_LIMIT = 20;

/**
 * What finance may match a line to by hand: the open deposits (for a credit) or payouts (for a debit) in the line's
 * currency, not matched elsewhere, dated within CANDIDATE_WINDOW_DAYS of its value date; the closest amount first,
 * then the closest date. `difference` is what a match would record (line − transaction, as the bank signs it).
 */
export async function lineCandidates(db: DbOrTx, merchantId: string, lineId: string) {
  const [line] = await db
    .select()
    .from(reconLines)
    .where(and(eq(reconLines.merchantId, merchantId), eq(reconLines.id, lineId), lineShown()));
  if (!line) throw notFound('statement line', lineId);
  const type: 'DEPOSIT' | 'PAYOUT' = line.amount < 0 ? 'PAYOUT' : 'DEPOSIT';
  const wanted = Math.abs(line.amount);
  const from = addDays(line.valueDate, -CANDIDATE_WINDOW_DAYS);
  const to = addDays(line.valueDate, CANDIDATE_WINDOW_DAYS + 1);
  const rows = await db
    .select({
      id: transactions.id,
      code: transactions.code,
      type: transactions.type,
      status: transactions.status,
      amount: transactions.amount,
      currency: transactions.currency,
      date: trxDate,
    })
    .from(transactions)
    .where(
      and(
        eq(transactions.merchantId, merchantId),
        eq(transactions.type, type),
        inArray(transactions.status, ['PENDING', 'PROCESSING', 'SUCCESSFUL']),
        eq(transactions.currency, line.currency),
        gte(transactions.dateCreated, new Date(`${from}T00:00:00Z`)),
        lt(transactions.dateCreated, new Date(`${to}T00:00:00Z`)),
        notExists(activeMatchOf(TRX_ID)),
      ),
    )
    .orderBy(
      sql`abs(${transactions.amount} - ${wanted})`,
      sql`abs(extract(epoch from ${transactions.dateCreated} - ${new Date(`${line.valueDate}T12:00:00Z`)}))`,
      asc(transactions.id),
    )
    .limit(CANDIDATE_LIMIT);
  return rows.map((r) => ({
    uuid: r.id,
    code: r.code,
    type,
    status: r.status,
    amount: r.amount,
    currency: r.currency,
    date: r.date,
    difference: line.amount - signedAmount(r.type, r.amount),
  }));
}
