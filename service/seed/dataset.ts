import { parseShare, splitAmount, type Share } from '../../core/money/allocate';
import { allocateFees, computeFees, type Pricing } from '../../core/money/fees';
import { capabilitiesFor, currencyForCountry, DISCONNECTION_REASONS, VALIDATION_ACTION } from '../accounts/rules';
import { introTextByLanguage } from '../connect-links/rules';
import type { accounts, checkoutLinks, connectLinks, endUsers, recurringCycles, recurringPlans, splitEntries, transactions } from '../db/schema';
import { MAX_AMOUNT } from '../http/fields';
import { newPublicToken } from '../lib/ids';
import { REFUND_REASONS } from '../../core/refunds';
import { DISPUTE_REMARKS, SANDBOX_FAILURES } from '../processor/rules';
import { dueCycles, type CycleFrequency } from '../../core/schedule';
import {
  CO_CITIES,
  CO_COMPANY_KINDS,
  CO_COMPANY_WORDS,
  CO_FIRST_NAMES,
  CO_LAST_NAMES,
  CO_PAYMENT_ITEMS,
  CO_STREETS,
  PAYMENT_ITEMS,
  PAYOUT_ITEMS,
  PLAN_ITEMS,
  TAGS,
  TRANSFER_ITEMS,
  US_CITIES,
  US_COMPANY_KINDS,
  US_COMPANY_WORDS,
  US_FIRST_NAMES,
  US_LAST_NAMES,
  US_STREETS,
} from './names';
import { Prng } from './prng';

/**
 * The demo data set, generated deterministically from a seed: end users and their accounts,
 * connect and checkout links, recurring plans with their cycles, and months of transactions in every
 * type and status (splits, partial and full refunds, disputes, failures, cancellations) with daily
 * deposits. Rows are produced day by day into a sink (bulk inserts); the ledger is derived from them
 * afterwards in SQL (load.ts), following service/ledger/post.ts.
 *
 * Money follows the sandbox's own rules so that the processor, settle() and the console agree with
 * what they find: fees from the owner merchant's pricing (core/money/fees), split fees shared like
 * applyFees() does, outcomes from the amount's last two digits (service/processor/rules), deposits
 * of +net payments and −net refunds and reversals (service/deposits/settle).
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
  | { table: 'recurringCycles'; row: typeof recurringCycles.$inferInsert };

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

const DAY = 86_400_000;
const MINUTE = 60_000;

/** How many of each thing a data set of `n` transactions has. */
export function datasetSizes(n: number) {
  return {
    endUsers: Math.max(300, Math.round(n / 65)),
    connectLinks: Math.min(5_000, Math.max(60, Math.round(n / 100))),
    checkoutLinks: Math.min(5_000, Math.max(60, Math.round(n / 90))),
    recurringPlans: Math.min(300, Math.max(12, Math.round(n / 500))),
  };
}

interface Person {
  id: string;
  code: string;
  country: 'USA' | 'COL';
  ownerMerchantId: string;
  language: 'en_US' | 'es_CO';
  created: number;
  accounts: AccountInfo[];
}

interface AccountInfo {
  id: string;
  code: string;
  endUserId: string;
  currency: string;
  status: string;
  from: number;
  until: number;
}

type Outcome = { status: 'SUCCESSFUL' } | { status: 'FAILED'; remarks: string; declineReason: string } | { status: 'CANCELED' };

/** Amount endings the processor treats specially (failures, disputes). */
const SPECIAL_ENDINGS = new Set([...Object.keys(SANDBOX_FAILURES).map(Number), 66]);
const FAILURE_ENDINGS = Object.keys(SANDBOX_FAILURES).map(Number);
const FAILURE_ENDING_OF: Record<string, number> = Object.fromEntries(FAILURE_ENDINGS.map((ending) => [SANDBOX_FAILURES[ending].remarks, ending]));

export async function generateDataset(options: DatasetOptions, sink: Sink): Promise<DatasetSummary> {
  const g = new Generator(options, sink);
  return g.run();
}

class Generator {
  private readonly r: Prng;
  private readonly now: number;
  private readonly start: number;
  private readonly m: DatasetMerchant;
  private readonly people: Person[] = [];
  private readonly payers = new Map<string, AccountInfo[]>();
  /** Rows that happen on a later day (refunds, reversals), by day index. */
  private readonly later = new Map<number, TransactionInsert[]>();
  private readonly summary: DatasetSummary = { endUsers: 0, accounts: 0, transactions: 0, deposits: 0, connectLinks: 0, checkoutLinks: 0, recurringPlans: 0 };
  private readonly sizes: ReturnType<typeof datasetSizes>;

  constructor(
    private readonly o: DatasetOptions,
    private readonly sink: Sink,
  ) {
    this.r = new Prng(o.seed);
    this.now = o.now.getTime();
    this.start = startOfDay(this.now) - (o.days - 1) * DAY;
    this.m = o.merchant;
    this.sizes = datasetSizes(o.transactions);
  }

  async run(): Promise<DatasetSummary> {
    await this.makePeople();
    const plans = await this.makePlans();
    const checkoutByDay = this.checkoutLinksByDay();
    const base = Math.max(0, this.o.transactions - this.sizes.checkoutLinks - this.o.days * 2);
    const weights = Array.from({ length: this.o.days }, (_, d) => this.dayWeight(d));
    const totalWeight = weights.reduce((a, b) => a + b, 0);
    let carried = 0;
    for (let d = 0; d < this.o.days; d++) {
      const exact = (base * 0.93 * weights[d]) / totalWeight + carried;
      const count = Math.floor(exact);
      carried = exact - count;
      await this.makeDay(d, count, plans, checkoutByDay.get(d) ?? 0);
    }
    return this.summary;
  }

  // ── people and accounts ───────────────────────────────────────────────────────────────────────

