import type { ledgerEntries, splitEntries } from '../db/schema';
import { postingRows } from '../ledger/post';
import {
  accountToAccountLegs,
  balances,
  failureLegs,
  feeLegs,
  giveBackLegs,
  isMerchantAccount,
  ledgerAccount,
  paymentLegs,
  paymentShares,
  payoutLegs,
  settlementLegs,
  type LedgerKind,
  type Leg,
} from '../ledger/postings';
import type { TransactionInsert } from './context';

/**
 * The ledger of a generated data set, derived from the posting rules the API writes with
 * (service/ledger/postings.ts): for each transaction row, the postings its life so far has written —
 * the movement itself when it was created, its fees when processing started, the reversal of both
 * when it failed or was canceled, and for a deposit the settlement of what its transactions left on
 * the merchant balances. Rows come in the order the generator emits them: split entries before their
 * payment, a deposit after the transactions it groups.
 */

type LedgerInsert = typeof ledgerEntries.$inferInsert;
type SplitInsert = typeof splitEntries.$inferInsert;

export class SeedConsistencyError extends Error {}

const GIVE_BACKS = new Set(['REFUND', 'REVERSAL']);
const ACCOUNT_TO_ACCOUNT = new Set(['TRANSFER', 'PRENOTIFICATION', 'MICRODEPOSIT', 'RETURN', 'REVERSAL']);

export class SeedLedger {
  /** Split entries of payments not emitted yet. */
  private readonly splits = new Map<string, SplitInsert[]>();
  /** Payments with split entries: what the seed never refunds (a give-back would then be shared by the ledger's history). */
  private readonly splitPayments = new Set<string>();
  /** Per deposit not emitted yet: what its transactions left on each merchant balance. */
  private readonly deposits = new Map<string, Map<string, number>>();

  /** @param pendingMs how long after creation processing starts (when fees are posted). */
  constructor(private readonly pendingMs: number) {}

  addSplit(entry: SplitInsert): void {
    const entries = this.splits.get(entry.transactionId);
    if (entries) entries.push(entry);
    else this.splits.set(entry.transactionId, [entry]);
  }

  /** The ledger rows of one transaction row (its final state in the data set). */
  rowsOf(row: TransactionInsert): LedgerInsert[] {
    const id = row.id!;
    const created = row.dateCreated as Date;
    if (row.type === 'DEPOSIT') return this.deposit(row);
    const splits = this.splits.get(id) ?? [];
    this.splits.delete(id);
    if (splits.length) this.splitPayments.add(id);

    const postings: { kind: LedgerKind; at: Date; legs: Leg[] }[] = [];
    const principal = this.principalLegs(row, splits);
    if (principal.length) postings.push({ kind: 'principal', at: created, legs: principal });
    if (row.totalFee) {
      const payers = splits.length
        ? splits.map((s) => ({ merchantId: s.merchantId, fee: s.totalFee ?? 0 }))
        : [{ merchantId: row.ownerMerchantId, fee: row.totalFee }];
      postings.push({ kind: 'fee', at: new Date(created.getTime() + this.pendingMs), legs: feeLegs(payers) });
    }
    // A failure gives the fees back as a `fee` posting and the rest as a `reversal` (service/ledger/post.ts, postFailure).
    if (row.status === 'FAILED' || row.status === 'CANCELED') {
      const touched = (fee: boolean) =>
        balances(postings.filter((p) => (p.kind === 'fee') === fee).flatMap((p) => p.legs));
      postings.push(
        { kind: 'fee', at: row.dateUpdated as Date, legs: failureLegs(touched(true)) },
        { kind: 'reversal', at: row.dateUpdated as Date, legs: failureLegs(touched(false)) },
      );
    }

    const out: LedgerInsert[] = [];
    for (const posting of postings) out.push(...this.toRows(row, posting.kind, posting.at, posting.legs));
    if (row.depositId) this.contribute(row.depositId, out);
    return out;
  }

  /** What the movement itself posts, by how the API creates a transaction of this type (nothing for a checkout payment not paid yet). */
  private principalLegs(row: TransactionInsert, splits: SplitInsert[]): Leg[] {
    const id = row.id!;
    const facts = {
      id,
      amount: row.amount,
      ownerMerchantId: row.ownerMerchantId,
      originAccountId: row.originAccountId ?? null,
      destinationAccountId: row.destinationAccountId ?? null,
    };
    if (row.type === 'PAYMENT') return facts.originAccountId ? paymentLegs(facts, paymentShares(facts, splits)) : [];
    if (row.type === 'PAYOUT') return payoutLegs(facts);
    if (GIVE_BACKS.has(row.type) && row.parentId) {
      if (this.splitPayments.has(row.parentId) || this.splits.has(row.parentId))
        throw new SeedConsistencyError(
          `${row.type} ${id} gives back a split payment; the seed does not generate those`,
        );
      // The payment's payer is where the give-back goes; the seed gives back only payments its owner holds whole.
      return giveBackLegs(row.amount, { id: row.parentId, originAccountId: facts.destinationAccountId }, [
        { merchantId: row.ownerMerchantId, amount: row.amount },
      ]);
    }
    if (ACCOUNT_TO_ACCOUNT.has(row.type)) return accountToAccountLegs(facts);
    throw new SeedConsistencyError(`no posting rule for a ${row.type} transaction`);
  }

  private contribute(depositId: string, rows: LedgerInsert[]): void {
    let held = this.deposits.get(depositId);
    if (!held) this.deposits.set(depositId, (held = new Map()));
    for (const r of rows)
      if (isMerchantAccount(r.ledgerAccount)) held.set(r.ledgerAccount, (held.get(r.ledgerAccount) ?? 0) + r.amount);
  }

  private deposit(row: TransactionInsert): LedgerInsert[] {
    const held = this.deposits.get(row.id!) ?? new Map<string, number>();
    this.deposits.delete(row.id!);
    const contributions = [...held].map(([account, amount]) => ({ account, amount }));
    const legs = settlementLegs(
      contributions,
      ledgerAccount.settlement(row.merchantId, row.destinationAccountId ?? null),
    );
    const total = legs[legs.length - 1].amount;
    if (total !== row.amount)
      throw new SeedConsistencyError(
        `deposit ${row.id} of ${row.amount} does not match its transactions' ledger (${total})`,
      );
    return this.toRows(row, 'settlement', row.dateCreated as Date, legs);
  }

  private toRows(row: TransactionInsert, kind: LedgerKind, at: Date, legs: Leg[]): LedgerInsert[] {
    return postingRows(
      { transactionId: row.id!, merchantId: row.merchantId, currency: row.currency, kind, now: at },
      legs,
    );
  }

  /** Whether every split entry found its payment and every deposit its transactions. */
  get settled(): boolean {
    return this.splits.size === 0 && this.deposits.size === 0;
  }
}
