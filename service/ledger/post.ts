import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { ledgerEntries, transactions } from '../db/schema';

/**
 * The double-entry ledger. Every money movement writes rows whose signed amounts add up to zero per
 * transaction and currency, in the same database transaction as the change it records. Sign: money
 * leaves an account with a negative amount and arrives with a positive one.
 *
 * Ledger accounts:
 * - `account:acc_…`   a connected bank account (an end user's, or any account money moves to or from);
 * - `merchant:mer_…`  what the platform owes a merchant or sub-merchant (its balance);
 * - `fees`            the platform's fee revenue;
 * - `settlement:mer_…` money deposited to a merchant that has no settlement account on file
 *                     (otherwise the deposit goes to `account:<settlement account>`);
 * - `payer:trx_…`     the not-yet-known payer of a checkout payment (never used before the payer is known).
 *
 * Kinds: `principal` (the movement itself), `fee`, `reversal` (undoes a failed transaction), `settlement`.
 */

export type LedgerKind = 'principal' | 'fee' | 'reversal' | 'settlement';
export type TransactionRow = typeof transactions.$inferSelect;

export const ledgerAccount = {
  bank: (accountId: string) => `account:${accountId}`,
  merchant: (merchantId: string) => `merchant:${merchantId}`,
  fees: 'fees',
  settlement: (merchantId: string, settlementAccountId: string | null) =>
    settlementAccountId ? `account:${settlementAccountId}` : `settlement:${merchantId}`,
  payer: (transactionId: string) => `payer:${transactionId}`,
};

export interface Leg {
  account: string;
  amount: number;
}

export class UnbalancedPostingError extends Error {}

export type PostingContext = { transactionId: string; merchantId: string; currency: string; kind: LedgerKind; now: Date };

/** The ledger rows of one balanced posting; zero legs are dropped. Throws when unbalanced. */
export function postingRows(context: PostingContext, legs: Leg[]): (typeof ledgerEntries.$inferInsert)[] {
  const rows = legs.filter((leg) => leg.amount !== 0);
  for (const leg of rows) {
    if (!Number.isSafeInteger(leg.amount)) throw new UnbalancedPostingError(`ledger amount ${leg.amount} is not an integer`);
  }
  const total = rows.reduce((sum, leg) => sum + leg.amount, 0);
  if (total !== 0) throw new UnbalancedPostingError(`posting for ${context.transactionId} does not balance (off by ${total})`);
  return rows.map((leg) => ({
    transactionId: context.transactionId,
    merchantId: context.merchantId,
    ledgerAccount: leg.account,
    kind: context.kind,
    currency: context.currency,
    amount: leg.amount,
    dateCreated: context.now,
  }));
}

/**
 * The INSERT of one balanced posting, not run yet (null when every leg is zero), so a caller can fold it
 * into another statement (a data-modifying CTE). Throws when unbalanced.
 */
export function postingInsert(tx: DbOrTx, context: PostingContext, legs: Leg[]) {
  const rows = postingRows(context, legs);
  return rows.length ? tx.insert(ledgerEntries).values(rows) : null;
}

/** Writes one balanced posting; zero legs are dropped. Throws (rolling the caller's transaction back) when unbalanced. */
export async function post(tx: DbOrTx, context: PostingContext, legs: Leg[]): Promise<void> {
  const insert = postingInsert(tx, context, legs);
  if (insert) await insert;
}

const contextOf = (trx: Pick<TransactionRow, 'id' | 'merchantId' | 'currency'>, kind: LedgerKind, now: Date) => ({
  transactionId: trx.id,
  merchantId: trx.merchantId,
  currency: trx.currency,
  kind,
  now,
});

export interface Share {
  merchantId: string;
  amount: number;
}

export type PaymentFields = Pick<TransactionRow, 'id' | 'merchantId' | 'currency' | 'amount' | 'originAccountId'>;

/** A payment's legs: the funding account (or the not-yet-known payer) pays, the merchant and its split recipients are credited. */
export function paymentLegs(trx: PaymentFields, shares: Share[]): Leg[] {
  const payer = trx.originAccountId ? ledgerAccount.bank(trx.originAccountId) : ledgerAccount.payer(trx.id);
  return [{ account: payer, amount: -trx.amount }, ...shares.map((s) => ({ account: ledgerAccount.merchant(s.merchantId), amount: s.amount }))];
}

