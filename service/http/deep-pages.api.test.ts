import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertAccount } from '../test/fixtures';
import { bulkMerchantsOf, loadBulk } from '../test/bulk';
import { startTestService, type TestService } from '../test/harness';

/**
 * Deep pages seek from the key of a page served before instead of paying OFFSET (service/db/pages.ts, Seek).
 * Whatever order pages are asked in, and when rows are added between the requests, every page must be
 * exactly the slice of the whole list that OFFSET paging gives at that moment (docs/decisions.md).
 */

let svc: TestService;
let statements: string[] | null = null;
const SIZE = 7;

interface Page {
  ids: string[];
  hasNext: boolean;
}

beforeAll(async () => {
  svc = await startTestService();
  await loadBulk(svc.database.db, bulkMerchantsOf(svc), { transactions: 1_200, endUsers: 100, links: 20 });
  const client = (svc.database.db as unknown as { $client: { query: (...args: unknown[]) => Promise<unknown> } })
    .$client;
  // Dispute and return cases: 60 of the merchant's (half need a response, deadlines shuffled, some equal) and
  // 60 of the other merchant's.
  await client.query(
    `insert into cases (id, code, merchant_id, owner_merchant_id, kind, reason, status, amount, currency, payment_id,
       debit_transaction_id, respond_by, date_created_gmt, date_updated_gmt)
     select 'cas_deep_' || g, 'DSP-DEEP' || g, m, m, 'DISPUTE', 'FRAUDULENT',
            case when g % 4 < 2 then 'NEEDS_RESPONSE' else 'LOST' end, 1066, 'USD', 'trx_bulk_' || g,
            'trx_bulk_rev_' || g, now() + (((g * 37) % 23) || ' hours')::interval, now() - (g || ' minutes')::interval, now()
     from (select g, case when g % 2 = 0 then $1 else $2 end as m from generate_series(1, 120) g) s`,
    [svc.merchant.merchantId, svc.other.merchantId],
  );
  const query = client.query.bind(client);
  client.query = (q: unknown, ...rest: unknown[]) => {
    statements?.push(typeof q === 'string' ? q : (q as { text: string }).text);
    return query(q, ...rest);
  };
}, 120_000);
afterAll(() => svc?.close());

async function page(
  path: string,
  plural: string,
  query: Record<string, string>,
  n: number,
  size = SIZE,
): Promise<Page> {
  const res = await svc.request('GET', path, { query: { ...query, page: String(n), page_size: String(size) } });
  expect(res.status).toBe(200);
  return { ids: res.body[plural].map((r: { uuid: string }) => r.uuid), hasNext: res.body.page_info.has_next_page };
}

/** The whole list now, in pages of 1000 from the first (page 1 never seeks). */
async function whole(path: string, plural: string, query: Record<string, string>): Promise<string[]> {
  const res = await svc.request('GET', path, { query: { ...query, page_size: '1000' } });
  expect(res.status).toBe(200);
  expect(res.body.page_info.has_next_page).toBe(false);
  return res.body[plural].map((r: { uuid: string }) => r.uuid);
}

function expectSlice(got: Page, all: string[], n: number, size = SIZE) {
  expect(got.ids).toEqual(all.slice((n - 1) * size, n * size));
  expect(got.hasNext).toBe(all.length > n * size);
}

/** Runs `fn` and says whether a page query started from a remembered key (a `(date, id) < (…)` range). */
async function seeking(fn: () => Promise<void>): Promise<boolean> {
  statements = [];
  await fn();
  const sought = statements.some(
    (s) =>
      /"date_created_gmt", (?:"\w+"\.)?"id"\) < \(\$\d+, \$\d+\)/.test(s) ||
      /"respond_by", (?:"\w+"\.)?"id"\) > \(\$\d+, \$\d+\)/.test(s),
  );
  statements = null;
  return sought;
}

