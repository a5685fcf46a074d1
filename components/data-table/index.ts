export {
  columnHelper,
  dataTableFeatures,
  filterParams,
  type ColumnFilter,
  type DataTableColumn,
  type DataTableColumnMeta,
  type DataTableFeatures,
} from './columns';
export { DataTable, type DataTableProps } from './data-table';
export { DataTableError, UnreadableNotice, UnsupportedNotice } from './states';
export { DataTableSkeleton, DetailSkeleton } from './skeleton';
