import 'server-only';
import { refundabilityOf } from '@/core/refunds';
import { toListQuery, loadTransactionParams } from '@/lib/lists/search-params';
import { payments } from '@/lib/merchant-api';
import { TRANSACTION_FILTERS } from '@/lib/merchant-api/filters';
import type { Transaction } from '@/lib/merchant-api/types';
import { phrase, type Phrase } from '@/lib/forms/phrases';
import { BULK_REFUND_LIMIT, NOT_REFUNDABLE, type NewItem } from './batches';

export type Chosen = { ok: true; items: NewItem[]; missing: string[] } | { ok: false; problem: Phrase };

/**
 * What a payment contributes to a batch: the amount still refundable now. A payment that cannot be refunded
 * (core/refunds.ts) is refused as it is added, with its reason, and never sent: the check and the run use the same
 * answer, and its row says why before the batch starts.
 */
export function itemOf(payment: Transaction): NewItem {
  const { refundable, reason } = refundabilityOf(payment);
  return {
    paymentId: payment.uuid,
    paymentCode: payment.code ?? null,
    currency: payment.currency ?? 'USD',
    amount: refundable,
    paymentStatus: payment.status ?? null,
    ...(reason ? { status: 'refused' as const, errorCode: NOT_REFUNDABLE, message: reason } : {}),
  };
}

/** The payments picked one by one (their ids, in order), each read from the API for its amount and state. */
export async function chooseByIds(ids: readonly string[]): Promise<Chosen> {
  const unique = [...new Set(ids)];
  if (!unique.length) return { ok: false, problem: phrase('actions.bulkRefund.error.nonePicked') };
  if (unique.length > BULK_REFUND_LIMIT)
    return { ok: false, problem: phrase('actions.bulkRefund.error.tooManyPicked', { max: BULK_REFUND_LIMIT }) };
  const found: (NewItem | null)[] = new Array(unique.length).fill(null);
  let next = 0;
  const worker = async () => {
    while (next < unique.length) {
      const index = next++;
      const lookup = await payments.get(unique[index]);
      if (lookup.kind === 'found') found[index] = itemOf(lookup.data);
      else if (lookup.kind === 'unsupported') throw new Error(lookup.detail);
    }
  };
  await Promise.all(Array.from({ length: 8 }, worker));
  return {
    ok: true,
    items: found.filter((item): item is NewItem => item !== null),
    missing: unique.filter((_, i) => found[i] === null),
  };
}

/**
 * Every payment matching the list's filters (the query string of the list's URL, read exactly as the list
 * page reads it), refused when more than the limit match: a bulk refund never silently drops payments.
 */
export async function chooseByFilters(search: string, timeZone: string): Promise<Chosen> {
  const values = await loadTransactionParams(new URLSearchParams(search));
  const query = toListQuery({ ...values, page: 1 }, TRANSACTION_FILTERS, timeZone);
  const pageSize = 250;
  const items: NewItem[] = [];
  for (let page = 1; ; page++) {
    const listing = await payments.list({ ...query, page, pageSize });
    if (listing.kind === 'unsupported')
      return { ok: false, problem: phrase('actions.bulkRefund.error.cannotList', { detail: listing.detail }) };
    items.push(...listing.page.items.map(itemOf));
    if (items.length > BULK_REFUND_LIMIT)
      return { ok: false, problem: phrase('actions.bulkRefund.error.tooManyMatch', { max: BULK_REFUND_LIMIT }) };
    if (!listing.page.pageInfo.hasNextPage || listing.page.items.length === 0) break;
  }
  if (!items.length) return { ok: false, problem: phrase('actions.bulkRefund.error.noneMatch') };
  const seen = new Set<string>();
  return {
    ok: true,
    items: items.filter((item) => !seen.has(item.paymentId) && seen.add(item.paymentId)),
    missing: [],
  };
}
