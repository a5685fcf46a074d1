import 'server-only';
import { cache } from 'react';
import { toListQuery } from '@/lib/resources/search-params';
import { cases } from '@/lib/merchant-api';
import { CASE_FILTERS } from '@/lib/merchant-api/filters';
import { toListResult, type ListValues } from './lists';

/** A page of dispute and return cases for the list's URL values (API errors shown in place of the rows). */
export function listCases(values: ListValues<typeof CASE_FILTERS>, timeZone: string) {
  return toListResult(cases.list(toListQuery(values, CASE_FILTERS, timeZone)));
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
