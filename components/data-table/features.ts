import { columnVisibilityFeature, metaHelper, rowSelectionFeature, tableFeatures } from '@tanstack/react-table';
import type { DataTableColumnMeta, DataTableFeatures } from './columns';

/** The data table's features as a TanStack value, for a table built with TanStack's own row model (`useTable`). */
export const dataTableFeatures: DataTableFeatures = tableFeatures({
  columnVisibilityFeature,
  rowSelectionFeature,
  columnMeta: metaHelper<DataTableColumnMeta>(),
});
