import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestConsoleDb } from '@/lib/db/test-db';
import type { ConsoleDb } from '@/lib/db/types';
import type { WebhookEvent } from '@/lib/merchant-api/schemas/developers';
import { AUDITED_EVENT_TYPES, EVENT_OVERLAP_MS, recordApiEvents, type EventLister } from './api-events';
import { listAudit } from './queries';

let db: ConsoleDb;
let close: () => Promise<void>;
beforeAll(async () => ({ db, close } = await openTestConsoleDb()));
afterAll(() => close());

const now = new Date('2026-11-29T10:00:00.000Z');
const minutesAgo = (n: number) => new Date(now.getTime() - n * 60_000).toISOString();

function refused(uuid: string, at: string): WebhookEvent {
  return {
    uuid,
    type: 'payment.refund_refused',
    object_type: 'transaction',
    object_id: 'trx_disputed',
    date_created_gmt: at,
    data: {
      object: { uuid: 'trx_disputed', code: 'PAY-7', status: 'DISPUTED', currency: { code: 'USD' } },
      refusal: { code: 'payment_has_case', message: 'It has dispute case DSP-1.', amount: 500, reason: 'OTHER' },
      client_id: 'cli_partner',
      request_id: `req_${uuid}`,
    },
  };
}
function won(uuid: string, at: string): WebhookEvent {
  return {
    uuid,
    type: 'case.won',
    object_type: 'case',
    object_id: 'cas_1',
    date_created_gmt: at,
    data: {
      object: { uuid: 'cas_1', code: 'DSP-1', kind: 'DISPUTE', status: 'WON', amount: 10066, currency: 'USD' },
    },
  };
}

/** The API's events list as GET /events/list answers it: one type, from a date, newest first, paged. */
function lister(events: WebhookEvent[], calls: { type: string; date_from: string }[] = []): EventLister {
  return async ({ page, pageSize, filters }) => {
    calls.push(filters);
    const matching = events
      .filter((e) => e.type === filters.type && e.date_created_gmt >= filters.date_from)
      .sort((a, b) => b.date_created_gmt.localeCompare(a.date_created_gmt));
    const items = matching.slice((page - 1) * pageSize, page * pageSize);
    return {
      kind: 'page',
      page: { items, pageInfo: { hasNextPage: matching.length > page * pageSize, page, pageSize }, unreadable: 0 },
    };
  };
}

describe('the API events the audit trail records', () => {
  it('writes one entry per event, under the action tried, and none again when the events are read again', async () => {
    const events = [refused('evt_1', minutesAgo(30)), won('evt_2', minutesAgo(20)), refused('evt_3', minutesAgo(5))];
    events.push({ ...won('evt_other', minutesAgo(4)), type: 'payment.succeeded' });
    const calls: { type: string; date_from: string }[] = [];
    expect(await recordApiEvents(db, lister(events, calls), now)).toBe(3);
    // The first read starts a week back, one request per type.
    expect(calls.map((c) => c.type)).toEqual([...AUDITED_EVENT_TYPES]);
    expect(new Set(calls.map((c) => c.date_from))).toEqual(
      new Set([new Date(now.getTime() - 7 * 86_400_000).toISOString()]),
    );

    // Read again (the overlap, another console process): nothing written twice.
    calls.length = 0;
    expect(await recordApiEvents(db, lister(events, calls), now)).toBe(0);
    expect(calls[0].date_from).toBe(new Date(Date.parse(minutesAgo(5)) - EVENT_OVERLAP_MS).toISOString());

    const denied = await listAudit(db, { action: 'payment.refund', outcome: 'denied', page: 1, pageSize: 10 });
    expect(denied.entries.map((e) => e.sourceEventId)).toEqual(['evt_3', 'evt_1']);
    expect(denied.entries[0]).toMatchObject({
      actorId: null,
      actorEmail: 'cli_partner',
      target: 'trx_disputed',
      apiRequestId: 'req_evt_3',
      at: new Date(minutesAgo(5)),
      summary: {
        source: 'api',
        event_id: 'evt_3',
        client_id: 'cli_partner',
        code: 'PAY-7',
        refusal: 'payment_has_case',
        message: 'It has dispute case DSP-1.',
        amount: 500,
        reason: 'OTHER',
        currency: 'USD',
        status: 'DISPUTED',
      },
    });
    const outcomes = await listAudit(db, { action: 'case.outcome', page: 1, pageSize: 10 });
    expect(outcomes.entries).toEqual([
      expect.objectContaining({
        target: 'cas_1',
        outcome: 'success',
        actorEmail: null,
        summary: expect.objectContaining({ code: 'DSP-1', kind: 'DISPUTE', outcome: 'WON', amount: 10066 }),
      }),
    ]);
  });

  it('records an event committed late with an earlier date, and pages through many', async () => {
    const late = refused('evt_late', minutesAgo(8));
    const many = Array.from({ length: 1_001 }, (_, i) => won(`evt_many_${i}`, minutesAgo(3 - i / 1_000)));
    expect(await recordApiEvents(db, lister([late, ...many]), now)).toBe(1_002);
    const page = await listAudit(db, { target: 'trx_disputed', page: 1, pageSize: 10 });
    expect(page.entries.map((e) => e.sourceEventId)).toContain('evt_late');
  });

  it('writes nothing when the deployment has no events', async () => {
    expect(await recordApiEvents(db, async () => ({ kind: 'unsupported', detail: 'No events here.' }), now)).toBe(0);
  });
});
