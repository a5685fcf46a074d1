import Link from 'next/link';
import { columnHelper, type ColumnFilter, type DataTableColumn } from '@/components/data-table/columns';
import { enumFilter, idFilter, labelOf, type DirectoryOptions } from '@/components/resources/shared/directory';
import type { Display } from '@/components/resources/shared/display';
import { Code, DateTime, Money, Muted, StatusBadge, Text, IdLabel } from '@/components/resources/shared/values';
import { Badge } from '@/components/ui/badge';
import { LINK_DELIVERY_STATUSES } from '@/lib/merchant-api/filters';
import type { CheckoutLink, ConnectLink, EndUser } from '@/lib/merchant-api/types';

interface LinkContext {
  display: Display;
  directory: DirectoryOptions;
}

const endUserFilters: ColumnFilter[] = [
  { kind: 'text', param: 'end_user_email', label: 'End user email', inputMode: 'email', placeholder: 'ana@example.com', primary: true },
  { kind: 'text', param: 'end_user_uuid', label: 'End user id', placeholder: 'eur_…' },
  { kind: 'text', param: 'end_user_code', label: 'End user code' },
  { kind: 'text', param: 'end_user_local_id', label: 'End user ID number' },
];

function EndUserCell({ user }: { user: EndUser | null }) {
  if (!user) return <Muted>—</Muted>;
  return (
    <Link href={`/end-users/${encodeURIComponent(user.uuid)}`} className="text-indigo-700 hover:underline dark:text-indigo-300">
      {user.displayName ?? user.code ?? user.uuid}
    </Link>
  );
}

function ExpiryCell({ expired, expirationDate, display }: { expired: boolean; expirationDate: string | null; display: Display }) {
  if (expired) return <Badge tone="neutral">Expired</Badge>;
  if (!expirationDate) return <Muted>Never</Muted>;
  return <DateTime value={expirationDate} display={display} />;
}

/** Columns both link lists share, around each list's own. */
function linkColumns<T extends ConnectLink | CheckoutLink>(path: string, codeHint: string, own: DataTableColumn<T>[], { display, directory }: LinkContext): DataTableColumn<T>[] {
  const h = columnHelper<ConnectLink | CheckoutLink>();
  const shared = h.columns([
    h.accessor((l) => l.code ?? l.uuid, {
      id: 'code',
      header: 'Code',
      enableHiding: false,
      cell: ({ row }) => <Code value={row.original.code ?? row.original.uuid} href={`${path}/${encodeURIComponent(row.original.uuid)}`} title={row.original.uuid} />,
      meta: {
        label: 'Code',
        filters: [
          { kind: 'text', param: 'code', label: 'Code', placeholder: codeHint },
          { kind: 'text', param: 'uuid', label: 'Link id' },
        ],
      },
    }),
    h.accessor('deliveryStatus', {
      header: 'Status',
      cell: ({ getValue }) => <StatusBadge status={getValue()} />,
      meta: { label: 'Status', filters: [enumFilter('delivery_status', 'Status', LINK_DELIVERY_STATUSES, true)] },
    }),
  ]) as DataTableColumn<T>[];
  const tail = h.columns([
    h.accessor((l) => l.endUser?.displayName ?? null, {
      id: 'endUser',
      header: 'End user',
      cell: ({ row }) => <EndUserCell user={row.original.endUser} />,
      meta: { label: 'End user', filters: endUserFilters },
    }),
    h.accessor('expirationDate', {
      header: 'Expires',
      cell: ({ row }) => <ExpiryCell expired={row.original.expired} expirationDate={row.original.expirationDate} display={display} />,
      meta: { label: 'Expires' },
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
  ]) as DataTableColumn<T>[];
  return [...shared, ...own, ...tail];
}

/** The connect links list. */
export function getConnectLinkColumns(context: LinkContext): DataTableColumn<ConnectLink>[] {
  const h = columnHelper<ConnectLink>();
  return linkColumns<ConnectLink>(
    '/connect-links',
    'CLK-…',
    h.columns([
      h.accessor('defaultLanguage', { header: 'Language', cell: ({ getValue }) => <Text value={getValue()} />, meta: { label: 'Language', hiddenByDefault: true } }),
      h.accessor('accountId', {
        header: 'Account',
        cell: ({ getValue }) => {
          const id = getValue();
          return id ? <Code value={id} href={`/accounts/${encodeURIComponent(id)}`} short /> : <Muted>—</Muted>;
        },
        meta: { label: 'Connected account' },
      }),
    ]),
    context,
  );
}

/** The checkout links list. */
export function getCheckoutLinkColumns(context: LinkContext): DataTableColumn<CheckoutLink>[] {
  const h = columnHelper<CheckoutLink>();
  return linkColumns<CheckoutLink>(
    '/checkout-links',
    'CHK-…',
    h.columns([
      h.accessor('linkName', {
        header: 'Name',
        cell: ({ getValue }) => <span className="inline-block max-w-56 truncate align-bottom font-medium text-slate-900 dark:text-slate-100"><Text value={getValue()} /></span>,
        meta: { label: 'Name' },
      }),
      h.accessor((l) => l.transaction?.amount ?? null, {
        id: 'amount',
        header: 'Amount',
        cell: ({ row }) => <Money value={row.original.transaction?.amount} currency={row.original.transaction?.currency} display={context.display} />,
        meta: { label: 'Amount', align: 'end' },
      }),
      h.accessor((l) => l.transaction?.status ?? null, {
        id: 'payment',
        header: 'Payment',
        cell: ({ row }) => <StatusBadge status={row.original.transaction?.status} />,
        meta: { label: 'Payment status' },
      }),
    ]),
    context,
  );
}
