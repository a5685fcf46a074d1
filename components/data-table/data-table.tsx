'use client';

import {
  useTable,
  type ColumnVisibilityState,
  type RowData,
  type RowSelectionState,
  type Updater,
} from '@tanstack/react-table';
import { useRouter } from 'next/navigation';
import { parseAsArrayOf, parseAsString, useQueryState, type ParserMap } from 'nuqs';
import { NuqsAdapter } from 'nuqs/adapters/next/app';
import { useMemo, useState, useSyncExternalStore, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react';
import { cn } from '@/components/ui/cn';
import { EmptyState } from '@/components/ui/page-header';
import { Table, TBody, Td, Th, THead, Tr } from '@/components/ui/table';
import type { ApiErrorInfo, PageInfo } from '@/lib/merchant-api/types';
import { LazySavedViewsMenu } from '@/components/saved-views/lazy-saved-views-menu';
import { ColumnMenu } from './column-menu';
import { columnIdOf, dataTableFeatures, type ColumnFilter, type DataTableColumn } from './columns';
import { DataTablePagination } from './pagination';
import { DataTableError, UnreadableNotice } from './states';
import { rememberListScroll, useRowKeys } from './row-keys';
import { DataTableToolbar } from './toolbar';
import { useT } from '@/lib/i18n/client';
import { useTableQuery } from './use-table-query';

export interface DataTableProps<TData extends RowData> {
  /** Accessible name of the table ("Payments"). */
  label: string;
  /** Stable (memoized) column definitions; their `meta.filters` make the toolbar. */
  columns: DataTableColumn<TData>[];
  /** This page's rows, as the server loaded them. */
  data: TData[];
  /** The list's URL params (paging + filters), the same object the server page parses with. */
  parsers: ParserMap;
  pageInfo: PageInfo | null;
  getRowId: (row: TData) => string;
  /** Where a row leads (its detail page). */
  getRowHref?: (row: TData) => string;
  /** A slot for a per-row menu (refund, disconnect…), rendered in a last, unlabeled column. */
  rowActions?: (row: TData) => ReactNode;
  /** The list failed: the toolbar stays so the filters can be fixed. */
  error?: ApiErrorInfo | null;
  /** Records of this page the API returned in a shape the console could not read. */
  unreadable?: number;
  /** "No payments" — the empty state's title. */
  emptyTitle: string;
  /** True when filters are set, to word the empty state. */
  filtered: boolean;
  /** Extra toolbar content (e.g. an export button). */
  toolbar?: ReactNode;
  /**
   * Rows can be picked with a checkbox each (and all on the page at once); the bar it returns is shown above
   * the rows while any is picked (e.g. "Refund selected…"). Picks last until the page's rows change.
   */
  selection?: {
    /** Each checkbox's accessible name: "Select <what>". */
    rowName: (row: TData) => string;
    bar: (selected: TableSelection) => ReactNode;
  };
}

/** The rows picked on this page, for a selection bar. */
export interface TableSelection {
  ids: string[];
  /** Every row of the page is picked (so "all matching the filters" can be offered). */
  allOnPage: boolean;
  clear: () => void;
}

/** Phones (below Tailwind's `sm`) see the rows as cards. */
const PHONE = '(max-width: 639.98px)';
const subscribePhone = (onChange: () => void) => {
  const query = window.matchMedia(PHONE);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
};

/**
 * Whether the rows are shown as cards. Each row is rendered once, as a table row or as a card, never both
 * (issue 22: both in the HTML doubled a list page's weight): the server renders the table, and a phone
 * switches to cards as it hydrates (a navigation inside the console renders cards at once).
 */
function useCards(): boolean {
  return useSyncExternalStore(
    subscribePhone,
    () => window.matchMedia(PHONE).matches,
    () => false,
  );
}

const isInteractive = (target: EventTarget | null) =>
  target instanceof Element && target.closest('a,button,input,select,textarea,label,summary,[role="menu"]') !== null;

/**
 * The console's list table: server-paged and URL-driven. It knows no resource; a resource brings its
 * columns (with filters in `meta`) and its URL params. It brings its own nuqs adapter, so it works in any
 * layout.
 */
export function DataTable<TData extends RowData>(props: DataTableProps<TData>) {
  return (
    <NuqsAdapter>
      <UrlDrivenTable {...props} />
    </NuqsAdapter>
  );
}

function UrlDrivenTable<TData extends RowData>(props: DataTableProps<TData>) {
  const {
    label,
    columns,
    data,
    parsers,
    pageInfo,
    getRowId,
    getRowHref,
    rowActions,
    error,
    unreadable = 0,
    emptyTitle,
    filtered,
    toolbar,
    selection,
  } = props;
  const router = useRouter();
  const t = useT();
  const query = useTableQuery(parsers);

  const filters = useMemo<ColumnFilter[]>(() => columns.flatMap((c) => c.meta?.filters ?? []), [columns]);
  const defaultHidden = useMemo(() => columns.filter((c) => c.meta?.hiddenByDefault).map(columnIdOf), [columns]);
  const [hidden, setHidden] = useQueryState(
    'hide',
    parseAsArrayOf(parseAsString)
      .withDefault(defaultHidden)
      .withOptions({ shallow: true, history: 'replace', scroll: false }),
  );
  const hideableIds = useMemo(() => columns.filter((c) => c.enableHiding !== false).map(columnIdOf), [columns]);
  const columnVisibility = useMemo<ColumnVisibilityState>(
    () => Object.fromEntries(columns.map((c) => [columnIdOf(c), !hidden.includes(columnIdOf(c))])),
    [columns, hidden],
  );

  // Picks belong to the rows they were made on: new rows (another page, a refresh) start with none.
  const [picked, setPicked] = useState<{ rows: TData[]; selection: RowSelectionState }>({ rows: data, selection: {} });
  const rowSelection = picked.rows === data ? picked.selection : {};
  const setRowSelection = (updater: Updater<RowSelectionState>) =>
    setPicked((current) => {
      const before = current.rows === data ? current.selection : {};
      return { rows: data, selection: typeof updater === 'function' ? updater(before) : updater };
    });
  const rowName = selection?.rowName;

  const allColumns = useMemo<DataTableColumn<TData>[]>(() => {
    const picks: DataTableColumn<TData>[] = rowName
      ? [
          {
            id: 'select',
            enableHiding: false,
            header: ({ table }) => (
              <Checkbox
                label={t('table.selectPage')}
                checked={table.getIsAllPageRowsSelected()}
                indeterminate={table.getIsSomePageRowsSelected()}
                onChange={(value) => table.toggleAllPageRowsSelected(value)}
              />
            ),
            cell: ({ row }) => (
              <Checkbox
                label={t('table.selectRow', { name: rowName(row.original) })}
                checked={row.getIsSelected()}
                onChange={(value) => row.toggleSelected(value)}
              />
            ),
            meta: { label: t('table.select') },
          },
        ]
      : [];
    const actions: DataTableColumn<TData>[] = rowActions
      ? [
          {
            id: 'actions',
            header: () => <span className="sr-only">{t('table.actions')}</span>,
            enableHiding: false,
            cell: ({ row }) => rowActions(row.original),
            meta: { label: t('table.actions'), align: 'end' },
          },
        ]
      : [];
    return [...picks, ...columns, ...actions];
  }, [columns, rowActions, rowName, t]);

  const table = useTable({
    features: dataTableFeatures,
    columns: allColumns,
    data,
    getRowId,
    state: { columnVisibility, rowSelection },
    enableRowSelection: Boolean(rowName),
    onRowSelectionChange: setRowSelection,
    onColumnVisibilityChange: (updater: Updater<ColumnVisibilityState>) => {
      const next = typeof updater === 'function' ? updater(columnVisibility) : updater;
      void setHidden(
        Object.entries(next)
          .filter(([, visible]) => !visible)
          .map(([id]) => id),
      );
    },
  });

  function open(href: string) {
    rememberListScroll();
    router.push(href);
  }

  function onRowClick(event: MouseEvent<HTMLElement>, href: string) {
    if (isInteractive(event.target) || window.getSelection()?.toString()) return;
    if (event.metaKey || event.ctrlKey) window.open(href, '_blank', 'noopener');
    else open(href);
  }

  function onRowKey(event: KeyboardEvent<HTMLElement>, href: string) {
    if (event.key === 'Enter' && event.target === event.currentTarget) {
      event.preventDefault();
      open(href);
    }
  }

  /** What makes a row (or a phone card) open its detail by click, Enter, and j/k. */
  const rowNav = (href: string | undefined) =>
    href
      ? {
          onClick: (event: MouseEvent<HTMLElement>) => onRowClick(event, href),
          onKeyDown: (event: KeyboardEvent<HTMLElement>) => onRowKey(event, href),
          tabIndex: 0,
          'data-row-nav': '',
        }
      : {};

  useRowKeys();
  const cards = useCards() && data.length > 0;
  const cardColumns = (row: ReturnType<typeof table.getRowModel>['rows'][number]) => {
    const cells = row.getVisibleCells().filter((c) => c.column.id !== 'actions' && c.column.id !== 'select');
    const marked = cells.filter((c) => c.column.columnDef.meta?.card);
    return marked.length ? marked : cells.slice(0, 5);
  };

  const visibleCount = table.getVisibleLeafColumns().length;
  const selectedIds = Object.keys(rowSelection).filter((id) => rowSelection[id]);

  return (
    <div className="space-y-4">
      <DataTableToolbar
        filters={filters}
        query={query}
        trailing={
          <>
            {toolbar}
            <LazySavedViewsMenu columnIds={hideableIds} defaultHidden={defaultHidden} hidden={hidden} />
            <ColumnMenu columns={table.getAllLeafColumns()} />
          </>
        }
      />
      {error ? (
        <DataTableError error={error} />
      ) : (
        <>
          <UnreadableNotice count={unreadable} />
          {selection && selectedIds.length
            ? selection.bar({
                ids: selectedIds,
                allOnPage: selectedIds.length === data.length,
                clear: () => setRowSelection({}),
              })
            : null}
          <div
            aria-busy={query.isPending || undefined}
            className={cn('transition-opacity', query.isPending && 'opacity-60')}
          >
            {cards && rowName ? (
              <div className="mb-2 px-3">
                <Checkbox
                  label={t('table.selectPage')}
                  showLabel
                  checked={table.getIsAllPageRowsSelected()}
                  indeterminate={table.getIsSomePageRowsSelected()}
                  onChange={(value) => table.toggleAllPageRowsSelected(value)}
                />
              </div>
            ) : null}
            {cards ? (
              <ul aria-label={label} className="space-y-2" data-cards>
                {table.getRowModel().rows.map((row) => {
                  const href = getRowHref?.(row.original);
                  const pick = rowName ? row.getVisibleCells().find((c) => c.column.id === 'select') : undefined;
                  return (
                    <li key={row.id} {...rowNav(href)} className="dt-card">
                      {pick ? (
                        <div className="pt-0.5">
                          <table.FlexRender cell={pick} />
                        </div>
                      ) : null}
                      <div className="grid min-w-0 flex-1 grid-cols-2 gap-x-3 gap-y-1.5">
                        {cardColumns(row).map((cell, i) => (
                          <div key={cell.id} className={i % 2 === 1 ? 'dt-card-end' : 'min-w-0'}>
                            <span className="sr-only">{cell.column.columnDef.meta?.label}: </span>
                            <table.FlexRender cell={cell} />
                          </div>
                        ))}
                      </div>
                    </li>
                  );
                })}
              </ul>
            ) : (
              <Table label={label}>
                <THead>
                  {table.getHeaderGroups().map((group) => (
                    <Tr key={group.id}>
                      {group.headers.map((header) => (
                        <Th
                          key={header.id}
                          className={cn(header.column.columnDef.meta?.align === 'end' && 'text-right')}
                        >
                          {header.isPlaceholder ? null : <table.FlexRender header={header} />}
                        </Th>
                      ))}
                    </Tr>
                  ))}
                </THead>
                <TBody>
                  {table.getRowModel().rows.map((row) => {
                    const href = getRowHref?.(row.original);
                    return (
                      <tr key={row.id} {...rowNav(href)} className={href ? 'dt-row' : 'align-top'}>
                        {row.getVisibleCells().map((cell) => (
                          <td
                            key={cell.id}
                            className={cell.column.columnDef.meta?.align === 'end' ? 'dt-td dt-num' : 'dt-td'}
                          >
                            <table.FlexRender cell={cell} />
                          </td>
                        ))}
                      </tr>
                    );
                  })}
                  {data.length === 0 ? (
                    <Tr>
                      <Td colSpan={visibleCount} className="p-4">
                        <EmptyState
                          title={t(filtered ? 'table.emptyFiltered' : 'table.emptyYet', { title: emptyTitle })}
                        >
                          {filtered ? t('table.emptyFilteredHint') : null}
                        </EmptyState>
                      </Td>
                    </Tr>
                  ) : null}
                </TBody>
              </Table>
            )}
          </div>
          {pageInfo ? <DataTablePagination pageInfo={pageInfo} rowCount={data.length} query={query} /> : null}
        </>
      )}
    </div>
  );
}

/** A row's or the page's pick: a native checkbox (mixed when part of the page is picked), its name shown when asked (phones). */
function Checkbox({
  label,
  checked,
  indeterminate = false,
  showLabel = false,
  onChange,
}: {
  label: string;
  checked: boolean;
  indeterminate?: boolean;
  showLabel?: boolean;
  onChange: (value: boolean) => void;
}) {
  const box = (
    <input
      type="checkbox"
      aria-label={showLabel ? undefined : label}
      checked={checked}
      ref={(element) => {
        if (element) element.indeterminate = indeterminate && !checked;
      }}
      onChange={(event) => onChange(event.target.checked)}
      className="dt-check"
    />
  );
  if (!showLabel) return box;
  return (
    <label className="inline-flex items-center gap-2 text-sm text-slate-700 dark:text-slate-300">
      {box}
      {label}
    </label>
  );
}