  private async makePeople() {
    const { r, m } = this;
    const institutionsBy = (country: string) => this.o.institutions.filter((i) => i.country === country);
    for (let i = 0; i < this.sizes.endUsers; i++) {
      const country = r.chance(0.25) ? 'COL' : 'USA';
      const organization = r.chance(0.28);
      const owner = r.chance(0.85) ? m.id : r.pick(m.subMerchantIds);
      const created = this.start - r.int(1, 60) * DAY + r.int(0, DAY - 1);
      const first = r.pick(country === 'COL' ? CO_FIRST_NAMES : US_FIRST_NAMES);
      const last = r.pick(country === 'COL' ? CO_LAST_NAMES : US_LAST_NAMES);
      const company = `${r.pick(country === 'COL' ? CO_COMPANY_WORDS : US_COMPANY_WORDS)} ${r.pick(country === 'COL' ? CO_COMPANY_KINDS : US_COMPANY_KINDS)}`;
      const city = r.pick(country === 'COL' ? CO_CITIES : US_CITIES);
      const language = country === 'COL' ? (r.chance(0.9) ? 'es_CO' : 'en_US') : r.chance(0.06) ? 'es_CO' : 'en_US';
      const id = `eur_${r.uuid()}`;
      const code = r.code('EUR');
      const emailName = (organization ? company : `${first}.${last}`)
        .normalize('NFD')
        .replace(/[\u0300-\u036f]/g, '')
        .replace(/[^A-Za-z0-9]+/g, '.')
        .replace(/^\.|\.$/g, '')
        .toLowerCase();
      const person: Person = { id, code, country, ownerMerchantId: owner, language, created, accounts: [] };
      this.people.push(person);
      await this.emit('endUsers', {
        id,
        code,
        merchantId: m.id,
        ownerMerchantId: owner,
        type: organization ? 'ORGANIZATION' : 'INDIVIDUAL',
        firstName: organization ? null : first,
        lastName: organization ? null : last,
        organization: organization ? company : null,
        organizationLegalName: organization ? company : null,
        localId: country === 'COL' ? (organization ? `9${r.digits(8)}-${r.int(0, 9)}` : r.digits(r.pick([8, 10]))) : r.chance(0.7) ? (organization ? `${r.digits(2)}-${r.digits(7)}` : r.digits(9)) : null,
        localIdType: country === 'COL' ? (organization ? 'NIT' : 'CEDULA_DE_CIUDADANIA') : organization ? 'EIN' : r.pick(['SSN', 'DRIVERS_LICENSE', 'PASSPORT']),
        localIdCountry: country,
        dateOfBirth: organization ? null : `${r.int(1950, 2004)}-${pad(r.int(1, 12))}-${pad(r.int(1, 28))}`,
        email: `${emailName}.${i}@example.${country === 'COL' ? 'co' : 'com'}`,
        phoneCountryCode: country === 'COL' ? '57' : '1',
        phoneNumber: country === 'COL' ? `3${r.digits(9)}` : `${r.int(201, 989)}555${r.digits(4)}`,
        address: {
          address_line_1: `${country === 'COL' ? `${r.pick(CO_STREETS)} # ${r.int(1, 120)}-${r.int(1, 99)}` : `${r.int(10, 9999)} ${r.pick(US_STREETS)}`}`,
          address_line_2: r.chance(0.2) ? (country === 'COL' ? `Apto ${r.int(101, 1804)}` : `Apt ${r.int(1, 40)}`) : null,
          locality: city.locality,
          administrative_district: city.district,
          postal_code: city.postal,
          country,
        },
        preferredLanguage: language,
        note: r.chance(0.08) ? r.pick(['VIP customer', 'Prefers email', 'Corporate account', 'Referred by a guide']) : null,
        primaryReference: r.chance(0.5) ? `CUST-${r.int(10_000, 99_999)}` : null,
        secondaryReference: r.chance(0.15) ? `CRM-${r.digits(6)}` : null,
        metadata: r.chance(0.3) ? { segment: r.pick(['retail', 'wholesale', 'member']) } : {},
        creationSource: r.weighted([['MERCHANT_API', 6], ['CONNECT_LINK', 2], ['CHECKOUT_LINK', 1], ['MERCHANT_PORTAL', 1]] as const),
        dateCreated: new Date(created),
        dateUpdated: new Date(created),
      });
      this.summary.endUsers++;

      const count = r.weighted([[1, 70], [2, 25], [3, 5]] as const);
      for (let a = 0; a < count; a++) await this.makeAccount(person, r.pick(institutionsBy(country)));
    }
    await this.makeConnectLinks();
  }

  private async makeAccount(person: Person, institution: DatasetOptions['institutions'][number], viaLink?: { linkId: string; at: number }) {
    const { r, m } = this;
    const id = `acc_${r.uuid()}`;
    const code = r.code('ACC');
    const created = viaLink?.at ?? person.created + r.int(0, 20) * DAY + r.int(0, DAY - 1);
    const number = `${r.int(1, 9)}${r.digits(r.int(7, 11))}`;
    const subtype = r.weighted([['CHECKING', 6], ['SAVINGS', 3], ['MONEY_MARKET', 1]] as const);
    let status: string = r.weighted([['CONNECTED', 86], ['DISCONNECTED', 9], ['CREATED', 2], ['VERIFICATION_IN_PROGRESS', 3]] as const);
    if (institution.requiresValidation && status === 'CONNECTED' && r.chance(0.35)) status = 'VERIFICATION_PENDING';
    const until = status === 'DISCONNECTED' ? Math.max(created + DAY, this.now - r.int(1, 40) * DAY) : Number.POSITIVE_INFINITY;
    const currency = currencyForCountry(institution.country);
    const info: AccountInfo = { id, code, endUserId: person.id, currency, status, from: created, until };
    const usable = status === 'CONNECTED' || status === 'DISCONNECTED';
    if (usable) {
      person.accounts.push(info);
      const pool = this.payers.get(currency) ?? [];
      pool.push(info);
      this.payers.set(currency, pool);
    }
    const { capabilities, enabledRealTimePayouts } = capabilitiesFor(subtype);
    const pending = status === 'VERIFICATION_PENDING';
    await this.emit('accounts', {
      id,
      code,
      merchantId: m.id,
      ownerMerchantId: person.ownerMerchantId,
      endUserId: person.id,
      institutionId: institution.id,
      sourceConnectLinkId: viaLink?.linkId ?? null,
      currentStatus: status,
      requiresAccountValidation: pending,
      pendingAccountValidations: pending ? [{ slug: `confirm-${r.digits(12)}`, action: VALIDATION_ACTION }] : null,
      remarks: status === 'CREATED' && r.chance(0.5) ? 'ACCOUNT_DOES_NOT_EXIST' : null,
      token: `tok_${r.uuid()}`,
      accountNumberHash: this.o.hashAccountNumber(number),
      routingNumber: institution.country === 'USA' ? r.pick(['011000015', '021000021', '026009593', '121000358', '322271627']) : null,
      last4: number.slice(-4),
      type: 'DEPOSITORY',
      subtype,
      currency,
      capabilities,
      enabledRealTimePayouts,
      disconnectionReason: status === 'DISCONNECTED' ? r.pick(DISCONNECTION_REASONS.filter((d) => d !== 'OTHER')) : null,
      disconnectionNote: status === 'DISCONNECTED' && r.chance(0.4) ? 'Closed at the customer’s request' : null,
      primaryReference: r.chance(0.3) ? `BANK-${r.digits(5)}` : null,
      secondaryReference: null,
      metadata: {},
      creationSource: viaLink ? 'CONNECT_LINK' : r.weighted([['MERCHANT_API', 5], ['MERCHANT_PORTAL', 1]] as const),
      dateCreated: new Date(created),
      dateUpdated: new Date(status === 'DISCONNECTED' ? until : created),
    });
    this.summary.accounts++;
    return info;
  }

