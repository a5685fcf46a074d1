import Link from 'next/link';
import { columnHelper, type DataTableColumn } from '@/components/data-table/columns';
import { enumFilter, idFilter, labelOf, type DirectoryOptions } from '@/components/resources/shared/directory';
import { humanize, type Display } from '@/components/resources/shared/display';
import { Code, DateTime, Muted, StatusBadge, Text, IdLabel } from '@/components/resources/shared/values';
import { ACCOUNT_STATUSES, ACCOUNT_SUBTYPES, ACCOUNT_TYPES } from '@/lib/merchant-api/filters';
import type { Account } from '@/lib/merchant-api/types';

const h = columnHelper<Account>();

/** The connected accounts list, with every spec 4.8 account filter. */
export function getAccountColumns({ display, directory }: { display: Display; directory: DirectoryOptions }): DataTableColumn<Account>[] {
  return h.columns([
    h.accessor((a) => a.code ?? a.uuid, {
      id: 'code',
      header: 'Code',
      enableHiding: false,
      cell: ({ row }) => <Code value={row.original.code ?? row.original.uuid} href={`/accounts/${encodeURIComponent(row.original.uuid)}`} title={row.original.uuid} />,
      meta: {
        label: 'Code',
        filters: [
          { kind: 'text', param: 'code', label: 'Code', primary: true },
          { kind: 'text', param: 'uuid', label: 'Account id', placeholder: 'acc_…' },
        ],
      },
    }),
    h.accessor('currentStatus', {
      header: 'Status',
      cell: ({ getValue }) => <StatusBadge status={getValue()} />,
      meta: { label: 'Status', filters: [enumFilter('current_status', 'Status', ACCOUNT_STATUSES, true)] },
    }),
    h.accessor((a) => a.institution?.name ?? a.institution?.uuid ?? null, {
      id: 'institution',
      header: 'Institution',
      cell: ({ row }) => <Text value={row.original.institution?.name ?? labelOf(directory.institutions, row.original.institution?.uuid) ?? row.original.institution?.uuid} />,
      meta: { label: 'Institution', filters: [idFilter('institution_uuid', 'Institution', directory.institutions, 'ins_…', true)] },
    }),
    h.accessor('last4', {
      header: 'Last 4',
      cell: ({ getValue }) => (getValue() ? <span className="font-mono tabular-nums">···· {getValue()}</span> : <Muted>—</Muted>),
      meta: { label: 'Last 4', filters: [{ kind: 'text', param: 'last_4', label: 'Last 4', inputMode: 'numeric', placeholder: '6789', primary: true }] },
    }),
    h.accessor('type', {
      header: 'Type',
      cell: ({ row }) => <Text value={[humanize(row.original.type), row.original.subtype ? humanize(row.original.subtype) : null].filter(Boolean).join(' · ')} />,
      meta: { label: 'Type', filters: [enumFilter('type', 'Type', ACCOUNT_TYPES), enumFilter('subtype', 'Subtype', ACCOUNT_SUBTYPES)] },
    }),
    h.accessor((a) => a.endUser?.displayName ?? null, {
      id: 'endUser',
      header: 'End user',
      cell: ({ row }) => {
        const user = row.original.endUser;
        if (!user) return <Muted>—</Muted>;
        return (
          <Link href={`/end-users/${encodeURIComponent(user.uuid)}`} className="text-indigo-700 hover:underline dark:text-indigo-300">
            {user.displayName ?? user.code ?? user.uuid}
          </Link>
        );
      },
      meta: {
        label: 'End user',
        filters: [
          { kind: 'text', param: 'end_user_email', label: 'End user email', inputMode: 'email', placeholder: 'ana@example.com' },
          { kind: 'text', param: 'end_user_uuid', label: 'End user id', placeholder: 'eur_…' },
          { kind: 'text', param: 'end_user_code', label: 'End user code' },
          { kind: 'text', param: 'end_user_local_id', label: 'End user ID number' },
        ],
      },
    }),
    h.accessor((a) => a.capabilities.join(', '), {
      id: 'capabilities',
      header: 'Capabilities',
      cell: ({ getValue }) => <Text value={getValue()} />,
      meta: { label: 'Capabilities', hiddenByDefault: true },
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
