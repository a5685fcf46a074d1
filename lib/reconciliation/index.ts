/**
 * Plain values the reconciliation page, its forms and actions share (docs/reconciliation.md); the words the API uses
 * too are core's (core/reconciliation.ts).
 */
export {
  ACCOUNT_CARRIES,
  EXCEPTION_KINDS,
  FINANCE_RESOLUTIONS,
  LINE_RESOLUTIONS,
  STATEMENT_FORMATS,
  type FinanceResolution,
} from '@/core/reconciliation';
/** The queue's page size on /reconciliation (its HTML stays small whatever the number of open exceptions). */
export const QUEUE_PAGE_SIZE = 25;
/** Lines of the latest statement on the page; the rest are a statement's own (its exceptions, the API). */
export const LINES_ON_PAGE = 50;
