import { columnHelper, type ColumnFilter, type DataTableColumn } from '@/components/data-table/columns';
import { idFilter, enumFilter, labelOf, type DirectoryOptions } from '@/components/resources/shared/directory';
import type { Display } from '@/components/resources/shared/display';
import { Code, DateTime, CalendarDate, Money, StatusBadge, Text, IdLabel } from '@/components/resources/shared/values';
import { TRANSACTION_STATUSES } from '@/lib/merchant-api/filters';
import type { Transaction } from '@/lib/merchant-api/types';
import { PartyCell } from '@/components/resources/shared/party';
import type { Parties } from '@/components/resources/shared/parties';
import { KIND_LABEL, type TransactionKind } from './kinds';

export interface TransactionColumnContext {
  display: Display;
  directory: DirectoryOptions;
  /** Who holds each account on the page (lib/data/parties.ts); an absent one shows its id. */
  parties?: Parties;
}

const h = columnHelper<Transaction>();

function accountFilters(side: 'origin' | 'destination', what: string, directory: DirectoryOptions): ColumnFilter[] {
  return [
    { kind: 'text', param: `${side}_account_uuid`, label: `${what} id`, placeholder: 'acc_…' },
    { kind: 'text', param: `${side}_account_code`, label: `${what} code` },
    { kind: 'text', param: `${side}_account_last_4`, label: `${what} last 4`, inputMode: 'numeric', placeholder: '6789' },
    idFilter(`${side}_account_institution_uuid`, `${what} institution`, directory.institutions, 'ins_…'),
  ];
}

const endUserFilters: ColumnFilter[] = [
  { kind: 'text', param: 'end_user_email', label: 'End user email', inputMode: 'email', placeholder: 'ana@example.com' },
  { kind: 'text', param: 'end_user_uuid', label: 'End user id', placeholder: 'eur_…' },
  { kind: 'text', param: 'end_user_code', label: 'End user code' },
  { kind: 'text', param: 'end_user_local_id', label: 'End user ID number' },
];


/**
 * The columns of the payments, transfers and payouts lists. Every spec 4.8 filter sits on the column it
 * narrows; the counterparty account's column also carries the end-user filters (they match its owner).
 */
