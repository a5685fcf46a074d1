import 'server-only';
import { toListQuery } from '@/lib/resources/search-params';
import { deposits } from '@/lib/merchant-api';
import { DEPOSIT_FILTERS } from '@/lib/merchant-api/filters';
import { toListResult, type ListValues } from './lists';

/** A page of deposits for the list's URL values (API errors shown in place of the rows). */
export function listDeposits(values: ListValues<typeof DEPOSIT_FILTERS>, timeZone: string) {
  return toListResult(deposits.list(toListQuery(values, DEPOSIT_FILTERS, timeZone)));
}

/** One deposit: found, not_found, or unsupported on an API without deposits. */
export function getDeposit(id: string) {
  return deposits.get(id);
}
