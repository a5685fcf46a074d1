import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from '@hono/zod-openapi';
import { AccountListQuery } from '../accounts/schemas';
import { CaseListQuery } from '../cases/schemas';
import { CheckoutLinkListQuery } from '../checkout-links/schemas';
import { ConnectLinkListQuery } from '../connect-links/schemas';
import { DepositListQuery } from '../deposits/schemas';
import { EndUserListQuery } from '../end-users/schemas';
import { RecurringPlanListQuery } from '../recurring-plans/schemas';
import { RequestLogListQuery } from '../request-logs/schemas';
import { PaymentListQuery, TransactionListQuery } from '../transactions/schemas';
import { bulkMerchantsOf, bulkValues, loadBulk } from '../test/bulk';
import { startTestService, type TestService } from '../test/harness';
import { recordStatements, type PlanNode } from '../test/statements';

/**
 * Every list of every resource, with no filter and with each of its filters alone, at 100,000 transactions
 * (and 20,000 end users, accounts, links and plans): the SQL each request runs is EXPLAIN ANALYZEd, and the
 * test fails on a sequential scan of a large table or on a sort of more rows than the page. Both mean a
 * request that reads the whole merchant for one page: invisible on test data, seconds at a million rows.
 *
 * The queries are the ones the requests really run (recorded at the driver), so a new filter or a changed
 * query is checked without touching this file; a new filter parameter must get a value below (the test
 * says which is missing).
 */

const TRANSACTIONS = 100_000;
const END_USERS = 20_000;
const LINKS = 20_000;
const REQUEST_LOGS = 20_000;
/** Dispute and return cases (about 1 in 50 payments at 1,000,000 transactions). */
const CASES = 20_000;
/** A table with at least this many rows must never be read whole for a list. */
const LARGE = 5_000;
/**
 * A sort of the rows a selective filter matches (an amount range that matches 40 rows) is the best plan
 * there is: no index orders them, and walking the date index would read thousands to find them. It is
 * allowed up to this many rows (under a millisecond); a sort of more than that and more than a page is not.
 */
const SMALL_SORT = 1_000;
const PAGE_SIZE = 25;

let svc: TestService;
let recorder: ReturnType<typeof recordStatements>;
const rowsOf = new Map<string, number>();

beforeAll(async () => {
  svc = await startTestService({ config: { rateLimit: { capacity: 1e9, refillPerSecond: 1e9 } } });
  const m = svc.merchant;
  await loadBulk(svc.database.db, bulkMerchantsOf(svc), {
    transactions: TRANSACTIONS,
    endUsers: END_USERS,
    links: LINKS,
    // Read back through lists and search only: the events and analytics deltas triggers would derive are not.
    triggers: false,
  });
  recorder = recordStatements(svc.database.db);
  const { client } = recorder;
  // The request log (service/request-logs/): the merchant's requests of the last days, 1 in 50 a 5xx, 1 in 5 a
  // /payments/create, another client now and then, and the other merchant's as many.
  await client.query(
    `insert into request_logs (request_id, merchant_id, client_id, method, path, status, latency_ms, date_created_gmt)
     select 'req_bulk_' || g, case when g % 2 = 0 then $1 else $2 end, case when g % 7 = 0 then 'cli_other' else $3 end,
            'POST', case when g % 5 = 0 then '/payments/create' else '/payments/list' end,
            case when g % 50 = 0 then 500 when g % 9 = 0 then 400 else 200 end, 10, now() - (g || ' minutes')::interval
     from generate_series(1, $4::int) g`,
    [m.merchantId, svc.other.merchantId, m.clientId, REQUEST_LOGS * 2],
  );
  await client.query('analyze request_logs');
  // Dispute and return cases: the merchant's and the other merchant's, in every status, kind and reason, 1 in 10 open.
  await client.query(
    `insert into cases (id, code, merchant_id, owner_merchant_id, kind, reason, status, amount, currency, payment_id,
       debit_transaction_id, payer_end_user_id, respond_by, process_after, date_created_gmt, date_updated_gmt)
     select 'cas_bulk_' || g, 'DSP-BULK' || g, m, m, case when g % 3 = 0 then 'RETURN' else 'DISPUTE' end,
            case when g % 3 = 0 then 'R10' else 'FRAUDULENT' end,
            case g % 10 when 0 then 'NEEDS_RESPONSE' when 1 then 'UNDER_REVIEW' when 2 then 'WON' when 3 then 'ACCEPTED' else 'LOST' end,
            1066, 'USD', 'trx_bulk_' || g, 'trx_bulk_rev_' || g, case when g % 7 = 0 then $3 else null end,
            now() + ((g % 200) || ' hours')::interval, null, now() - (g || ' minutes')::interval, now()
     from (select g, case when g % 2 = 0 then $1 else $2 end as m from generate_series(1, $4::int) g) s`,
    [m.merchantId, svc.other.merchantId, bulkValues.endUser(13).id, CASES * 2],
  );
  await client.query('analyze cases');
  const sizes = await client.query(
    `select relname, reltuples::int8::text as n from pg_class where relkind = 'r' and relnamespace = 'public'::regnamespace`,
  );
  for (const row of sizes.rows) rowsOf.set(String(row.relname), Number(row.n));
}, 600_000);

