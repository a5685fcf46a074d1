import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bulkMerchantsOf, loadBulk } from '../test/bulk';
import { startTestService, type TestService } from '../test/harness';
import { recordStatements, type PlanNode } from '../test/statements';

/**
 * The links' lists join a link's end user and transaction (checkout) for the page's links only, whatever the
 * planner's statistics. PGlite has no autovacuum: a links table nothing analyzed is planned as a few rows, and
 * a join written before the page's LIMIT joined every link of the merchant and sorted them (90 ms a page at
 * 5,375 links; docs/performance.md, "The links lists: the page first, then its joins"). Here the links tables have no
 * statistics, as there; the statements the requests really run (recorded at the driver) are EXPLAIN ANALYZEd.
 */

const PAGE_SIZE = 25;
/** The page plus the row that says whether a next page exists. */
const READ = PAGE_SIZE + 1;

let svc: TestService;
let recorder: ReturnType<typeof recordStatements>;

beforeAll(async () => {
  svc = await startTestService();
  await loadBulk(svc.database.db, bulkMerchantsOf(svc), {
    transactions: 6_000,
    endUsers: 3_000,
    links: 6_000,
    triggers: false,
  });
  recorder = recordStatements(svc.database.db);
  const { client } = recorder;
  // The links tables as PGlite keeps them when nothing analyzes them: no statistics, so the planner estimates
  // their rows from their size (loadBulk analyzes every table; this takes the links' statistics away again).
  await client.query(
    `delete from pg_statistic where starelid in ('checkout_links'::regclass, 'connect_links'::regclass)`,
  );
  await client.query(
    `update pg_class set reltuples = -1 where oid in ('checkout_links'::regclass, 'connect_links'::regclass)`,
  );
}, 300_000);

afterAll(() => svc.close());

/** Rows each relation's scans returned over the whole plan (rows × loops). */
function rowsRead(node: PlanNode, out = new Map<string, number>()): Map<string, number> {
  const relation = node['Relation Name'];
  if (relation) out.set(relation, (out.get(relation) ?? 0) + (node['Actual Rows'] ?? 0) * (node['Actual Loops'] ?? 1));
  for (const child of node.Plans ?? []) rowsRead(child, out);
  return out;
}

async function joinedRows(path: string, key: string): Promise<Map<string, number>> {
  const { result: res, statements: sent } = await recorder.during(() =>
    svc.request('GET', path, { query: { page: '1', page_size: String(PAGE_SIZE) } }),
  );
  const statements = sent.filter((s) => /^\s*(select|with)\b/i.test(s.text) && /"end_users"/.test(s.text));
  expect(res.status).toBe(200);
  expect(res.body[key]).toHaveLength(PAGE_SIZE);
  expect(res.body.page_info.has_next_page).toBe(true);
  expect(statements).toHaveLength(1);
  return rowsRead(await recorder.explain(statements[0]));
}

describe('the links lists join a page of links, not every link of the merchant', () => {
  it('GET /checkout/link/list reads one end user and one transaction per link of the page', async () => {
    const rows = await joinedRows('/checkout/link/list', 'checkout_links');
    expect(rows.get('end_users')).toBeLessThanOrEqual(READ);
    expect(rows.get('transactions')).toBeLessThanOrEqual(READ);
  });

  it('GET /connect/link/list reads one end user per link of the page', async () => {
    const rows = await joinedRows('/connect/link/list', 'connect_links');
    expect(rows.get('end_users')).toBeLessThanOrEqual(READ);
  });
});
