import type { RelatedTransaction } from '@/lib/merchant-api/types';

/** Types that take money back out of a deposit. */
const DEBITS = new Set(['REFUND', 'REVERSAL', 'RETURN']);

/**
 * What a related transaction contributes to its deposit, in minor units: its net amount, negative for
 * refunds, reversals and returns (whether the API sends them negative already or not). Null when unknown.
 */
export function contribution(item: RelatedTransaction): bigint | null {
  const value = item.netAmount;
  if (value === null) return null;
  const n = BigInt(value);
  return item.type && DEBITS.has(item.type) && n > 0n ? -n : n;
}

/** Lines on one page of the deposit page (page_size in the URL, as the lists'; 10 too, a screenful). */
export const LINES_PAGE_SIZES = [10, 25, 50, 100] as const;
export const DEFAULT_LINES_PAGE_SIZE = 50;

export const RELATED_SORTS = ['amount', '-amount', 'type', '-type'] as const;
export type RelatedSort = (typeof RELATED_SORTS)[number];

export function toRelatedSort(value: unknown): RelatedSort | null {
  return (RELATED_SORTS as readonly unknown[]).includes(value) ? (value as RelatedSort) : null;
}

/** What a type of line adds up to across the whole deposit (whichever page is shown). */
export interface TypeTotal {
  type: string;
  count: number;
  amount: bigint;
  fee: bigint;
  /** What these lines count towards the deposit (signed); null when the API does not say. */
  counts: bigint | null;
}

/** One page of a deposit's lines, the cursors around it, and the totals of every line. */
export interface LinesPage {
  items: RelatedTransaction[];
  totals: TypeTotal[];
  /** Σ of what every line counts; null when a line's net amount is unknown. */
  sum: bigint | null;
  count: number;
  next: string | null;
  previous: string | null;
  /** 'api': the API paged and summed (extension related_limit); 'console': every line came and the console paged. */
  pagedBy: 'api' | 'console';
}

/** The order shown: oldest first as the API sends them, or by amount / type (ties keep that order). */
export function sortRelated(items: readonly RelatedTransaction[], sort: RelatedSort | null): RelatedTransaction[] {
  if (!sort) return [...items];
  const dir = sort.startsWith('-') ? -1 : 1;
  const by = sort.replace('-', '');
  return [...items].sort((a, b) => {
    if (by === 'type') return dir * (a.type ?? '').localeCompare(b.type ?? '');
    const x = BigInt(a.amount ?? 0);
    const y = BigInt(b.amount ?? 0);
    return dir * (x === y ? 0 : x < y ? -1 : 1);
  });
}

const TYPE_ORDER = ['PAYMENT', 'REFUND', 'REVERSAL', 'RETURN'];

/** Payments, refunds, reversals… in that order, then any other type. */
export function byTypeOrder<T extends { type: string }>(groups: T[]): T[] {
  const rank = (t: string) => (TYPE_ORDER.includes(t) ? TYPE_ORDER.indexOf(t) : TYPE_ORDER.length);
  return [...groups].sort((a, b) => rank(a.type) - rank(b.type) || a.type.localeCompare(b.type));
}

/** The totals per type of lines the console holds, with what each adds to the deposit. */
export function totalsByType(items: readonly RelatedTransaction[]): TypeTotal[] {
  const groups = new Map<string, TypeTotal>();
  for (const r of items) {
    const type = r.type ?? 'UNKNOWN';
    const g = groups.get(type) ?? { type, count: 0, amount: 0n, fee: 0n, counts: 0n };
    g.count += 1;
    g.amount += BigInt(r.amount ?? 0);
    g.fee += BigInt(r.totalFee ?? 0);
    const part = contribution(r);
    g.counts = part === null || g.counts === null ? null : g.counts + part;
    groups.set(type, g);
  }
  return byTypeOrder([...groups.values()]);
}

/** A console cursor (an API without the paging extension): which way and from which line, as the API's are. */
const cursorOf = (direction: 'n' | 'p', uuid: string) => `${direction}.${uuid}`;

/**
 * A page of lines the API sent all at once (a deployment without `related_limit`): the same order, page size and
 * next/previous as the API's keyset, so the page works alike on either. An unknown cursor starts at the first page.
 */
export function pageLines(
  all: readonly RelatedTransaction[],
  sort: RelatedSort | null,
  cursor: string | null,
  size: number,
): LinesPage {
  const rows = sortRelated(all, sort);
  const match = cursor ? /^([np])\.(.+)$/.exec(cursor) : null;
  const at = match ? rows.findIndex((r) => r.uuid === match[2]) : -1;
  let start = 0;
  let end = size;
  if (at >= 0 && match![1] === 'n') [start, end] = [at + 1, at + 1 + size];
  // Backwards, as the API reads: the lines before the cursor's, at most a page of them.
  if (at >= 0 && match![1] === 'p') [start, end] = [Math.max(0, at - size), at];
  const items = rows.slice(start, end);
  const totals = totalsByType(all);
  return {
    items,
    totals,
    sum: totals.some((g) => g.counts === null) ? null : totals.reduce((s, g) => s + g.counts!, 0n),
    count: all.length,
    next: end < rows.length && items.length ? cursorOf('n', items.at(-1)!.uuid) : null,
    previous: start > 0 && items.length ? cursorOf('p', items[0].uuid) : null,
    pagedBy: 'console',
  };
}
