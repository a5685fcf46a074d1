import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';

/**
 * deposit_sums (docs/reports.md): a deposit's lines summed from the ledger, written with the deposit. The same
 * statement as service migration 0016's fill, for one deposit (settlement) or for every deposit of a merchant (the
 * seed's bulk load). A row already there is kept.
 */
function fill(where: SQL) {
  return sql`
    insert into deposit_sums (deposit_id, line_count, fees, net)
    select g.deposit_id, count(*)::int, coalesce(sum(s.fees), 0), coalesce(sum(s.net), 0)
    from transactions g
    join transactions d on d.id = g.deposit_id and d.type = 'DEPOSIT'
    left join lateral (
      select -sum(l.amount) filter (where l.ledger_account = 'fees') as fees,
        sum(l.amount) filter (where l.ledger_account like 'merchant:%') as net
      from ledger_entries l
      where l.transaction_id = g.id and l.currency = d.currency
    ) s on true
    where ${where}
    group by g.deposit_id
    on conflict (deposit_id) do nothing`;
}

export async function recordDepositSums(tx: DbOrTx, depositId: string): Promise<void> {
  await tx.execute(fill(sql`g.deposit_id = ${depositId}`));
}

export async function recordMerchantDepositSums(tx: DbOrTx, merchantId: string): Promise<void> {
  await tx.execute(fill(sql`d.merchant_id = ${merchantId}`));
}
