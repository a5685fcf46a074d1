import { sql } from 'drizzle-orm';
import { STATEMENT_FORMATS } from '../../core/reconciliation';
import {
  bigint,
  bigserial,
  boolean,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/** Money: integer minor units. bigint in the database, a JS number (exact below 2^53) in code. */
const money = (name: string) => bigint(name, { mode: 'number' });
const ts = (name: string) => timestamp(name, { withTimezone: true, precision: 3, mode: 'date' });
const createdAt = () => ts('date_created_gmt').notNull().defaultNow();
const updatedAt = () => ts('date_updated_gmt').notNull().defaultNow();

export type Metadata = Record<string, string>;

export const settings = pgTable('service_settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
});

export const merchants = pgTable(
  'merchants',
  {
    id: text('id').primaryKey(),
    code: text('code').notNull().unique(),
    name: text('name').notNull(),
    country: text('country').notNull().default('USA'),
    defaultCurrency: text('default_currency').notNull().default('USD'),
    parentId: text('parent_id'),
    /** Pricing: variable fee in basis points of the amount, plus a fixed fee in minor units. */
    feeBasisPoints: integer('fee_basis_points').notNull().default(290),
    feeFixed: integer('fee_fixed').notNull().default(30),
    settlementAccountId: text('settlement_account_id'),
    /** The business day (docs/reports.md): the IANA zone and HH:MM cut-off the reports, the overview and deposits' days use. */
    businessTimeZone: text('business_time_zone').notNull().default('UTC'),
    businessDayCutoff: text('business_day_cutoff').notNull().default('00:00'),
    dateCreated: createdAt(),
  },
  (t) => [index('merchants_parent_idx').on(t.parentId)],
);

export const apiClients = pgTable('api_clients', {
  clientId: text('client_id').primaryKey(),
  merchantId: text('merchant_id').notNull(),
  name: text('name').notNull(),
  secretHash: text('secret_hash').notNull(),
  scopes: text('scopes').notNull(),
  disabled: boolean('disabled').notNull().default(false),
  dateCreated: createdAt(),
  /** Who made it in the console (a staff email), when made there. */
  createdBy: text('created_by'),
  /** When a token was last issued or accepted for it (at most a minute stale; service/oauth/clients.ts). */
  lastUsedAt: ts('last_used_at'),
  /** After a rotation the previous secret still obtains tokens until it expires. */
  previousSecretHash: text('previous_secret_hash'),
  previousSecretExpiresAt: ts('previous_secret_expires_at'),
  disabledAt: ts('disabled_at'),
  /** The console's own client (the demo client, MERCHANT_API_CLIENT_ID): the API never rotates or revokes it. */
  protected: boolean('protected').notNull().default(false),
  /**
   * Raised by a rotation without grace and by a revocation: a token carries the generation it was issued under
   * (claim `gen`) and is refused once the client's is higher, so the old tokens end at once.
   */
  tokenGeneration: integer('token_generation').notNull().default(0),
});

export const tenants = pgTable(
  'tenants',
  {
    id: text('id').primaryKey(),
    merchantId: text('merchant_id').notNull(),
    name: text('name').notNull(),
    dateCreated: createdAt(),
  },
  (t) => [index('tenants_merchant_idx').on(t.merchantId)],
);

export const institutions = pgTable('institutions', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  country: text('country').notNull(),
  requiresValidation: boolean('requires_validation').notNull().default(false),
  dateCreated: createdAt(),
});

export const endUsers = pgTable(
  'end_users',
  {
    id: text('id').primaryKey(),
    code: text('code').notNull().unique(),
    merchantId: text('merchant_id').notNull(),
    ownerMerchantId: text('owner_merchant_id').notNull(),
    type: text('type').notNull(),
    firstName: text('first_name'),
    lastName: text('last_name'),
    organization: text('organization'),
    organizationLegalName: text('organization_legal_name'),
    localId: text('local_id'),
    localIdType: text('local_id_type'),
    localIdCountry: text('local_id_country'),
    dateOfBirth: text('date_of_birth'),
    email: text('email'),
    phoneCountryCode: text('phone_country_code'),
    phoneNumber: text('phone_number'),
    address: jsonb('address').$type<Record<string, string | null>>(),
    preferredLanguage: text('preferred_language'),
    note: text('note'),
    primaryReference: text('primary_reference'),
    secondaryReference: text('secondary_reference'),
    metadata: jsonb('metadata').$type<Metadata>().notNull().default({}),
    creationSource: text('creation_source').notNull().default('MERCHANT_API'),
    dateCreated: createdAt(),
    dateUpdated: updatedAt(),
  },
  (t) => [
    index('end_users_merchant_created_idx').on(t.merchantId, t.dateCreated.desc(), t.id.desc()),
    index('end_users_email_idx').on(t.merchantId, sql`lower(${t.email})`),
    index('end_users_local_id_idx').on(t.merchantId, t.localId),
    index('end_users_primary_ref_idx').on(t.merchantId, t.primaryReference),
    index('end_users_secondary_ref_idx').on(t.merchantId, t.secondaryReference),
    index('end_users_last_name_idx').on(t.merchantId, t.lastName),
    index('end_users_first_name_idx').on(t.merchantId, t.firstName),
    index('end_users_organization_idx').on(t.merchantId, t.organization),
    index('end_users_owner_idx').on(t.merchantId, t.ownerMerchantId),
  ],
);

/**
 * The words of end users' names and of transactions' descriptions (accent-free, lower case, letters only), filled by
 * triggers on end_users (migration 0024) and transactions (0026): search corrects a typed word against these
 * (docs/search.md, "Typos"). Words are never removed: a word no longer anyone's only offers a spelling that matches
 * nothing.
 */
export const searchWords = pgTable('search_words', { word: text('word').primaryKey() });

