import {
  createColumnHelper,
  type ColumnDef,
  type columnVisibilityFeature,
  type rowSelectionFeature,
  type RowData,
} from '@tanstack/react-table';

/** A filter a column offers; `param` names are URL params, which are the API's filter names. */
export type ColumnFilter =
  | {
      kind: 'text';
      param: string;
      label: string;
      placeholder?: string;
      primary?: boolean;
      inputMode?: 'text' | 'email' | 'numeric';
    }
  | {
      kind: 'select';
      param: string;
      label: string;
      options: readonly { value: string; label: string }[];
      primary?: boolean;
    }
  /** Amounts typed in major units in the chosen currency and sent in minor units, exactly. */
  | { kind: 'amount'; label: string; minParam?: string; maxParam?: string; exactParam?: string; primary?: boolean }
  /** Calendar days (YYYY-MM-DD): in `zone` when the page converts them (toListQuery's timeZone), else GMT days. */
  | { kind: 'date'; label: string; fromParam: string; toParam: string; primary?: boolean; zone?: string };

export interface DataTableColumnMeta {
  /** The column's name in the column menu (headers may be shorter). */
  label: string;
  /** Shown on the phone card of a row (when no column says so, the first five visible ones are). */
  card?: boolean;
  /** The filters this column offers in the toolbar. */
  filters?: readonly ColumnFilter[];
  /** Hidden until the member shows it from the column menu. */
  hiddenByDefault?: boolean;
  align?: 'start' | 'end';
}

/**
 * The data table's TanStack features (column visibility, row selection, its column meta), as a type: the column
 * definitions are TanStack's, but the browser does not load TanStack's table to render them (./data-table.tsx,
 * docs/performance.md, "First-load JavaScript"). `dataTableFeatures` (./features.ts) is the same set as a value, for a
 * TanStack table built elsewhere.
 */
export interface DataTableFeatures {
  columnVisibilityFeature: typeof columnVisibilityFeature;
  rowSelectionFeature: typeof rowSelectionFeature;
  columnMeta: DataTableColumnMeta;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each column keeps its own value type.
export type DataTableColumn<TData extends RowData> = ColumnDef<DataTableFeatures, TData, any>;

/** A typed column helper for one resource's rows. */
export function columnHelper<TData extends RowData>() {
  return createColumnHelper<DataTableFeatures, TData>();
}

/** Every URL param the filters of these columns read. */
export function filterParams(columns: readonly { meta?: DataTableColumnMeta }[]): string[] {
  const params = new Set<string>();
  for (const column of columns) {
    for (const filter of column.meta?.filters ?? []) {
      if (filter.kind === 'text' || filter.kind === 'select') params.add(filter.param);
      else if (filter.kind === 'amount')
        [filter.minParam, filter.maxParam, filter.exactParam].forEach((p) => p && params.add(p));
      else params.add(filter.fromParam).add(filter.toParam);
    }
  }
  return [...params];
}

/** A column definition's id: its `id`, its accessor key, or its header when that is a string (as TanStack derives it). */
export function columnIdOf(column: { id?: string; header?: unknown }): string {
  const key = (column as { accessorKey?: string }).accessorKey;
  return column.id ?? (key ? key.replaceAll('.', '_') : typeof column.header === 'string' ? column.header : '');
}
