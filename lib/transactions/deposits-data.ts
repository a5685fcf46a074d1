import 'server-only';
import { toListQuery } from '@/lib/lists/search-params';
import { deposits, type Lookup } from '@/lib/merchant-api';
import type { Transaction } from '@/lib/merchant-api/types';
import { byTypeOrder, pageLines, type LinesPage, type RelatedSort } from '@/lib/transactions/deposit-lines';
import { DEPOSIT_FILTERS } from '@/lib/merchant-api/filters';
import { toListResult, type ListValues } from '@/lib/lists/data';

/** A page of deposits for the list's URL values (API errors shown in place of the rows). */
export function listDeposits(values: ListValues<typeof DEPOSIT_FILTERS>, timeZone: string) {
  return toListResult(deposits.list(toListQuery(values, DEPOSIT_FILTERS, timeZone)));
}

/** One deposit: found, not_found, or unsupported on an API without deposits. */
export function getDeposit(id: string) {
  return deposits.get(id);
}

/**
 * One deposit and one page of the lines it settles, with the totals of every line: paged and summed by the API
 * (extension `related_limit`), or, from a deployment without it, every line received and paged here.
 */
export async function getDepositLines(
  id: string,
  query: { sort: RelatedSort | null; cursor: string | null; pageSize: number },
): Promise<Lookup<{ deposit: Transaction; lines: LinesPage }>> {
  const found = await deposits.getLines(id, { limit: query.pageSize, cursor: query.cursor, sort: query.sort });
  if (found.kind !== 'found') return found;
  const { deposit, paging } = found.data;
  if (!paging)
    return {
      kind: 'found',
      data: { deposit, lines: pageLines(deposit.relatedTransactions ?? [], query.sort, query.cursor, query.pageSize) },
    };
  return {
    kind: 'found',
    data: {
      deposit,
      lines: {
        items: deposit.relatedTransactions ?? [],
        totals: byTypeOrder(paging.totals),
        sum: paging.sum,
        count: paging.count,
        next: paging.next,
        previous: paging.previous,
        pagedBy: 'api',
      },
    },
  };
}