export const accounts = pgTable(
  'accounts',
  {
    id: text('id').primaryKey(),
    code: text('code').notNull().unique(),
    merchantId: text('merchant_id').notNull(),
    ownerMerchantId: text('owner_merchant_id').notNull(),
    endUserId: text('end_user_id'),
    institutionId: text('institution_id').notNull(),
    sourceConnectLinkId: text('source_connect_link_id'),
    currentStatus: text('current_status').notNull(),
    requiresAccountValidation: boolean('requires_account_validation').notNull().default(false),
    pendingAccountValidations: jsonb('pending_account_validations').$type<{ slug: string; action: string }[] | null>(),
    remarks: text('remarks'),
    /** Public token (tok_) usable in authorize requests instead of the uuid. */
    token: text('token').notNull().unique(),
    accountNumberHash: text('account_number_hash'),
    routingNumber: text('routing_number'),
    last4: text('last_4').notNull(),
    type: text('type').notNull().default('DEPOSITORY'),
    subtype: text('subtype').notNull().default('CHECKING'),
    currency: text('currency').notNull().default('USD'),
    capabilities: jsonb('capabilities').$type<string[]>().notNull().default([]),
    enabledRealTimePayouts: boolean('enabled_real_time_payouts').notNull().default(false),
    disconnectionReason: text('disconnection_reason'),
    disconnectionNote: text('disconnection_note'),
    primaryReference: text('primary_reference'),
    secondaryReference: text('secondary_reference'),
    metadata: jsonb('metadata').$type<Metadata>().notNull().default({}),
    creationSource: text('creation_source').notNull().default('MERCHANT_API'),
    dateCreated: createdAt(),
    dateUpdated: updatedAt(),
  },
  (t) => [
    index('accounts_merchant_created_idx').on(t.merchantId, t.dateCreated.desc(), t.id.desc()),
    index('accounts_end_user_idx').on(t.endUserId),
    index('accounts_merchant_last4_idx').on(t.merchantId, t.last4),
    index('accounts_merchant_institution_idx').on(t.merchantId, t.institutionId),
    index('accounts_merchant_status_idx').on(t.merchantId, t.currentStatus),
    index('accounts_primary_ref_idx').on(t.merchantId, t.primaryReference),
    index('accounts_secondary_ref_idx').on(t.merchantId, t.secondaryReference),
    index('accounts_owner_idx').on(t.merchantId, t.ownerMerchantId),
    /** One live connection of a bank account per end user: connecting it again is a 409. */
    uniqueIndex('accounts_live_number_idx')
      .on(t.merchantId, t.endUserId, t.institutionId, t.accountNumberHash)
      .where(sql`${t.currentStatus} <> 'DISCONNECTED'`),
  ],
);

export const connectLinks = pgTable(
  'connect_links',
  {
    id: text('id').primaryKey(),
    code: text('code').notNull().unique(),
    /** The hosted page's URL token: >= 128 random bits, never the short code. */
    publicToken: text('public_token').notNull().unique(),
    merchantId: text('merchant_id').notNull(),
    ownerMerchantId: text('owner_merchant_id').notNull(),
    endUserId: text('end_user_id').notNull(),
    introText: jsonb('intro_text').$type<Record<string, string>>().notNull(),
    backgroundColor: text('background_color'),
    buttonColor: text('button_color'),
    buttonTextColor: text('button_text_color'),
    contentBoxTextColor: text('content_box_text_color'),
    contentBackgroundColor: text('content_background_color'),
    defaultInstitutionId: text('default_institution_id'),
    primaryReference: text('primary_reference'),
    secondaryReference: text('secondary_reference'),
    defaultLanguage: text('default_language').notNull().default('en_US'),
    redirectUrl: text('redirect_url'),
    expirationDate: ts('expiration_date'),
    customConfirmationPage: boolean('custom_confirmation_page').notNull().default(false),
    deliveryStatus: text('delivery_status').notNull().default('CREATED'),
    accountId: text('account_id'),
    metadata: jsonb('metadata').$type<Metadata>().notNull().default({}),
    dateCreated: createdAt(),
    dateUpdated: updatedAt(),
  },
  (t) => [
    index('connect_links_merchant_created_idx').on(t.merchantId, t.dateCreated.desc(), t.id.desc()),
    index('connect_links_end_user_idx').on(t.endUserId),
    index('connect_links_status_idx').on(t.merchantId, t.deliveryStatus),
    index('connect_links_primary_ref_idx').on(t.merchantId, t.primaryReference),
    index('connect_links_secondary_ref_idx').on(t.merchantId, t.secondaryReference),
    index('connect_links_owner_idx').on(t.merchantId, t.ownerMerchantId),
  ],
);

