import { describe, expect, it } from 'vitest';
import type { ReconciliationSummary, StatementLine } from '@/lib/merchant-api/schemas/reconciliation';
import { latestDays, toLineRow, toMonthFigures, toQueueRow } from './view';

const totals = (lines: number, matched: number) => ({
  lines,
  matched_lines: matched,
  open_lines: lines - matched,
  matched_amount: 100,
  open_amount: 50,
  transactions: 4,
  matched_transactions: 3,
});

describe('what /reconciliation sends its client components', () => {
  it('sums the month per currency and keeps a day as the table shows it', () => {
    const summary: ReconciliationSummary = {
      days: [{ date: '2026-11-02', currency: 'USD', ...totals(5, 2) }],
      period: [
        { currency: 'USD', ...totals(5, 2) },
        { currency: 'COP', ...totals(3, 3) },
      ],
      open_exceptions: 9,
    };
    expect(toMonthFigures(summary)).toEqual({
      lines: 8,
      matched_lines: 5,
      open_lines: 3,
      open_exceptions: 9,
      days: [['2026-11-02', 'USD', 2, 3, 3, 4]],
      dates: 1,
      allDays: false,
    });
  });

  it('shows the latest dates of the per-day table, every currency of each', () => {
    const days = Array.from({ length: 10 }, (_, i) => `2026-11-${String(i + 1).padStart(2, '0')}`).flatMap((date) => [
      [date, 'USD', 1, 0, 1, 1] as const,
      [date, 'COP', 0, 1, 0, 1] as const,
    ]);
    const { rows, dates } = latestDays(
      days.map((d) => [...d]),
      7,
    );
    expect(dates).toBe(10);
    expect(rows).toHaveLength(14);
    expect(rows[0]).toEqual(['2026-11-04', 'USD', 1, 0, 1, 1]);
    expect(latestDays(days.slice(0, 4).map((d) => [...d])).rows).toHaveLength(4);
  });

  it('names a line by its reference, else the bank’s text, and its matches by code', () => {
    const line = {
      uuid: 'stl_1',
      statement_id: 'stm_1',
      line_number: 3,
      value_date: '2026-11-02',
      amount: 12_345,
      currency: 'USD',
      reference: null,
      description: 'DEP-7 settlement',
      status: 'MATCHED',
      note: null,
      resolution: null,
      resolution_note: null,
      resolved_by: null,
      matches: [
        { transaction_id: 'dep_1', transaction_code: 'DEP-7' },
        { transaction_id: 'dep_2', transaction_code: '' },
      ],
    } as unknown as StatementLine;
    expect(toLineRow(line)).toEqual({
      uuid: 'stl_1',
      line_number: 3,
      value_date: '2026-11-02',
      amount: 12_345,
      currency: 'USD',
      text: 'DEP-7 settlement',
      status: 'MATCHED',
      matched_to: 'DEP-7, dep_2',
    });
  });

  it('sends the latest week of the per-day table unless every day is asked for', () => {
    const summary: ReconciliationSummary = {
      days: Array.from({ length: 9 }, (_, i) => ({ date: `2026-11-0${i + 1}`, currency: 'USD', ...totals(1, 1) })),
      period: [{ currency: 'USD', ...totals(9, 9) }],
      open_exceptions: 0,
    };
    const week = toMonthFigures(summary);
    expect(week.days.map((d) => d[0])).toEqual(summary.days.slice(2).map((d) => d.date));
    expect(week.dates).toBe(9);
    expect(toMonthFigures(summary, true).days).toHaveLength(9);
  });

  it('leaves out of a queue row what the queue does not show', () => {
    const row = toQueueRow({
      uuid: 'rex_1',
      kind: 'UNMATCHED_LINE',
      line_id: 'stl_1',
      transaction_id: null,
      amount: 10,
      currency: 'USD',
      difference: null,
      since: '2026-11-01',
      age_days: 3,
      owner: null,
      note: null,
      status: 'OPEN',
      resolution: null,
      resolved_by: null,
      bank_account_id: 'bac_1',
      statement_id: 'stm_1',
      subject: null,
    } as Parameters<typeof toQueueRow>[0]);
    // Null fields are left out too: the row's JSON is sent beside its markup.
    expect(Object.keys(row).sort()).toEqual(['age_days', 'amount', 'currency', 'kind', 'line_id', 'since', 'uuid']);
  });
});
