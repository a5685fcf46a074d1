import { minorToDecimal } from '@/core/money/units';
import type { Account, CheckoutLink, ConnectLink, EndUser, RecurringPlan, Transaction } from '@/lib/merchant-api/types';
import type { Party } from '@/lib/lists/parties';
import type { ReconciliationException } from '@/lib/merchant-api/schemas/reconciliation';
import type { CellKind, CellValue } from '@/core/csv';

/**
 * The columns of each export. Headers are the API's field names; timestamps are ISO 8601 in UTC and say
 * so in their header ("date_created (UTC)"); every amount comes twice: `<name>_minor`, the integer the API
 * holds, and `<name>_formatted`, the same value in major units with the currency's ISO 4217 digits
 * ("1234.56", no symbol nor grouping, so spreadsheets read it as a number), computed exactly from the integer.
 */
export interface ExportColumn<T> {
  header: string;
  kind: CellKind;
  value(row: T): CellValue;
}

type Columns<T> = ExportColumn<T>[];

const text = <T>(header: string, value: (row: T) => CellValue): ExportColumn<T> => ({ header, kind: 'text', value });
const num = <T>(header: string, value: (row: T) => CellValue): ExportColumn<T> => ({ header, kind: 'number', value });

/** A normalized timestamp (already ISO 8601 UTC from lib/merchant-api) under a header naming the zone. */
const timestamp = <T>(name: string, value: (row: T) => string | null): ExportColumn<T> => ({
  header: `${name} (UTC)`,
  kind: 'text',
  value,
});

function money<T>(
  name: string,
  amount: (row: T) => number | null | undefined,
  currency: (row: T) => string | null | undefined,
): Columns<T> {
  return [
    num(`${name}_minor`, amount),
    num(`${name}_formatted`, (row) => {
      const minor = amount(row);
      return minor === null || minor === undefined ? null : minorToDecimal(minor, currency(row));
    }),
  ];
}

/** Key-value data as one JSON cell; empty when there is none. */
const keyValues = <T>(header: string, value: (row: T) => Record<string, string> | null | undefined): ExportColumn<T> =>
  text(header, (row) => {
    const data = value(row);
    return data && Object.keys(data).length ? JSON.stringify(data) : null;
  });

function endUserColumns<T>(prefix: string, endUser: (row: T) => EndUser | null): Columns<T> {
  return [
    text(`${prefix}_uuid`, (r) => endUser(r)?.uuid),
    text(`${prefix}_name`, (r) => endUser(r)?.displayName),
    text(`${prefix}_email`, (r) => endUser(r)?.email),
  ];
}

type TransactionKind = 'payment' | 'transfer' | 'payout' | 'deposit';

/** A transaction as exported: with who holds its end-user account when the lookup found it (lib/lists/parties-data.ts). */
export type ExportTransaction = Transaction & { counterparty?: Party | null };

const counterpartyColumns: Columns<ExportTransaction> = [
  text('counterparty_name', (t) => t.counterparty?.name),
  text('counterparty_institution', (t) => t.counterparty?.institution),
  text('counterparty_last_4', (t) => t.counterparty?.last4),
];

function transactionColumns(kind: TransactionKind): Columns<ExportTransaction> {
  const cur = (t: Transaction) => t.currency;
  const head: Columns<Transaction> = [
    text('uuid', (t) => t.uuid),
    text('code', (t) => t.code),
    text('type', (t) => t.type),
    text('status', (t) => t.status),
    timestamp('date_created', (t) => t.dateCreated),
    timestamp('date_updated', (t) => t.dateUpdated),
    text('currency', cur),
    ...money('amount', (t) => t.amount, cur),
    ...money('variable_fee', (t) => t.variableFee, cur),
    ...money('fixed_fee', (t) => t.fixedFee, cur),
    ...money('total_fee', (t) => t.totalFee, cur),
    ...money('net_amount', (t) => t.netAmount, cur),
  ];
  const accounts: Record<TransactionKind, Columns<Transaction>> = {
    payment: [
      ...money('amount_refunded', (t) => t.amountRefunded, cur),
      num('refunds_count', (t) => t.refunds?.length ?? null),
      text('funding_source_uuid', (t) => t.fundingSourceId ?? t.originAccountId),
      ...counterpartyColumns,
    ],
    transfer: [
      text('origin_account_uuid', (t) => t.originAccountId),
      text('destination_account_uuid', (t) => t.destinationAccountId),
      ...counterpartyColumns,
    ],
    payout: [text('destination_account_uuid', (t) => t.destinationAccountId), ...counterpartyColumns],
    deposit: [
      text('destination_account_uuid', (t) => t.destinationAccountId),
      num('related_transactions_count', (t) => t.relatedTransactionsCount),
    ],
  };
  return [
    ...head,
    ...accounts[kind],
    text('description', (t) => t.description),
    text('remarks', (t) => t.remarks),
    text('decline_reason', (t) => t.declineReason),
    text('tenant_id', (t) => t.tenantId),
    text('merchant_id', (t) => t.merchantId),
    text('creation_source', (t) => t.creationSource),
    text('statement_descriptor', (t) => t.statementDescriptor),
    text('primary_reference', (t) => t.primaryReference),
    text('secondary_reference', (t) => t.secondaryReference),
    text('due_date', (t) => t.dueDate),
    text('deposit_uuid', (t) => t.depositId),
    text('recurring_plan_uuid', (t) => t.recurringPlanId),
    keyValues('metadata', (t) => t.metadata),
  ];
}

