/** Types of the normalized API objects, for client components (no runtime import of the server client). */
export type { ApiErrorInfo } from './errors';
export type { Page, PageInfo } from './schemas/page';
export type { Transaction, TransactionBase, SplitRecipient, RelatedTransaction } from './schemas/transaction';
export type { Account } from './schemas/account';
export type { EndUser, Address } from './schemas/end-user';
export type { ConnectLink, CheckoutLink } from './schemas/links';
export type { RecurringPlan, RecurringTemplate, RecurringCycle } from './schemas/recurring-plan';
export type { Merchant, Tenant, Institution } from './schemas/directory';
export type { NamedRef } from './schemas/quirks';
export type { Overview } from './schemas/analytics';
export type { Case, CaseCounts, CaseDetail, Evidence } from './schemas/cases';
