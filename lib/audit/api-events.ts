import { desc, isNotNull } from 'drizzle-orm';
import type { ConsoleDb } from '@/lib/db/types';
import { auditLog } from '@/lib/db/schema';
import type { Listing } from '@/lib/merchant-api/endpoints/common';
import type { WebhookEvent } from '@/lib/merchant-api/schemas/developers';
import { insertAudit, type AuditInsert } from '@/lib/auth/audit-entries';

/**
 * What happens on the Merchant API's side that the console's trail records (docs/audit.md, "What the API did"): a
 * refund the API refused, whoever asked, and a dispute's or return's outcome (the sandbox or the processor decides).
 */
export const AUDITED_EVENT_TYPES = ['payment.refund_refused', 'case.won', 'case.lost', 'case.accepted'] as const;

/** Events read again before the newest one recorded: one committed late with an earlier date is not skipped. */
export const EVENT_OVERLAP_MS = 10 * 60_000;
/** Where a trail that has recorded no event yet starts: the events of the last week, not the API's whole history. */
export const FIRST_READ_MS = 7 * 86_400_000;
const PAGE_SIZE = 1000;

export type EventLister = (query: {
  page: number;
  pageSize: number;
  filters: { type: string; date_from: string };
}) => Promise<Listing<WebhookEvent>>;

const record = (value: unknown): Record<string, unknown> =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
const textOf = (value: unknown): string | null => (typeof value === 'string' && value ? value : null);
const numberOf = (value: unknown): number | null =>
  typeof value === 'number' && Number.isFinite(value) ? value : null;

/** The audit entry an API event stands for, or null for an event the trail does not record. */
export function auditEntryOfEvent(event: WebhookEvent): AuditInsert | null {
  const object = record(event.data.object);
  const at = new Date(event.date_created_gmt);
  const common = { sourceEventId: event.uuid, at: Number.isNaN(at.getTime()) ? new Date() : at };
  if (event.type === 'payment.refund_refused') {
    const refusal = record(event.data.refusal);
    const clientId = textOf(event.data.client_id);
    // Recorded under the action tried, denied, like a refusal in the console (docs/audit.md, "Filters").
    return {
      ...common,
      action: 'payment.refund',
      outcome: 'denied',
      actor: { id: null, email: clientId, role: null },
      target: event.object_id || textOf(object.uuid),
      apiRequestId: textOf(event.data.request_id),
      summary: {
        source: 'api',
        event_id: event.uuid,
        client_id: clientId,
        code: textOf(object.code),
        refusal: textOf(refusal.code),
        message: textOf(refusal.message),
        amount: numberOf(refusal.amount),
        reason: textOf(refusal.reason),
        currency: textOf(object.currency) ?? textOf(record(object.currency).code),
        status: textOf(object.status),
      },
    };
  }
  if (event.type === 'case.won' || event.type === 'case.lost' || event.type === 'case.accepted') {
    return {
      ...common,
      action: 'case.outcome',
      outcome: 'success',
      actor: null,
      target: event.object_id || textOf(object.uuid),
      summary: {
        source: 'api',
        event_id: event.uuid,
        code: textOf(object.code),
        kind: textOf(object.kind),
        outcome: textOf(object.status),
        amount: numberOf(object.amount),
        currency: textOf(object.currency),
        payment_id: textOf(object.payment_id),
        credit_transaction_id: textOf(object.credit_transaction_id),
      },
    };
  }
  return null;
}

/** The date of the newest API event the trail holds (the partial index of console migration 0018). */
async function newestRecorded(db: ConsoleDb): Promise<Date | null> {
  const [row] = await db
    .select({ at: auditLog.at })
    .from(auditLog)
    .where(isNotNull(auditLog.sourceEventId))
    .orderBy(desc(auditLog.at))
    .limit(1);
  return row?.at ?? null;
}

/**
 * Reads the API's events of the audited types since the newest one recorded (less the overlap) and writes one entry
 * per event, oldest first; an event already recorded (read again, or by another console process) is skipped by the
 * unique key. Returns the entries written; a deployment without events (or a client without `read:events`) writes
 * none.
 */
export async function recordApiEvents(db: ConsoleDb, listEvents: EventLister, now = new Date()): Promise<number> {
  const newest = await newestRecorded(db);
  const from = new Date(newest ? newest.getTime() - EVENT_OVERLAP_MS : now.getTime() - FIRST_READ_MS).toISOString();
  const found: WebhookEvent[] = [];
  for (const type of AUDITED_EVENT_TYPES) {
    for (let page = 1; ; page++) {
      const listing = await listEvents({ page, pageSize: PAGE_SIZE, filters: { type, date_from: from } });
      if (listing.kind !== 'page') return 0;
      found.push(...listing.page.items);
      if (!listing.page.pageInfo.hasNextPage) break;
    }
  }
  found.sort((a, b) => a.date_created_gmt.localeCompare(b.date_created_gmt) || a.uuid.localeCompare(b.uuid));
  let written = 0;
  for (const event of found) {
    const entry = auditEntryOfEvent(event);
    if (entry && (await insertAudit(db, entry))) written += 1;
  }
  return written;
}