export const transactions = pgTable(
  'transactions',
  {
    id: text('id').primaryKey(),
    code: text('code').notNull().unique(),
    merchantId: text('merchant_id').notNull(),
    /** The merchant or sub-merchant the row is for (merchant_id in requests and filters); defaults to the merchant. */
    ownerMerchantId: text('owner_merchant_id').notNull(),
    tenantId: text('tenant_id'),
    type: text('type').notNull(),
    status: text('status').notNull(),
    creationSource: text('creation_source').notNull().default('MERCHANT_API'),
    amount: money('amount').notNull(),
    currency: text('currency').notNull(),
    variableFee: money('variable_fee'),
    fixedFee: money('fixed_fee'),
    totalFee: money('total_fee'),
    netAmount: money('net_amount'),
    amountRefunded: money('amount_refunded').notNull().default(0),
    /** True when split_entries exist for it, so a list page loads entries only for rows that have some. */
    hasSplits: boolean('has_splits').notNull().default(false),
    description: text('description'),
    remarks: text('remarks'),
    declineReason: text('decline_reason'),
    /** Payments: the funding source. Transfers: the origin. */
    originAccountId: text('origin_account_id'),
    /** Payouts and deposits: the destination. Transfers: the destination. */
    destinationAccountId: text('destination_account_id'),
    /** Denormalized end users of the counterparty accounts, for the end_user_* filters. */
    originEndUserId: text('origin_end_user_id'),
    destinationEndUserId: text('destination_end_user_id'),
    statementDescriptor: text('statement_descriptor'),
    primaryReference: text('primary_reference'),
    secondaryReference: text('secondary_reference'),
    tertiaryReference: text('tertiary_reference'),
    customId: text('custom_id'),
    metadata: jsonb('metadata').$type<Metadata>().notNull().default({}),
    autoSendReceipt: boolean('auto_send_receipt').notNull().default(false),
    dueDate: text('due_date'),
    /** REFUND → the refunded payment. */
    parentId: text('parent_id'),
    /** REFUND: why (ACCIDENTAL_OR_DUPLICATE_CHARGE, FRAUDULENT, …) and the merchant's note. */
    refundReason: text('refund_reason'),
    refundNote: text('refund_note'),
    depositId: text('deposit_id'),
    recurringPlanId: text('recurring_plan_id'),
    /** When the sandbox processor should next look at it. */
    processAfter: ts('process_after'),
    settledAt: ts('settled_at'),
    dateCreated: createdAt(),
    dateUpdated: updatedAt(),
  },
  (t) => [
    index('trx_merchant_type_created_idx').on(t.merchantId, t.type, t.dateCreated.desc(), t.id.desc()),
    index('trx_merchant_type_status_idx').on(t.merchantId, t.type, t.status, t.dateCreated.desc(), t.id.desc()),
    index('trx_merchant_type_amount_idx').on(t.merchantId, t.type, t.amount),
    index('trx_tenant_idx').on(t.merchantId, t.type, t.tenantId, t.dateCreated.desc(), t.id.desc()),
    index('trx_owner_merchant_idx').on(t.merchantId, t.type, t.ownerMerchantId, t.dateCreated.desc(), t.id.desc()),
    index('trx_primary_ref_idx').on(t.merchantId, t.type, t.primaryReference),
    index('trx_secondary_ref_idx').on(t.merchantId, t.type, t.secondaryReference),
    /** description contains (case-insensitive): a trigram index serves ILIKE '%…%'. */
    index('trx_description_trgm_idx').using('gin', t.description.op('gin_trgm_ops')),
    index('trx_origin_account_idx').on(t.originAccountId),
    index('trx_destination_account_idx').on(t.destinationAccountId),
    /**
     * An end user's movements of one type, newest first, with the merchant (migration 0027): search reads each named
     * person's newest from the index alone (docs/search.md, "Indexes"); the lists' end user filters use the first
     * column.
     */
    index('trx_origin_end_user_type_created_idx').on(
      t.originEndUserId,
      t.type,
      t.dateCreated.desc(),
      t.id.desc(),
      t.merchantId,
    ),
    index('trx_destination_end_user_type_created_idx').on(
      t.destinationEndUserId,
      t.type,
      t.dateCreated.desc(),
      t.id.desc(),
      t.merchantId,
    ),
    index('trx_parent_idx').on(t.parentId),
    index('trx_deposit_idx').on(t.depositId),
    /**
     * A deposit's lines in the spec's order with what their totals and sorted pages read (service/deposits/queries.ts,
     * docs/reconciliation.md): a page is an index-only scan to its ids, the totals by type an index-only scan.
     */
    index('trx_deposit_lines_idx').on(
      t.depositId,
      t.dateCreated,
      t.id,
      t.merchantId,
      t.type,
      t.amount,
      t.totalFee,
      t.netAmount,
    ),
    index('trx_recurring_plan_idx').on(t.recurringPlanId),
    /** The sandbox processor's queue: rows it still has to look at (null once final; see service/processor). */
    index('trx_process_after_idx')
      .on(t.processAfter)
      .where(sql`${t.processAfter} is not null`),
    index('trx_unsettled_idx')
      .on(t.merchantId, t.currency)
      .where(sql`${t.settledAt} is not null and ${t.depositId} is null`),
  ],
);

/** Split payment entries: one per recipient plus the merchant's remainder (spec 2.3). */
export const splitEntries = pgTable(
  'split_entries',
  {
    id: text('id').primaryKey(),
    transactionId: text('transaction_id').notNull(),
    position: integer('position').notNull(),
    merchantId: text('merchant_id').notNull(),
    tenantId: text('tenant_id'),
    isRemainder: boolean('is_remainder').notNull().default(false),
    /** As requested: "25%" or "1000". Null for the remainder. */
    requestedAmount: text('requested_amount'),
    amount: money('amount').notNull(),
    variableFee: money('variable_fee'),
    fixedFee: money('fixed_fee'),
    totalFee: money('total_fee'),
    netAmount: money('net_amount'),
    description: text('description'),
    primaryReference: text('primary_reference'),
    secondaryReference: text('secondary_reference'),
  },
  (t) => [index('split_entries_trx_idx').on(t.transactionId, t.position)],
);

/** Double-entry ledger: every money movement writes rows summing to zero per transaction and currency. */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    transactionId: text('transaction_id').notNull(),
    merchantId: text('merchant_id').notNull(),
    /** merchant:mer_… (a merchant's or sub-merchant's balance), account:acc_… (a bank account), fees, settlement:mer_… */
    ledgerAccount: text('ledger_account').notNull(),
    /** principal, fee, reversal or settlement (see service/ledger). */
    kind: text('kind').notNull(),
    currency: text('currency').notNull(),
    amount: money('amount').notNull(),
    dateCreated: createdAt(),
  },
  (t) => [
    index('ledger_trx_idx').on(t.transactionId),
    index('ledger_account_idx').on(t.ledgerAccount, t.currency),
    /** The balance report (service/reports): a merchant's legs of one currency up to an instant. */
    index('ledger_merchant_currency_created_idx').on(t.merchantId, t.currency, t.dateCreated),
  ],
);

/**
 * A deposit's lines summed from the ledger when settlement made it (service/deposits/settle.ts, in the same
 * transaction; the migration that added it filled it for older deposits): the payout reconciliation report's totals
 * read one row per deposit instead of every line's legs (docs/reports.md). A deposit without a row is summed live.
 */
export const depositSums = pgTable('deposit_sums', {
  depositId: text('deposit_id').primaryKey(),
  /** Transactions the deposit groups. */
  lineCount: integer('line_count').notNull(),
  /** −(their legs on the platform's `fees` account) in the deposit's currency. */
  fees: money('fees').notNull(),
  /** Their legs on the merchant balances in the deposit's currency (= the deposit's amount). */
  net: money('net').notNull(),
});