afterAll(async () => {
  await svc?.close();
});

/** What in a plan reads more than a page: a sequential scan of a large table, a sort of more than `limit` rows. */
function problems(node: PlanNode, limit: number, out: string[] = []): string[] {
  const relation = node['Relation Name'];
  if (node['Node Type'] === 'Seq Scan' && relation && (rowsOf.get(relation) ?? 0) >= LARGE) {
    out.push(`Seq Scan on ${relation} (${rowsOf.get(relation)} rows)`);
  }
  if (node['Node Type'] === 'Sort' || node['Node Type'] === 'Incremental Sort') {
    const input = node.Plans?.[0];
    const rows = input ? (input['Actual Rows'] ?? 0) * (input['Actual Loops'] ?? 1) : 0;
    if (rows > Math.max(limit, SMALL_SORT)) out.push(`${node['Node Type']} of ${rows} rows (a page is ${limit})`);
  }
  for (const child of node.Plans ?? []) problems(child, limit, out);
  return out;
}

async function check(path: string, query: Record<string, string>, sorts = true): Promise<string[]> {
  if (query.page) {
    // A deep page is served from the key of the page before it (service/db/pages.ts, Seek), as when a
    // user pages on: ask for that one first. Without a remembered key a first visit pays OFFSET.
    await svc.request('GET', path, {
      query: { page_size: String(PAGE_SIZE), ...query, page: String(Number(query.page) - 1) },
    });
  }
  const { result: res, statements: sent } = await recorder.during(() =>
    svc.request('GET', path, {
      query: path === '/search' ? query : { page_size: String(PAGE_SIZE), ...query },
    }),
  );
  const statements = sent.filter((s) => /^\s*(select|with)\b/i.test(s.text));
  if (res.status !== 200) return [`${res.status} ${res.text.slice(0, 300)}`];
  const found: string[] = [];
  for (const statement of statements) {
    const plan = await recorder.explain(statement);
    const bad = problems(plan, PAGE_SIZE + 1).filter((p) => sorts || !p.includes('Sort'));
    if (bad.length) found.push(`${bad.join('; ')}\n      in: ${statement.text.replace(/\s+/g, ' ').slice(0, 400)}`);
  }
  return found;
}

type ListQuery = z.ZodObject<z.ZodRawShape>;

/** The filters of a list's query schema (all but paging), each with a value that exists in the bulk data. */
function cases(schema: ListQuery, values: Record<string, string>): [string, Record<string, string>][] {
  const filters = Object.keys(schema.shape).filter((k) => k !== 'page' && k !== 'page_size');
  const missing = filters.filter((k) => !(k in values));
  if (missing.length) throw new Error(`give the plan test a value for: ${missing.join(', ')}`);
  return [
    ['no filter', {}],
    ['page 200', { page: '200' }],
    ...filters.map((k): [string, Record<string, string>] => [k, { [k]: values[k] }]),
  ];
}

const g = 13; // a row number of the merchant (not a multiple of 5)
const user = bulkValues.endUser(g);
const account = bulkValues.account(g);
const trx = bulkValues.transaction(g);
const day = (offset: number) => new Date(Date.now() - offset * 86_400_000).toISOString().slice(0, 10);
const common = () => ({
  date_from: day(30),
  date_to: day(300),
  primary_reference: 'x',
  secondary_reference: 'x',
  merchant_id: svc.merchant.subMerchantIds[0],
});
const endUserFilters = () => ({
  end_user_uuid: user.id,
  end_user_code: user.code,
  end_user_email: user.email.toUpperCase(),
  end_user_local_id: user.localId,
});

