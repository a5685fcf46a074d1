/**
 * The posting rules of the double-entry ledger, as pure functions: given the facts of a money movement,
 * the legs it writes. The API writes them as the movement happens (service/ledger/post.ts); the seed
 * derives a generated data set's ledger from the same functions (service/seed/ledger.ts).
 *
 * A leg is a signed integer amount of minor units on a ledger account: money leaves an account with a
 * negative amount and arrives with a positive one. The legs of one posting add up to zero.
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

export const ledgerAccount = {
  bank: (accountId: string) => `account:${accountId}`,
  merchant: (merchantId: string) => `merchant:${merchantId}`,
  fees: 'fees',
  settlement: (merchantId: string, settlementAccountId: string | null) =>
    settlementAccountId ? `account:${settlementAccountId}` : `settlement:${merchantId}`,
  payer: (transactionId: string) => `payer:${transactionId}`,
};

export const isMerchantAccount = (account: string) => account.startsWith('merchant:');

export interface Leg {
  account: string;
  amount: number;
}

/** What a merchant (or sub-merchant) holds of a payment. */
export interface Share {
  merchantId: string;
  amount: number;
}

export class UnbalancedPostingError extends Error {}

/** The legs of a posting that are written: zero legs dropped. Throws unless every amount is an integer and they sum to zero. */
export function balancedLegs(legs: Leg[], transactionId: string): Leg[] {
  const written = legs.filter((leg) => leg.amount !== 0);
  let total = 0;
  for (const leg of written) {
    if (!Number.isSafeInteger(leg.amount))
      throw new UnbalancedPostingError(`ledger amount ${leg.amount} is not an integer`);
    total += leg.amount;
  }
  if (total !== 0) throw new UnbalancedPostingError(`posting for ${transactionId} does not balance (off by ${total})`);
  return written;
}

/** Each account's sum, in the order the accounts first appear. */
export function balances(legs: Leg[]): Leg[] {
  const sums = new Map<string, number>();
  for (const leg of legs) sums.set(leg.account, (sums.get(leg.account) ?? 0) + leg.amount);
  return [...sums].map(([account, amount]) => ({ account, amount }));
}

/** Who holds a payment: its split entries, or else its owner merchant alone. */
export function paymentShares(payment: { ownerMerchantId: string; amount: number }, splits: readonly Share[]): Share[] {
  return splits.length
    ? splits.map((s) => ({ merchantId: s.merchantId, amount: s.amount }))
    : [{ merchantId: payment.ownerMerchantId, amount: payment.amount }];
}

export type PaymentFacts = { id: string; amount: number; originAccountId: string | null };

/** The account that paid: the funding account, or the not-yet-known payer of a checkout payment. */
const payerOf = (payment: Pick<PaymentFacts, 'id' | 'originAccountId'>) =>
  payment.originAccountId ? ledgerAccount.bank(payment.originAccountId) : ledgerAccount.payer(payment.id);

/** A payment: the funding account (or the not-yet-known payer) pays, the merchant and its split recipients are credited their shares. */
export function paymentLegs(payment: PaymentFacts, shares: readonly Share[]): Leg[] {
  return [
    { account: payerOf(payment), amount: -payment.amount },
    ...shares.map((s) => ({ account: ledgerAccount.merchant(s.merchantId), amount: s.amount })),
  ];
}

/** A payout: from the merchant's balance to the destination account. */
export function payoutLegs(payout: {
  id: string;
  ownerMerchantId: string;
  amount: number;
  destinationAccountId: string | null;
}): Leg[] {
  if (!payout.destinationAccountId) throw new Error(`payout ${payout.id} has no destination account`);
  return [
    { account: ledgerAccount.merchant(payout.ownerMerchantId), amount: -payout.amount },
    { account: ledgerAccount.bank(payout.destinationAccountId), amount: payout.amount },
  ];
}

/** A transfer, or an authorized transaction: from the origin account to the destination account. */
export function accountToAccountLegs(trx: {
  id: string;
  amount: number;
  originAccountId: string | null;
  destinationAccountId: string | null;
}): Leg[] {
  if (!trx.originAccountId || !trx.destinationAccountId)
    throw new Error(`transaction ${trx.id} needs an origin and a destination account`);
  return [
    { account: ledgerAccount.bank(trx.originAccountId), amount: -trx.amount },
    { account: ledgerAccount.bank(trx.destinationAccountId), amount: trx.amount },
  ];
}

/** A refund, or a dispute's reversal, of `amount`: each party of the payment gives back its share; the payer is credited. */
export function giveBackLegs(
  amount: number,
  payment: Pick<PaymentFacts, 'id' | 'originAccountId'>,
  shares: readonly Share[],
): Leg[] {
  return [
    ...shares.map((s) => ({ account: ledgerAccount.merchant(s.merchantId), amount: -s.amount })),
    { account: payerOf(payment), amount },
  ];
}

/**
 * A case won (a dispute or a return decided for the merchant): the money its REVERSAL or RETURN took comes back,
 * every account of that posting (given as its principal balances) brought back to where it was before it.
 */
export function reinstatementLegs(debit: readonly Leg[]): Leg[] {
  return debit.map((b) => ({ account: b.account, amount: -b.amount }));
}

/** Fees, when a transaction starts processing: each paying merchant's balance → fees. */
export function feeLegs(fees: readonly { merchantId: string; fee: number }[]): Leg[] {
  const total = fees.reduce((sum, f) => sum + f.fee, 0);
  return [
    ...fees.map((f) => ({ account: ledgerAccount.merchant(f.merchantId), amount: -f.fee })),
    { account: ledgerAccount.fees, amount: total },
  ];
}

/** A failed (or canceled) transaction: every account it touched, given as its balances, is brought back to where it was. */
export function failureLegs(touched: readonly Leg[]): Leg[] {
  return touched.map((b) => ({ account: b.account, amount: -b.amount }));
}

/** A deposit: each merchant balance gives its contribution; the settlement destination receives the total. */
export function settlementLegs(contributions: readonly Leg[], destination: string): Leg[] {
  const total = contributions.reduce((sum, c) => sum + c.amount, 0);
  return [
    ...contributions.map((c) => ({ account: c.account, amount: -c.amount })),
    { account: destination, amount: total },
  ];
}
