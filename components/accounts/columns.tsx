import { Link } from '@/components/ui/link';
import { enumLabel } from '@/lib/i18n/enum-label';
import { columnHelper, type DataTableColumn } from '@/components/data-table/columns';
import { endUserFilters, enumFilter, idFilter, labelOf, type ColumnContext } from '@/components/detail/directory';
import { Code, Muted, StatusBadge, Text } from '@/components/detail/values';
import { directoryTailColumns } from '@/components/detail/directory-columns';
import { ACCOUNT_STATUSES, ACCOUNT_SUBTYPES, ACCOUNT_TYPES } from '@/lib/merchant-api/filters';
import type { AccountRow } from '@/lib/lists/list-rows';

const h = columnHelper<AccountRow>();

/** The connected accounts list, with every spec 4.8 account filter. */
export function getAccountColumns(context: ColumnContext): DataTableColumn<AccountRow>[] {
  const { directory, t } = context;
  return [
    ...h.columns([
      h.accessor((a) => a.code ?? a.uuid, {
        id: 'code',
        header: t('forms.code'),
        enableHiding: false,
        cell: ({ row }) => (
          <Code
            value={row.original.code ?? row.original.uuid}
            href={`/accounts/${encodeURIComponent(row.original.uuid)}`}
            title={row.original.uuid}
          />
        ),
        meta: {
          label: t('forms.code'),
          filters: [
            { kind: 'text', param: 'code', label: t('forms.code'), primary: true },
            { kind: 'text', param: 'uuid', label: t('field.accountId'), placeholder: 'acc_…' },
          ],
        },
      }),
      h.accessor('currentStatus', {
        header: t('common.status'),
        cell: ({ getValue }) => <StatusBadge status={getValue()} t={t} />,
        meta: {
          label: t('common.status'),
          filters: [enumFilter(t, 'current_status', t('common.status'), ACCOUNT_STATUSES, true)],
        },
      }),
      h.accessor((a) => a.institution?.name ?? a.institution?.uuid ?? null, {
        id: 'institution',
        header: t('field.institution'),
        cell: ({ row }) => (
          <Text
            value={
              row.original.institution?.name ??
              labelOf(directory.institutions, row.original.institution?.uuid) ??
              row.original.institution?.uuid
            }
          />
        ),
        meta: {
          label: t('field.institution'),
          filters: [idFilter('institution_uuid', t('field.institution'), directory.institutions, 'ins_…', true)],
        },
      }),
      h.accessor('last4', {
        header: t('field.last4'),
        cell: ({ getValue }) =>
          getValue() ? <span className="font-mono tabular-nums">···· {getValue()}</span> : <Muted>—</Muted>,
        meta: {
          label: t('field.last4'),
          filters: [
            {
              kind: 'text',
              param: 'last_4',
              label: t('field.last4'),
              inputMode: 'numeric',
              placeholder: '6789',
              primary: true,
            },
          ],
        },
      }),
      h.accessor('type', {
        header: t('field.type'),
        cell: ({ row }) => (
          <Text
            value={[enumLabel(t, row.original.type), row.original.subtype ? enumLabel(t, row.original.subtype) : null]
              .filter(Boolean)
              .join(' · ')}
          />
        ),
        meta: {
          label: t('field.type'),
          filters: [
            enumFilter(t, 'type', t('field.type'), ACCOUNT_TYPES),
            enumFilter(t, 'subtype', t('field.subtype'), ACCOUNT_SUBTYPES),
          ],
        },
      }),
      h.accessor((a) => a.endUser?.displayName ?? null, {
        id: 'endUser',
        header: t('kind.endUser'),
        cell: ({ row }) => {
          const user = row.original.endUser;
          if (!user) return <Muted>—</Muted>;
          return (
            <Link
              href={`/end-users/${encodeURIComponent(user.uuid)}`}
              className="text-indigo-700 hover:underline dark:text-indigo-300"
            >
              {user.displayName ?? user.code ?? user.uuid}
            </Link>
          );
        },
        meta: { label: t('kind.endUser'), filters: endUserFilters(t) },
      }),
      h.accessor((a) => a.capabilities.join(', '), {
        id: 'capabilities',
        header: t('field.capabilities'),
        cell: ({ getValue }) => <Text value={getValue()} />,
        meta: { label: t('field.capabilities'), hiddenByDefault: true },
      }),
    ]),
    ...directoryTailColumns<AccountRow>(context),
  ];
}
