import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import type { SeededMerchant } from '../seed/base';

/**
 * Many rows in a few statements (generate_series), for plan tests and benchmarks: loading 100,000
 * transactions through the API or the seed's generator would take minutes; this takes seconds.
 *
 * Every list resource gets rows: 4/5 for `merchantId`, 1/5 for `otherMerchantId` (so every query must
 * scope by merchant to be fast). Values are deterministic functions of the row number `g`, and the
 * helpers below (`bulkValues`) name values that exist, so tests can filter on them.
 */
export interface BulkSizes {
  transactions: number;
  /** End users, with one account each. */
  endUsers: number;
  /** Connect links, checkout links and recurring plans, each. */
  links: number;
  /**
   * false: load the rows without firing the tables' triggers, so none of what they derive from a row is written
   * (the events outbox's event and the analytics delta of each transaction). For data only read back through the
   * lists and search: at 100,000 transactions on PGlite, 57 s → 24 s. Default true.
   */
  triggers?: boolean;
}

export interface BulkMerchants {
  merchantId: string;
  tenantId: string;
  otherMerchantId: string;
  otherTenantId: string;
  /** A sub-merchant of `merchantId` that owns 1 in 7 of its rows. */
  subMerchantId?: string;
}

/** The merchants of a test service (`startTestService()`): its merchant, with its first tenant and sub-merchant, and the other one. */
export function bulkMerchantsOf(svc: { merchant: SeededMerchant; other: SeededMerchant }): BulkMerchants {
  return {
    merchantId: svc.merchant.merchantId,
    tenantId: svc.merchant.tenantIds[0],
    subMerchantId: svc.merchant.subMerchantIds[0],
    otherMerchantId: svc.other.merchantId,
    otherTenantId: svc.other.tenantIds[0],
  };
}

const BATCH = 50_000;

/** The merchant of row g: 1 in 5 belongs to the other merchant. */
const owner = (m: BulkMerchants) => sql`case when g % 5 = 0 then ${m.otherMerchantId} else ${m.merchantId} end`;
const ownerMerchant = (m: BulkMerchants) =>
  sql`case when g % 5 = 0 then ${m.otherMerchantId} when g % 7 = 3 then ${m.subMerchantId ?? m.merchantId} else ${m.merchantId} end`;

export async function loadBulk(db: Db, m: BulkMerchants, sizes: BulkSizes, now = new Date()): Promise<void> {
  if (sizes.triggers !== false) return insertBulk(db, m, sizes, now);
  // One transaction, so the setting holds on the one connection that loads (a PostgreSQL pool has several) and
  // ends with it (PGlite's one connection also serves the test's requests).
  await db.transaction(async (tx) => {
    await tx.execute(sql`set local session_replication_role = replica`);
    // The tables' secondary indexes are dropped for the load and built again after it, from their own definitions:
    // building an index over the loaded rows is a sort, where keeping ~80 indexes up to date is a tree insert per
    // row and index. Those that back a constraint (primary keys, unique codes) stay, so the load is checked.
    const { rows: indexes } = (await tx.execute(sql`
      select i.relname as name, pg_get_indexdef(x.indexrelid) as definition
      from pg_index x join pg_class i on i.oid = x.indexrelid join pg_class t on t.oid = x.indrelid
      where t.relname in (${sql.join(
        BULK_TABLES.map((name) => sql`${name}`),
        sql`, `,
      )}) and pg_table_is_visible(t.oid)
        and not exists (select 1 from pg_constraint c where c.conindid = x.indexrelid)`)) as unknown as {
      rows: { name: string; definition: string }[];
    };
    if (indexes.length > 0)
      await tx.execute(sql.raw(`drop index ${indexes.map((i) => `"${i.name.replace(/"/g, '""')}"`).join(', ')}`));
    await insertBulk(tx as unknown as Db, m, sizes, now, { analyze: false });
    for (const index of indexes) await tx.execute(sql.raw(index.definition));
    await tx.execute(sql`analyze`);
  });
}

/** The tables loadBulk writes. */
const BULK_TABLES = ['end_users', 'accounts', 'transactions', 'connect_links', 'checkout_links', 'recurring_plans'];

