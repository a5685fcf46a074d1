'use client';

import type { RowData } from '@tanstack/react-table';
import dynamic from 'next/dynamic';
import { useRouter } from 'next/navigation';
import { useMemo, useState, useSyncExternalStore, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react';
import { cn } from '@/components/ui/cn';
import { EmptyState } from '@/components/ui/page-header';
import { Table, TBody, Td, Th, THead, Tr } from '@/components/ui/table';
import type { ApiErrorInfo, PageInfo } from '@/lib/merchant-api/types';
import { LazySavedViewsMenu } from '@/components/saved-views/lazy-saved-views-menu';
import { ColumnMenu } from './column-menu';
import { columnIdOf, type ColumnFilter, type DataTableColumn } from './columns';
import { hiddenColumns, hideSearch, renderCell, renderHeader } from './rows';
import { DataTablePagination } from './pagination';
import { rememberListScroll, useRowKeys } from './row-keys';
import { DataTableToolbar } from './toolbar';
import { useT } from '@/lib/i18n/client';
import { useTableQuery } from './use-table-query';

// What a list shows only when something went wrong loads only then (docs/performance.md, "First-load JavaScript").
const DataTableError = dynamic(() => import('./states').then((m) => m.DataTableError));
const UnreadableNotice = dynamic(() => import('./states').then((m) => m.UnreadableNotice));

export interface DataTableProps<TData extends RowData> {
  /** Accessible name of the table ("Payments"). */
  label: string;
  /** Stable (memoized) column definitions; their `meta.filters` make the toolbar. */
  columns: DataTableColumn<TData>[];
  /** This page's rows, as the server loaded them. */
  data: TData[];
  /**
   * No longer read: the table reads the URL's strings (the server page parses them with the list's nuqs loader), so
   * the browser loads no parser library (docs/performance.md, "First-load JavaScript"). Accepted so existing callers
   * compile.
   */
  parsers?: object;
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
 * (docs/performance.md, "The console's HTML": both in the HTML doubled a list page's weight): the server renders the
 * table, and a phone switches to cards as it hydrates (a navigation inside the console renders cards at once).
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
 * The console's list table: server-paged and URL-driven. It knows no resource; a resource brings its columns
 * (TanStack column definitions, with filters in `meta`). The rows are this page's (the server pages, filters and
 * sorts), so the table only picks the visible columns and renders each cell: it does not load TanStack's table or a
 * URL-state library in the browser (docs/performance.md, "First-load JavaScript").
 */
export function DataTable<TData extends RowData>(props: DataTableProps<TData>) {
  const {
    label,
    columns,
    data,
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
  const query = useTableQuery();

  const filters = useMemo<ColumnFilter[]>(() => columns.flatMap((c) => c.meta?.filters ?? []), [columns]);
  const defaultHidden = useMemo(() => columns.filter((c) => c.meta?.hiddenByDefault).map(columnIdOf), [columns]);
  const hideParam = query.values.hide;
  // A column shown or hidden shows so at once: the URL's search params follow `history.replaceState` a moment later.
  const [toggled, setToggled] = useState<{ from: string | undefined; hidden: string[] } | null>(null);
  const fromUrl = useMemo(() => hiddenColumns(hideParam, defaultHidden), [hideParam, defaultHidden]);
  const hidden = toggled && toggled.from === hideParam ? toggled.hidden : fromUrl;
  const hideableIds = useMemo(() => columns.filter((c) => c.enableHiding !== false).map(columnIdOf), [columns]);
  const shown = useMemo(
    () => columns.map((column) => ({ column, id: columnIdOf(column) })).filter(({ id }) => !hidden.includes(id)),
    [columns, hidden],
  );

  /** Hidden columns live in the URL (so a view can be shared as it looks), replaced in place: no server render. */
  function setHidden(next: string[]) {
    setToggled({ from: hideParam, hidden: next });
    window.history.replaceState(
      null,
      '',
      `${window.location.pathname}${hideSearch(window.location.search, next, defaultHidden)}`,
    );
  }

  // Picks belong to the rows they were made on: new rows (another page, a refresh) start with none.
  const [picked, setPicked] = useState<{ rows: TData[]; ids: string[] }>({ rows: data, ids: [] });
  const selectedIds = picked.rows === data ? picked.ids : [];
  const setSelected = (ids: string[]) => setPicked({ rows: data, ids });
  const rowIds = useMemo(() => data.map(getRowId), [data, getRowId]);
  const allPicked = rowIds.length > 0 && rowIds.every((id) => selectedIds.includes(id));
  const somePicked = selectedIds.length > 0 && !allPicked;
  const pickAll = (value: boolean) => setSelected(value ? rowIds : []);
  const pickRow = (id: string, value: boolean) =>
    setSelected(value ? [...selectedIds.filter((s) => s !== id), id] : selectedIds.filter((s) => s !== id));
  const rowName = selection?.rowName;
  // The first column stays in view while the rest scroll sideways (beside the row's pick box when there is one);
  // the row's actions stay at the right edge (docs/decisions.md, "Every column reachable").
  const stickyFirst = rowName ? 'dt-sticky-start dt-sticky-after-check' : 'dt-sticky-start';

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
  const marked = shown.filter(({ column }) => column.meta?.card);
  const cardColumns = marked.length ? marked : shown.slice(0, 5);
  const pageBox = (showLabel: boolean) => (
    <Checkbox
      label={t('table.selectPage')}
      showLabel={showLabel}
      checked={allPicked}
      indeterminate={somePicked}
      onChange={pickAll}
    />
  );
  const rowBox = (row: TData, id: string) =>
    rowName ? (
      <Checkbox
        label={t('table.selectRow', { name: rowName(row) })}
        checked={selectedIds.includes(id)}
        onChange={(value) => pickRow(id, value)}
      />
    ) : null;
  const visibleCount = shown.length + (rowName ? 1 : 0) + (rowActions ? 1 : 0);

  return (
    <div className="space-y-4">
      <DataTableToolbar
        filters={filters}
        query={query}
        trailing={
          <>
            {toolbar}
            <LazySavedViewsMenu columnIds={hideableIds} defaultHidden={defaultHidden} hidden={hidden} />
            <ColumnMenu
              columns={columns
                .filter((c) => c.enableHiding !== false)
                .map((c) => ({
                  id: columnIdOf(c),
                  label: c.meta?.label ?? columnIdOf(c),
                  visible: !hidden.includes(columnIdOf(c)),
                }))}
              onToggle={(id, visible) =>
                setHidden(visible ? hidden.filter((h) => h !== id) : [...hidden.filter((h) => h !== id), id])
              }
            />
          </>
        }
      />
      {error ? (
        <DataTableError error={error} />
      ) : (
        <>
          {unreadable > 0 ? <UnreadableNotice count={unreadable} /> : null}
          {selection && selectedIds.length
            ? selection.bar({
                ids: selectedIds,
                allOnPage: selectedIds.length === data.length,
                clear: () => setSelected([]),
              })
            : null}
          <div
            aria-busy={query.isPending || undefined}
            className={cn('transition-opacity', query.isPending && 'opacity-60')}
          >
            {cards && rowName ? <div className="mb-2 px-3">{pageBox(true)}</div> : null}
            {cards ? (
              <ul aria-label={label} className="space-y-2" data-cards>
                {data.map((row, index) => {
                  const id = rowIds[index];
                  const href = getRowHref?.(row);
                  return (
                    <li key={id} {...rowNav(href)} className="dt-card">
                      {rowName ? <div className="pt-0.5">{rowBox(row, id)}</div> : null}
                      <div className="grid min-w-0 flex-1 grid-cols-2 gap-x-3 gap-y-1.5">
                        {cardColumns.map(({ column, id: columnId }, i) => (
                          <div key={columnId} className={i % 2 === 1 ? 'dt-card-end' : 'min-w-0'}>
                            <span className="sr-only">{column.meta?.label}: </span>
                            {renderCell(column, columnId, row, id, index)}
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
                  <Tr>
                    {rowName ? <Th className="dt-sticky-start dt-check-col">{pageBox(false)}</Th> : null}
                    {shown.map(({ column, id }, i) => (
                      <Th key={id} className={cn(column.meta?.align === 'end' && 'text-right', i === 0 && stickyFirst)}>
                        {renderHeader(column, id)}
                      </Th>
                    ))}
                    {rowActions ? (
                      <Th className="dt-sticky-end text-right">
                        <span className="sr-only">{t('table.actions')}</span>
                      </Th>
                    ) : null}
                  </Tr>
                </THead>
                <TBody>
                  {data.map((row, index) => {
                    const id = rowIds[index];
                    const href = getRowHref?.(row);
                    return (
                      <tr key={id} {...rowNav(href)} className={href ? 'dt-row' : 'align-top'}>
                        {rowName ? <td className="dt-td dt-sticky-start dt-check-col">{rowBox(row, id)}</td> : null}
                        {shown.map(({ column, id: columnId }, i) => (
                          <td
                            key={columnId}
                            className={cn('dt-td', column.meta?.align === 'end' && 'dt-num', i === 0 && stickyFirst)}
                          >
                            {renderCell(column, columnId, row, id, index)}
                          </td>
                        ))}
                        {rowActions ? <td className="dt-td dt-num dt-sticky-end">{rowActions(row)}</td> : null}
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
