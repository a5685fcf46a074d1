import { Link } from '@/components/ui/link';
import { columnHelper, type DataTableColumn } from '@/components/data-table/columns';
import { endUserFilters, enumFilter, type ColumnContext } from '@/components/detail/directory';
import type { Display } from '@/lib/lists/display';
import { Code, DateTime, Money, Muted, StatusBadge, Text } from '@/components/detail/values';
import { directoryTailColumns } from '@/components/detail/directory-columns';
import { Badge } from '@/components/ui/badge';
import { LINK_DELIVERY_STATUSES } from '@/lib/merchant-api/filters';
import type { Translator } from '@/lib/i18n';
import type { CheckoutLinkRow, ConnectLinkRow, EndUserRef } from '@/lib/lists/list-rows';

function EndUserCell({ user }: { user: EndUserRef | null }) {
  if (!user) return <Muted>—</Muted>;
  return (
    <Link
      href={`/end-users/${encodeURIComponent(user.uuid)}`}
      className="text-indigo-700 hover:underline dark:text-indigo-300"
    >
      {user.displayName ?? user.code ?? user.uuid}
    </Link>
  );
}

function ExpiryCell({
  expired,
  expirationDate,
  display,
  t,
}: {
  expired: boolean;
  expirationDate: string | null;
  display: Display;
  t: Translator;
}) {
  if (expired) return <Badge tone="neutral">{t('links.expired')}</Badge>;
  if (!expirationDate) return <Muted>{t('links.never')}</Muted>;
  return <DateTime value={expirationDate} display={display} />;
}

/** Columns both link lists share, around each list's own. */
function linkColumns<T extends ConnectLinkRow | CheckoutLinkRow>(
  path: string,
  codeHint: string,
  own: DataTableColumn<T>[],
  { display, directory, t }: ColumnContext,
): DataTableColumn<T>[] {
  const h = columnHelper<ConnectLinkRow | CheckoutLinkRow>();
  const shared = h.columns([
    h.accessor((l) => l.code ?? l.uuid, {
      id: 'code',
      header: t('forms.code'),
      enableHiding: false,
      cell: ({ row }) => (
        <Code
          value={row.original.code ?? row.original.uuid}
          href={`${path}/${encodeURIComponent(row.original.uuid)}`}
          title={row.original.uuid}
        />
      ),
      meta: {
        label: t('forms.code'),
        filters: [
          { kind: 'text', param: 'code', label: t('forms.code'), placeholder: codeHint },
          { kind: 'text', param: 'uuid', label: t('field.linkId') },
        ],
      },
    }),
    h.accessor('deliveryStatus', {
      header: t('common.status'),
      cell: ({ getValue }) => <StatusBadge status={getValue()} t={t} />,
      meta: {
        label: t('common.status'),
        filters: [enumFilter(t, 'delivery_status', t('common.status'), LINK_DELIVERY_STATUSES, true)],
      },
    }),
  ]) as DataTableColumn<T>[];
  const tail = [
    ...(h.columns([
      h.accessor((l) => l.endUser?.displayName ?? null, {
        id: 'endUser',
        header: t('kind.endUser'),
        cell: ({ row }) => <EndUserCell user={row.original.endUser} />,
        meta: { label: t('kind.endUser'), filters: endUserFilters(t, { emailPrimary: true }) },
      }),
      h.accessor('expirationDate', {
        header: t('links.expires'),
        cell: ({ row }) => (
          <ExpiryCell
            expired={row.original.expired}
            expirationDate={row.original.expirationDate}
            display={display}
            t={t}
          />
        ),
        meta: { label: t('links.expires') },
      }),
    ]) as DataTableColumn<T>[]),
    ...directoryTailColumns<T>({ display, directory, t }),
  ];
  return [...shared, ...own, ...tail];
}

/** The connect links list. */
export function getConnectLinkColumns(context: ColumnContext): DataTableColumn<ConnectLinkRow>[] {
  const { t } = context;
  const h = columnHelper<ConnectLinkRow>();
  return linkColumns<ConnectLinkRow>(
    '/connect-links',
    'CLK-…',
    h.columns([
      h.accessor('defaultLanguage', {
        header: t('field.language'),
        cell: ({ getValue }) => <Text value={getValue()} />,
        meta: { label: t('field.language'), hiddenByDefault: true },
      }),
      h.accessor('accountId', {
        header: t('kind.account'),
        cell: ({ getValue }) => {
          const id = getValue();
          return id ? <Code value={id} href={`/accounts/${encodeURIComponent(id)}`} short /> : <Muted>—</Muted>;
        },
        meta: { label: t('field.connectedAccount') },
      }),
    ]),
    context,
  );
}

/** The checkout links list. */
export function getCheckoutLinkColumns(context: ColumnContext): DataTableColumn<CheckoutLinkRow>[] {
  const { t } = context;
  const h = columnHelper<CheckoutLinkRow>();
  return linkColumns<CheckoutLinkRow>(
    '/checkout-links',
    'CHK-…',
    h.columns([
      h.accessor('linkName', {
        header: t('common.name'),
        cell: ({ getValue }) => (
          <span className="inline-block max-w-56 truncate align-bottom font-medium text-slate-900 dark:text-slate-100">
            <Text value={getValue()} />
          </span>
        ),
        meta: { label: t('common.name') },
      }),
      h.accessor((l) => l.transaction?.amount ?? null, {
        id: 'amount',
        header: t('common.amount'),
        cell: ({ row }) => (
          <Money
            value={row.original.transaction?.amount}
            currency={row.original.transaction?.currency}
            display={context.display}
          />
        ),
        meta: { label: t('common.amount'), align: 'end' },
      }),
      h.accessor((l) => l.transaction?.status ?? null, {
        id: 'payment',
        header: t('kind.payment'),
        cell: ({ row }) => <StatusBadge status={row.original.transaction?.status} t={t} />,
        meta: { label: t('field.paymentStatus') },
      }),
    ]),
    context,
  );
}
