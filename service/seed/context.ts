import type { Pricing } from '../../core/money/fees';
import type {
  cases,
  accounts,
  checkoutLinks,
  connectLinks,
  endUsers,
  recurringCycles,
  recurringPlans,
  splitEntries,
  transactions,
} from '../db/schema';
import { Prng } from './prng';

/**
 * What every generator of the data set shares (service/seed/dataset.ts runs them): the options, the one
 * seeded random stream (every draw in a fixed order, so a seed gives the same data set), the period, the
 * people and payer accounts made so far, rows scheduled for later days, the counts, and the sink.
 */

export type TransactionInsert = typeof transactions.$inferInsert;
export type Row =
  | { table: 'endUsers'; row: typeof endUsers.$inferInsert }
  | { table: 'accounts'; row: typeof accounts.$inferInsert }
  | { table: 'transactions'; row: TransactionInsert }
  | { table: 'splitEntries'; row: typeof splitEntries.$inferInsert }
  | { table: 'connectLinks'; row: typeof connectLinks.$inferInsert }
  | { table: 'checkoutLinks'; row: typeof checkoutLinks.$inferInsert }
  | { table: 'recurringPlans'; row: typeof recurringPlans.$inferInsert }
  | { table: 'recurringCycles'; row: typeof recurringCycles.$inferInsert }
  | { table: 'cases'; row: typeof cases.$inferInsert };

export interface Sink {
  add(item: Row): Promise<void>;
}

export interface DatasetMerchant {
  id: string;
  name: string;
  /** The merchant and its sub-merchants, with their pricing. */
  pricing: Map<string, Pricing>;
  subMerchantIds: string[];
  tenantIds: string[];
  settlementAccountId: string | null;
}

export interface DatasetOptions {
  seed: number;
  /** About how many transactions to make (deposits, refunds and reversals included). */
  transactions: number;
  now: Date;
  days: number;
  merchant: DatasetMerchant;
  institutions: readonly { id: string; name: string; country: string; requiresValidation: boolean }[];
  serviceName: string;
  /** Keyed hash of an account number, as service/accounts stores it. */
  hashAccountNumber(accountNumber: string): string;
  /** The processor's delays, so the freshest rows are in the state the processor expects. */
  delays: { pendingMs: number; processingMs: number };
}

export interface DatasetSummary {
  endUsers: number;
  accounts: number;
  transactions: number;
  deposits: number;
  connectLinks: number;
  checkoutLinks: number;
  recurringPlans: number;
}

/** How many of each thing a data set of `n` transactions has. */
export function datasetSizes(n: number) {
  return {
    endUsers: Math.max(300, Math.round(n / 65)),
    connectLinks: Math.min(5_000, Math.max(60, Math.round(n / 100))),
    checkoutLinks: Math.min(5_000, Math.max(60, Math.round(n / 90))),
    recurringPlans: Math.min(300, Math.max(12, Math.round(n / 500))),
  };
}

export interface Person {
  id: string;
  code: string;
  country: 'USA' | 'COL';
  ownerMerchantId: string;
  language: 'en_US' | 'es_CO';
  created: number;
  accounts: AccountInfo[];
}

export interface AccountInfo {
  id: string;
  code: string;
  endUserId: string;
  currency: string;
  status: string;
  from: number;
  until: number;
}

export const DAY = 86_400_000;
export const MINUTE = 60_000;

export const pad = (n: number) => String(n).padStart(2, '0');
export const startOfDay = (t: number) => Math.floor(t / DAY) * DAY;
export const isoDate = (t: number) => new Date(t).toISOString().slice(0, 10);

export class SeedContext {
  readonly r: Prng;
  readonly now: number;
  /** Midnight (GMT) of the first day of the period. */
  readonly start: number;
  readonly m: DatasetMerchant;
  readonly sizes: ReturnType<typeof datasetSizes>;
  readonly people: Person[] = [];
  /** Connected (or once connected) accounts by currency: who pays and who is paid. */
  readonly payers = new Map<string, AccountInfo[]>();
  /** Rows that happen on a later day (refunds, reversals, paid checkouts), by day index. */
  readonly later = new Map<number, TransactionInsert[]>();
  readonly summary: DatasetSummary = {
    endUsers: 0,
    accounts: 0,
    transactions: 0,
    deposits: 0,
    connectLinks: 0,
    checkoutLinks: 0,
    recurringPlans: 0,
  };

  constructor(
    readonly o: DatasetOptions,
    private readonly sink: Sink,
  ) {
    this.r = new Prng(o.seed);
    this.now = o.now.getTime();
    this.start = startOfDay(this.now) - (o.days - 1) * DAY;
    this.m = o.merchant;
    this.sizes = datasetSizes(o.transactions);
  }

  async emit<T extends Row['table']>(table: T, row: Extract<Row, { table: T }>['row']) {
    if (table === 'transactions') this.summary.transactions++;
    await this.sink.add({ table, row } as Row);
  }

  schedule(at: number, row: TransactionInsert) {
    const day = Math.floor((at - this.start) / DAY);
    this.later.set(day, [...(this.later.get(day) ?? []), row]);
  }
}

/** A transaction row with every column: no values yet, created (and updated) at t. */
export function blank(merchantId: string, ownerMerchantId: string, t: number): TransactionInsert {
  return {
    id: '',
    code: '',
    merchantId,
    ownerMerchantId,
    tenantId: null,
    type: '',
    status: '',
    creationSource: 'MERCHANT_API',
    amount: 0,
    currency: 'USD',
    variableFee: null,
    fixedFee: null,
    totalFee: null,
    netAmount: null,
    amountRefunded: 0,
    hasSplits: false,
    description: null,
    remarks: null,
    declineReason: null,
    originAccountId: null,
    destinationAccountId: null,
    originEndUserId: null,
    destinationEndUserId: null,
    statementDescriptor: null,
    primaryReference: null,
    secondaryReference: null,
    tertiaryReference: null,
    customId: null,
    metadata: {},
    autoSendReceipt: false,
    dueDate: null,
    parentId: null,
    refundReason: null,
    refundNote: null,
    depositId: null,
    recurringPlanId: null,
    processAfter: null,
    settledAt: null,
    dateCreated: new Date(t),
    dateUpdated: new Date(t),
  };
}