/**
 * The balance report's rollup (service/reports/queries.ts, migration 0017): the merchant legs of the ledger summed per
 * merchant, currency, category and UTC hour. A trigger on `ledger_entries` appends one delta per merchant leg in the
 * writing transaction (never an update of a shared row, so concurrent postings never wait on each other); the rollup
 * loop folds the deltas into `balance_hourly` (balance_compact()); readers add both. `count` is how many transactions
 * had their first merchant leg of that category in the hour, so counts add up across any split of time.
 */
export const balanceDeltas = pgTable(
  'balance_deltas',
  {
    merchantId: text('merchant_id').notNull(),
    currency: text('currency').notNull(),
    category: text('category').notNull(),
    hour: ts('hour').notNull(),
    count: integer('count').notNull(),
    amount: numeric('amount').notNull(),
  },
  (t) => [index('balance_deltas_scope_idx').on(t.merchantId, t.currency, t.hour)],
);

export const balanceHourly = pgTable(
  'balance_hourly',
  {
    merchantId: text('merchant_id').notNull(),
    currency: text('currency').notNull(),
    hour: ts('hour').notNull(),
    category: text('category').notNull(),
    count: bigint('count', { mode: 'number' }).notNull(),
    amount: numeric('amount').notNull(),
  },
  (t) => [primaryKey({ columns: [t.merchantId, t.currency, t.hour, t.category] })],
);

export const checkoutLinks = pgTable(
  'checkout_links',
  {
    id: text('id').primaryKey(),
    code: text('code').notNull().unique(),
    publicToken: text('public_token').notNull().unique(),
    merchantId: text('merchant_id').notNull(),
    ownerMerchantId: text('owner_merchant_id').notNull(),
    endUserId: text('end_user_id').notNull(),
    transactionId: text('transaction_id').notNull(),
    linkName: text('link_name').notNull(),
    linkDescription: text('link_description'),
    backgroundColor: text('background_color'),
    sidebarBackgroundColor: text('sidebar_background_color'),
    sidebarTextColor: text('sidebar_text_color'),
    mainContentBoxBackgroundColor: text('main_content_box_background_color'),
    mainContentBoxTextColor: text('main_content_box_text_color'),
    buttonColor: text('button_color'),
    buttonTextColor: text('button_text_color'),
    defaultInstitutionId: text('default_institution_id'),
    primaryReference: text('primary_reference'),
    secondaryReference: text('secondary_reference'),
    defaultLanguage: text('default_language').notNull().default('en_US'),
    redirectUrl: text('redirect_url'),
    expirationDate: ts('expiration_date'),
    customConfirmationPage: boolean('custom_confirmation_page').notNull().default(false),
    deliveryStatus: text('delivery_status').notNull().default('CREATED'),
    recurringPlanId: text('recurring_plan_id'),
    metadata: jsonb('metadata').$type<Metadata>().notNull().default({}),
    dateCreated: createdAt(),
    dateUpdated: updatedAt(),
  },
  (t) => [
    index('checkout_links_merchant_created_idx').on(t.merchantId, t.dateCreated.desc(), t.id.desc()),
    index('checkout_links_end_user_idx').on(t.endUserId),
    index('checkout_links_status_idx').on(t.merchantId, t.deliveryStatus),
    index('checkout_links_primary_ref_idx').on(t.merchantId, t.primaryReference),
    index('checkout_links_secondary_ref_idx').on(t.merchantId, t.secondaryReference),
    index('checkout_links_transaction_idx').on(t.transactionId),
    index('checkout_links_owner_idx').on(t.merchantId, t.ownerMerchantId),
  ],
);

export const recurringPlans = pgTable(
  'recurring_plans',
  {
    id: text('id').primaryKey(),
    code: text('code').notNull().unique(),
    merchantId: text('merchant_id').notNull(),
    ownerMerchantId: text('owner_merchant_id').notNull(),
    endUserId: text('end_user_id').notNull(),
    description: text('description'),
    processingMethod: text('processing_method').notNull(),
    status: text('status').notNull(),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }),
    totalCycleCount: integer('total_cycle_count'),
    cycleFrequency: text('cycle_frequency').notNull(),
    originAccountId: text('origin_account_id'),
    destinationAccountId: text('destination_account_id'),
    /** The transaction template: tenant_id, type, currency, amount, statement_descriptor, references, metadata. */
    transaction: jsonb('transaction').$type<Record<string, unknown>>().notNull(),
    primaryReference: text('primary_reference'),
    secondaryReference: text('secondary_reference'),
    metadata: jsonb('metadata').$type<Metadata>().notNull().default({}),
    /** The scheduler's cursor: the due date of the next cycle it has to create (or skip, while PAUSED); null = not computed yet. */
    nextCycleDate: date('next_cycle_date', { mode: 'string' }),
    dateCreated: createdAt(),
    dateUpdated: updatedAt(),
  },
  (t) => [
    index('recurring_plans_merchant_created_idx').on(t.merchantId, t.dateCreated.desc(), t.id.desc()),
    index('recurring_plans_status_idx').on(t.status),
    index('recurring_plans_next_cycle_idx').on(t.nextCycleDate),
    index('recurring_plans_merchant_status_idx').on(t.merchantId, t.status, t.dateCreated.desc(), t.id.desc()),
    index('recurring_plans_end_user_idx').on(t.endUserId),
    index('recurring_plans_owner_idx').on(t.merchantId, t.ownerMerchantId),
    index('recurring_plans_primary_ref_idx').on(t.merchantId, t.primaryReference),
    index('recurring_plans_secondary_ref_idx').on(t.merchantId, t.secondaryReference),
  ],
);

/** One row per generated cycle; the unique key makes a cycle happen exactly once. */
export const recurringCycles = pgTable(
  'recurring_cycles',
  {
    planId: text('plan_id').notNull(),
    cycle: integer('cycle').notNull(),
    dueDate: date('due_date', { mode: 'string' }).notNull(),
    transactionId: text('transaction_id'),
    checkoutLinkId: text('checkout_link_id'),
    dateCreated: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.planId, t.cycle] })],
);