  /** Links in every delivery status; a completed one connected an account. */
  private async makeConnectLinks() {
    const { r, m } = this;
    for (let i = 0; i < this.sizes.connectLinks; i++) {
      const person = r.pick(this.people);
      const created = Math.min(this.now - MINUTE, Math.max(person.created, this.start) + r.int(0, this.o.days - 1) * DAY + r.int(0, DAY - 1));
      const expires = r.chance(0.6) ? created + r.pick([1, 3, 7, 14]) * DAY : null;
      const expired = expires !== null && expires <= this.now;
      let status = r.weighted([['COMPLETED', 5], ['OPENED', 2], ['CREATED', 2]] as const);
      const linkId = `clk_${r.uuid()}`;
      let accountId: string | null = null;
      let updated = created;
      if (status === 'COMPLETED') {
        const at = created + r.int(2, 90) * MINUTE;
        if ((expires !== null && at >= expires) || at >= this.now) status = 'OPENED';
        else {
          const institutions = this.o.institutions.filter((x) => x.country === person.country);
          accountId = (await this.makeAccount(person, r.pick(institutions), { linkId, at })).id;
          updated = at;
        }
      }
      if (status === 'OPENED') updated = Math.min(this.now, created + r.int(1, 600) * MINUTE);
      const language = r.chance(0.7) ? person.language : r.pick(['en_US', 'es_CO'] as const);
      const intro = language === 'es_CO' ? `${m.name} usa ${this.o.serviceName} para conectar tu banco` : `${m.name} uses ${this.o.serviceName} to link your bank`;
      await this.emit('connectLinks', {
        id: linkId,
        code: r.code('CLK'),
        publicToken: newPublicToken(),
        merchantId: m.id,
        ownerMerchantId: person.ownerMerchantId,
        endUserId: person.id,
        introText: introTextByLanguage(intro.slice(0, 70)),
        backgroundColor: r.chance(0.4) ? r.pick(['#f4f6f8', '#eef6f1', '#fdf6ec']) : null,
        buttonColor: r.chance(0.5) ? r.pick(['#0a2540', '#1f7a4d', '#b4451f', '#5b3cc4']) : null,
        buttonTextColor: null,
        contentBoxTextColor: null,
        contentBackgroundColor: null,
        defaultInstitutionId: r.chance(0.3) ? r.pick(this.o.institutions.filter((x) => x.country === person.country)).id : null,
        primaryReference: r.chance(0.5) ? `ONB-${r.int(1000, 9999)}` : null,
        secondaryReference: null,
        defaultLanguage: language,
        redirectUrl: r.chance(0.5) ? 'https://acme-outdoor.example/connected' : null,
        expirationDate: expires === null ? null : new Date(expires),
        customConfirmationPage: r.chance(0.2),
        deliveryStatus: expired && status !== 'COMPLETED' ? r.pick(['CREATED', 'OPENED']) : status,
        accountId,
        metadata: {},
        dateCreated: new Date(created),
        dateUpdated: new Date(updated),
      });
      this.summary.connectLinks++;
    }
  }

  // ── recurring plans ───────────────────────────────────────────────────────────────────────────

