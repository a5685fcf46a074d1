import { daysLeft } from '@/core/cases';
import type { Case } from '@/lib/merchant-api/types';

/** A case as the list and the case page show it: its deadline as whole days left, worked out on the server. */
export type CaseRow = Case & {
  /** Calendar days left to respond while the case needs a response (0 on the last day, negative once past); else null. */
  daysLeft: number | null;
  /** The payer's name when the page looked it up (the list and the case page show it instead of the id). */
  payerName?: string | null;
};

/** `timeZone`: the member's, in which the respond-by date is shown and its days are counted. */
export function toCaseRow(c: Case, now: Date, payerName: string | null = null, timeZone = 'UTC'): CaseRow {
  return {
    ...c,
    daysLeft: c.status === 'NEEDS_RESPONSE' ? daysLeft(new Date(c.respondBy), now, timeZone) : null,
    payerName,
  };
}

/** The case page's path. */
export const caseHref = (id: string) => `/disputes/${encodeURIComponent(id)}`;