export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    clientId: text('client_id').notNull(),
    key: text('key').notNull(),
    requestHash: text('request_hash').notNull(),
    state: text('state').notNull(),
    responseStatus: integer('response_status'),
    responseBody: text('response_body'),
    dateCreated: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.clientId, t.key] }), index('idempotency_created_idx').on(t.dateCreated)],
);

/**
 * Overview rollups (service/analytics/rollups.ts). A trigger on `transactions` (migration 0001) appends a
 * delta row for every change that moves a figure of the overview, in the writing transaction; the
 * background loop folds the deltas into the hourly and payer-daily tables. Readers add both, so a figure
 * is exact whether or not the deltas were folded yet. Deltas are only ever inserted, so concurrent
 * writes never wait on a shared counter row. The hourly and payer-monthly rollups hold each group twice (migration
 * 0008): once per owner (merchant or sub-merchant) and once for all of them, `owner_merchant_id = '*'` (ALL_OWNERS),
 * so the merchant's overview reads one row per payer and month instead of one per payer, month and owner.
 */
const rollupMoney = (name: string) => numeric(name).notNull();

export const analyticsDeltas = pgTable(
  'analytics_deltas',
  {
    merchantId: text('merchant_id').notNull(),
    currency: text('currency').notNull(),
    type: text('type').notNull(),
    hour: ts('hour').notNull(),
    status: text('status').notNull(),
    ownerMerchantId: text('owner_merchant_id').notNull(),
    /** The payer, on succeeded payments only (for the top end users). */
    endUserId: text('end_user_id'),
    count: integer('count').notNull(),
    amount: rollupMoney('amount'),
    totalFee: rollupMoney('total_fee'),
    netAmount: rollupMoney('net_amount'),
  },
  (t) => [index('analytics_deltas_scope_idx').on(t.merchantId, t.currency, t.type, t.hour)],
);

export const analyticsHourly = pgTable(
  'analytics_hourly',
  {
    merchantId: text('merchant_id').notNull(),
    currency: text('currency').notNull(),
    type: text('type').notNull(),
    hour: ts('hour').notNull(),
    status: text('status').notNull(),
    ownerMerchantId: text('owner_merchant_id').notNull(),
    count: bigint('count', { mode: 'number' }).notNull(),
    amount: rollupMoney('amount'),
    totalFee: rollupMoney('total_fee'),
    netAmount: rollupMoney('net_amount'),
  },
  (t) => [
    primaryKey({ columns: [t.merchantId, t.currency, t.type, t.hour, t.status, t.ownerMerchantId] }),
    index('analytics_hourly_owner_type_hour_idx').on(t.merchantId, t.ownerMerchantId, t.type, t.hour),
  ],
);

export const analyticsPayerDaily = pgTable(
  'analytics_payer_daily',
  {
    merchantId: text('merchant_id').notNull(),
    currency: text('currency').notNull(),
    /** The UTC day. */
    day: date('day', { mode: 'string' }).notNull(),
    endUserId: text('end_user_id').notNull(),
    ownerMerchantId: text('owner_merchant_id').notNull(),
    count: bigint('count', { mode: 'number' }).notNull(),
    amount: rollupMoney('amount'),
  },
  (t) => [primaryKey({ columns: [t.merchantId, t.currency, t.day, t.endUserId, t.ownerMerchantId] })],
);

/** The same per UTC calendar month (`month` is its first day): a long period reads whole months here. */
export const analyticsPayerMonthly = pgTable(
  'analytics_payer_monthly',
  {
    merchantId: text('merchant_id').notNull(),
    currency: text('currency').notNull(),
    month: date('month', { mode: 'string' }).notNull(),
    endUserId: text('end_user_id').notNull(),
    ownerMerchantId: text('owner_merchant_id').notNull(),
    count: bigint('count', { mode: 'number' }).notNull(),
    amount: rollupMoney('amount'),
  },
  (t) => [
    primaryKey({ columns: [t.merchantId, t.currency, t.month, t.endUserId, t.ownerMerchantId] }),
    index('analytics_payer_monthly_owner_month_idx').on(t.merchantId, t.currency, t.ownerMerchantId, t.month),
  ],
);

export const schema = {
  settings,
  merchants,
  apiClients,
  tenants,
  institutions,
  endUsers,
  accounts,
  connectLinks,
  transactions,
  splitEntries,
  ledgerEntries,
  checkoutLinks,
  recurringPlans,
  recurringCycles,
  idempotencyKeys,
  analyticsDeltas,
  analyticsHourly,
  analyticsPayerDaily,
  analyticsPayerMonthly,
};

/**
 * The events outbox (service/events/). Triggers on transactions, accounts, connect_links, checkout_links,
 * recurring_plans and recurring_cycles (migration 0002) write one row per state change in the writing
 * transaction, so an event exists exactly when its change committed. `dispatched` turns true once the
 * webhook worker has fanned it out to the endpoints subscribed at that moment.
 */
export const events = pgTable(
  'events',
  {
    id: text('id').primaryKey(),
    seq: bigserial('seq', { mode: 'number' }).notNull(),
    merchantId: text('merchant_id').notNull(),
    type: text('type').notNull(),
    objectType: text('object_type').notNull(),
    objectId: text('object_id').notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    dispatched: boolean('dispatched').notNull().default(false),
    dateCreated: createdAt(),
  },
  (t) => [
    index('events_merchant_idx').on(t.merchantId, t.dateCreated.desc(), t.id.desc()),
    index('events_merchant_type_idx').on(t.merchantId, t.type, t.dateCreated.desc(), t.id.desc()),
    index('events_merchant_object_idx').on(t.merchantId, t.objectId, t.dateCreated.desc(), t.id.desc()),
    index('events_undispatched_idx')
      .on(t.seq)
      .where(sql`not ${t.dispatched}`),
  ],
);

