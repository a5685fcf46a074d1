import { columnHelper, type DataTableColumn } from '@/components/data-table/columns';
import { labelOf, type DirectoryOptions } from '@/components/resources/shared/directory';
import type { Display } from '@/components/resources/shared/display';
import { Code, DateTime, Money, Muted, StatusBadge, Text, IdLabel } from '@/components/resources/shared/values';
import type { Transaction } from '@/lib/merchant-api/types';

const h = columnHelper<Transaction>();

/** The deposits list (an extension): settlements grouping settled transactions. */
export function getDepositColumns({ display, directory }: { display: Display; directory: DirectoryOptions }): DataTableColumn<Transaction>[] {
  return h.columns([
    h.accessor((t) => t.code ?? t.uuid, {
      id: 'code',
      header: 'Code',
      enableHiding: false,
      cell: ({ row }) => <Code value={row.original.code ?? row.original.uuid} href={`/deposits/${encodeURIComponent(row.original.uuid)}`} title={row.original.uuid} />,
      meta: { label: 'Code', filters: [{ kind: 'text', param: 'code', label: 'Code', primary: true, placeholder: 'DEP-…' }] },
    }),
    h.accessor('status', {
      header: 'Status',
      cell: ({ getValue }) => <StatusBadge status={getValue()} />,
      meta: { label: 'Status' },
    }),
    h.accessor('amount', {
      header: 'Amount',
      cell: ({ row }) => <Money value={row.original.amount} currency={row.original.currency} display={display} className="font-medium text-slate-900 dark:text-slate-100" />,
      meta: {
        label: 'Amount',
        align: 'end',
        filters: [
          { kind: 'amount', label: 'Amount', exactParam: 'amount', primary: true },
          { kind: 'text', param: 'currency', label: 'Currency', placeholder: 'USD' },
        ],
      },
    }),
    h.accessor('relatedTransactionsCount', {
      header: 'Transactions',
      cell: ({ getValue }) => <Text value={getValue()} />,
      meta: { label: 'Transactions', align: 'end' },
    }),
    h.accessor('destinationAccountId', {
      header: 'Destination account',
      cell: ({ getValue }) => {
        const id = getValue();
        return id ? <Code value={id} href={`/accounts/${encodeURIComponent(id)}`} short /> : <Muted>—</Muted>;
      },
      meta: { label: 'Destination account', filters: [{ kind: 'text', param: 'destination_account_uuid', label: 'Destination account id', placeholder: 'acc_…' }] },
    }),
    h.accessor('primaryReference', {
      header: 'Reference',
      cell: ({ getValue }) => <Text value={getValue()} />,
      meta: { label: 'Reference' },
    }),
    h.accessor('merchantId', {
      header: 'Merchant',
      cell: ({ getValue }) => <IdLabel label={labelOf(directory.merchants, getValue())} id={getValue()} />,
      meta: { label: 'Merchant', hiddenByDefault: true },
    }),
    h.accessor('dateCreated', {
      header: 'Created',
      cell: ({ getValue }) => <DateTime value={getValue()} display={display} />,
      meta: { label: 'Created', filters: [{ kind: 'date', label: 'Created', fromParam: 'date_from', toParam: 'date_to', primary: true, zone: display.timeZone }] },
    }),
  ]);
}