export function getTransactionColumns(kind: TransactionKind, { display, directory, parties = {} }: TransactionColumnContext): DataTableColumn<Transaction>[] {
  const accountCell = (id: string | null) => <PartyCell id={id} party={id ? parties[id] : undefined} />;
  const base = KIND_LABEL[kind].path;
  const origin = kind === 'payment' ? 'Funding account' : 'Origin account';
  const originCol = h.accessor('originAccountId', {
    id: 'origin',
    header: origin,
    cell: ({ row }) => accountCell(row.original.fundingSourceId ?? row.original.originAccountId),
    meta: { label: origin, card: true, hiddenByDefault: kind === 'payout', filters: [...accountFilters('origin', kind === 'payment' ? 'Funding account' : 'Origin account', directory), ...(kind === 'payout' ? [] : endUserFilters)] },
  });
  const destinationCol = h.accessor('destinationAccountId', {
    id: 'destination',
    header: 'Destination account',
    cell: ({ getValue }) => accountCell(getValue()),
    meta: { label: 'Destination account', card: true, hiddenByDefault: kind === 'payment', filters: [...accountFilters('destination', 'Destination account', directory), ...(kind === 'payout' ? endUserFilters : [])] },
  });

  return h.columns([
    h.accessor((t) => t.code ?? t.uuid, {
      id: 'code',
      header: 'Code',
      enableHiding: false,
      cell: ({ row }) => <Code value={row.original.code ?? row.original.uuid} href={`${base}/${encodeURIComponent(row.original.uuid)}`} title={row.original.uuid} />,
      meta: { label: 'Code', card: true, filters: [{ kind: 'text', param: 'code', label: 'Code', primary: true, placeholder: 'PAY-…' }] },
    }),
    h.accessor('status', {
      header: 'Status',
      cell: ({ getValue }) => <StatusBadge status={getValue()} />,
      meta: { label: 'Status', card: true, filters: [enumFilter('status', 'Status', TRANSACTION_STATUSES, true)] },
    }),
    h.accessor('amount', {
      header: 'Amount',
      cell: ({ row }) => <Money value={row.original.amount} currency={row.original.currency} display={display} className="font-medium text-slate-900 dark:text-slate-100" />,
      meta: {
        label: 'Amount',
        card: true,
        align: 'end',
        filters: [{ kind: 'amount', label: 'Amount', minParam: 'amount_greater_than', maxParam: 'amount_less_than', exactParam: 'amount', primary: true }],
      },
    }),
    h.accessor('totalFee', {
      header: 'Fee',
      cell: ({ row }) => <Money value={row.original.totalFee} currency={row.original.currency} display={display} />,
      meta: { label: 'Fee', align: 'end', hiddenByDefault: true },
    }),
    h.accessor('netAmount', {
      header: 'Net',
      cell: ({ row }) => <Money value={row.original.netAmount} currency={row.original.currency} display={display} />,
      meta: { label: 'Net amount', align: 'end', hiddenByDefault: true },
    }),
    h.accessor('description', {
      header: 'Description',
      cell: ({ getValue }) => <span className="inline-block max-w-64 truncate align-bottom" title={getValue() ?? undefined}><Text value={getValue()} /></span>,
      meta: { label: 'Description', filters: [{ kind: 'text', param: 'description', label: 'Description contains' }] },
    }),
    originCol,
    destinationCol,
    h.accessor('primaryReference', {
      header: 'Reference',
      cell: ({ getValue }) => <Text value={getValue()} />,
      meta: { label: 'Primary reference', filters: [{ kind: 'text', param: 'primary_reference', label: 'Primary reference' }] },
    }),
    h.accessor('secondaryReference', {
      header: 'Secondary ref.',
      cell: ({ getValue }) => <Text value={getValue()} />,
      meta: { label: 'Secondary reference', hiddenByDefault: true, filters: [{ kind: 'text', param: 'secondary_reference', label: 'Secondary reference' }] },
    }),
    h.accessor('tenantId', {
      header: 'Tenant',
      cell: ({ getValue }) => <IdLabel label={labelOf(directory.tenants, getValue())} id={getValue()} />,
      meta: { label: 'Tenant', hiddenByDefault: true, filters: [idFilter('tenant_uuid', 'Tenant', directory.tenants, 'ten_…')] },
    }),
    h.accessor('merchantId', {
      header: 'Merchant',
      cell: ({ getValue }) => <IdLabel label={labelOf(directory.merchants, getValue())} id={getValue()} />,
      meta: { label: 'Merchant', hiddenByDefault: true, filters: [idFilter('merchant_id', 'Merchant', directory.merchants, 'mer_…')] },
    }),
    ...(kind === 'payment'
      ? [
          h.accessor('dueDate', {
            header: 'Due',
            cell: ({ getValue }) => <CalendarDate value={getValue()} />,
            meta: { label: 'Due date', hiddenByDefault: true },
          }),
        ]
      : []),
    h.accessor('dateCreated', {
      header: `Created`,
      cell: ({ getValue }) => <DateTime value={getValue()} display={display} />,
      meta: { label: 'Created', card: true, filters: [{ kind: 'date', label: 'Created', fromParam: 'date_from', toParam: 'date_to', primary: true, zone: display.timeZone }] },
    }),
  ]);
}

export const getPaymentColumns = (context: TransactionColumnContext) => getTransactionColumns('payment', context);
export const getTransferColumns = (context: TransactionColumnContext) => getTransactionColumns('transfer', context);
export const getPayoutColumns = (context: TransactionColumnContext) => getTransactionColumns('payout', context);
