import { columnHelper, type DataTableColumn } from '@/components/data-table/columns';
import { idFilter, labelOf, referenceFilters, type ColumnContext } from './directory';
import { DateTime, IdLabel, Text } from './values';

/** What a directory row (end user, account, link, plan) carries for the columns every such list ends with. */
export interface DirectoryRow {
  primaryReference: string | null;
  merchantId: string | null;
  dateCreated: string | null;
}

/**
 * The columns every directory list ends with, declared once: its reference (with the reference filters), its merchant
 * (hidden until asked for, filtered by id), and when it was created (the list's primary date filter, in the member's
 * time zone). Column ids are the row fields' names, as the lists' saved views and sorting know them.
 */
export function directoryTailColumns<T extends DirectoryRow>({
  display,
  directory,
  t,
}: ColumnContext): DataTableColumn<T>[] {
  const h = columnHelper<T>();
  return [
    h.accessor((row) => row.primaryReference, {
      id: 'primaryReference',
      header: t('field.reference'),
      cell: ({ getValue }) => <Text value={getValue()} />,
      meta: { label: t('field.references'), filters: referenceFilters(t) },
    }),
    h.accessor((row) => row.merchantId, {
      id: 'merchantId',
      header: t('field.merchant'),
      cell: ({ getValue }) => <IdLabel label={labelOf(directory.merchants, getValue())} id={getValue()} />,
      meta: {
        label: t('field.merchant'),
        hiddenByDefault: true,
        filters: [idFilter('merchant_id', t('field.merchant'), directory.merchants, 'mer_…')],
      },
    }),
    h.accessor((row) => row.dateCreated, {
      id: 'dateCreated',
      header: t('field.created'),
      cell: ({ getValue }) => <DateTime value={getValue()} display={display} />,
      meta: {
        label: t('field.created'),
        filters: [
          {
            kind: 'date',
            label: t('field.created'),
            fromParam: 'date_from',
            toParam: 'date_to',
            primary: true,
            zone: display.timeZone,
          },
        ],
      },
    }),
  ] as DataTableColumn<T>[];
}