const accountColumns: Columns<Account> = [
  text('uuid', (a) => a.uuid),
  text('code', (a) => a.code),
  text('current_status', (a) => a.currentStatus),
  timestamp('date_created', (a) => a.dateCreated),
  timestamp('date_updated', (a) => a.dateUpdated),
  text('institution_uuid', (a) => a.institution?.uuid),
  text('institution_name', (a) => a.institution?.name),
  text('last_4', (a) => a.last4),
  text('type', (a) => a.type),
  text('subtype', (a) => a.subtype),
  text('currency', (a) => a.currency),
  text('capabilities', (a) => a.capabilities.join(' ')),
  text('enabled_real_time_payouts', (a) => a.enabledRealTimePayouts),
  text('requires_account_validation', (a) => a.requiresAccountValidation),
  text('remarks', (a) => a.remarks),
  ...endUserColumns<Account>('end_user', (a) => a.endUser),
  text('merchant_id', (a) => a.merchantId),
  text('source_connect_link', (a) => a.sourceConnectLinkId),
  text('disconnection_reason', (a) => a.disconnectionReason),
  text('disconnection_note', (a) => a.disconnectionNote),
  text('creation_source', (a) => a.creationSource),
  text('primary_reference', (a) => a.primaryReference),
  text('secondary_reference', (a) => a.secondaryReference),
  keyValues('metadata', (a) => a.metadata),
];

const endUserListColumns: Columns<EndUser> = [
  text('uuid', (u) => u.uuid),
  text('code', (u) => u.code),
  text('type', (u) => u.type),
  timestamp('date_created', (u) => u.dateCreated),
  timestamp('date_updated', (u) => u.dateUpdated),
  text('name', (u) => u.displayName),
  text('first_name', (u) => u.firstName),
  text('last_name', (u) => u.lastName),
  text('organization', (u) => u.organization),
  text('organization_legal_name', (u) => u.organizationLegalName),
  text('email', (u) => u.email),
  text('phone_country_code', (u) => u.phoneNumber?.countryCode),
  text('phone_number', (u) => u.phoneNumber?.number),
  text('local_id', (u) => u.localId),
  text('local_id_type', (u) => u.localIdType),
  text('local_id_country', (u) => u.localIdCountry),
  text('date_of_birth', (u) => u.dateOfBirth),
  text('address_line_1', (u) => u.address?.addressLine1),
  text('address_line_2', (u) => u.address?.addressLine2),
  text('address_line_3', (u) => u.address?.addressLine3),
  text('locality', (u) => u.address?.locality),
  text('sublocality', (u) => u.address?.sublocality),
  text('administrative_district', (u) => u.address?.administrativeDistrict),
  text('postal_code', (u) => u.address?.postalCode),
  text('country', (u) => u.address?.country),
  text('preferred_language', (u) => u.preferredLanguage),
  text('note', (u) => u.note),
  text('merchant_id', (u) => u.merchantId),
  text('creation_source', (u) => u.creationSource),
  text('primary_reference', (u) => u.primaryReference),
  text('secondary_reference', (u) => u.secondaryReference),
  keyValues('metadata', (u) => u.metadata),
];

function linkColumns<T extends ConnectLink | CheckoutLink>(): Columns<T> {
  return [
    text('uuid', (l) => l.uuid),
    text('code', (l) => l.code),
    text('delivery_status', (l) => l.deliveryStatus),
    text('expired', (l) => l.expired),
    timestamp('expiration_date', (l) => l.expirationDate),
    timestamp('date_created', (l) => l.dateCreated),
    timestamp('date_updated', (l) => l.dateUpdated),
    text('url', (l) => l.url),
    ...endUserColumns<T>('end_user', (l) => l.endUser),
    text('default_institution_uuid', (l) => l.defaultInstitution?.uuid),
    text('default_language', (l) => l.defaultLanguage),
    text('redirect_url', (l) => l.redirectUrl),
    text('custom_confirmation_page', (l) => l.customConfirmationPage),
    text('merchant_id', (l) => l.merchantId),
    text('primary_reference', (l) => l.primaryReference),
    text('secondary_reference', (l) => l.secondaryReference),
    keyValues('metadata', (l) => l.metadata),
  ];
}

