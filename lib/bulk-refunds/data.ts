import 'server-only';
import { z } from 'zod';
import { getRequest, type ApprovalRequest } from '@/lib/approvals/requests';
import {
  countItems,
  getBatch,
  listBatches,
  listItems,
  type BulkRefund,
  type BulkRefundItem,
  type Counts,
} from '@/lib/bulk-refunds/batches';
import { LEASE_SECONDS } from '@/lib/bulk-refunds/run';
import { getConsoleDb } from '@/lib/db';
import { csvRows, UTF8_BOM } from '@/core/csv';
import { minorToDecimal } from '@/core/money/units';

const isUuid = (id: string) => z.uuid().safeParse(id).success;

/**
 * A running batch whose worker's claim ran out (the console restarted mid-run): it can be resumed. A batch just
 * started has no claim yet (its worker starts after the response): it is stalled only once a claim's length has
 * passed since it started without one, so a normal run never reads as stopped.
 */
const stalled = (batch: BulkRefund) =>
  batch.status === 'running' &&
  (batch.leaseUntil
    ? batch.leaseUntil.getTime() < Date.now()
    : (batch.startedAt?.getTime() ?? 0) < Date.now() - LEASE_SECONDS * 1000);

export interface BulkRefundView {
  batch: BulkRefund;
  items: BulkRefundItem[];
  counts: Counts;
  stalled: boolean;
  /** The approval request holding the batch, when a rule held it. */
  approval: ApprovalRequest | null;
}

/** One bulk refund with its payments and, when held, its approval request (null for an unknown id). */
export async function loadBulkRefund(id: string): Promise<BulkRefundView | null> {
  if (!isUuid(id)) return null;
  const db = await getConsoleDb();
  const batch = await getBatch(db, id);
  if (!batch) return null;
  const [items, counts, approval] = await Promise.all([
    listItems(db, id),
    countItems(db, id),
    batch.approvalRequestId
      ? getRequest(db, batch.approvalRequestId).then((r) => r?.request ?? null)
      : Promise.resolve(null),
  ]);
  return { batch, items, counts, stalled: stalled(batch), approval };
}

/** What the progress bar polls. */
export async function batchProgress(id: string): Promise<{ status: string; counts: Counts; stalled: boolean } | null> {
  if (!isUuid(id)) return null;
  const db = await getConsoleDb();
  const batch = await getBatch(db, id);
  if (!batch) return null;
  return { status: batch.status, counts: await countItems(db, id), stalled: stalled(batch) };
}

export async function loadBulkRefunds() {
  return listBatches(await getConsoleDb());
}

const CSV_HEADER = [
  'position',
  'payment_uuid',
  'payment_code',
  'currency',
  'amount_minor',
  'amount_formatted',
  'payment_status_before',
  'result',
  'message',
  'error_code',
  'api_request_id',
  'finished_at_utc',
  'reason',
  'note',
  'csv_line',
];

/** The batch's per-payment results as CSV (UTF-8 with BOM, formula-safe), or null for an unknown id. */
export async function bulkRefundCsv(id: string): Promise<string | null> {
  if (!isUuid(id)) return null;
  const db = await getConsoleDb();
  if (!(await getBatch(db, id))) return null;
  const items = await listItems(db, id);
  const rows = [
    CSV_HEADER.map((value) => ({ value })),
    ...items.map((item) => [
      { value: item.position, kind: 'number' as const },
      { value: item.paymentId },
      { value: item.paymentCode },
      { value: item.currency },
      { value: item.amount, kind: 'number' as const },
      { value: minorToDecimal(item.amount, item.currency), kind: 'number' as const },
      { value: item.paymentStatus },
      { value: item.status },
      { value: item.message },
      { value: item.errorCode },
      { value: item.apiRequestId },
      { value: item.finishedAt?.toISOString() ?? null },
      { value: item.reason },
      { value: item.note },
      { value: item.line, kind: 'number' as const },
    ]),
  ];
  return UTF8_BOM + csvRows(rows);
}
