/**
 * The reconciliation words both halves use (docs/reconciliation.md): the API's schemas and the database columns
 * (service/db/schema.ts types its text columns with them) and the console's forms, filters and actions.
 */

/** The statement formats an import reads ("Importing a statement"). */
export const STATEMENT_FORMATS = ['CAMT053', 'MT940', 'CSV'] as const;
export type StatementFormat = (typeof STATEMENT_FORMATS)[number];

/** What an exception says is wrong ("The exceptions queue"). */
export const EXCEPTION_KINDS = ['UNMATCHED_LINE', 'MISSING_FROM_BANK', 'AMOUNT_DIFFERENCE'] as const;
export type ExceptionKind = (typeof EXCEPTION_KINDS)[number];

/** The resolutions the service sets itself: a match resolves its exception, a voided statement voids its own. */
export const SERVICE_RESOLUTIONS = ['MATCHED', 'VOIDED'] as const;
/** The resolutions finance chooses when it resolves an exception by hand. */
export const FINANCE_RESOLUTIONS = ['BANK_FEE', 'TIMING', 'BANK_ERROR', 'NOT_OURS', 'WRITTEN_OFF', 'OTHER'] as const;
/** Every resolution an exception can hold (the API's `resolution`, the database column). */
export const RESOLUTIONS = [...SERVICE_RESOLUTIONS, ...FINANCE_RESOLUTIONS] as const;
export type Resolution = (typeof RESOLUTIONS)[number];
export type FinanceResolution = (typeof FINANCE_RESOLUTIONS)[number];

/** How finance explains a line no deposit or payout stands for ("Matching rules"). */
export const LINE_RESOLUTIONS = ['BANK_FEE', 'INTEREST', 'OWN_TRANSFER', 'OTHER'] as const;
export type LineResolution = (typeof LINE_RESOLUTIONS)[number];

/** Which of the merchant's money a bank account shows: its candidates ("Bank accounts"). */
export const ACCOUNT_CARRIES = ['BOTH', 'DEPOSITS', 'PAYOUTS'] as const;
export type AccountCarries = (typeof ACCOUNT_CARRIES)[number];
