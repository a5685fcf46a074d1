import 'server-only';
import { cache } from 'react';
import { toListQuery } from '@/lib/lists/search-params';
import { cases, endUsers, payments } from '@/lib/merchant-api';
import { CASE_FILTERS } from '@/lib/merchant-api/filters';
import { toListResult, type ListValues } from '@/lib/lists/data';

/**
 * A page of dispute and return cases for the list's URL values (API errors shown in place of the rows). The queue
 * — no filter, or only the cases that need a response — is ordered due soonest by default (docs/disputes.md,
 * "Console"); any other filter, or "Newest first", lists newest first.
 */
export function listCases(values: ListValues<typeof CASE_FILTERS>, timeZone: string) {
  const query = toListQuery(values, CASE_FILTERS, timeZone);
  const { status, sort, ...others } = query.filters ?? {};
  const queue = !sort && (!status || status === 'NEEDS_RESPONSE') && Object.keys(others).length === 0;
  return toListResult(cases.list(queue ? { ...query, filters: { ...query.filters, sort: 'due_soon' } } : query));
}

/** One case with its evidence files: found, not_found, or unsupported on an API without cases (one read a request). */
export const getCase = cache((id: string) => cases.get(id));

/**
 * The newest case of a payment, for the payment page's link (null when it has none, or the API has no cases:
 * the payment page works without them).
 */
export async function caseOfPayment(paymentId: string) {
  try {
    const listing = await cases.list({ pageSize: 1, filters: { payment_id: paymentId } });
    return listing.kind === 'page' ? (listing.page.items[0] ?? null) : null;
  } catch {
    return null;
  }
}

/** An evidence file's bytes for the download route (null: no such file). */
export function downloadEvidence(caseId: string, evidenceId: string) {
  return cases.downloadEvidence(caseId, evidenceId);
}

/**
 * The payers' names for a page of cases (one get per distinct payer, cached per request; a payer that cannot be
 * read is left out and its id is shown instead).
 */
export async function payerNames(ids: Iterable<string | null | undefined>): Promise<Map<string, string>> {
  const unique = [...new Set([...ids].filter((id): id is string => Boolean(id)))];
  const found = await Promise.all(unique.map((id) => payerName(id)));
  return new Map(unique.flatMap((id, i) => (found[i] ? [[id, found[i]] as [string, string]] : [])));
}

const payerName = cache(async (id: string): Promise<string | null> => {
  try {
    const lookup = await endUsers.get(id);
    return lookup.kind === 'found' ? lookup.data.displayName || null : null;
  } catch {
    return null;
  }
});

/** How many of the payer's other payments and cases the case page shows. */
const HISTORY = 10;

/** The payer's history for the case page: their newest payments and their cases (the page leaves the case itself out). */
export async function payerHistory(endUserId: string) {
  const [paymentsResult, casesResult] = await Promise.all([
    toListResult(payments.list({ pageSize: HISTORY, filters: { end_user_uuid: endUserId } })),
    toListResult(cases.list({ pageSize: HISTORY + 1, filters: { end_user_id: endUserId } })),
  ]);
  return { payments: paymentsResult, cases: casesResult };
}

/** Pages of a deposit's cases read at most (100 a page): a deposit settling more cases than that is not plausible. */
const DEPOSIT_CASE_PAGES = 50;

/**
 * The cases of a deposit's lines, by line id: a REVERSAL or RETURN line is its case's debit, a PAYMENT line the
 * money a won case put back (empty on an API without cases or the `deposit_id` filter; the page works without it).
 * Every page of the deposit's cases is read (a deposit can settle more than one page of them), until `wanted` (the
 * lines on screen) are all found or the pages end.
 */
export async function casesOfDeposit(
  depositId: string,
  wanted: ReadonlySet<string>,
): Promise<Record<string, { id: string; code: string; won: boolean }>> {
  const out: Record<string, { id: string; code: string; won: boolean }> = {};
  try {
    for (let page = 1; page <= DEPOSIT_CASE_PAGES; page++) {
      const listing = await cases.list({ page, pageSize: 100, filters: { deposit_id: depositId } });
      if (listing.kind !== 'page') return out;
      for (const c of listing.page.items) {
        if (c.depositId === depositId && wanted.has(c.transactionId))
          out[c.transactionId] = { id: c.id, code: c.code, won: false };
        if (c.creditTransactionId && c.creditDepositId === depositId && wanted.has(c.creditTransactionId))
          out[c.creditTransactionId] = { id: c.id, code: c.code, won: true };
      }
      if (!listing.page.pageInfo.hasNextPage || Object.keys(out).length === wanted.size) break;
    }
  } catch {
    // The deposit page shows its lines without case links.
  }
  return out;
}