const connectLinkColumns: Columns<ConnectLink> = [
  ...linkColumns<ConnectLink>(),
  text('account_uuid', (l) => l.accountId),
  text('intro_text', (l) => l.introText[l.defaultLanguage] ?? Object.values(l.introText)[0] ?? null),
];

const checkoutLinkColumns: Columns<CheckoutLink> = [
  ...linkColumns<CheckoutLink>(),
  text('link_name', (l) => l.linkName),
  text('link_description', (l) => l.linkDescription),
  text('transaction_uuid', (l) => l.transactionId),
  text('transaction_status', (l) => l.transaction?.status),
  text('transaction_currency', (l) => l.transaction?.currency),
  ...money<CheckoutLink>(
    'transaction_amount',
    (l) => l.transaction?.amount,
    (l) => l.transaction?.currency,
  ),
  text('recurring_plan_uuid', (l) => l.recurringPlanId),
];

const recurringPlanColumns: Columns<RecurringPlan> = [
  text('uuid', (p) => p.uuid),
  text('code', (p) => p.code),
  text('status', (p) => p.status),
  timestamp('date_created', (p) => p.dateCreated),
  timestamp('date_updated', (p) => p.dateUpdated),
  text('description', (p) => p.description),
  text('processing_method', (p) => p.processingMethod),
  text('cycle_frequency', (p) => p.cycleFrequency),
  text('start_date', (p) => p.startDate),
  text('end_date', (p) => p.endDate),
  num('total_cycle_count', (p) => p.totalCycleCount),
  text('next_due_date', (p) => p.nextDueDate),
  text('transaction_type', (p) => p.transaction?.type),
  text('currency', (p) => p.transaction?.currency),
  ...money<RecurringPlan>(
    'amount',
    (p) => p.transaction?.amount,
    (p) => p.transaction?.currency,
  ),
  text('tenant_id', (p) => p.transaction?.tenantId),
  text('statement_descriptor', (p) => p.transaction?.statementDescriptor),
  ...endUserColumns<RecurringPlan>('end_user', (p) => p.endUser),
  text('origin_account_uuid', (p) => p.originAccountId),
  text('destination_account_uuid', (p) => p.destinationAccountId),
  text('merchant_id', (p) => p.merchantId),
  text('primary_reference', (p) => p.primaryReference),
  text('secondary_reference', (p) => p.secondaryReference),
  keyValues('metadata', (p) => p.metadata),
];

/** The reconciliation queue's exceptions (docs/reconciliation.md, "The exceptions queue"), as filtered on screen. */
const reconciliationColumns: Columns<ReconciliationException> = [
  text('uuid', (e) => e.uuid),
  text('kind', (e) => e.kind),
  text('status', (e) => e.status),
  text('subject_type', (e) => e.subject?.type),
  text('subject_uuid', (e) => e.subject?.uuid ?? e.line_id ?? e.transaction_id),
  text('subject_code', (e) => e.subject?.code),
  text('subject_reference', (e) => e.subject?.reference ?? e.subject?.description),
  text('currency', (e) => e.currency),
  ...money<ReconciliationException>(
    'amount',
    (e) => e.amount,
    (e) => e.currency,
  ),
  ...money<ReconciliationException>(
    'difference',
    (e) => e.difference,
    (e) => e.currency,
  ),
  text('since', (e) => e.since),
  num('age_days', (e) => e.age_days),
  text('owner', (e) => e.owner),
  text('note', (e) => e.note),
  text('bank_account_id', (e) => e.bank_account_id),
  text('statement_id', (e) => e.statement_id),
];

/** Every exportable list, by the console path segment it lives under. */
export const EXPORT_COLUMNS = {
  payments: transactionColumns('payment'),
  transfers: transactionColumns('transfer'),
  payouts: transactionColumns('payout'),
  deposits: transactionColumns('deposit'),
  accounts: accountColumns,
  'end-users': endUserListColumns,
  'connect-links': connectLinkColumns,
  'checkout-links': checkoutLinkColumns,
  'recurring-plans': recurringPlanColumns,
  reconciliation: reconciliationColumns,
} satisfies Record<string, Columns<never>>;

export type ExportResource = keyof typeof EXPORT_COLUMNS;
export const EXPORT_RESOURCES = Object.keys(EXPORT_COLUMNS) as ExportResource[];
