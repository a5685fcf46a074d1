import { describe, expect, it } from 'vitest';
import type { RelatedTransaction } from '@/lib/merchant-api/types';
import { pageLines, sortRelated } from './deposit-lines';

const line = (i: number, type: string, amount: number): RelatedTransaction =>
  ({
    uuid: `trx_${i}`,
    code: `PAY-${i}`,
    type,
    status: null,
    counterpartyAccountId: null,
    amount,
    netAmount: amount - 10,
    totalFee: 10,
    currency: 'USD',
    metadata: {},
    primaryReference: null,
    secondaryReference: null,
    tertiaryReference: null,
    dateCreated: null,
  }) as unknown as RelatedTransaction;

const all = [
  ...Array.from({ length: 9 }, (_, i) => line(i, 'PAYMENT', 100 * ((i % 3) + 1))),
  line(9, 'REFUND', 50),
  line(10, 'REFUND', 60),
];

describe('pageLines (a deployment without related_limit: the console pages what it received)', () => {
  for (const sort of [null, 'amount', '-amount', 'type', '-type'] as const) {
    it(`walks every line exactly once, forwards and back (${sort ?? 'oldest first'})`, () => {
      const pages: string[][] = [];
      let cursor: string | null = null;
      let page;
      do {
        page = pageLines(all, sort, cursor, 4);
        expect(page.previous === null).toBe(pages.length === 0);
        pages.push(page.items.map((r) => r.uuid));
        cursor = page.next;
      } while (cursor);
      expect(pages.map((p) => p.length)).toEqual([4, 4, 3]);
      expect(pages.flat()).toEqual(sortRelated(all, sort).map((r) => r.uuid));
      const back = [pages.at(-1)!];
      cursor = page.previous;
      while (cursor) {
        page = pageLines(all, sort, cursor, 4);
        back.unshift(page.items.map((r) => r.uuid));
        cursor = page.previous;
      }
      expect(back).toEqual(pages);
    });
  }

  it('adds up every line whichever page is shown: per type, refunds negative', () => {
    const page = pageLines(all, null, null, 4);
    expect(page.count).toBe(11);
    const payments = all.slice(0, 9).reduce((s, r) => s + BigInt(r.netAmount!), 0n);
    expect(page.totals.map((g) => [g.type, g.count, g.counts])).toEqual([
      ['PAYMENT', 9, payments],
      ['REFUND', 2, -(40n + 50n)],
    ]);
    expect(page.sum).toBe(payments - 90n);
    expect(page.pagedBy).toBe('console');
  });

  it('starts at the first page for a cursor it does not know', () => {
    expect(pageLines(all, null, 'n.trx_gone', 4).items.map((r) => r.uuid)).toEqual([
      'trx_0',
      'trx_1',
      'trx_2',
      'trx_3',
    ]);
  });
});