async function insertBulk(
  db: Db,
  m: BulkMerchants,
  sizes: BulkSizes,
  now: Date,
  { analyze = true } = {},
): Promise<void> {
  const users = sizes.endUsers;
  const yearMs = 365 * 86_400_000;
  const at = (n: number) =>
    sql`(${now.toISOString()}::timestamptz - (g::float8 * ${yearMs} / ${n}) * interval '1 millisecond')`;
  await db.execute(sql`
    insert into end_users (id, code, merchant_id, owner_merchant_id, type, first_name, last_name, organization, email, local_id,
      primary_reference, secondary_reference, date_created_gmt, date_updated_gmt)
    select 'eur_bulk_' || g, 'EUR-BULK' || g, ${owner(m)}, ${ownerMerchant(m)},
      case when g % 10 = 0 then 'ORGANIZATION' else 'INDIVIDUAL' end,
      'First' || g, 'Last' || (g % 5000), case when g % 10 = 0 then 'Org ' || g end,
      'payer' || g || '@example.com', 'ID' || g, 'EUREF-' || g, 'EUREF2-' || g, ${at(users)}, ${at(users)}
    from generate_series(1, ${users}) g`);
  await db.execute(sql`
    insert into accounts (id, code, merchant_id, owner_merchant_id, end_user_id, institution_id, current_status, token, last_4,
      type, subtype, primary_reference, secondary_reference, date_created_gmt, date_updated_gmt)
    select 'acc_bulk_' || g, 'ACC-BULK' || g, ${owner(m)}, ${ownerMerchant(m)}, 'eur_bulk_' || g, (select id from institutions order by id limit 1),
      case when g % 9 = 0 then 'DISCONNECTED' else 'CONNECTED' end, 'tok_bulk_' || g, lpad((g % 10000)::text, 4, '0'),
      'DEPOSITORY', case when g % 4 = 0 then 'SAVINGS' else 'CHECKING' end, 'ACREF-' || g, 'ACREF2-' || g, ${at(users)}, ${at(users)}
    from generate_series(1, ${users}) g`);
  const total = sizes.transactions;
  for (let from = 1; from <= total; from += BATCH) {
    const to = Math.min(total, from + BATCH - 1);
    // Payer p of row g: one of the end users of the same merchant (g % 5 = 0 ⇔ p % 5 = 0). g is a bigint: g * 7919
    // passes 2^31 at 271,000 rows.
    await db.execute(sql`
      insert into transactions (id, code, merchant_id, owner_merchant_id, tenant_id, type, status, amount, amount_refunded, currency, variable_fee, fixed_fee, total_fee, net_amount,
        description, origin_account_id, origin_end_user_id, destination_account_id, destination_end_user_id, primary_reference, secondary_reference,
        date_created_gmt, date_updated_gmt)
      select
        'trx_bulk_' || lpad(g::text, 9, '0'), 'TRX-BULK' || g, ${owner(m)}, ${ownerMerchant(m)},
        case when g % 5 = 0 then ${m.otherTenantId} else ${m.tenantId} end,
        case when g % 100 = 7 then 'DEPOSIT' when g % 10 = 1 then 'PAYOUT' when g % 10 = 2 then 'TRANSFER' else 'PAYMENT' end,
        case when g % 20 = 3 then 'FAILED' when g % 20 = 4 then 'PENDING' when g % 50 = 6 then 'REFUNDED' else 'SUCCESSFUL' end,
        a.amount, case when g % 50 = 6 and g % 10 not in (1, 2) and g % 100 <> 7 then a.amount else 0 end, 'USD', a.amount * 290 / 10000, 30, a.amount * 290 / 10000 + 30, a.amount - a.amount * 290 / 10000 - 30,
        'Order #' || g || ' for customer ' || p.p || case when g % 997 = 0 then ' kayak' else '' end,
        case when g % 10 not in (1) and g % 100 <> 7 then 'acc_bulk_' || p.p end,
        case when g % 10 not in (1) and g % 100 <> 7 then 'eur_bulk_' || p.p end,
        case when g % 10 in (1, 2) or g % 100 = 7 then 'acc_bulk_' || p.q end,
        case when g % 10 in (1, 2) then 'eur_bulk_' || p.q end,
        'INV-' || g, 'SREF-' || g,
        ${at(total)}, ${at(total)}
      from generate_series(${from}::int8, ${to}::int8) g,
        lateral (select 100 + (g * 7919) % 500000 as amount) a,
        lateral (select ((g * 13) % (${users} / 5)) * 5 + (g % 5) + case when g % 5 = 0 then 5 else 0 end as p,
                        ((g * 7) % (${users} / 5)) * 5 + (g % 5) + case when g % 5 = 0 then 5 else 0 end as q) p`);
  }
  // Each REFUNDED payment has its refund (a payment's JSON lists them).
  await db.execute(sql`
    insert into transactions (id, code, merchant_id, owner_merchant_id, tenant_id, type, status, amount, currency, variable_fee, fixed_fee, total_fee, net_amount,
      parent_id, refund_reason, date_created_gmt, date_updated_gmt)
    select 'trx_bulk_rf_' || substr(id, 10), 'TRX-BULK-RF' || substr(id, 10), merchant_id, owner_merchant_id, tenant_id, 'REFUND', 'SUCCESSFUL', amount, currency, 0, 0, 0, amount,
      id, 'REQUESTED_BY_CUSTOMER', date_created_gmt + interval '1 hour', date_created_gmt + interval '1 hour'
    from transactions where id like 'trx_bulk_%' and type = 'PAYMENT' and amount_refunded > 0`);
  const links = sizes.links;
  await db.execute(sql`
    insert into connect_links (id, code, public_token, merchant_id, owner_merchant_id, end_user_id, intro_text, delivery_status,
      primary_reference, secondary_reference, date_created_gmt, date_updated_gmt)
    select 'clk_bulk_' || g, 'CLK-BULK' || g, 'pt_clk_bulk_' || g, ${owner(m)}, ${ownerMerchant(m)}, 'eur_bulk_' || (g % ${users} + 1), '{}'::jsonb,
      case when g % 3 = 0 then 'OPENED' when g % 3 = 1 then 'CREATED' else 'COMPLETED' end, 'CLREF-' || g, 'CLREF2-' || g, ${at(links)}, ${at(links)}
    from generate_series(1, ${links}) g`);
  await db.execute(sql`
    insert into checkout_links (id, code, public_token, merchant_id, owner_merchant_id, end_user_id, transaction_id, link_name, delivery_status,
      primary_reference, secondary_reference, date_created_gmt, date_updated_gmt)
    select 'chk_bulk_' || g, 'CHK-BULK' || g, 'pt_chk_bulk_' || g, ${owner(m)}, ${ownerMerchant(m)}, 'eur_bulk_' || (g % ${users} + 1),
      'trx_bulk_' || lpad((g % ${total} + 1)::text, 9, '0'), 'Order ' || g,
      case when g % 3 = 0 then 'OPENED' when g % 3 = 1 then 'CREATED' else 'COMPLETED' end, 'CHREF-' || g, 'CHREF2-' || g, ${at(links)}, ${at(links)}
    from generate_series(1, ${links}) g`);
  await db.execute(sql`
    insert into recurring_plans (id, code, merchant_id, owner_merchant_id, end_user_id, description, processing_method, status, start_date,
      cycle_frequency, transaction, primary_reference, secondary_reference, date_created_gmt, date_updated_gmt)
    select 'rpl_bulk_' || g, 'RPL-BULK' || g, ${owner(m)}, ${ownerMerchant(m)}, 'eur_bulk_' || (g % ${users} + 1), 'Plan ' || g,
      case when g % 2 = 0 then 'AUTOMATIC' else 'SEND_REQUEST' end,
      case when g % 4 = 0 then 'PAUSED' else 'ACTIVE' end, '2026-01-01',
      case when g % 3 = 0 then 'WEEKLY' else 'MONTHLY' end, '{}'::jsonb, 'RPREF-' || g, 'RPREF2-' || g, ${at(links)}, ${at(links)}
    from generate_series(1, ${links}) g`);
  if (analyze) await db.execute(sql`analyze`);
}

/** Values that exist in the bulk data of `merchantId` (row numbers not divisible by 5), for filters. */
export const bulkValues = {
  endUser: (g: number) => ({
    id: `eur_bulk_${g}`,
    code: `EUR-BULK${g}`,
    email: `payer${g}@example.com`,
    localId: `ID${g}`,
    firstName: `First${g}`,
    lastName: `Last${g % 5000}`,
  }),
  account: (g: number) => ({ id: `acc_bulk_${g}`, code: `ACC-BULK${g}`, last4: String(g % 10_000).padStart(4, '0') }),
  transaction: (g: number) => ({
    id: `trx_bulk_${String(g).padStart(9, '0')}`,
    code: `TRX-BULK${g}`,
    primaryReference: `INV-${g}`,
    secondaryReference: `SREF-${g}`,
  }),
};
