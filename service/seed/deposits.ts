import { blank, DAY, type SeedContext, type TransactionInsert } from './context';

/** What settle() groups into deposits (service/deposits/settle.ts, depositEligible). */
function isDepositEligible(row: TransactionInsert): boolean {
  return (
    (row.type === 'PAYMENT' && !row.destinationAccountId) ||
    ((row.type === 'REFUND' || row.type === 'REVERSAL' || row.type === 'RETURN') && Boolean(row.parentId))
  );
}

/** The deposits of day d: every deposit-eligible transaction of the day's bucket, at 02:00 the next day, one deposit a currency. */
export function makeDeposits(g: SeedContext, d: number, rows: TransactionInsert[]): void {
  const depositAt = g.start + (d + 1) * DAY + 2 * 3_600_000;
  if (depositAt >= g.now) return;
  const byCurrency = new Map<string, { id: string; total: number; n: number }>();
  for (const row of rows) {
    if (!row.settledAt || !isDepositEligible(row)) continue;
    let deposit = byCurrency.get(row.currency);
    if (!deposit) {
      deposit = { id: `trx_${g.r.uuid()}`, total: 0, n: 0 };
      byCurrency.set(row.currency, deposit);
    }
    row.depositId = deposit.id;
    deposit.total += row.type === 'PAYMENT' ? row.netAmount! : -row.netAmount!;
    deposit.n++;
  }
  for (const [currency, deposit] of [...byCurrency].sort(([a], [b]) => a.localeCompare(b))) {
    rows.push({
      ...blank(g.m.id, g.m.id, depositAt),
      id: deposit.id,
      code: g.r.code('DEP'),
      type: 'DEPOSIT',
      status: 'SUCCESSFUL',
      creationSource: 'SYSTEM',
      amount: deposit.total,
      currency,
      variableFee: 0,
      fixedFee: 0,
      totalFee: 0,
      netAmount: deposit.total,
      description: `Deposit of ${deposit.n} transaction${deposit.n === 1 ? '' : 's'}`,
      destinationAccountId: g.m.settlementAccountId,
    });
    g.summary.deposits++;
  }
}