  private async makePlans() {
    const { r, m } = this;
    const plans: { id: string; code: string; person: Person; account: AccountInfo; method: string; amount: number; description: string; owner: string; tenantId: string; dueByDay: Map<number, number[]> }[] = [];
    const today = isoDate(this.now);
    const yesterday = isoDate(this.now - DAY);
    for (let i = 0; i < this.sizes.recurringPlans; i++) {
      const candidates = this.people.filter((p) => p.accounts.some((a) => a.status === 'CONNECTED'));
      if (!candidates.length) break;
      const person = r.pick(candidates);
      const account = r.pick(person.accounts.filter((a) => a.status === 'CONNECTED'));
      const frequency = r.weighted([['MONTHLY', 6], ['WEEKLY', 3], ['DAILY', 1], ['SEMI_ANNUALLY', 1], ['YEARLY', 1]] as const) as CycleFrequency;
      const startDay = Math.max(r.int(0, this.o.days - 2), Math.floor((account.from - this.start) / DAY) + 1);
      if (startDay > this.o.days - 1) continue;
      const startDate = isoDate(this.start + startDay * DAY);
      const method = r.chance(0.7) ? 'AUTOMATIC' : 'SEND_REQUEST';
      const status = r.chance(0.75) ? 'ACTIVE' : 'PAUSED';
      const totalCycleCount = r.chance(0.4) ? r.pick([3, 6, 12, 24]) : null;
      const endDate = totalCycleCount === null && r.chance(0.3) ? isoDate(this.start + (startDay + r.int(30, 400)) * DAY) : null;
      const amount = this.amountFor(account.currency, 'plan');
      const description = r.pick(PLAN_ITEMS);
      const owner = person.ownerMerchantId;
      const id = `rcp_${r.uuid()}`;
      const code = r.code('RCP');
      const tenantId = r.pick(m.tenantIds);
      const schedule = { startDate, endDate, totalCycleCount, cycleFrequency: frequency };
      const pausedOn = status === 'PAUSED' ? isoDate(this.start + r.int(startDay, this.o.days - 1) * DAY) : today;
      const due = dueCycles(schedule, 0, yesterday, 10_000);
      const dueByDay = new Map<number, number[]>();
      const created = this.start + startDay * DAY - r.int(1, 3) * DAY;
      for (const c of due) {
        const day = Math.round((Date.parse(`${c.dueDate}T00:00:00Z`) - this.start) / DAY);
        if (c.dueDate < pausedOn) dueByDay.set(day, [...(dueByDay.get(day) ?? []), c.cycle]);
        else await this.emit('recurringCycles', { planId: id, cycle: c.cycle, dueDate: c.dueDate, dateCreated: new Date(this.start + day * DAY + 5 * MINUTE) });
      }
      plans.push({ id, code, person, account, method, amount, description, owner, tenantId, dueByDay });
      await this.emit('recurringPlans', {
        id,
        code,
        merchantId: m.id,
        ownerMerchantId: owner,
        endUserId: person.id,
        description,
        processingMethod: method,
        status,
        startDate,
        endDate,
        totalCycleCount,
        cycleFrequency: frequency,
        originAccountId: method === 'AUTOMATIC' ? account.id : null,
        destinationAccountId: null,
        transaction: {
          tenant_id: tenantId,
          type: 'PAYMENT',
          currency: account.currency,
          amount,
          description,
          statement_descriptor: 'ACME OUTDOOR',
          primary_reference: null,
          secondary_reference: null,
          metadata: {},
        },
        primaryReference: r.chance(0.5) ? `PLAN-${r.int(100, 999)}` : null,
        secondaryReference: null,
        metadata: {},
        dateCreated: new Date(created),
        dateUpdated: new Date(status === 'PAUSED' ? Date.parse(`${pausedOn}T09:00:00Z`) : created),
      });
      this.summary.recurringPlans++;
    }
    return plans;
  }

  /** How many checkout links (each with its own payment) each day gets. */
  private checkoutLinksByDay(): Map<number, number> {
    const byDay = new Map<number, number>();
    for (let i = 0; i < this.sizes.checkoutLinks; i++) {
      const d = this.r.int(0, this.o.days - 1);
      byDay.set(d, (byDay.get(d) ?? 0) + 1);
    }
    return byDay;
  }

  // ── a day of transactions ─────────────────────────────────────────────────────────────────────

  /** Busier on weekdays, growing over the period. */
  private dayWeight(d: number): number {
    const weekday = new Date(this.start + d * DAY).getUTCDay();
    return (weekday === 0 || weekday === 6 ? 0.7 : 1) * (0.75 + (0.5 * d) / this.o.days);
  }

  /** A time in day d, weighted to business hours (US), never after now. */
  private timeIn(d: number): number | null {
    const dayStart = this.start + d * DAY;
    const hour = this.r.weighted(HOUR_WEIGHTS);
    const t = dayStart + hour * 3_600_000 + this.r.int(0, 3_599_999);
    return t < this.now ? t : null;
  }

  private async makeDay(d: number, count: number, plans: Awaited<ReturnType<Generator['makePlans']>>, checkouts: number) {
    const rows: TransactionInsert[] = [];
    const push = (row: TransactionInsert | null) => {
      if (row) rows.push(row);
    };
    for (let i = 0; i < count; i++) {
      const t = this.timeIn(d);
      if (t === null) continue;
      const kind = this.r.weighted(KIND_WEIGHTS);
      if (kind === 'PAYMENT') push(await this.payment(t, d, {}));
      else if (kind === 'PAYOUT') push(this.payout(t));
      else if (kind === 'TRANSFER') push(this.transfer(t));
      else push(this.authorized(t));
    }
    for (const plan of plans) {
      for (const cycle of plan.dueByDay.get(d) ?? []) {
        const t = this.start + d * DAY + this.r.int(1, 10) * MINUTE;
        if (t >= this.now) continue;
        const dueDate = isoDate(this.start + d * DAY);
        if (plan.method === 'AUTOMATIC') {
          const row = await this.payment(t, d, { plan: { id: plan.id, cycle, dueDate }, account: plan.account, amount: plan.amount, description: `${plan.description} — cycle ${cycle}`, owner: plan.owner, tenantId: plan.tenantId });
          if (row) {
            push(row);
            await this.emit('recurringCycles', { planId: plan.id, cycle, dueDate, transactionId: row.id, dateCreated: new Date(t) });
          }
        } else {
          const linkId = await this.checkoutLink(t, d, rows, { plan: { id: plan.id, code: plan.code, cycle, dueDate }, person: plan.person, amount: plan.amount, description: `${plan.description} — cycle ${cycle}`, owner: plan.owner, tenantId: plan.tenantId });
          await this.emit('recurringCycles', { planId: plan.id, cycle, dueDate, checkoutLinkId: linkId, dateCreated: new Date(t) });
        }
      }
    }
    for (let i = 0; i < checkouts; i++) {
      const t = this.timeIn(d);
      if (t !== null) await this.checkoutLink(t, d, rows, {});
    }
    if (d === this.o.days - 1) for (const row of this.freshPayments()) rows.push(row);
    // Refunds, reversals and paid checkouts of earlier days (and of this one) that happen today.
    rows.push(...(this.later.get(d) ?? []));
    this.later.delete(d);

    // Deposit of the day: every deposit-eligible transaction of this day's bucket, at 02:00 the next day.
    const depositAt = this.start + (d + 1) * DAY + 2 * 3_600_000;
    if (depositAt < this.now) {
      const byCurrency = new Map<string, { id: string; total: number; n: number }>();
      for (const row of rows) {
        if (!row.settledAt || !isDepositEligible(row)) continue;
        let deposit = byCurrency.get(row.currency);
        if (!deposit) {
          deposit = { id: `trx_${this.r.uuid()}`, total: 0, n: 0 };
          byCurrency.set(row.currency, deposit);
        }
        row.depositId = deposit.id;
        deposit.total += row.type === 'PAYMENT' ? row.netAmount! : -row.netAmount!;
        deposit.n++;
      }
      for (const [currency, deposit] of [...byCurrency].sort(([a], [b]) => a.localeCompare(b))) {
        rows.push({
          ...blank(this.m.id, this.m.id, depositAt),
          id: deposit.id,
          code: this.r.code('DEP'),
          type: 'DEPOSIT',
          status: 'SUCCESSFUL',
          creationSource: 'SYSTEM',
          amount: deposit.total,
          currency,
          variableFee: 0,
          fixedFee: 0,
          totalFee: 0,
          netAmount: deposit.total,
          description: `Deposit of ${deposit.n} transaction${deposit.n === 1 ? '' : 's'}`,
          destinationAccountId: this.m.settlementAccountId,
        });
        this.summary.deposits++;
      }
    }
    for (const row of rows) await this.emit('transactions', row);
  }

