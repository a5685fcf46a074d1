/**
 * The list questions the benchmarks ask, each with its SQL floor: the best index-backed plan for the same
 * question, written by hand and run directly on the driver (the floor is the best plan for the question, not
 * our own SQL: docs/performance.md, "Lists against their SQL floor"). bench/list-vs-sql.ts runs them; `npm run
 * bench` can import them.
 *
 * A case is `GET /payments/list?<query>` of one merchant; its floor returns the same rows (payments of the
 * merchant, the filter, newest first by the order of the indexes, the page's limit) with no more work: the
 * end-user and account filters as `= any(array(…))` lookups, a deep page as a seek from its boundary key
 * (what a page-number API could do at best), never OFFSET.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../service/db/client';

export interface ListCase {
  label: string;
  /** GET path: /payments/list unless said. */
  path: string;
  /** Its query string. */
  query: Record<string, string>;
  /** The floor: SQL text with $n parameters, run on the raw driver. */
  floor: { text: string; params: unknown[] };
  /** Rows the page has (the floor's limit is this + 1, as the API's). */
  pageSize: number;
}

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

const ORDER = 'order by date_created_gmt desc nulls last, id desc nulls last';

function floor(condition: string, params: unknown[], limit: number, type = 'PAYMENT') {
  return {
    text: `select * from transactions where merchant_id = $1 and type = '${type}'${condition ? ` and ${condition}` : ''} ${ORDER} limit ${limit + 1}`,
    params,
  };
}

/** The cases of spec 4.8's filters, alone, with values picked from the merchant's data. */
export async function listCases(db: Db, merchantId: string, options: { word?: string } = {}): Promise<ListCase[]> {
  const m = merchantId;
  const [{ payments, newest }] = rowsOf<{ payments: number; newest: Date | string }>(
    await db.execute(
      sql`select count(*)::int as payments, max(date_created_gmt) as newest from transactions where merchant_id = ${m} and type = 'PAYMENT'`,
    ),
  );
  const payerCounts = rowsOf<{ email: string; n: number }>(
    await db.execute(sql`
      select e.email, count(*)::int as n from transactions t join end_users e on e.id = t.origin_end_user_id
      where t.merchant_id = ${m} and t.type = 'PAYMENT' and e.email is not null
      group by e.email order by n desc, e.email`),
  );
  const busyPayer = payerCounts[0];
  const rarePayer = payerCounts[payerCounts.length - 1];
  const [{ last4 }] = rowsOf<{ last4: string }>(
    await db.execute(sql`select a.last_4 as last4 from transactions t join accounts a on a.id = t.origin_account_id
      where t.merchant_id = ${m} and t.type = 'PAYMENT' order by t.date_created_gmt desc nulls last, t.id desc nulls last limit 1`),
  );
  const [{ reference }] = rowsOf<{ reference: string }>(
    await db.execute(sql`select primary_reference as reference from transactions where merchant_id = ${m} and type = 'PAYMENT' and primary_reference is not null
      order by date_created_gmt desc nulls last, id desc nulls last offset ${Math.floor(payments / 3)} limit 1`),
  );
  const day = (offset: number) => new Date(new Date(newest).getTime() - offset * 86_400_000).toISOString().slice(0, 10);
  const dayAfter = (d: string) => new Date(Date.parse(`${d}T00:00:00Z`) + 86_400_000).toISOString();
  const word = options.word ?? 'kayak';
  const deep = Math.max(2, Math.min(2000, Math.floor((payments / 50) * 0.9)));
  // The boundary key of the deep page: what the best page-number plan starts from.
  const [boundary] = rowsOf<{ created: Date | string; id: string }>(
    await db.execute(sql`select date_created_gmt as created, id from transactions where merchant_id = ${m} and type = 'PAYMENT'
      order by date_created_gmt desc nulls last, id desc nulls last offset ${(deep - 1) * 50 - 1} limit 1`),
  );
  const payer = `= any(array(select id from end_users where merchant_id = $1 and lower(email) = lower($2)))`;
  const cases: Omit<ListCase, 'path'>[] = [
    { label: 'no filter, 50 a page', query: { page_size: '50' }, floor: floor('', [m], 50), pageSize: 50 },
    {
      label: 'status=FAILED, 50 a page',
      query: { status: 'FAILED', page_size: '50' },
      floor: floor(`status = $2`, [m, 'FAILED'], 50),
      pageSize: 50,
    },
    {
      label: 'amount 100.00–200.00, 50 a page',
      query: { amount_greater_than: '10000', amount_less_than: '20000', page_size: '50' },
      floor: floor(`amount >= $2 and amount <= $3`, [m, 10000, 20000], 50),
      pageSize: 50,
    },
    {
      label: 'date range (7 days), 50 a page',
      query: { date_from: day(7), date_to: day(0), page_size: '50' },
      floor: floor(
        `date_created_gmt >= $2 and date_created_gmt < $3`,
        [m, `${day(7)}T00:00:00Z`, dayAfter(day(0))],
        50,
      ),
      pageSize: 50,
    },
    {
      label: 'date range (one day, 30 days ago), 50 a page',
      query: { date_from: day(30), date_to: day(30), page_size: '50' },
      floor: floor(
        `date_created_gmt >= $2 and date_created_gmt < $3`,
        [m, `${day(30)}T00:00:00Z`, dayAfter(day(30))],
        50,
      ),
      pageSize: 50,
    },
    {
      label: `end_user_email (${busyPayer.n} payments), 50 a page`,
      query: { end_user_email: busyPayer.email.toUpperCase(), page_size: '50' },
      floor: floor(`origin_end_user_id ${payer}`, [m, busyPayer.email], 50),
      pageSize: 50,
    },
    {
      label: `end_user_email (${rarePayer.n} payment${rarePayer.n === 1 ? '' : 's'}), 50 a page`,
      query: { end_user_email: rarePayer.email, page_size: '50' },
      floor: floor(`origin_end_user_id ${payer}`, [m, rarePayer.email], 50),
      pageSize: 50,
    },
    {
      label: `description contains '${word}', 50 a page`,
      query: { description: word, page_size: '50' },
      floor: floor(`description ilike $2`, [m, `%${word}%`], 50),
      pageSize: 50,
    },
    {
      label: 'account last 4, 50 a page',
      query: { origin_account_last_4: last4, page_size: '50' },
      floor: floor(
        `origin_account_id = any(array(select id from accounts where merchant_id = $1 and last_4 = $2))`,
        [m, last4],
        50,
      ),
      pageSize: 50,
    },
    {
      label: 'primary_reference, 50 a page',
      query: { primary_reference: reference, page_size: '50' },
      floor: floor(`primary_reference = $2`, [m, reference], 50),
      pageSize: 50,
    },
    {
      label: `no filter, page ${deep} of 50`,
      query: { page: String(deep), page_size: '50' },
      floor: floor(`(date_created_gmt, id) < ($2, $3)`, [m, new Date(boundary.created).toISOString(), boundary.id], 50),
      pageSize: 50,
    },
    { label: 'no filter, 1000 a page (the default)', query: {}, floor: floor('', [m], 1000), pageSize: 1000 },
  ];
  return [
    ...cases.map((c) => ({ ...c, path: '/payments/list' })),
    {
      label: 'transfers, 50 a page',
      path: '/transfers/list',
      query: { page_size: '50' },
      floor: floor('', [m], 50, 'TRANSFER'),
      pageSize: 50,
    },
  ];
}
