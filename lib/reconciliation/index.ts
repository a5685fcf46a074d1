/** Plain values the reconciliation page, its forms and actions share (docs/reconciliation.md). */
export const RESOLUTIONS = ['BANK_FEE', 'TIMING', 'BANK_ERROR', 'NOT_OURS', 'WRITTEN_OFF', 'OTHER'] as const;
export type Resolution = (typeof RESOLUTIONS)[number];
export const STATEMENT_FORMATS = ['CAMT053', 'MT940', 'CSV'] as const;
export const EXCEPTION_KINDS = ['UNMATCHED_LINE', 'MISSING_FROM_BANK', 'AMOUNT_DIFFERENCE'] as const;