  /** A few payments from the last seconds, so the processor has something to move right after start. */
  private freshPayments(): TransactionInsert[] {
    const out: TransactionInsert[] = [];
    for (let i = 0; i < 6; i++) {
      const t = this.now - this.r.int(1, 12) * 1000;
      const account = this.payerAt(t, 'USD');
      if (!account) continue;
      const amount = this.amountFor('USD', 'payment');
      const owner = this.m.id;
      const row = this.paymentRow(t, account, amount, owner, this.r.pick(this.m.tenantIds), this.r.pick(PAYMENT_ITEMS), 'MERCHANT_API');
      this.applyOutcome(row, t, { status: 'SUCCESSFUL' }, owner, []);
      out.push(row);
    }
    return out;
  }

  // ── transaction builders ──────────────────────────────────────────────────────────────────────

  private payerAt(t: number, currency: string): AccountInfo | null {
    const pool = this.payers.get(currency) ?? [];
    for (let tries = 0; tries < 20 && pool.length; tries++) {
      const a = this.r.pick(pool);
      if (a.from <= t && t < a.until) return a;
    }
    return null;
  }

  private amountFor(currency: string, purpose: 'payment' | 'payout' | 'transfer' | 'plan' | 'micro'): number {
    const r = this.r;
    if (purpose === 'micro') return r.int(1, 99);
    // log-uniform between the bounds, in major units × 100
    const [lo, hi] =
      currency === 'COP'
        ? purpose === 'payout'
          ? [20_000_00, 5_000_000_00]
          : [8_000_00, 2_500_000_00]
        : purpose === 'payout'
          ? [50_00, 8_000_00]
          : purpose === 'plan'
            ? [9_00, 250_00]
            : [5_00, 2_500_00];
    let amount = Math.round(Math.exp(Math.log(lo) + r.next() * (Math.log(hi) - Math.log(lo))));
    if (currency === 'COP') amount = Math.round(amount / 100_00) * 100_00 || 100_00;
    else if (r.chance(0.5)) amount = Math.round(amount / 100) * 100 - (r.chance(0.5) ? 1 : 0);
    return this.plain(amount);
  }

  /** Moves an amount off the endings that trigger failures and disputes. */
  private plain(amount: number): number {
    return SPECIAL_ENDINGS.has(amount % 100) ? amount + 10 : amount;
  }

  private outcome(t: number, type: string): Outcome {
    const r = this.r;
    if (type !== 'PAYMENT' && type !== 'PAYOUT' && type !== 'TRANSFER') return r.chance(0.05) ? this.failure() : { status: 'SUCCESSFUL' };
    if (r.chance(0.006) && t < this.now - MINUTE) return { status: 'CANCELED' };
    return r.chance(0.045) ? this.failure() : { status: 'SUCCESSFUL' };
  }

  private failure(): Outcome {
    const ending = this.r.pick(FAILURE_ENDINGS);
    return { status: 'FAILED', ...SANDBOX_FAILURES[ending] };
  }

  private withEnding(amount: number, ending: number): number {
    return Math.max(100, Math.floor(amount / 100) * 100) + ending;
  }

  /** The processor decides by the amount's last two digits: give a failing row the ending of its failure. */
  private shape(row: TransactionInsert, outcome: Outcome): Outcome {
    if (outcome.status === 'FAILED') row.amount = this.withEnding(row.amount, FAILURE_ENDING_OF[outcome.remarks]);
    return outcome;
  }

  private paymentRow(t: number, account: AccountInfo, amount: number, owner: string, tenantId: string, description: string, source: string): TransactionInsert {
    const r = this.r;
    return {
      ...blank(this.m.id, owner, t),
      id: `trx_${r.uuid()}`,
      code: r.code('PAY'),
      tenantId,
      type: 'PAYMENT',
      status: 'PENDING',
      creationSource: source,
      amount,
      currency: account.currency,
      description,
      originAccountId: account.id,
      originEndUserId: account.endUserId,
      statementDescriptor: r.chance(0.6) ? r.pick(['ACME OUTDOOR', 'ACME RENTALS', 'ACME GUIDES', 'TRAILHEAD CAFE']) : null,
      primaryReference: r.chance(0.6) ? `INV-${r.int(100_000, 999_999)}` : null,
      secondaryReference: r.chance(0.2) ? `ORD-${r.int(10_000, 99_999)}` : null,
      metadata: r.chance(0.4) ? { channel: r.pick(TAGS), order_id: String(r.int(1000, 99_999)) } : {},
      autoSendReceipt: r.chance(0.5),
    };
  }

