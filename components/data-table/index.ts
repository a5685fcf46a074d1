export {
  columnHelper,
  filterParams,
  type ColumnFilter,
  type DataTableColumn,
  type DataTableColumnMeta,
  type DataTableFeatures,
} from './columns';
export { dataTableFeatures } from './features';
export { DataTable, type DataTableProps } from './data-table';
export { DataTableError, UnreadableNotice } from './states';
