import { and, eq, inArray, isNotNull, isNull, like, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { ledgerEntries, merchants, transactions } from '../db/schema';
import type { Clock } from '../lib/clock';
import { newCode, newId } from '../lib/ids';
import { postSettlement } from '../ledger/post';
import { ledgerAccount } from '../ledger/postings';
import { recordDepositSums } from './sums';
import type { TransactionRow } from '../transactions/serialize';

/**
 * Settlement: a DEPOSIT groups a merchant's settled, not yet deposited transactions of one currency.
 * What a deposit holds is the money collected for the merchant and its sub-merchants:
 * - payments whose money went to the merchants' balances (`/payments/create`, checkout links, recurring
 *   plans; not authorized account-to-account payments), counted +net_amount;
 * - refunds, reversals (disputes) and returns of such payments, counted −net_amount (a won case puts the money back
 *   as a PAYMENT, remarks CASE_WON, counted +net_amount like any payment).
 * deposit.amount = Σ of those signed net amounts, and may be zero or negative (a debit) when give-backs
 * outweigh new payments. The ledger agrees by construction: the deposit takes from each merchant
 * balance exactly what the grouped transactions left on it; a disagreement aborts the settlement.
 */

const GIVE_BACKS = ['REFUND', 'REVERSAL', 'RETURN'];

export const depositEligible: SQL = or(
  and(eq(transactions.type, 'PAYMENT'), isNull(transactions.destinationAccountId)),
  and(inArray(transactions.type, GIVE_BACKS), isNotNull(transactions.parentId)),
) as SQL;

const unsettled = (merchantId: string, currency: string) =>
  and(
    eq(transactions.merchantId, merchantId),
    eq(transactions.currency, currency),
    isNotNull(transactions.settledAt),
    isNull(transactions.depositId),
    depositEligible,
  );

export class SettlementMismatchError extends Error {}

/** Signed contribution of one grouped transaction to its deposit. */
export function depositContribution(row: { type: string; netAmount: number | null }): number {
  if (row.netAmount === null) throw new SettlementMismatchError('a settled transaction has no net_amount');
  return GIVE_BACKS.includes(row.type) ? -row.netAmount : row.netAmount;
}

/**
 * Creates one DEPOSIT for the merchant's unsettled transactions in `currency`, with its ledger posting,
 * or returns null when there is nothing to settle. The claim is a conditional UPDATE (deposit_id is
 * null), so concurrent settlements never put a transaction in two deposits.
 */
export async function settle(
  db: Db,
  clock: Clock,
  merchantId: string,
  currency: string,
): Promise<TransactionRow | null> {
  const now = clock.now();
  return db.transaction(async (tx) => {
    const depositId = newId('trx');
    const claimed = await tx
      .update(transactions)
      .set({ depositId })
      .where(unsettled(merchantId, currency))
      .returning({ id: transactions.id, type: transactions.type, netAmount: transactions.netAmount });
    if (claimed.length === 0) return null;

    const amount = claimed.reduce((sum, row) => sum + depositContribution(row), 0);
    const balances = await tx
      .select({ account: ledgerEntries.ledgerAccount, amount: sql<string>`sum(${ledgerEntries.amount})` })
      .from(ledgerEntries)
      .where(
        and(
          inArray(
            ledgerEntries.transactionId,
            tx.select({ id: transactions.id }).from(transactions).where(eq(transactions.depositId, depositId)),
          ),
          like(ledgerEntries.ledgerAccount, 'merchant:%'),
          eq(ledgerEntries.currency, currency),
        ),
      )
      .groupBy(ledgerEntries.ledgerAccount);
    const contributions = balances.map((b) => ({ account: b.account, amount: Number(b.amount) }));
    const fromLedger = contributions.reduce((sum, c) => sum + c.amount, 0);
    if (fromLedger !== amount) {
      throw new SettlementMismatchError(
        `settlement of ${merchantId} ${currency}: net amounts give ${amount}, the ledger ${fromLedger}`,
      );
    }

    const [merchant] = await tx.select().from(merchants).where(eq(merchants.id, merchantId));
    const settlementAccountId = merchant?.settlementAccountId ?? null;
    const [deposit] = await tx
      .insert(transactions)
      .values({
        id: depositId,
        code: newCode('DEP'),
        merchantId,
        ownerMerchantId: merchantId,
        type: 'DEPOSIT',
        status: 'SUCCESSFUL',
        creationSource: 'SYSTEM',
        amount,
        currency,
        variableFee: 0,
        fixedFee: 0,
        totalFee: 0,
        netAmount: amount,
        description: `Deposit of ${claimed.length} transaction${claimed.length === 1 ? '' : 's'}`,
        destinationAccountId: settlementAccountId,
        dateCreated: now,
        dateUpdated: now,
      })
      .returning();
    await postSettlement(tx, deposit, contributions, ledgerAccount.settlement(merchantId, settlementAccountId), now);
    await recordDepositSums(tx, depositId);
    return deposit;
  });
}

/** Settles every merchant and currency that has something to settle (what the sandbox calls on a schedule). */
export async function settleAll(db: Db, clock: Clock): Promise<TransactionRow[]> {
  const due = await db
    .selectDistinct({ merchantId: transactions.merchantId, currency: transactions.currency })
    .from(transactions)
    .where(and(isNotNull(transactions.settledAt), isNull(transactions.depositId), depositEligible));
  const deposits: TransactionRow[] = [];
  for (const { merchantId, currency } of due) {
    const deposit = await settle(db, clock, merchantId, currency);
    if (deposit) deposits.push(deposit);
  }
  return deposits;
}
