import { constructTable, flexRender } from '@tanstack/react-table';
import { storeReactivityBindings } from '@tanstack/table-core/store-reactivity-bindings';
import { createElement, Fragment, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { getAccountColumns } from '@/components/accounts/columns';
import { getCaseColumns } from '@/components/cases/columns';
import { getEndUserColumns } from '@/components/end-users/columns';
import { getCheckoutLinkColumns, getConnectLinkColumns } from '@/components/links/columns';
import { getRecurringPlanColumns } from '@/components/recurring-plans/columns';
import { NO_DIRECTORY } from '@/components/detail/directory';
import { getDepositColumns } from '@/components/transactions/deposit-columns';
import { getPaymentColumns, getPayoutColumns, getTransferColumns } from '@/components/transactions/columns';
import { translator } from '@/lib/i18n';
import { columnHelper, columnIdOf, type DataTableColumn } from './columns';
import { dataTableFeatures } from './features';
import { hiddenColumns, hideSearch, renderCell, renderHeader, valueOf } from './rows';

/**
 * TanStack's own table over the same columns and rows: what ./rows.ts must agree with (docs/performance.md, "First-load
 * JavaScript").
 */
function tanstack<T extends object>(columns: DataTableColumn<T>[], data: T[], hidden: string[] = []) {
  return constructTable({
    // The reactivity a table built outside React needs; the features the columns are typed with.
    features: { ...dataTableFeatures, coreReactivityFeature: storeReactivityBindings() } as typeof dataTableFeatures,
    columns,
    data,
    getRowId: (_row: T, index: number) => String(index),
    state: { columnVisibility: Object.fromEntries(hidden.map((id) => [id, false])) },
  });
}

interface Sample {
  code: string;
  amount: { value: number; currency: string };
  note: string | null;
}

const h = columnHelper<Sample>();
const html = (node: unknown) => renderToStaticMarkup(createElement(Fragment, null, node as ReactNode));
const sample: DataTableColumn<Sample>[] = [
  h.accessor('code', {
    header: 'Code',
    cell: ({ row, getValue }) => createElement('b', { title: row.original.note ?? '' }, getValue()),
  }),
  h.accessor('amount.value', { header: 'Amount' }),
  h.accessor((row) => `${row.amount.currency} ${row.amount.value}`, {
    id: 'money',
    header: () => createElement('i', null, 'Money'),
  }),
  h.accessor('note', {}),
  h.display({ id: 'static', header: 'Static', cell: () => 'x' }),
];
const rows: Sample[] = [
  { code: 'PAY-1', amount: { value: 1050, currency: 'USD' }, note: 'first' },
  { code: 'PAY-2', amount: { value: 7, currency: 'COP' }, note: null },
];

describe('the data table renders TanStack column definitions as TanStack does', () => {
  it('derives the same column ids, values, cells and headers', () => {
    const table = tanstack(sample, rows);
    expect(sample.map(columnIdOf)).toEqual(table.getAllLeafColumns().map((c) => c.id));
    table.getRowModel().rows.forEach((row, index) => {
      for (const cell of row.getAllCells()) {
        const column = sample.find((c) => columnIdOf(c) === cell.column.id)!;
        expect(valueOf(column, rows[index], index)).toEqual(cell.getValue());
        const theirs = html(flexRender(cell.column.columnDef.cell, cell.getContext()));
        const ours = html(renderCell(column, cell.column.id, rows[index], row.id, index));
        expect(ours).toBe(theirs);
      }
    });
    for (const header of table.getHeaderGroups()[0].headers) {
      const column = sample.find((c) => columnIdOf(c) === header.column.id)!;
      const theirs = html(flexRender(header.column.columnDef.header, header.getContext()));
      expect(html(renderHeader(column, header.column.id))).toBe(theirs);
    }
  });

  const context = { display: { timeZone: 'UTC', language: 'en' }, directory: NO_DIRECTORY, t: translator('en') };
  it.each([
    ['payments', getPaymentColumns],
    ['transfers', getTransferColumns],
    ['payouts', getPayoutColumns],
    ['deposits', getDepositColumns],
    ['accounts', getAccountColumns],
    ['end users', getEndUserColumns],
    ['connect links', getConnectLinkColumns],
    ['checkout links', getCheckoutLinkColumns],
    ['recurring plans', getRecurringPlanColumns],
    ['disputes and returns', getCaseColumns],
  ] as const)('%s: the column ids ?hide= names are TanStack ids', (_name, columns) => {
    const defs = columns(context) as DataTableColumn<object>[];
    const hidden = defs.filter((c) => c.meta?.hiddenByDefault).map(columnIdOf);
    const table = tanstack(defs, [], hidden);
    expect(defs.map(columnIdOf)).toEqual(table.getAllLeafColumns().map((c) => c.id));
    expect(defs.map(columnIdOf).filter((id) => !hiddenColumns(undefined, hidden).includes(id))).toEqual(
      table.getVisibleLeafColumns().map((c) => c.id),
    );
  });
});

describe('hidden columns in the URL', () => {
  it('reads ?hide= (empty: none hidden), else the defaults', () => {
    expect(hiddenColumns(undefined, ['fee'])).toEqual(['fee']);
    expect(hiddenColumns('', ['fee'])).toEqual([]);
    expect(hiddenColumns('status,fee', [])).toEqual(['status', 'fee']);
  });

  it('writes hide only when it differs from the defaults, keeping the other params', () => {
    expect(hideSearch('?status=FAILED', ['fee'], ['fee'])).toBe('?status=FAILED');
    expect(hideSearch('?status=FAILED&hide=x', [], ['fee'])).toBe('?status=FAILED&hide=');
    expect(new URLSearchParams(hideSearch('?page=2', ['status', 'fee'], ['fee'])).get('hide')).toBe('status,fee');
    expect(new URLSearchParams(hideSearch('?page=2', ['status', 'fee'], ['fee'])).get('page')).toBe('2');
  });
});
