import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestConsoleDb } from '@/lib/db/test-db';
import { staffUsers, type ConsoleDb } from '@/lib/db';
import { filterCount, listOfPath, viewHref, viewQuery } from './lists';
import { deleteView, listSavedViews, saveView } from './queries';

let db: ConsoleDb;
let close: () => Promise<void>;
let ana: string;
let ben: string;

beforeAll(async () => {
  ({ db, close } = await openTestConsoleDb());
  const rows = await db
    .insert(staffUsers)
    .values([
      { email: 'ana@example.com', name: 'Ana', role: 'finance', passwordHash: 'x' },
      { email: 'ben@example.com', name: 'Ben', role: 'viewer', passwordHash: 'x' },
    ])
    .returning({ id: staffUsers.id });
  [ana, ben] = rows.map((r) => r.id);
}); // the unit project's hookTimeout (vitest.config.ts) allows for an in-memory PGlite on a busy machine
afterAll(() => close());

describe('saved views', () => {
  it('lists own views and the team’s shared ones, own first', async () => {
    await saveView(db, {
      ownerId: ana,
      listKey: 'payments',
      name: 'Failed',
      query: 'status=FAILED',
      columns: { visible: ['code'], hidden: ['tenant'] },
      shared: false,
    });
    await saveView(db, {
      ownerId: ben,
      listKey: 'payments',
      name: 'Big ones',
      query: 'amount_greater_than=100000',
      columns: null,
      shared: true,
    });
    await saveView(db, {
      ownerId: ben,
      listKey: 'payments',
      name: 'Ben only',
      query: '',
      columns: null,
      shared: false,
    });
    await saveView(db, {
      ownerId: ben,
      listKey: 'payouts',
      name: 'Other list',
      query: '',
      columns: null,
      shared: true,
    });

    const forAna = await listSavedViews(db, { listKey: 'payments', memberId: ana });
    expect(forAna.map((v) => [v.name, v.mine, v.ownerName])).toEqual([
      ['Failed', true, 'Ana'],
      ['Big ones', false, 'Ben'],
    ]);
    expect(forAna[0].columns).toEqual({ visible: ['code'], hidden: ['tenant'] });
    expect((await listSavedViews(db, { listKey: 'payments', memberId: ben })).map((v) => v.name)).toEqual([
      'Ben only',
      'Big ones',
    ]);
  });

  it('replaces the member’s view of the same name, whatever its case', async () => {
    const first = await saveView(db, {
      ownerId: ana,
      listKey: 'accounts',
      name: 'Pending',
      query: 'current_status=VERIFICATION_PENDING',
      columns: null,
      shared: false,
    });
    const again = await saveView(db, {
      ownerId: ana,
      listKey: 'accounts',
      name: 'PENDING',
      query: 'current_status=CREATED',
      columns: null,
      shared: true,
    });
    expect(first.replaced).toBe(false);
    expect(again).toEqual({ id: first.id, replaced: true });
    const views = await listSavedViews(db, { listKey: 'accounts', memberId: ana });
    expect(views).toHaveLength(1);
    expect(views[0]).toMatchObject({ name: 'PENDING', query: 'current_status=CREATED', shared: true });
  });

  it('lets only the owner delete a view', async () => {
    const { id } = await saveView(db, {
      ownerId: ben,
      listKey: 'deposits',
      name: 'Shared',
      query: '',
      columns: null,
      shared: true,
    });
    const { id: hidden } = await saveView(db, {
      ownerId: ben,
      listKey: 'deposits',
      name: 'Private',
      query: '',
      columns: null,
      shared: false,
    });
    expect(await deleteView(db, { id, memberId: ana })).toEqual({ kind: 'not_owner', name: 'Shared' });
    expect(await deleteView(db, { id: hidden, memberId: ana })).toEqual({ kind: 'not_found' });
    expect(await deleteView(db, { id: 'not-a-uuid', memberId: ana })).toEqual({ kind: 'not_found' });
    expect(await deleteView(db, { id, memberId: ben })).toEqual({
      kind: 'deleted',
      name: 'Shared',
      listKey: 'deposits',
    });
    expect(await deleteView(db, { id, memberId: ben })).toEqual({ kind: 'not_found' });
  });
});

describe('view URLs', () => {
  it('keeps filters, not paging or columns, in a stable order', () => {
    expect(viewQuery('?page=3&status=FAILED&hide=tenant&code=&date_from=2026-01-01')).toBe(
      'date_from=2026-01-01&status=FAILED',
    );
    expect(filterCount('date_from=2026-01-01&status=FAILED&page_size=50&amount_currency=COP')).toBe(2);
  });

  it('applies a view’s filters and columns', () => {
    const table = { columnIds: ['code', 'status', 'tenant', 'merchant', 'fee'], defaultHidden: ['merchant', 'fee'] };
    expect(viewHref('/payments', { query: 'status=FAILED', columns: null }, table)).toBe('/payments?status=FAILED');
    // Shows a column hidden by default and hides one shown by default; `fee` was added after the view was saved.
    expect(
      viewHref(
        '/payments',
        { query: 'status=FAILED', columns: { visible: ['code', 'status', 'merchant'], hidden: ['tenant'] } },
        table,
      ),
    ).toBe('/payments?status=FAILED&hide=tenant%2Cfee');
    // Everything visible: an explicit empty `hide`.
    expect(
      viewHref(
        '/payments',
        { query: '', columns: { visible: ['code', 'status', 'tenant', 'merchant', 'fee'], hidden: [] } },
        table,
      ),
    ).toBe('/payments?hide=');
    // The defaults: no `hide` at all.
    expect(
      viewHref(
        '/payments',
        { query: '', columns: { visible: ['code', 'status', 'tenant'], hidden: ['merchant', 'fee'] } },
        table,
      ),
    ).toBe('/payments');
  });

  it('knows which paths are lists', () => {
    expect(listOfPath('/payments')).toBe('payments');
    expect(listOfPath('/end-users/')).toBe('end-users');
    expect(listOfPath('/payments/trx_1')).toBeNull();
    expect(listOfPath('/settings')).toBeNull();
  });
});
