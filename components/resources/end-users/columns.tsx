import { columnHelper, type DataTableColumn } from '@/components/data-table/columns';
import { enumFilter, idFilter, labelOf, type DirectoryOptions } from '@/components/resources/shared/directory';
import { humanize, type Display } from '@/components/resources/shared/display';
import { Code, DateTime, Text, IdLabel } from '@/components/resources/shared/values';
import { END_USER_TYPES } from '@/lib/merchant-api/filters';
import type { EndUser } from '@/lib/merchant-api/types';

const h = columnHelper<EndUser>();

/** The end users list, with every spec 4.8 end-user filter. */
export function getEndUserColumns({ display, directory }: { display: Display; directory: DirectoryOptions }): DataTableColumn<EndUser>[] {
  return h.columns([
    h.accessor((u) => u.code ?? u.uuid, {
      id: 'code',
      header: 'Code',
      enableHiding: false,
      cell: ({ row }) => <Code value={row.original.code ?? row.original.uuid} href={`/end-users/${encodeURIComponent(row.original.uuid)}`} title={row.original.uuid} />,
      meta: {
        label: 'Code',
        filters: [
          { kind: 'text', param: 'code', label: 'Code' },
          { kind: 'text', param: 'uuid', label: 'End user id', placeholder: 'eur_…' },
        ],
      },
    }),
    h.accessor('displayName', {
      header: 'Name',
      cell: ({ getValue }) => <span className="font-medium text-slate-900 dark:text-slate-100"><Text value={getValue()} /></span>,
      meta: {
        label: 'Name',
        filters: [
          { kind: 'text', param: 'first_name', label: 'First name' },
          { kind: 'text', param: 'last_name', label: 'Last name', primary: true },
          { kind: 'text', param: 'organization', label: 'Organization' },
        ],
      },
    }),
    h.accessor('type', {
      header: 'Type',
      cell: ({ getValue }) => <Text value={humanize(getValue())} />,
      meta: { label: 'Type', filters: [enumFilter('type', 'Type', END_USER_TYPES, true)] },
    }),
    h.accessor('email', {
      header: 'Email',
      cell: ({ getValue }) => <Text value={getValue()} />,
      meta: { label: 'Email', filters: [{ kind: 'text', param: 'email', label: 'Email', inputMode: 'email', placeholder: 'ana@example.com', primary: true }] },
    }),
    h.accessor('localId', {
      header: 'ID number',
      cell: ({ row }) => <Text value={[row.original.localIdType ? humanize(row.original.localIdType) : null, row.original.localId].filter(Boolean).join(' ') || null} />,
      meta: { label: 'ID number', filters: [{ kind: 'text', param: 'local_id', label: 'ID number' }] },
    }),
    h.accessor('localIdCountry', {
      header: 'Country',
      cell: ({ getValue }) => <Text value={getValue()} />,
      meta: { label: 'Country', hiddenByDefault: true },
    }),
    h.accessor('primaryReference', {
      header: 'Reference',
      cell: ({ getValue }) => <Text value={getValue()} />,
      meta: {
        label: 'References',
        filters: [
          { kind: 'text', param: 'primary_reference', label: 'Primary reference' },
          { kind: 'text', param: 'secondary_reference', label: 'Secondary reference' },
        ],
      },
    }),
    h.accessor('merchantId', {
      header: 'Merchant',
      cell: ({ getValue }) => <IdLabel label={labelOf(directory.merchants, getValue())} id={getValue()} />,
      meta: { label: 'Merchant', hiddenByDefault: true, filters: [idFilter('merchant_id', 'Merchant', directory.merchants, 'mer_…')] },
    }),
    h.accessor('dateCreated', {
      header: 'Created',
      cell: ({ getValue }) => <DateTime value={getValue()} display={display} />,
      meta: { label: 'Created', filters: [{ kind: 'date', label: 'Created', fromParam: 'date_from', toParam: 'date_to', primary: true, zone: display.timeZone }] },
    }),
  ]);
}