describe('deep pages give what OFFSET gives', () => {
  const lists: [string, string, Record<string, string>, number][] = [
    ['/payments/list', 'payments', {}, SIZE],
    ['/payments/list', 'payments', { amount_greater_than: '250000' }, SIZE],
    ['/payouts/list', 'payouts', { date_from: '2000-01-01' }, 3],
    ['/deposits/list', 'deposits', {}, 1],
    ['/end-users/list', 'end_users', {}, 5],
    ['/accounts/list', 'accounts', { subtype: 'CHECKING' }, 4],
    ['/connect/link/list', 'connect_links', {}, 1],
    ['/checkout/link/list', 'checkout_links', { date_from: '2000-01-01' }, 1],
    ['/recurring-plans/list', 'recurring_plans', {}, 1],
    ['/cases/list', 'cases', {}, 3],
    ['/cases/list', 'cases', { sort: 'due_soon' }, 3],
  ];
  for (const [path, plural, query, size] of lists) {
    it(`${path} ${JSON.stringify(query)}: pages in any order, then past the end`, async () => {
      const all = await whole(path, plural, query);
      const last = Math.ceil(all.length / size);
      expect(last).toBeGreaterThanOrEqual(8);
      const mid = Math.floor(last / 2);
      for (const n of [mid, mid + 1, mid - 1, last - 1, mid, 3, 2, last, last + 1, mid + 1])
        expectSlice(await page(path, plural, query, n, size), all, n, size);
      // The page after `mid` again: it starts where `mid` ended, a remembered key.
      expect(
        await seeking(async () => expectSlice(await page(path, plural, query, mid + 1, size), all, mid + 1, size)),
      ).toBe(true);
    });
  }

  it('rows created between two requests move the pages exactly as they move OFFSET pages', async () => {
    const path = '/payments/list';
    let all = await whole(path, 'payments', {});
    for (const n of [20, 21, 22]) expectSlice(await page(path, 'payments', {}, n), all, n);
    const funding = await insertAccount(svc.database.db, svc.merchant);
    for (let i = 0; i < 3; i++) {
      const res = await svc.request('POST', '/payments/create', {
        body: {
          tenant_id: svc.merchant.tenantIds[0],
          amount: 1000 + i,
          description: `Between pages ${i}`,
          auto_send_receipt: false,
          funding_source_id: funding.id,
        },
      });
      expect(res.status).toBe(201);
      all = await whole(path, 'payments', {});
      expect(all[0]).toBe(res.body.payment.uuid);
      for (const n of [21, 22, 20]) expectSlice(await page(path, 'payments', {}, n), all, n);
    }
  });

  it('due soon: a case answered, accepted or lost between two requests moves the pages as OFFSET does', async () => {
    const query = { sort: 'due_soon' };
    let all = await whole('/cases/list', 'cases', query);
    for (const n of [5, 6, 7]) expectSlice(await page('/cases/list', 'cases', query, n, 3), all, n, 3);
    // Cases leave the list with no new case: the first (answered), one on page 3 (accepted), then one is lost.
    const leave = [
      async () =>
        expect(
          (await svc.request('PUT', `/cases/${all[0]}/submit`, { body: { response_text: 'Delivered.' } })).status,
        ).toBe(200),
      async () => expect((await svc.request('PUT', `/cases/${all[7]}/accept`)).status).toBe(200),
      () => svc.database.db.execute(sql`update cases set status = 'LOST' where id = ${all[2]}`),
    ];
    for (const step of leave) {
      await step();
      all = await whole('/cases/list', 'cases', query);
      for (const n of [6, 7, 5]) expectSlice(await page('/cases/list', 'cases', query, n, 3), all, n, 3);
    }
  });

  it('a filter on a value that changes (status) never seeks, and still pages right', async () => {
    const query = { status: 'SUCCESSFUL' };
    const all = await whole('/payments/list', 'payments', query);
    await page('/payments/list', 'payments', query, 10);
    expect(await seeking(async () => expectSlice(await page('/payments/list', 'payments', query, 11), all, 11))).toBe(
      false,
    );
  });
});
