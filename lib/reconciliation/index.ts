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
/**
 * Lines of the latest statement on the page, asked of the API as one page of this size: like the queue's, so the page's
 * HTML stays small whatever the statement's size; the rest are the statement's own (its exceptions, the API).
 */
export const LINES_ON_PAGE = 25;
