/** Plain values the reconciliation page, its forms and actions share (docs/reconciliation.md). */
export const RESOLUTIONS = ['BANK_FEE', 'TIMING', 'BANK_ERROR', 'NOT_OURS', 'WRITTEN_OFF', 'OTHER'] as const;
export type Resolution = (typeof RESOLUTIONS)[number];
export const STATEMENT_FORMATS = ['CAMT053', 'MT940', 'CSV'] as const;
export const EXCEPTION_KINDS = ['UNMATCHED_LINE', 'MISSING_FROM_BANK', 'AMOUNT_DIFFERENCE'] as const;
/** Which of the merchant's money a bank account shows: its candidates (docs/reconciliation.md, "Bank accounts"). */
export const ACCOUNT_CARRIES = ['BOTH', 'DEPOSITS', 'PAYOUTS'] as const;
/** The queue's page size on /reconciliation (its HTML stays small whatever the number of open exceptions). */
export const QUEUE_PAGE_SIZE = 25;
/** Lines of the latest statement on the page; the rest are a statement's own (its exceptions, the API). */
export const LINES_ON_PAGE = 50;
/** How a line with no deposit or payout is explained (docs/reconciliation.md, "Lines without a deposit or payout"). */
export const LINE_RESOLUTIONS = ['BANK_FEE', 'INTEREST', 'OWN_TRANSFER', 'OTHER'] as const;
