import { describe, expect, it } from 'vitest';
import { generateDataset, type Row } from './dataset';
import { SANDBOX_INSTITUTIONS } from './base';

const options = (seed: number) => ({
  seed,
  transactions: 1_500,
  now: new Date('2026-11-20T15:30:00.000Z'),
  days: 120,
  serviceName: 'Merchant Console',
  delays: { pendingMs: 5_000, processingMs: 10_000 },
  hashAccountNumber: (n: string) => `hash-${n}`,
  institutions: SANDBOX_INSTITUTIONS,
  merchant: {
    id: 'mer_demo',
    name: 'Acme Outdoor Co',
    pricing: new Map([
      ['mer_demo', { basisPoints: 290, fixed: 30 }],
      ['mer_sub1', { basisPoints: 250, fixed: 25 }],
      ['mer_sub2', { basisPoints: 320, fixed: 30 }],
    ]),
    subMerchantIds: ['mer_sub1', 'mer_sub2'],
    tenantIds: ['ten_a', 'ten_b'],
    settlementAccountId: 'acc_settlement',
  },
});

async function collect(seed: number): Promise<Row[]> {
  const rows: Row[] = [];
  await generateDataset(options(seed), { add: async (item) => void rows.push(item) });
  return rows;
}

describe('generateDataset', () => {
  it('is the same data set for the same seed, and another one for another seed; hosted-link tokens come from the CSPRNG every time', async () => {
    const [a, b, c] = await Promise.all([collect(7), collect(7), collect(8)]);
    const tokens = (rows: typeof a) => rows.flatMap((r) => ('publicToken' in r.row ? [String(r.row.publicToken)] : []));
    const withoutTokens = (rows: typeof a) =>
      JSON.stringify(rows, (key, value) => (key === 'publicToken' ? '<token>' : value));
    expect(withoutTokens(a)).toBe(withoutTokens(b));
    expect(withoutTokens(a)).not.toBe(withoutTokens(c));
    // Public tokens of the demo's connect and checkout links: 192 random bits, never derived from the seed.
    expect(tokens(a).length).toBeGreaterThan(0);
    for (const token of tokens(a)) expect(token).toMatch(/^[A-Za-z0-9_-]{32}$/);
    const again = new Set(tokens(b));
    expect(tokens(a).filter((t) => again.has(t))).toEqual([]);
  });

  it('keeps money consistent: fees, nets, splits, refunds and deposits add up to the unit', async () => {
    const rows = await collect(11);
    const trx = rows.flatMap((r) => (r.table === 'transactions' ? [r.row] : []));
    const splits = rows.flatMap((r) => (r.table === 'splitEntries' ? [r.row] : []));
    const byId = new Map(trx.map((t) => [t.id, t]));
    expect(trx.length).toBeGreaterThan(1_200);
    expect(trx.length).toBeLessThan(1_800);

    for (const t of trx) {
      expect(Number.isSafeInteger(t.amount)).toBe(true);
      // A deposit may be zero or negative (a day of refunds); it is checked against its items below.
      if (t.type === 'DEPOSIT') continue;
      if (t.totalFee !== null && t.totalFee !== undefined) {
        expect(t.variableFee! + t.fixedFee!).toBe(t.totalFee);
        expect(t.netAmount).toBe(t.amount - t.totalFee);
        expect(t.totalFee).toBeLessThanOrEqual(t.amount);
      }
      if (t.status === 'SUCCESSFUL' || t.status === 'REFUNDED' || t.status === 'DISPUTED')
        expect(t.settledAt).toBeTruthy();
      else expect(t.settledAt ?? null).toBeNull();
    }
    const entriesOf = new Map<string, typeof splits>();
    for (const s of splits) entriesOf.set(s.transactionId, [...(entriesOf.get(s.transactionId) ?? []), s]);
    expect(entriesOf.size).toBeGreaterThan(10);
    for (const t of trx) expect(Boolean(t.hasSplits)).toBe(entriesOf.has(t.id!));
    for (const [id, entries] of entriesOf) {
      const t = byId.get(id)!;
      expect(entries.reduce((sum, e) => sum + e.amount, 0)).toBe(t.amount);
      if (t.totalFee !== null) expect(entries.reduce((sum, e) => sum + (e.totalFee ?? 0), 0)).toBe(t.totalFee);
    }
    const refunds = trx.filter((t) => t.type === 'REFUND');
    const refundedOf = new Map<string, number>();
    for (const r of refunds) refundedOf.set(r.parentId!, (refundedOf.get(r.parentId!) ?? 0) + r.amount);
    for (const [paymentId, refunded] of refundedOf) {
      const p = byId.get(paymentId)!;
      expect(p.amountRefunded).toBe(refunded);
      expect(p.status).toBe(refunded === p.amount ? 'REFUNDED' : 'SUCCESSFUL');
    }
    expect([...refundedOf].some(([id, n]) => n < byId.get(id)!.amount)).toBe(true);
    expect([...refundedOf].some(([id, n]) => n === byId.get(id)!.amount)).toBe(true);

    for (const d of trx.filter((t) => t.type === 'DEPOSIT')) {
      const related = trx.filter((t) => t.depositId === d.id);
      expect(related.length).toBeGreaterThan(0);
      expect(related.reduce((sum, t) => sum + (t.type === 'PAYMENT' ? t.netAmount! : -t.netAmount!), 0)).toBe(d.amount);
      for (const t of related) {
        expect(t.currency).toBe(d.currency);
        expect((t.settledAt as Date).getTime()).toBeLessThan((d.dateCreated as Date).getTime());
      }
    }
  });

  it('covers every type and status, links in every delivery status, and plans in both states', async () => {
    const rows = await collect(3);
    const trx = rows.flatMap((r) => (r.table === 'transactions' ? [r.row] : []));
    const kinds = new Set(trx.map((t) => `${t.type}/${t.status}`));
    for (const k of [
      'PAYMENT/SUCCESSFUL',
      'PAYMENT/FAILED',
      'PAYMENT/REFUNDED',
      'PAYMENT/DISPUTED',
      'PAYMENT/PENDING',
      'PAYMENT/CANCELED',
      'PAYOUT/SUCCESSFUL',
      'PAYOUT/FAILED',
      'TRANSFER/SUCCESSFUL',
      'REFUND/SUCCESSFUL',
      'REVERSAL/SUCCESSFUL',
      'DEPOSIT/SUCCESSFUL',
      'MICRODEPOSIT/SUCCESSFUL',
    ]) {
      expect(kinds).toContain(k);
    }
    const now = options(3).now.getTime();
    for (const table of ['connectLinks', 'checkoutLinks'] as const) {
      const links = rows.flatMap((r) => (r.table === table ? [r.row] : []));
      expect(new Set(links.map((l) => l.deliveryStatus))).toEqual(new Set(['CREATED', 'OPENED', 'COMPLETED']));
      expect(
        links.some(
          (l) => l.deliveryStatus !== 'COMPLETED' && l.expirationDate && (l.expirationDate as Date).getTime() <= now,
        ),
      ).toBe(true);
    }
    const plans = rows.flatMap((r) => (r.table === 'recurringPlans' ? [r.row] : []));
    expect(new Set(plans.map((p) => p.status))).toEqual(new Set(['ACTIVE', 'PAUSED']));
    const users = rows.flatMap((r) => (r.table === 'endUsers' ? [r.row] : []));
    expect(new Set(users.map((u) => u.type))).toEqual(new Set(['INDIVIDUAL', 'ORGANIZATION']));
    for (const u of users.filter((u) => u.localIdCountry === 'COL')) expect(u.localId).toBeTruthy();
  });
});