const transactionValues = () => ({
  ...common(),
  ...endUserFilters(),
  code: trx.code,
  status: 'FAILED',
  description: 'kayak',
  amount: '103047',
  tenant_uuid: svc.merchant.tenantIds[0],
  amount_less_than: '2000',
  amount_greater_than: '495000',
  primary_reference: trx.primaryReference,
  secondary_reference: trx.secondaryReference,
  origin_account_uuid: account.id,
  origin_account_code: account.code,
  origin_account_last_4: account.last4,
  origin_account_institution_uuid: svc.institutions[1].id,
  destination_account_uuid: account.id,
  destination_account_code: account.code,
  destination_account_last_4: account.last4,
  destination_account_institution_uuid: svc.institutions[1].id,
});

const lists: [string, ListQuery, () => Record<string, string>][] = [
  [
    '/payments/list',
    PaymentListQuery,
    () => ({
      ...transactionValues(),
      // A refund CSV's payments, 100 a call (lib/bulk-refunds/csv-lookup.ts).
      code_in: Array.from({ length: 100 }, (_, i) => bulkValues.transaction(g + 5 * i + 1).code).join(','),
      uuid_in: Array.from({ length: 100 }, (_, i) => bulkValues.transaction(g + 5 * i + 1).id).join(','),
    }),
  ],
  ['/payouts/list', TransactionListQuery, transactionValues],
  ['/transfers/list', TransactionListQuery, transactionValues],
  [
    '/deposits/list',
    DepositListQuery,
    () => ({ ...common(), code: 'TRX-BULK7', currency: 'USD', amount: '55400', destination_account_uuid: account.id }),
  ],
  [
    '/end-users/list',
    EndUserListQuery,
    () => ({
      ...common(),
      primary_reference: 'EUREF-13',
      secondary_reference: 'EUREF2-13',
      type: 'ORGANIZATION',
      uuid: user.id,
      code: user.code,
      email: user.email,
      local_id: user.localId,
      first_name: user.firstName,
      last_name: user.lastName,
      organization: 'Org 10',
    }),
  ],
  [
    '/accounts/list',
    AccountListQuery,
    () => ({
      ...common(),
      ...endUserFilters(),
      primary_reference: 'ACREF-13',
      secondary_reference: 'ACREF2-13',
      type: 'DEPOSITORY',
      subtype: 'SAVINGS',
      current_status: 'DISCONNECTED',
      institution_uuid: svc.institutions[1].id,
      uuid: account.id,
      // A page's accounts by id (the console's one lookup per page: docs/decisions.md, "Console as used all day"): a
      // handful of ids.
      uuid_in: [
        account.id,
        'acc_00000000-0000-4000-8000-000000000001',
        'acc_00000000-0000-4000-8000-000000000002',
      ].join(','),
      code: account.code,
      last_4: account.last4,
    }),
  ],
  [
    '/connect/link/list',
    ConnectLinkListQuery,
    () => ({
      ...common(),
      ...endUserFilters(),
      primary_reference: 'CLREF-13',
      delivery_status: 'OPENED',
      code: 'CLK-BULK13',
      uuid: 'clk_bulk_13',
    }),
  ],
  [
    '/checkout/link/list',
    CheckoutLinkListQuery,
    () => ({
      ...common(),
      ...endUserFilters(),
      primary_reference: 'CHREF-13',
      delivery_status: 'OPENED',
      code: 'CHK-BULK13',
      uuid: 'chk_bulk_13',
    }),
  ],
  [
    '/recurring-plans/list',
    RecurringPlanListQuery,
    () => ({
      ...common(),
      primary_reference: 'RPREF-13',
      status: 'PAUSED',
      processing_method: 'SEND_REQUEST',
      cycle_frequency: 'WEEKLY',
      code: 'RPL-BULK13',
      end_user_uuid: user.id,
    }),
  ],
  [
    '/cases/list',
    CaseListQuery,
    () => ({
      date_from: day(3),
      date_to: day(30),
      status: 'UNDER_REVIEW',
      kind: 'RETURN',
      reason: 'R10',
      code: 'DSP-BULK14',
      payment_id: 'trx_bulk_14',
      end_user_id: user.id,
      deposit_id: 'trx_bulk_14',
      sort: 'due_soon',
    }),
  ],
  [
    '/request-logs/list',
    RequestLogListQuery,
    () => ({
      date_from: day(3),
      date_to: day(30),
      status_class: '5xx',
      path: '/payments/create',
      client_id: 'cli_other',
      request_id: 'req_bulk_14',
    }),
  ],
];

