import type { RowData } from '@tanstack/react-table';
import type { ReactNode } from 'react';
import type { DataTableColumn } from './columns';

/**
 * How the data table (./data-table.tsx) renders TanStack column definitions without TanStack's table in the
 * browser (docs/performance.md, "First-load JavaScript"): the rows are the server's page (paged, filtered and sorted
 * there), so all the table needs is each column's value and cell, and which columns the URL hides. rows.test.ts checks
 * these against TanStack's own row model (constructTable) for every list's columns.
 */

type Column<TData extends RowData> = DataTableColumn<TData>;

/** What TanStack hands a column's `cell`: the parts the console's columns read (`getValue`, `row.original`). */
export interface CellContext<TData extends RowData> {
  getValue: () => unknown;
  renderValue: () => unknown;
  row: { id: string; index: number; original: TData };
  column: { id: string; columnDef: Column<TData> };
}

/** A column's value for a row: its accessor function, or its accessor key (a dotted key reads nested fields). */
export function valueOf<TData extends RowData>(column: Column<TData>, row: TData, index: number): unknown {
  const def = column as { accessorFn?: (row: TData, index: number) => unknown; accessorKey?: string };
  if (def.accessorFn) return def.accessorFn(row, index);
  if (!def.accessorKey) return undefined;
  return def.accessorKey
    .split('.')
    .reduce<unknown>((value, key) => (value as Record<string, unknown> | null | undefined)?.[key], row);
}

/** A cell's content, as TanStack's `flexRender` would make it (a function is called, a value shown as text). */
export function renderCell<TData extends RowData>(
  column: Column<TData>,
  id: string,
  row: TData,
  rowId: string,
  index: number,
): ReactNode {
  const value = valueOf(column, row, index);
  const cell = (column as { cell?: unknown }).cell;
  if (typeof cell === 'function') {
    const context: CellContext<TData> = {
      getValue: () => value,
      renderValue: () => value ?? null,
      row: { id: rowId, index, original: row },
      column: { id, columnDef: column },
    };
    return (cell as (context: CellContext<TData>) => ReactNode)(context);
  }
  if (cell !== undefined) return cell as ReactNode;
  return value === null || value === undefined ? null : String(value);
}

/** A column's header: a string as it is, a function called (with the column), none: the column's id. */
export function renderHeader<TData extends RowData>(column: Column<TData>, id: string): ReactNode {
  const header = (column as { header?: unknown }).header;
  if (typeof header === 'function')
    return (header as (context: object) => ReactNode)({ column: { id, columnDef: column } });
  return header === undefined ? id : (header as ReactNode);
}

/** The hidden columns `?hide=a,b` names (`hide=`: none); without the param, the columns hidden by default. */
export function hiddenColumns(hide: string | null | undefined, defaultHidden: string[]): string[] {
  return hide === null || hide === undefined ? defaultHidden : hide.split(',').filter(Boolean);
}

/**
 * The URL's search with these columns hidden: no `hide` when they are the defaults, `hide=` when every column shows
 * and some are hidden by default (the format lib/saved-views/lists.ts writes, too).
 */
export function hideSearch(search: string, hidden: readonly string[], defaultHidden: readonly string[]): string {
  const params = new URLSearchParams(search);
  const same = hidden.length === defaultHidden.length && hidden.every((id) => defaultHidden.includes(id));
  if (same) params.delete('hide');
  else params.set('hide', hidden.join(','));
  const query = params.toString();
  return query ? `?${query}` : '';
}