  /** Fees, status, settlement and queue position for a row created at t, as the processor would leave it now. */
  private applyOutcome(row: TransactionInsert, t: number, outcome: Outcome, owner: string, splits: (typeof splitEntries.$inferInsert)[]) {
    const { pendingMs, processingMs } = this.o.delays;
    const age = this.now - t;
    const fees = () => {
      const f = computeFees(row.amount, this.m.pricing.get(owner) ?? { basisPoints: 290, fixed: 30 });
      Object.assign(row, f);
      if (splits.length) {
        const shares = allocateFees(f, splits.map((s) => s.amount));
        splits.forEach((s, i) => Object.assign(s, { ...shares[i], netAmount: s.amount - shares[i].totalFee }));
      }
    };
    if (outcome.status === 'CANCELED') {
      Object.assign(row, { status: 'CANCELED', remarks: 'REQUESTED_BY_MERCHANT', dateUpdated: new Date(t + 2_000) });
      return;
    }
    if (age < pendingMs) {
      Object.assign(row, { status: 'PENDING', processAfter: new Date(t) });
      return;
    }
    fees();
    if (age < pendingMs + processingMs) {
      Object.assign(row, { status: 'PROCESSING', processAfter: new Date(t + pendingMs), dateUpdated: new Date(t + pendingMs) });
      return;
    }
    const done = t + pendingMs + processingMs + this.r.int(0, 2_000);
    if (outcome.status === 'FAILED') {
      Object.assign(row, { status: 'FAILED', remarks: outcome.remarks, declineReason: outcome.declineReason, dateUpdated: new Date(done) });
      return;
    }
    Object.assign(row, { status: 'SUCCESSFUL', settledAt: new Date(done), dateUpdated: new Date(done) });
  }

  private async payment(
    t: number,
    d: number,
    given: { plan?: { id: string; cycle: number; dueDate: string }; account?: AccountInfo; amount?: number; description?: string; owner?: string; tenantId?: string },
  ): Promise<TransactionInsert | null> {
    const r = this.r;
    const currency = r.chance(0.22) ? 'COP' : 'USD';
    const account = given.account ?? this.payerAt(t, currency);
    if (!account || account.from > t || t >= account.until) return null;
    const amount = given.amount ?? this.amountFor(account.currency, 'payment');
    const owner = given.owner ?? (r.chance(0.8) ? this.m.id : r.pick(this.m.subMerchantIds));
    const item = given.description ?? r.pick(account.currency === 'COP' ? CO_PAYMENT_ITEMS : PAYMENT_ITEMS);
    const source = given.plan ? 'RECURRING_PLAN' : r.weighted([['MERCHANT_API', 9], ['MERCHANT_PORTAL', 1]] as const);
    const row = this.paymentRow(t, account, amount, owner, given.tenantId ?? r.pick(this.m.tenantIds), item, source);
    if (given.plan) Object.assign(row, { recurringPlanId: given.plan.id, dueDate: given.plan.dueDate });
    await this.finishPayment(row, t, owner);
    return row;
  }

  /** Outcome, splits, refunds and disputes of a payment row. */
  private async finishPayment(row: TransactionInsert, t: number, owner: string) {
    const r = this.r;
    const outcome = this.shape(row, this.outcome(t, 'PAYMENT'));
    const disputed = outcome.status === 'SUCCESSFUL' && r.chance(0.007) && t < this.now - 10 * MINUTE;
    if (disputed) row.amount = this.withEnding(row.amount, 66);
    const splits = !disputed && owner === this.m.id && r.chance(0.1) ? this.splitsFor(row) : [];
    if (splits.length) row.hasSplits = true;
    this.applyOutcome(row, t, outcome, owner, splits);
    for (const s of splits) await this.emit('splitEntries', s);
    if (row.status !== 'SUCCESSFUL') return;

    if (disputed) {
      const at = (row.settledAt as Date).getTime() + r.int(1, 12) * DAY + r.int(0, DAY - 1);
      if (at < this.now) {
        Object.assign(row, { status: 'DISPUTED', remarks: DISPUTE_REMARKS, dateUpdated: new Date(at) });
        this.schedule(at, this.giveBack(row, 'REVERSAL', row.amount, at));
      } else row.processAfter = row.settledAt;
      return;
    }
    if (splits.length) return;
    const refund = r.weighted([['none', 91], ['partial', 5.5], ['full', 3.5]] as const);
    if (refund === 'none') return;
    let at = (row.settledAt as Date).getTime() + r.int(0, 14) * DAY + r.int(MINUTE, DAY - 1);
    if (at >= this.now) return;
    let refunded = 0;
    const parts = refund === 'full' ? (r.chance(0.15) ? 2 : 1) : r.chance(0.2) ? 2 : 1;
    for (let p = 0; p < parts && at < this.now; p++) {
      const last = p === parts - 1;
      const left = row.amount - refunded;
      const amount = refund === 'full' && last ? left : Math.max(1, Math.min(left - 1, Math.round((row.amount * r.int(10, 60)) / 100)));
      if (amount <= 0 || left - amount < 0) break;
      refunded += amount;
      this.schedule(at, this.giveBack(row, 'REFUND', amount, at));
      at += r.int(1, 5) * DAY;
    }
    row.amountRefunded = refunded;
    if (refunded === row.amount) row.status = 'REFUNDED';
  }

  /** A refund (or a dispute's reversal): settled at once, negative in its deposit. */
  private giveBack(payment: TransactionInsert, type: 'REFUND' | 'REVERSAL', amount: number, at: number): TransactionInsert {
    const r = this.r;
    return {
      ...blank(this.m.id, payment.ownerMerchantId, at),
      id: `trx_${r.uuid()}`,
      code: r.code(type === 'REFUND' ? 'REF' : 'REV'),
      tenantId: payment.tenantId,
      type,
      status: 'SUCCESSFUL',
      creationSource: type === 'REFUND' ? r.weighted([['MERCHANT_API', 3], ['MERCHANT_PORTAL', 1]] as const) : 'SANDBOX_PROCESSOR',
      amount,
      currency: payment.currency,
      variableFee: 0,
      fixedFee: 0,
      totalFee: 0,
      netAmount: amount,
      description: type === 'REFUND' ? `Refund of ${payment.code}: ${payment.description ?? ''}`.slice(0, 500) : `Dispute of payment ${payment.code}`,
      remarks: type === 'REVERSAL' ? DISPUTE_REMARKS : null,
      destinationAccountId: payment.originAccountId,
      destinationEndUserId: payment.originEndUserId,
      primaryReference: type === 'REFUND' ? (payment.primaryReference ?? null) : null,
      secondaryReference: type === 'REFUND' ? (payment.secondaryReference ?? null) : null,
      parentId: payment.id,
      refundReason: type === 'REFUND' ? r.pick(REFUND_REASONS) : null,
      refundNote: type === 'REFUND' && r.chance(0.3) ? r.pick(['Customer changed their mind', 'Damaged item', 'Charged twice', 'Trip canceled by weather']) : null,
      settledAt: new Date(at),
    };
  }