/** A payment: the funding account pays; the merchant and its split recipients are credited their shares. */
export function postPayment(tx: DbOrTx, trx: PaymentFields, shares: Share[], now: Date): Promise<void> {
  return post(tx, contextOf(trx, 'principal', now), paymentLegs(trx, shares));
}

/** postPayment's ledger rows, not written (for a payment written in one statement with its transaction row). */
export function paymentPostingRows(trx: PaymentFields, shares: Share[], now: Date) {
  return postingRows(contextOf(trx, 'principal', now), paymentLegs(trx, shares));
}

/** A payout: from the merchant's balance to the destination account. */
export function postPayout(tx: DbOrTx, trx: TransactionRow, now: Date): Promise<void> {
  if (!trx.destinationAccountId) throw new Error(`payout ${trx.id} has no destination account`);
  return post(tx, contextOf(trx, 'principal', now), [
    { account: ledgerAccount.merchant(trx.ownerMerchantId), amount: -trx.amount },
    { account: ledgerAccount.bank(trx.destinationAccountId), amount: trx.amount },
  ]);
}

/** A transfer, or an authorized transaction: from the origin account to the destination account. */
export function postAccountToAccount(tx: DbOrTx, trx: TransactionRow, now: Date): Promise<void> {
  if (!trx.originAccountId || !trx.destinationAccountId) throw new Error(`transaction ${trx.id} needs an origin and a destination account`);
  return post(tx, contextOf(trx, 'principal', now), [
    { account: ledgerAccount.bank(trx.originAccountId), amount: -trx.amount },
    { account: ledgerAccount.bank(trx.destinationAccountId), amount: trx.amount },
  ]);
}

/** A refund: each party of the payment gives back its share; the payer's account is credited. */
export function postRefund(tx: DbOrTx, refund: TransactionRow, payment: TransactionRow, shares: Share[], now: Date): Promise<void> {
  const payer = payment.originAccountId ? ledgerAccount.bank(payment.originAccountId) : ledgerAccount.payer(payment.id);
  return post(tx, contextOf(refund, 'principal', now), [
    ...shares.map((s) => ({ account: ledgerAccount.merchant(s.merchantId), amount: -s.amount })),
    { account: payer, amount: refund.amount },
  ]);
}

/** Fees, computed when a transaction starts processing: each paying merchant's balance → fees. */
export function postFees(tx: DbOrTx, trx: TransactionRow, fees: { merchantId: string; fee: number }[], now: Date): Promise<void> {
  const total = fees.reduce((sum, f) => sum + f.fee, 0);
  return post(tx, contextOf(trx, 'fee', now), [
    ...fees.map((f) => ({ account: ledgerAccount.merchant(f.merchantId), amount: -f.fee })),
    { account: ledgerAccount.fees, amount: total },
  ]);
}

/**
 * A failed (or canceled) transaction: every ledger account it touched is brought back to where it was,
 * fees included. Running it twice writes nothing the second time.
 */
export async function postFailure(tx: DbOrTx, trx: TransactionRow, now: Date): Promise<void> {
  const sums = await tx
    .select({ account: ledgerEntries.ledgerAccount, amount: sql<string>`sum(${ledgerEntries.amount})` })
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.transactionId, trx.id), eq(ledgerEntries.currency, trx.currency)))
    .groupBy(ledgerEntries.ledgerAccount);
  await post(
    tx,
    contextOf(trx, 'reversal', now),
    sums.map((s) => ({ account: s.account, amount: -Number(s.amount) })),
  );
}

/** A deposit: each merchant balance gives its contribution; the settlement destination receives the total. */
export function postSettlement(tx: DbOrTx, deposit: TransactionRow, contributions: Leg[], destination: string, now: Date): Promise<void> {
  const total = contributions.reduce((sum, c) => sum + c.amount, 0);
  return post(tx, contextOf(deposit, 'settlement', now), [
    ...contributions.map((c) => ({ account: c.account, amount: -c.amount })),
    { account: destination, amount: total },
  ]);
}
