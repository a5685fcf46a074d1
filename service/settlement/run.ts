import { and, isNotNull, isNull } from 'drizzle-orm';
import type { Db } from '../db/client';
import { transactions } from '../db/schema';
import { depositEligible, settle } from '../deposits/settle';
import type { Clock } from '../lib/clock';
import { ensureSettlementAccount } from './account';

export interface SettlementTick {
  deposits: string[];
  more: boolean;
}

/** Merchant and currency pairs settled per tick; the rest follow straight after. */
export const SETTLEMENT_BATCH = 50;

/**
 * One settlement run: for each merchant and currency with settled, not yet deposited transactions,
 * opens the merchant's settlement account if it has none, then lets settle() group them into one
 * DEPOSIT (its claim, a conditional UPDATE … WHERE deposit_id IS NULL, keeps each transaction in
 * exactly one deposit even with several processes settling at once).
 */
export async function settleDue(db: Db, clock: Clock, batch = SETTLEMENT_BATCH): Promise<SettlementTick> {
  const due = await db
    .selectDistinct({ merchantId: transactions.merchantId, currency: transactions.currency })
    .from(transactions)
    .where(and(isNotNull(transactions.settledAt), isNull(transactions.depositId), depositEligible))
    .orderBy(transactions.merchantId, transactions.currency)
    .limit(batch + 1);
  const deposits: string[] = [];
  for (const { merchantId, currency } of due.slice(0, batch)) {
    try {
      await db.transaction((tx) => ensureSettlementAccount(tx, merchantId, clock.now()));
      const deposit = await settle(db, clock, merchantId, currency);
      if (deposit) deposits.push(deposit.id);
    } catch (error) {
      // One merchant's problem (e.g. a ledger mismatch settle() refuses) must not hold up the others.
      console.error(`settlement: ${merchantId} ${currency} not settled:`, error);
    }
  }
  return { deposits, more: due.length > batch };
}
