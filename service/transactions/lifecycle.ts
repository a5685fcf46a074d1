import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { allocateFees, computeFees } from '../../core/money/fees';
import type { DbOrTx } from '../db/client';
import { merchants, splitEntries, transactions } from '../db/schema';
import { postFailure, postFees, postPayment } from '../ledger/post';
import { paymentShares } from '../ledger/postings';
import type { AccountRow } from './references';
import type { TransactionRow } from './serialize';

/**
 * The state changes the sandbox processor (and the hosted checkout) drive, each with its ledger posting,
 * each guarded by a conditional UPDATE so running it twice changes nothing. Call inside a database
 * transaction.
 */

const OPEN = ['PENDING', 'PROCESSING'];

/**
 * Computes fees with the transaction merchant's pricing (net_amount = amount − total_fee), shares
 * them across split entries in proportion to their amounts, and posts them (merchant balance → fees).
 * Returns the updated row, or undefined when the fees were already computed.
 */
export async function applyFees(tx: DbOrTx, transactionId: string, now: Date): Promise<TransactionRow | undefined> {
  const [current] = await tx
    .select()
    .from(transactions)
    .where(and(eq(transactions.id, transactionId), isNull(transactions.totalFee)));
  if (!current) return undefined;
  const [pricing] = await tx.select().from(merchants).where(eq(merchants.id, current.ownerMerchantId));
  const fees = computeFees(current.amount, {
    basisPoints: pricing?.feeBasisPoints ?? 0,
    fixed: pricing?.feeFixed ?? 0,
  });
  const [row] = await tx
    .update(transactions)
    .set({
      variableFee: fees.variableFee,
      fixedFee: fees.fixedFee,
      totalFee: fees.totalFee,
      netAmount: fees.netAmount,
      dateUpdated: now,
    })
    .where(and(eq(transactions.id, transactionId), isNull(transactions.totalFee)))
    .returning();
  if (!row) return undefined;

  const splits = await tx
    .select()
    .from(splitEntries)
    .where(eq(splitEntries.transactionId, transactionId))
    .orderBy(asc(splitEntries.position));
  let payers = [{ merchantId: row.ownerMerchantId, fee: fees.totalFee }];
  if (splits.length) {
    const shares = allocateFees(
      fees,
      splits.map((s) => s.amount),
    );
    for (const [i, s] of splits.entries()) {
      await tx
        .update(splitEntries)
        .set({
          variableFee: shares[i].variableFee,
          fixedFee: shares[i].fixedFee,
          totalFee: shares[i].totalFee,
          netAmount: s.amount - shares[i].totalFee,
        })
        .where(eq(splitEntries.id, s.id));
    }
    payers = splits.map((s, i) => ({ merchantId: s.merchantId, fee: shares[i].totalFee }));
  }
  await postFees(tx, row, payers, now);
  return row;
}

/** PENDING → PROCESSING, computing the fees. */
export async function markProcessing(
  tx: DbOrTx,
  transactionId: string,
  now: Date,
): Promise<TransactionRow | undefined> {
  const [pending] = await tx
    .select({ id: transactions.id })
    .from(transactions)
    .where(and(eq(transactions.id, transactionId), eq(transactions.status, 'PENDING')))
    .for('update');
  if (!pending) return undefined;
  // Fees first: the status change fires the `<kind>.processing` event (migration 0002's trigger), whose snapshot carries them.
  await applyFees(tx, transactionId, now);
  const [row] = await tx
    .update(transactions)
    .set({ status: 'PROCESSING', dateUpdated: now })
    .where(and(eq(transactions.id, transactionId), eq(transactions.status, 'PENDING')))
    .returning();
  return row;
}

/** PENDING/PROCESSING → SUCCESSFUL (fees computed if they were not), settled now: the next deposit takes it. */
export async function markSucceeded(tx: DbOrTx, transactionId: string, now: Date): Promise<TransactionRow | undefined> {
  await applyFees(tx, transactionId, now);
  const [row] = await tx
    .update(transactions)
    .set({ status: 'SUCCESSFUL', settledAt: now, processAfter: null, dateUpdated: now })
    .where(and(eq(transactions.id, transactionId), inArray(transactions.status, OPEN)))
    .returning();
  return row;
}

/** PENDING/PROCESSING → FAILED (or CANCELED) with remarks; the ledger is reversed, fees included. */
export async function markFailed(
  tx: DbOrTx,
  transactionId: string,
  now: Date,
  options: { remarks: string; declineReason?: string | null; status?: 'FAILED' | 'CANCELED' },
): Promise<TransactionRow | undefined> {
  const [row] = await tx
    .update(transactions)
    .set({
      status: options.status ?? 'FAILED',
      remarks: options.remarks,
      declineReason: options.declineReason ?? null,
      processAfter: null,
      dateUpdated: now,
    })
    .where(and(eq(transactions.id, transactionId), inArray(transactions.status, OPEN)))
    .returning();
  if (row) await postFailure(tx, row, now);
  return row;
}

/**
 * A checkout payment's payer chose an account on the hosted page: the account becomes the funding
 * source, the payment is posted and queued for processing. Only once per payment.
 */
export async function fundCheckoutPayment(
  tx: DbOrTx,
  transactionId: string,
  account: AccountRow,
  now: Date,
): Promise<TransactionRow | undefined> {
  const [row] = await tx
    .update(transactions)
    .set({
      originAccountId: account.id,
      originEndUserId: sql`coalesce(${transactions.originEndUserId}, ${account.endUserId})`,
      processAfter: now,
      dateUpdated: now,
    })
    .where(
      and(
        eq(transactions.id, transactionId),
        eq(transactions.type, 'PAYMENT'),
        eq(transactions.status, 'PENDING'),
        isNull(transactions.originAccountId),
      ),
    )
    .returning();
  if (!row) return undefined;
  const splits = await tx
    .select()
    .from(splitEntries)
    .where(eq(splitEntries.transactionId, transactionId))
    .orderBy(asc(splitEntries.position));
  await postPayment(tx, row, paymentShares(row, splits), now);
  return row;
}
