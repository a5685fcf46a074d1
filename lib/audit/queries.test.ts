import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestConsoleDb } from '@/lib/db/test-db';
import type { ConsoleDb } from '@/lib/db/types';
import { insertAudit } from '@/lib/auth/audit-entries';
import { listAudit } from './queries';

/** The audit page's filters (docs/audit.md, "Filters"): a refused refund under the action tried, codes beside ids. */

let db: ConsoleDb;
let close: () => Promise<void>;
beforeAll(async () => {
  ({ db, close } = await openTestConsoleDb());
  const actor = { id: null, email: 'desk@example.com', role: 'refunds-50' };
  const summary = { permission: 'refund', currency: 'USD', amount: 6_000, reason: 'ceiling' };
  await insertAudit(db, { action: 'payment.refund', outcome: 'denied', actor, target: 'trx_aaa1', summary });
  await insertAudit(db, { action: 'payment.refund', outcome: 'success', actor, target: 'trx_aaa1' });
  await insertAudit(db, { action: 'payment.refund', outcome: 'success', actor, target: 'trx_bbb2' });
  await insertAudit(db, { action: 'approval.refund', outcome: 'success', actor, target: null });
});
afterAll(() => close());

const page = { page: 1, pageSize: 50 };

describe('audit filters', () => {
  it('finds a refused refund under payment.refund + denied, with its reason', async () => {
    const { entries } = await listAudit(db, { ...page, action: 'payment.refund', outcome: 'denied' });
    expect(entries.map((e) => [e.target, e.summary])).toEqual([
      ['trx_aaa1', { permission: 'refund', currency: 'USD', amount: 6_000, reason: 'ceiling' }],
    ]);
  });

  it('matches the ids a code names beside the target prefix', async () => {
    const byCode = await listAudit(db, { ...page, target: 'PAY-7KQ2', targetIds: ['trx_bbb2'] });
    expect(byCode.entries.map((e) => e.target)).toEqual(['trx_bbb2']);
    const byPrefix = await listAudit(db, { ...page, target: 'trx_aaa' });
    expect(byPrefix.entries.map((e) => e.target)).toEqual(['trx_aaa1', 'trx_aaa1']);
    expect((await listAudit(db, { ...page, target: 'PAY-NONE' })).entries).toEqual([]);
  });
});