  private schedule(at: number, row: TransactionInsert) {
    const day = Math.floor((at - this.start) / DAY);
    this.later.set(day, [...(this.later.get(day) ?? []), row]);
  }

  private splitsFor(row: TransactionInsert): (typeof splitEntries.$inferInsert)[] {
    const r = this.r;
    const recipients = r.chance(0.7) ? [r.pick(this.m.subMerchantIds)] : [...this.m.subMerchantIds].sort(() => r.next() - 0.5).slice(0, 2);
    const texts = recipients.map(() => (r.chance(0.6) ? `${r.pick([5, 10, 12.5, 15, 20, 25, 30])}%` : String(Math.max(1, Math.floor((row.amount * r.int(5, 30)) / 100)))));
    const shares: Share[] = [];
    for (const text of texts) {
      const parsed = parseShare(text, MAX_AMOUNT);
      if (!parsed.ok) return [];
      shares.push(parsed.share);
    }
    const result = splitAmount(row.amount, shares);
    if (!result.ok || result.recipients.some((a) => a === 0)) return [];
    const entries: (typeof splitEntries.$inferInsert)[] = recipients.map((merchantId, i) => ({
      id: `trx_${r.uuid()}`,
      transactionId: row.id!,
      position: i,
      merchantId,
      tenantId: row.tenantId,
      isRemainder: false,
      requestedAmount: texts[i],
      amount: result.recipients[i],
      description: r.chance(0.5) ? r.pick(['Guide commission', 'Rental share', 'Café share', 'Partner fee']) : null,
      primaryReference: null,
      secondaryReference: null,
    }));
    entries.push({
      id: `trx_${r.uuid()}`,
      transactionId: row.id!,
      position: entries.length,
      merchantId: row.ownerMerchantId,
      tenantId: row.tenantId,
      isRemainder: true,
      requestedAmount: null,
      amount: result.remainder,
      description: row.description ?? null,
      primaryReference: null,
      secondaryReference: null,
    });
    return entries;
  }

  private payout(t: number): TransactionInsert | null {
    const r = this.r;
    const currency = r.chance(0.2) ? 'COP' : 'USD';
    const account = this.payerAt(t, currency);
    if (!account) return null;
    const owner = r.chance(0.7) ? this.m.id : r.pick(this.m.subMerchantIds);
    const row: TransactionInsert = {
      ...blank(this.m.id, owner, t),
      id: `trx_${r.uuid()}`,
      code: r.code('PYO'),
      tenantId: r.pick(this.m.tenantIds),
      type: 'PAYOUT',
      status: 'PENDING',
      creationSource: r.weighted([['MERCHANT_API', 4], ['MERCHANT_PORTAL', 1]] as const),
      amount: this.amountFor(currency, 'payout'),
      currency,
      description: r.chance(0.8) ? r.pick(PAYOUT_ITEMS) : null,
      destinationAccountId: account.id,
      destinationEndUserId: account.endUserId,
      primaryReference: r.chance(0.5) ? `PO-${r.int(10_000, 99_999)}` : null,
      metadata: {},
    };
    this.applyOutcome(row, t, this.shape(row, this.outcome(t, 'PAYOUT')), owner, []);
    return row;
  }

  private transfer(t: number): TransactionInsert | null {
    const r = this.r;
    const currency = r.chance(0.2) ? 'COP' : 'USD';
    const origin = this.payerAt(t, currency);
    const destination = this.payerAt(t, currency);
    if (!origin || !destination || origin.id === destination.id) return null;
    const row: TransactionInsert = {
      ...blank(this.m.id, this.m.id, t),
      id: `trx_${r.uuid()}`,
      code: r.code('TRF'),
      tenantId: r.pick(this.m.tenantIds),
      type: 'TRANSFER',
      status: 'PENDING',
      creationSource: 'MERCHANT_API',
      amount: this.amountFor(currency, 'transfer'),
      currency,
      description: r.pick(TRANSFER_ITEMS),
      originAccountId: origin.id,
      originEndUserId: origin.endUserId,
      destinationAccountId: destination.id,
      destinationEndUserId: destination.endUserId,
      statementDescriptor: 'ACME TRANSFER',
      primaryReference: r.chance(0.4) ? `TR-${r.int(10_000, 99_999)}` : null,
      autoSendReceipt: r.chance(0.3),
      metadata: {},
    };
    this.applyOutcome(row, t, this.shape(row, this.outcome(t, 'TRANSFER')), this.m.id, []);
    return row;
  }

  /** POST /transactions/authorize: account to account, starts PROCESSING with fees. */
  private authorized(t: number): TransactionInsert | null {
    const r = this.r;
    const type = r.weighted([['PRENOTIFICATION', 3], ['MICRODEPOSIT', 4], ['RETURN', 1], ['REVERSAL', 1], ['TRANSFER', 1]] as const);
    const origin = this.payerAt(t, 'USD');
    const destination = this.payerAt(t, 'USD');
    if (!origin || !destination || origin.id === destination.id) return null;
    const row: TransactionInsert = {
      ...blank(this.m.id, this.m.id, t),
      id: `trx_${r.uuid()}`,
      code: r.code('TRX'),
      tenantId: r.chance(0.5) ? r.pick(this.m.tenantIds) : null,
      type,
      status: 'PROCESSING',
      creationSource: 'MERCHANT_API',
      amount: type === 'MICRODEPOSIT' || type === 'PRENOTIFICATION' ? this.plain(this.amountFor('USD', 'micro')) : this.amountFor('USD', 'transfer'),
      currency: 'USD',
      description: type === 'MICRODEPOSIT' ? 'Account verification deposit' : type === 'PRENOTIFICATION' ? 'Prenote' : `${type.toLowerCase()} of an earlier debit`,
      originAccountId: origin.id,
      originEndUserId: origin.endUserId,
      destinationAccountId: destination.id,
      destinationEndUserId: destination.endUserId,
      customId: r.chance(0.3) ? `AUTH-${r.digits(8)}` : null,
      metadata: {},
    };
    // Authorized rows skip PENDING: they are PROCESSING from creation.
    this.applyOutcome(row, t - this.o.delays.pendingMs, this.shape(row, this.outcome(t, type)), this.m.id, []);
    row.dateCreated = new Date(t);
    return row;
  }