/** Where a merchant wants its events POSTed (service/webhooks/). */
export const webhookEndpoints = pgTable(
  'webhook_endpoints',
  {
    id: text('id').primaryKey(),
    merchantId: text('merchant_id').notNull(),
    url: text('url').notNull(),
    description: text('description'),
    /** Event types, or ['*'] for all. */
    eventTypes: jsonb('event_types').$type<string[]>().notNull(),
    status: text('status').notNull().default('ENABLED'),
    disabledReason: text('disabled_reason'),
    /** Standard Webhooks secret (`whsec_…`); kept readable because the sender signs with it. */
    secret: text('secret').notNull(),
    /** After a rotation the old secret also signs until it expires (receivers switch over). */
    previousSecret: text('previous_secret'),
    previousSecretExpiresAt: ts('previous_secret_expires_at'),
    /** Start of the current run of failed attempts (null after a success). */
    failingSince: ts('failing_since'),
    dateCreated: createdAt(),
    dateUpdated: updatedAt(),
  },
  (t) => [index('webhook_endpoints_merchant_idx').on(t.merchantId, t.dateCreated.desc(), t.id.desc())],
);

/** One event to one endpoint: PENDING until delivered (SUCCEEDED) or given up (FAILED). */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: text('id').primaryKey(),
    merchantId: text('merchant_id').notNull(),
    endpointId: text('endpoint_id').notNull(),
    eventId: text('event_id').notNull(),
    eventSeq: bigint('event_seq', { mode: 'number' }).notNull(),
    objectId: text('object_id').notNull(),
    status: text('status').notNull().default('PENDING'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: ts('next_attempt_at').notNull(),
    lastAttemptAt: ts('last_attempt_at'),
    lastResponseStatus: integer('last_response_status'),
    dateCreated: createdAt(),
  },
  (t) => [
    index('webhook_deliveries_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.status} = 'PENDING'`),
    index('webhook_deliveries_order_idx')
      .on(t.endpointId, t.objectId, t.eventSeq)
      .where(sql`${t.status} = 'PENDING'`),
    index('webhook_deliveries_endpoint_idx').on(t.endpointId, t.dateCreated.desc(), t.id.desc()),
    index('webhook_deliveries_event_idx').on(t.eventId),
  ],
);

/** Every HTTP attempt of a delivery: the delivery log. */
export const webhookAttempts = pgTable(
  'webhook_attempts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    deliveryId: text('delivery_id').notNull(),
    endpointId: text('endpoint_id').notNull(),
    eventId: text('event_id').notNull(),
    attemptedAt: ts('attempted_at').notNull(),
    responseStatus: integer('response_status'),
    latencyMs: integer('latency_ms').notNull(),
    responseExcerpt: text('response_excerpt'),
    error: text('error'),
  },
  (t) => [index('webhook_attempts_delivery_idx').on(t.deliveryId, t.id)],
);

/**
 * The request log (service/request-logs/): one row per API request of a merchant's clients, written in batches
 * off the request's path; bodies redacted and capped; purged after 30 days by the background loop.
 */
export const requestLogs = pgTable(
  'request_logs',
  {
    requestId: text('request_id').primaryKey(),
    merchantId: text('merchant_id').notNull(),
    clientId: text('client_id').notNull(),
    method: text('method').notNull(),
    path: text('path').notNull(),
    query: text('query'),
    status: integer('status').notNull(),
    idempotencyKey: text('idempotency_key'),
    latencyMs: integer('latency_ms').notNull(),
    requestBody: text('request_body'),
    responseBody: text('response_body'),
    dateCreated: ts('date_created_gmt').notNull(),
  },
  (t) => [
    index('request_logs_merchant_idx').on(t.merchantId, t.dateCreated.desc(), t.requestId.desc()),
    index('request_logs_merchant_status_idx').on(
      t.merchantId,
      sql`(${t.status} / 100)`,
      t.dateCreated.desc(),
      t.requestId.desc(),
    ),
    index('request_logs_merchant_path_idx').on(t.merchantId, t.path, t.dateCreated.desc(), t.requestId.desc()),
    index('request_logs_merchant_client_idx').on(t.merchantId, t.clientId, t.dateCreated.desc(), t.requestId.desc()),
    index('request_logs_date_brin_idx').using('brin', t.dateCreated),
  ],
);

/**
 * Disputes and returns (docs/disputes.md): one case per disputed or returned payment, opened by the sandbox
 * processor with the REVERSAL or RETURN transaction that took the money (`debit_transaction_id`), and on a win
 * the transaction that put it back (`credit_transaction_id`). `process_after` is when the processor next looks at
 * it: the respond-by deadline while it needs a response, the end of the review once evidence is submitted; null
 * once decided.
 */
export const cases = pgTable(
  'cases',
  {
    id: text('id').primaryKey(),
    code: text('code').notNull().unique(),
    merchantId: text('merchant_id').notNull(),
    ownerMerchantId: text('owner_merchant_id').notNull(),
    kind: text('kind').notNull(),
    reason: text('reason').notNull(),
    status: text('status').notNull(),
    amount: money('amount').notNull(),
    currency: text('currency').notNull(),
    paymentId: text('payment_id').notNull(),
    debitTransactionId: text('debit_transaction_id').notNull(),
    creditTransactionId: text('credit_transaction_id'),
    payerEndUserId: text('payer_end_user_id'),
    respondBy: ts('respond_by').notNull(),
    responseText: text('response_text'),
    submittedAt: ts('submitted_at'),
    decidedAt: ts('decided_at'),
    processAfter: ts('process_after'),
    dateCreated: createdAt(),
    dateUpdated: updatedAt(),
  },
  (t) => [
    index('cases_merchant_created_idx').on(t.merchantId, t.dateCreated.desc(), t.id.desc()),
    index('cases_merchant_status_idx').on(t.merchantId, t.status, t.dateCreated.desc(), t.id.desc()),
    index('cases_merchant_kind_idx').on(t.merchantId, t.kind, t.dateCreated.desc(), t.id.desc()),
    index('cases_merchant_reason_idx').on(t.merchantId, t.reason, t.dateCreated.desc(), t.id.desc()),
    /** "Due soon": open cases by deadline. */
    index('cases_merchant_status_due_idx').on(t.merchantId, t.status, t.respondBy, t.id),
    index('cases_payment_idx').on(t.paymentId),
    index('cases_payer_idx').on(t.merchantId, t.payerEndUserId, t.dateCreated.desc(), t.id.desc()),
    index('cases_debit_idx').on(t.debitTransactionId),
    index('cases_credit_idx').on(t.creditTransactionId),
    index('cases_process_after_idx')
      .on(t.processAfter)
      .where(sql`${t.processAfter} is not null`),
  ],
);

