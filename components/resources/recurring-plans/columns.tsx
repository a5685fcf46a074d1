import Link from 'next/link';
import { columnHelper, type DataTableColumn } from '@/components/data-table/columns';
import { enumFilter, idFilter, labelOf, type DirectoryOptions } from '@/components/resources/shared/directory';
import { humanize, type Display } from '@/components/resources/shared/display';
import { CalendarDate, Code, DateTime, Money, Muted, StatusBadge, Text, IdLabel } from '@/components/resources/shared/values';
import { CYCLE_FREQUENCIES, PROCESSING_METHODS, RECURRING_PLAN_STATUSES } from '@/lib/merchant-api/filters';
import type { RecurringPlan } from '@/lib/merchant-api/types';

const h = columnHelper<RecurringPlan>();

/** The recurring plans list (an extension), with the filters the service offers. */
export function getRecurringPlanColumns({ display, directory }: { display: Display; directory: DirectoryOptions }): DataTableColumn<RecurringPlan>[] {
  return h.columns([
    h.accessor((p) => p.code ?? p.uuid, {
      id: 'code',
      header: 'Code',
      enableHiding: false,
      cell: ({ row }) => <Code value={row.original.code ?? row.original.uuid} href={`/recurring-plans/${encodeURIComponent(row.original.uuid)}`} title={row.original.uuid} />,
      meta: { label: 'Code', filters: [{ kind: 'text', param: 'code', label: 'Code', placeholder: 'RCP-…' }] },
    }),
    h.accessor('status', {
      header: 'Status',
      cell: ({ getValue }) => <StatusBadge status={getValue()} />,
      meta: { label: 'Status', filters: [enumFilter('status', 'Status', RECURRING_PLAN_STATUSES, true)] },
    }),
    h.accessor('description', {
      header: 'Description',
      cell: ({ getValue }) => <span className="inline-block max-w-64 truncate align-bottom"><Text value={getValue()} /></span>,
      meta: { label: 'Description' },
    }),
    h.accessor((p) => p.transaction?.amount ?? null, {
      id: 'amount',
      header: 'Amount',
      cell: ({ row }) => <Money value={row.original.transaction?.amount} currency={row.original.transaction?.currency} display={display} className="font-medium text-slate-900 dark:text-slate-100" />,
      meta: { label: 'Amount per cycle', align: 'end' },
    }),
    h.accessor('cycleFrequency', {
      header: 'Every',
      cell: ({ getValue }) => <Text value={humanize(getValue())} />,
      meta: { label: 'Frequency', filters: [enumFilter('cycle_frequency', 'Frequency', CYCLE_FREQUENCIES, true)] },
    }),
    h.accessor('processingMethod', {
      header: 'Method',
      cell: ({ getValue }) => <Text value={humanize(getValue())} />,
      meta: { label: 'Processing method', filters: [enumFilter('processing_method', 'Processing method', PROCESSING_METHODS)] },
    }),
    h.accessor('nextDueDate', {
      header: 'Next cycle',
      cell: ({ getValue }) => <CalendarDate value={getValue()} />,
      meta: { label: 'Next cycle' },
    }),
    h.accessor((p) => p.endUser?.displayName ?? null, {
      id: 'endUser',
      header: 'End user',
      cell: ({ row }) => {
        const user = row.original.endUser;
        return user ? (
          <Link href={`/end-users/${encodeURIComponent(user.uuid)}`} className="text-indigo-700 hover:underline dark:text-indigo-300">
            {user.displayName ?? user.code ?? user.uuid}
          </Link>
        ) : (
          <Muted>—</Muted>
        );
      },
      meta: { label: 'End user', filters: [{ kind: 'text', param: 'end_user_uuid', label: 'End user id', placeholder: 'eur_…' }] },
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
