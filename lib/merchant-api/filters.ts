/**
 * The filters each list accepts (spec 4.8; extension lists as the service defines them). Shared by the
 * resource functions (which send only these) and the console's URL params (which declare only these).
 * This module is plain data, safe to import from client components.
 */

export const TRANSACTION_FILTERS = [
  'code',
  'status',
  'description',
  'amount',
  'tenant_uuid',
  'amount_less_than',
  'amount_greater_than',
  'primary_reference',
  'secondary_reference',
  'date_from',
  'date_to',
  'origin_account_uuid',
  'origin_account_code',
  'origin_account_last_4',
  'origin_account_institution_uuid',
  'destination_account_uuid',
  'destination_account_code',
  'destination_account_last_4',
  'destination_account_institution_uuid',
  'end_user_uuid',
  'end_user_code',
  'end_user_email',
  'end_user_local_id',
  'merchant_id',
] as const;

export const ACCOUNT_FILTERS = [
  'type',
  'subtype',
  'current_status',
  'primary_reference',
  'secondary_reference',
  'date_from',
  'date_to',
  'institution_uuid',
  'uuid',
  'code',
  'last_4',
  'end_user_uuid',
  'end_user_code',
  'end_user_email',
  'end_user_local_id',
  'merchant_id',
] as const;

export const LINK_FILTERS = [
  'delivery_status',
  'code',
  'uuid',
  'primary_reference',
  'secondary_reference',
  'date_from',
  'date_to',
  'end_user_uuid',
  'end_user_code',
  'end_user_email',
  'end_user_local_id',
  'merchant_id',
] as const;

export const END_USER_FILTERS = [
  'type',
  'uuid',
  'code',
  'primary_reference',
  'secondary_reference',
  'date_from',
  'date_to',
  'email',
  'local_id',
  'first_name',
  'last_name',
  'organization',
  'merchant_id',
] as const;

/** Deposits (extension list): the filters the service defines for settlements. */
export const DEPOSIT_FILTERS = [
  'code',
  'currency',
  'amount',
  'destination_account_uuid',
  'date_from',
  'date_to',
] as const;

/** Recurring plans (extension list): the filters the service defines. */
export const RECURRING_PLAN_FILTERS = [
  'status',
  'processing_method',
  'cycle_frequency',
  'code',
  'end_user_uuid',
  'primary_reference',
  'secondary_reference',
  'date_from',
  'date_to',
  'merchant_id',
] as const;

/** The request log (an extension list). */
export const REQUEST_LOG_FILTERS = ['status_class', 'path', 'client_id', 'request_id', 'date_from', 'date_to'] as const;

/** Dispute and return cases (an extension list, docs/disputes.md). */
export const CASE_FILTERS = [
  'status',
  'kind',
  'reason',
  'code',
  'payment_id',
  'end_user_id',
  'deposit_id',
  'date_from',
  'date_to',
  'sort',
] as const;

export type TransactionFilter = (typeof TRANSACTION_FILTERS)[number];
export type AccountFilter = (typeof ACCOUNT_FILTERS)[number];
export type LinkFilter = (typeof LINK_FILTERS)[number];
export type EndUserFilter = (typeof END_USER_FILTERS)[number];
export type DepositFilter = (typeof DEPOSIT_FILTERS)[number];
export type RecurringPlanFilter = (typeof RECURRING_PLAN_FILTERS)[number];
export type RequestLogFilter = (typeof REQUEST_LOG_FILTERS)[number];
export type CaseFilter = (typeof CASE_FILTERS)[number];

export const TRANSACTION_STATUSES = [
  'CREATED',
  'PENDING',
  'PROCESSING',
  'SUCCESSFUL',
  'REFUNDED',
  'DISPUTED',
  'FAILED',
  'CANCELED',
  'REVERSED',
] as const;
/** Statuses after which a transaction does not change by itself. */
export const IN_FLIGHT_STATUSES = ['CREATED', 'PENDING', 'PROCESSING'] as const;
export const ACCOUNT_STATUSES = [
  'CREATED',
  'CONNECTED',
  'VERIFICATION_IN_PROGRESS',
  'VERIFICATION_PENDING',
  'DISCONNECTED',
] as const;
export const ACCOUNT_TYPES = ['DEPOSITORY'] as const;
export const ACCOUNT_SUBTYPES = ['CHECKING', 'SAVINGS', 'MONEY_MARKET'] as const;
export const LINK_DELIVERY_STATUSES = ['CREATED', 'OPENED', 'COMPLETED'] as const;
export const END_USER_TYPES = ['INDIVIDUAL', 'ORGANIZATION'] as const;
export const RECURRING_PLAN_STATUSES = ['ACTIVE', 'PAUSED'] as const;
export const CYCLE_FREQUENCIES = ['DAILY', 'WEEKLY', 'MONTHLY', 'SEMI_ANNUALLY', 'YEARLY'] as const;
export const PROCESSING_METHODS = ['AUTOMATIC', 'SEND_REQUEST'] as const;

export const PAGE_SIZES = [25, 50, 100] as const;
export const DEFAULT_PAGE_SIZE = 25;

/** The query of one list page: paging plus any of that list's filters (empty values are not sent). */
export interface ListQuery<F extends string = string> {
  page?: number;
  pageSize?: number;
  filters?: Partial<Record<F, string | number | null | undefined>>;
}