/** Evidence files of a case (docs/disputes.md: types and size limits), stored base64 in the database. */
export const caseEvidence = pgTable(
  'case_evidence',
  {
    id: text('id').primaryKey(),
    caseId: text('case_id').notNull(),
    merchantId: text('merchant_id').notNull(),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    sha256: text('sha256').notNull(),
    contentBase64: text('content_base64').notNull(),
    dateCreated: createdAt(),
  },
  (t) => [index('case_evidence_case_idx').on(t.caseId, t.dateCreated, t.id)],
);

/** The merchant's bank accounts (docs/reconciliation.md, "Bank accounts"): a statement is imported into one. */
export const reconBankAccounts = pgTable(
  'recon_bank_accounts',
  {
    id: text('id').primaryKey(),
    merchantId: text('merchant_id').notNull(),
    name: text('name').notNull(),
    currency: text('currency').notNull(),
    /** IBAN or account number, upper-cased without spaces: how a statement file names the account. */
    accountNumber: text('account_number').notNull(),
    bankName: text('bank_name'),
    /** Which of the merchant's money the bank shows on it: DEPOSITS, PAYOUTS or BOTH. */
    carries: text('carries').notNull().default('BOTH'),
    createdBy: text('created_by').notNull(),
    dateCreated: createdAt(),
  },
  (t) => [uniqueIndex('recon_bank_accounts_number_idx').on(t.merchantId, t.accountNumber, t.currency)],
);

/** A month of one bank account signed off by finance, with the figures it had then (docs/reconciliation.md). */
export const reconSignOffs = pgTable(
  'recon_sign_offs',
  {
    id: text('id').primaryKey(),
    merchantId: text('merchant_id').notNull(),
    bankAccountId: text('bank_account_id').notNull(),
    /** YYYY-MM. */
    month: text('month').notNull(),
    signedBy: text('signed_by').notNull(),
    note: text('note'),
    /** The close view's days and totals when signed. */
    figures: jsonb('figures').$type<Record<string, unknown>>().notNull(),
    dateCreated: createdAt(),
  },
  (t) => [index('recon_sign_offs_month_idx').on(t.merchantId, t.bankAccountId, t.month, t.dateCreated)],
);

/** Bank reconciliation (docs/reconciliation.md): imported statements, their lines, matches, exceptions, audit. */
export const reconStatements = pgTable(
  'recon_statements',
  {
    id: text('id').primaryKey(),
    merchantId: text('merchant_id').notNull(),
    format: text('format', { enum: STATEMENT_FORMATS }).notNull(),
    fileName: text('file_name').notNull(),
    /** SHA-256 of the file's text: the same file imported twice is recognised by it. */
    sha256: text('sha256').notNull(),
    account: text('account'),
    bankStatementId: text('bank_statement_id'),
    currency: text('currency'),
    openingBalance: money('opening_balance'),
    closingBalance: money('closing_balance'),
    lineCount: integer('line_count').notNull(),
    creditTotal: money('credit_total').notNull(),
    debitTotal: money('debit_total').notNull(),
    firstDate: date('first_date', { mode: 'string' }),
    lastDate: date('last_date', { mode: 'string' }),
    importedBy: text('imported_by').notNull(),
    dateCreated: createdAt(),
    bankAccountId: text('bank_account_id'),
    /** SHA-256 of the account, period and normalized lines: the same money in any format (docs/reconciliation.md). */
    fingerprint: text('fingerprint'),
    /** What the import found against the account's previous statement: gap, overlap, opening balance. */
    continuity: jsonb('continuity').$type<Record<string, unknown>[]>().notNull().default([]),
    voidedAt: ts('voided_at'),
    voidedBy: text('voided_by'),
    voidReason: text('void_reason'),
    /**
     * Set while the statement is being imported (the last time the import wrote to it), null once it is visible:
     * every read leaves such a statement and its lines out (docs/reconciliation.md, "Importing a statement").
     */
    importingAt: ts('importing_at'),
  },
  (t) => [
    uniqueIndex('recon_statements_hash_idx')
      .on(t.merchantId, t.sha256)
      .where(sql`${t.voidedAt} is null`),
    uniqueIndex('recon_statements_fingerprint_idx')
      .on(t.merchantId, t.fingerprint)
      .where(sql`${t.voidedAt} is null`),
    index('recon_statements_account_idx').on(t.bankAccountId, t.lastDate),
    index('recon_statements_merchant_idx').on(t.merchantId, t.dateCreated.desc(), t.id.desc()),
  ],
);

export const reconLines = pgTable(
  'recon_lines',
  {
    id: text('id').primaryKey(),
    merchantId: text('merchant_id').notNull(),
    statementId: text('statement_id').notNull(),
    lineNumber: integer('line_number').notNull(),
    valueDate: date('value_date', { mode: 'string' }).notNull(),
    bookingDate: date('booking_date', { mode: 'string' }),
    /** Signed minor units: a credit is positive, a debit negative. */
    amount: money('amount').notNull(),
    currency: text('currency').notNull(),
    reference: text('reference'),
    description: text('description'),
    counterparty: text('counterparty'),
    /** UNMATCHED, MATCHED, RESOLVED (explained without a deposit or payout) or VOID (its statement voided). */
    status: text('status').notNull().default('UNMATCHED'),
    note: text('note'),
    dateCreated: createdAt(),
    bankAccountId: text('bank_account_id'),
    /** A person unmatched it: automatic matching leaves it alone until a person decides again. */
    holdAuto: boolean('hold_auto').notNull().default(false),
    /** RESOLVED: BANK_FEE, INTEREST, OWN_TRANSFER or OTHER, with finance's note. */
    resolution: text('resolution'),
    resolutionNote: text('resolution_note'),
    resolvedBy: text('resolved_by'),
    resolvedAt: ts('resolved_at'),
  },
  (t) => [
    index('recon_lines_statement_idx').on(t.statementId, t.lineNumber),
    index('recon_lines_merchant_status_idx').on(t.merchantId, t.status, t.valueDate),
    index('recon_lines_merchant_date_idx').on(t.merchantId, t.valueDate),
  ],
);