describe("the disputes console's own questions (docs/disputes.md)", () => {
  it("the overview's counts, its due-soon link and its deep pages, the payer history and a deposit's cases read about a page", async () => {
    const failures: string[] = [];
    for (const [path, query] of [
      ['/cases/counts', {}],
      ['/cases/list', { status: 'NEEDS_RESPONSE', sort: 'due_soon' }],
      // A deep page of it: from the key of page 39 (a (respond_by, id) range), not OFFSET 975 and a sort.
      ['/cases/list', { sort: 'due_soon', page: '40' }],
      ['/cases/list', { end_user_id: user.id, page_size: '11' }],
      ['/cases/list', { deposit_id: 'trx_bulk_14', status: 'WON' }],
    ] as [string, Record<string, string>][]) {
      for (const problem of await check(path, query)) failures.push(`${path} ${JSON.stringify(query)}: ${problem}`);
    }
    expect(failures).toEqual([]);
  }, 300_000);
});

describe(`list query plans at ${TRANSACTIONS.toLocaleString('en-US')} transactions`, () => {
  for (const [path, schema, values] of lists) {
    it(`${path}: no filter, a deep page and each filter alone read about a page`, async () => {
      const failures: string[] = [];
      for (const [label, query] of cases(schema, values())) {
        for (const problem of await check(path, query)) failures.push(`${path} ${label}: ${problem}`);
      }
      expect(failures).toEqual([]);
    }, 300_000);
  }
});

/**
 * Search (docs/search.md): each kind of query, with words that name bulk rows. Its matches are ranked
 * (best first among the newest 1,001), so a sort of the matches is its design; a sequential scan of transactions,
 * end users or accounts is not allowed. Links and plans (20,000 each here) are left out: for a word the planner
 * reads such a table whole rather than pay its estimate of a trigram index scan (1,000+ cost units), which is
 * right at that size; and a metadata term has no index on them (docs/search.md, "Indexes").
 */
const SEARCH_EXEMPT = /Seq Scan on (connect_links|checkout_links|recurring_plans) /;
const searches = (): [string, Record<string, string>][] => {
  const institutionWord = svc.institutions[1].name.split(/\s+/).reduce((a, b) => (b.length > a.length ? b : a));
  return [
    ['name fragment', { q: user.firstName.slice(0, -1).toLowerCase() }],
    ['full name, reversed order', { q: `${user.lastName} ${user.firstName}` }],
    ['email fragment', { q: user.email.slice(0, user.email.indexOf('@') + 4) }],
    ['name + amount', { q: user.lastName.toLowerCase(), amount: '103047' }],
    ['amount alone', { amount: '103047' }],
    ['amount and currency', { amount: '103047', currency: 'usd' }],
    ['last 4', { q: account.last4 }],
    ['institution name', { q: institutionWord.toLowerCase() }],
    ['reference prefix', { q: trx.primaryReference.toLowerCase() }],
    ['code prefix', { q: trx.code.slice(0, -1).toLowerCase() }],
    ['description word', { q: 'kayak' }],
    ['metadata key:value', { q: 'order:A-77' }],
    ['status + date', { status: 'FAILED', date_from: day(7) }],
    ['type', { q: user.firstName.toLowerCase(), type: 'REFUND' }],
    ['exact id', { q: trx.id }],
    ['exact code', { q: trx.code }],
  ];
};

describe(`search query plans at ${TRANSACTIONS.toLocaleString('en-US')} transactions`, () => {
  it('GET /search: each kind of query reads no large table whole', async () => {
    const failures: string[] = [];
    for (const [label, query] of searches()) {
      for (const problem of await check('/search', query, false)) {
        if (!SEARCH_EXEMPT.test(problem)) failures.push(`/search ${label}: ${problem}`);
      }
    }
    expect(failures).toEqual([]);
  }, 300_000);

  it('GET /search: the movements of 200 named people come from their end user indexes, not a walk of the dates', async () => {
    // A first-name fragment common to more than 200 people (First1, First10…): search takes the newest 200.
    const { result, statements } = await recorder.during(() =>
      svc.request('GET', '/search', { query: { q: user.firstName.slice(0, -1).toLowerCase() } }),
    );
    expect(result.status).toBe(200);
    const indexesRead = new Set<string>();
    const visit = (node: PlanNode & { 'Index Name'?: string }) => {
      if (node['Index Name'] && (node['Actual Loops'] ?? 0) > 0) indexesRead.add(node['Index Name']);
      for (const child of node.Plans ?? []) visit(child);
    };
    for (const statement of statements.filter((s) => /^\s*(select|with)\b/i.test(s.text)))
      visit(await recorder.explain(statement));
    expect(indexesRead).toContain('trx_origin_end_user_type_created_idx');
    expect(indexesRead).not.toContain('trx_merchant_type_created_idx');
  }, 300_000);
});