  /** A checkout link with its payment; a completed one was paid from one of the end user's accounts. */
  private async checkoutLink(
    t: number,
    d: number,
    rows: TransactionInsert[],
    given: { plan?: { id: string; code: string; cycle: number; dueDate: string }; person?: Person; amount?: number; description?: string; owner?: string; tenantId?: string },
  ): Promise<string> {
    const r = this.r;
    const person = given.person ?? r.pick(this.people);
    const currency = person.country === 'COL' && r.chance(0.7) ? 'COP' : 'USD';
    const owner = given.owner ?? (r.chance(0.8) ? this.m.id : r.pick(this.m.subMerchantIds));
    const expires = given.plan ? t + 14 * DAY : r.chance(0.7) ? t + r.pick([1, 2, 7, 14, 30]) * DAY : null;
    const payable = person.accounts.filter((a) => a.currency === currency && a.from <= t && a.until > this.now);
    let status = r.weighted([['COMPLETED', 6], ['OPENED', 2], ['CREATED', 2]] as const);
    const paidAt = t + r.int(1, 72 * 60) * MINUTE;
    if (status === 'COMPLETED' && (!payable.length || paidAt >= this.now || (expires !== null && paidAt >= expires))) status = 'OPENED';
    const amount = given.amount ?? this.amountFor(currency, 'payment');
    const name = given.description ?? r.pick(currency === 'COP' ? CO_PAYMENT_ITEMS : PAYMENT_ITEMS);
    const payment = this.paymentRow(t, payable[0] ?? { id: '', code: '', endUserId: person.id, currency, status: '', from: 0, until: 0 }, amount, owner, given.tenantId ?? r.pick(this.m.tenantIds), name, given.plan ? 'RECURRING_PLAN' : 'CHECKOUT_LINK');
    Object.assign(payment, { originAccountId: null, originEndUserId: person.id, currency });
    if (given.plan) Object.assign(payment, { recurringPlanId: given.plan.id, dueDate: given.plan.dueDate });
    if (status === 'COMPLETED') {
      const account = r.pick(payable);
      Object.assign(payment, { originAccountId: account.id, originEndUserId: account.endUserId });
      // Payments made on the page are processed from the moment they are paid.
      await this.finishPayment(payment, paidAt, owner);
      payment.dateCreated = new Date(t);
    }
    // A paid link's payment settles on the payment day; keep it in the bucket of that day.
    if (status === 'COMPLETED' && Math.floor((paidAt - this.start) / DAY) !== d) this.schedule(paidAt, payment);
    else rows.push(payment);
    const expired = expires !== null && expires <= this.now;
    const linkId = `chk_${r.uuid()}`;
    const language = person.language;
    await this.emit('checkoutLinks', {
      id: linkId,
      code: r.code('CHK'),
      publicToken: newPublicToken(),
      merchantId: this.m.id,
      ownerMerchantId: owner,
      endUserId: person.id,
      transactionId: payment.id!,
      linkName: given.plan ? `${name}`.slice(0, 200) : name,
      linkDescription: given.plan ? `Cycle ${given.plan.cycle} of ${given.plan.code}, due ${given.plan.dueDate}` : r.chance(0.5) ? 'Thanks for shopping with Acme Outdoor Co' : null,
      backgroundColor: r.chance(0.3) ? '#f4f6f8' : null,
      sidebarBackgroundColor: r.chance(0.3) ? r.pick(['#0a2540', '#123524', '#f2f2f2']) : '#f2f2f2',
      sidebarTextColor: '#333333',
      mainContentBoxBackgroundColor: '#ffffff',
      mainContentBoxTextColor: '#333333',
      buttonColor: r.chance(0.5) ? r.pick(['#0a2540', '#1f7a4d', '#b4451f']) : null,
      buttonTextColor: null,
      defaultInstitutionId: null,
      primaryReference: r.chance(0.5) ? `CO-${r.int(10_000, 99_999)}` : null,
      secondaryReference: null,
      defaultLanguage: language,
      redirectUrl: r.chance(0.5) ? 'https://acme-outdoor.example/thanks' : null,
      expirationDate: expires === null ? null : new Date(expires),
      customConfirmationPage: r.chance(0.2),
      deliveryStatus: expired && status !== 'COMPLETED' ? r.pick(['CREATED', 'OPENED']) : status,
      recurringPlanId: given.plan?.id ?? null,
      metadata: given.plan ? { recurring_plan: given.plan.id, cycle: String(given.plan.cycle) } : {},
      dateCreated: new Date(t),
      dateUpdated: new Date(status === 'COMPLETED' ? paidAt : t),
    });
    this.summary.checkoutLinks++;
    return linkId;
  }

  private async emit<T extends Row['table']>(table: T, row: Extract<Row, { table: T }>['row']) {
    if (table === 'transactions') this.summary.transactions++;
    await this.sink.add({ table, row } as Row);
  }
}

const KIND_WEIGHTS = [
  ['PAYMENT', 82],
  ['PAYOUT', 9.5],
  ['TRANSFER', 6],
  ['AUTHORIZED', 2.5],
] as const;

/** Hours (GMT) weighted to American business hours. */
const HOUR_WEIGHTS = Array.from({ length: 24 }, (_, h) => [h, h >= 13 && h <= 23 ? 6 : h <= 3 ? 3 : 1] as const);

function blank(merchantId: string, ownerMerchantId: string, t: number): TransactionInsert {
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

/** What settle() groups into deposits (service/deposits/settle.ts, depositEligible). */
function isDepositEligible(row: TransactionInsert): boolean {
  return (row.type === 'PAYMENT' && !row.destinationAccountId) || ((row.type === 'REFUND' || row.type === 'REVERSAL') && Boolean(row.parentId));
}

const pad = (n: number) => String(n).padStart(2, '0');
const startOfDay = (t: number) => Math.floor(t / DAY) * DAY;
const isoDate = (t: number) => new Date(t).toISOString().slice(0, 10);