/** One line ↔ one deposit or payout; several rows with the same group_id make a many-to-one match. */
export const reconMatches = pgTable(
  'recon_matches',
  {
    id: text('id').primaryKey(),
    merchantId: text('merchant_id').notNull(),
    lineId: text('line_id').notNull(),
    transactionId: text('transaction_id').notNull(),
    /** AUTO (and its rule) or MANUAL. */
    method: text('method').notNull(),
    rule: text('rule'),
    /** The line's amount minus the matched transactions' (0 unless finance accepted a difference). */
    difference: money('difference').notNull().default(0),
    /** What a non-zero difference is booked as: BANK_FEE, FX or ROUNDING. */
    adjustment: text('adjustment'),
    createdBy: text('created_by').notNull(),
    reason: text('reason'),
    dateCreated: createdAt(),
    unmatchedAt: ts('unmatched_at'),
    unmatchedBy: text('unmatched_by'),
    unmatchReason: text('unmatch_reason'),
  },
  (t) => [
    index('recon_matches_line_idx').on(t.lineId),
    /** A transaction is matched to at most one line at a time. */
    uniqueIndex('recon_matches_active_trx_idx')
      .on(t.transactionId)
      .where(sql`${t.unmatchedAt} is null`),
    index('recon_matches_merchant_idx').on(t.merchantId, t.dateCreated),
  ],
);

export const reconExceptions = pgTable(
  'recon_exceptions',
  {
    id: text('id').primaryKey(),
    merchantId: text('merchant_id').notNull(),
    /** UNMATCHED_LINE, MISSING_FROM_BANK or AMOUNT_DIFFERENCE. */
    kind: text('kind').notNull(),
    lineId: text('line_id'),
    transactionId: text('transaction_id'),
    amount: money('amount').notNull(),
    currency: text('currency').notNull(),
    /** AMOUNT_DIFFERENCE: the line's amount minus the transaction's. */
    difference: money('difference'),
    /** The day the item should have been reconciled from (its value date or the transaction's date). */
    since: date('since', { mode: 'string' }).notNull(),
    owner: text('owner'),
    note: text('note'),
    /** OPEN or RESOLVED. */
    status: text('status').notNull().default('OPEN'),
    resolution: text('resolution'),
    resolvedBy: text('resolved_by'),
    resolvedAt: ts('resolved_at'),
    dateCreated: createdAt(),
    dateUpdated: updatedAt(),
    /** The bank account (and statement, for a line) it belongs to: the queue's filters. */
    bankAccountId: text('bank_account_id'),
    statementId: text('statement_id'),
  },
  (t) => [
    index('recon_exceptions_queue_idx').on(t.merchantId, t.status, t.since, t.id),
    index('recon_exceptions_merchant_idx').on(t.merchantId, t.status, t.dateCreated.desc(), t.id.desc()),
    uniqueIndex('recon_exceptions_open_line_idx')
      .on(t.lineId)
      .where(sql`${t.status} = 'OPEN' and ${t.lineId} is not null`),
    uniqueIndex('recon_exceptions_open_trx_idx')
      .on(t.transactionId)
      .where(sql`${t.status} = 'OPEN' and ${t.transactionId} is not null and ${t.lineId} is null`),
    /** Whether a line or a transaction has any exception (refreshExceptions' `not exists`, any status). */
    index('recon_exceptions_line_idx').on(t.lineId),
    index('recon_exceptions_trx_idx').on(t.transactionId),
  ],
);

/** Every reconciliation decision: who, why, what. Append-only. */
export const reconAudit = pgTable(
  'recon_audit',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantId: text('merchant_id').notNull(),
    /** IMPORT, AUTO_MATCH, MATCH, UNMATCH, ANNOTATE, ASSIGN, RESOLVE, REOPEN, MAPPING, SETTINGS. */
    action: text('action').notNull(),
    subjectId: text('subject_id').notNull(),
    actor: text('actor').notNull(),
    /** The API client that made the call (the console's, or an integration's). */
    clientId: text('client_id'),
    reason: text('reason'),
    detail: jsonb('detail').$type<Record<string, unknown>>().notNull().default({}),
    dateCreated: createdAt(),
  },
  (t) => [
    index('recon_audit_subject_idx').on(t.merchantId, t.subjectId, t.id),
    index('recon_audit_merchant_idx').on(t.merchantId, t.id),
  ],
);

export const reconCsvMappings = pgTable(
  'recon_csv_mappings',
  {
    id: text('id').primaryKey(),
    merchantId: text('merchant_id').notNull(),
    name: text('name').notNull(),
    mapping: jsonb('mapping').$type<Record<string, unknown>>().notNull(),
    dateCreated: createdAt(),
  },
  (t) => [uniqueIndex('recon_csv_mappings_name_idx').on(t.merchantId, t.name)],
);

export const reconSettings = pgTable('recon_settings', {
  merchantId: text('merchant_id').primaryKey(),
  /** Value date within this many calendar days of the deposit's or payout's date. */
  dateToleranceDays: integer('date_tolerance_days').notNull().default(2),
  /** A deposit or payout the bank has not shown after this many business days (Mon–Fri) is an exception. */
  missingAfterBusinessDays: integer('missing_after_business_days').notNull().default(3),
  /** A difference up to this many minor units is matched and booked as `toleranceAdjustment`. */
  amountTolerance: integer('amount_tolerance').notNull().default(0),
  toleranceAdjustment: text('tolerance_adjustment').notNull().default('ROUNDING'),
  /** The merchant's bank holidays (YYYY-MM-DD): not business days. */
  bankHolidays: text('bank_holidays')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  dateUpdated: updatedAt(),
});
