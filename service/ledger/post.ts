import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { ledgerEntries, transactions } from '../db/schema';
import {
  accountToAccountLegs,
  balancedLegs,
  failureLegs,
  feeLegs,
  reinstatementLegs,
  giveBackLegs,
  paymentLegs,
  payoutLegs,
  settlementLegs,
  type LedgerKind,
  type Leg,
  type PaymentFacts,
  type Share,
} from './postings';

/**
 * The double-entry ledger, written: every money movement writes the legs its posting rule gives
 * (service/ledger/postings.ts, where the accounts, kinds and signs are described), in the same database
 * transaction as the change it records.
 */

export type TransactionRow = typeof transactions.$inferSelect;

export type PostingContext = {
  transactionId: string;
  merchantId: string;
  currency: string;
  kind: LedgerKind;
  now: Date;
};

/** The ledger rows of one balanced posting; zero legs are dropped. Throws when unbalanced. */
export function postingRows(context: PostingContext, legs: Leg[]): (typeof ledgerEntries.$inferInsert)[] {
  return balancedLegs(legs, context.transactionId).map((leg) => ({
    transactionId: context.transactionId,
    merchantId: context.merchantId,
    ledgerAccount: leg.account,
    kind: context.kind,
    currency: context.currency,
    amount: leg.amount,
    dateCreated: context.now,
  }));
}

/** Writes one balanced posting; zero legs are dropped. Throws (rolling the caller's transaction back) when unbalanced. */
export async function post(tx: DbOrTx, context: PostingContext, legs: Leg[]): Promise<void> {
  const rows = postingRows(context, legs);
  if (rows.length) await tx.insert(ledgerEntries).values(rows);
}

const contextOf = (trx: Pick<TransactionRow, 'id' | 'merchantId' | 'currency'>, kind: LedgerKind, now: Date) => ({
  transactionId: trx.id,
  merchantId: trx.merchantId,
  currency: trx.currency,
  kind,
  now,
});

export type PaymentFields = PaymentFacts & Pick<TransactionRow, 'merchantId' | 'currency'>;

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
  return post(tx, contextOf(trx, 'principal', now), payoutLegs(trx));
}

/** A transfer, or an authorized transaction: from the origin account to the destination account. */
export function postAccountToAccount(tx: DbOrTx, trx: TransactionRow, now: Date): Promise<void> {
  return post(tx, contextOf(trx, 'principal', now), accountToAccountLegs(trx));
}

/** A refund (or a dispute's reversal): each party of the payment gives back its share; the payer's account is credited. */
export function postRefund(
  tx: DbOrTx,
  refund: TransactionRow,
  payment: TransactionRow,
  shares: Share[],
  now: Date,
): Promise<void> {
  return post(tx, contextOf(refund, 'principal', now), giveBackLegs(refund.amount, payment, shares));
}

/** Fees, computed when a transaction starts processing: each paying merchant's balance → fees. */
export function postFees(
  tx: DbOrTx,
  trx: TransactionRow,
  fees: { merchantId: string; fee: number }[],
  now: Date,
): Promise<void> {
  return post(tx, contextOf(trx, 'fee', now), feeLegs(fees));
}

/**
 * A failed (or canceled) transaction: every ledger account it touched is brought back to where it was,
 * fees included. The fees come back as a posting of kind `fee`, the rest as a `reversal`, so a failed payout's fee
 * and its return fall in the same category of the balance report (docs/reports.md, "Reports"). Running it twice
 * writes nothing the second time.
 */
export async function postFailure(tx: DbOrTx, trx: TransactionRow, now: Date): Promise<void> {
  const sums = await tx
    .select({
      account: ledgerEntries.ledgerAccount,
      fee: sql<boolean>`${ledgerEntries.kind} = 'fee'`,
      amount: sql<string>`sum(${ledgerEntries.amount})`,
    })
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.transactionId, trx.id), eq(ledgerEntries.currency, trx.currency)))
    .groupBy(ledgerEntries.ledgerAccount, sql`${ledgerEntries.kind} = 'fee'`);
  for (const fee of [true, false]) {
    const touched = sums.filter((s) => Boolean(s.fee) === fee);
    await post(
      tx,
      contextOf(trx, fee ? 'fee' : 'reversal', now),
      failureLegs(touched.map((s) => ({ account: s.account, amount: Number(s.amount) }))),
    );
  }
}

/** A case won: what the case's REVERSAL or RETURN (`debit`) took from the merchant and its split recipients comes back. */
export async function postReinstatement(tx: DbOrTx, credit: TransactionRow, debitId: string, now: Date): Promise<void> {
  const sums = await tx
    .select({ account: ledgerEntries.ledgerAccount, amount: sql<string>`sum(${ledgerEntries.amount})` })
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.transactionId, debitId), eq(ledgerEntries.kind, 'principal')))
    .groupBy(ledgerEntries.ledgerAccount);
  await post(
    tx,
    contextOf(credit, 'principal', now),
    reinstatementLegs(sums.map((s) => ({ account: s.account, amount: Number(s.amount) }))),
  );
}

/** A deposit: each merchant balance gives its contribution; the settlement destination receives the total. */
export function postSettlement(
  tx: DbOrTx,
  deposit: TransactionRow,
  contributions: Leg[],
  destination: string,
  now: Date,
): Promise<void> {
  return post(tx, contextOf(deposit, 'settlement', now), settlementLegs(contributions, destination));
}
