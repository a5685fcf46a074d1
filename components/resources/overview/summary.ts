import { sumMinor } from '@/lib/format/money';
import type { Transaction } from '@/lib/merchant-api/types';

/** Statuses whose money moved (a refund or dispute comes after a success). */
const MOVED = new Set(['SUCCESSFUL', 'REFUNDED', 'DISPUTED']);
const IN_FLIGHT = new Set(['CREATED', 'PENDING', 'PROCESSING']);
const FAILED = new Set(['FAILED', 'CANCELED', 'REVERSED']);

export interface VolumeByCurrency {
  currency: string;
  amount: bigint;
  count: number;
}

export interface TransactionSummary {
  count: number;
  /** True when there were more rows than were read: counts are lower bounds. */
  partial: boolean;
  moved: VolumeByCurrency[];
  inFlight: number;
  failed: number;
  byStatus: Record<string, number>;
}

/** Counts and exact volume per currency of a set of transactions (BigInt sums of minor units). */
export function summarize(items: Transaction[], partial: boolean): TransactionSummary {
  const byStatus: Record<string, number> = {};
  const volume = new Map<string, { amounts: number[]; count: number }>();
  let inFlight = 0;
  let failed = 0;
  for (const t of items) {
    const status = t.status ?? 'UNKNOWN';
    byStatus[status] = (byStatus[status] ?? 0) + 1;
    if (IN_FLIGHT.has(status)) inFlight += 1;
    if (FAILED.has(status)) failed += 1;
    if (MOVED.has(status)) {
      const currency = t.currency ?? '—';
      const entry = volume.get(currency) ?? { amounts: [], count: 0 };
      entry.amounts.push(t.amount);
      entry.count += 1;
      volume.set(currency, entry);
    }
  }
  const moved = [...volume.entries()]
    .map(([currency, { amounts, count }]) => ({ currency, amount: sumMinor(amounts), count }))
    .sort((a, b) => b.count - a.count || a.currency.localeCompare(b.currency));
  return { count: items.length, partial, moved, inFlight, failed, byStatus };
}
