import { columnHelper, type DataTableColumn } from '@/components/data-table/columns';
import { enumLabel } from '@/lib/i18n/enum-label';
import { enumFilter, type ColumnContext } from '@/components/detail/directory';
import { humanize } from '@/lib/i18n/enum-label';
import { Code, Text } from '@/components/detail/values';
import { directoryTailColumns } from '@/components/detail/directory-columns';
import { END_USER_TYPES } from '@/lib/merchant-api/filters';
import type { EndUser } from '@/lib/merchant-api/types';

const h = columnHelper<EndUser>();

/** The end users list, with every spec 4.8 end-user filter. */
export function getEndUserColumns(context: ColumnContext): DataTableColumn<EndUser>[] {
  const { t } = context;
  return [
    ...h.columns([
      h.accessor((u) => u.code ?? u.uuid, {
        id: 'code',
        header: t('forms.code'),
        enableHiding: false,
        cell: ({ row }) => (
          <Code
            value={row.original.code ?? row.original.uuid}
            href={`/end-users/${encodeURIComponent(row.original.uuid)}`}
            title={row.original.uuid}
          />
        ),
        meta: {
          label: t('forms.code'),
          filters: [
            { kind: 'text', param: 'code', label: t('forms.code') },
            { kind: 'text', param: 'uuid', label: t('field.endUserId'), placeholder: 'eur_…' },
          ],
        },
      }),
      h.accessor('displayName', {
        header: t('common.name'),
        cell: ({ getValue }) => (
          <span className="font-medium text-slate-900 dark:text-slate-100">
            <Text value={getValue()} />
          </span>
        ),
        meta: {
          label: t('common.name'),
          filters: [
            { kind: 'text', param: 'first_name', label: t('endUser.firstName') },
            { kind: 'text', param: 'last_name', label: t('endUser.lastName'), primary: true },
            { kind: 'text', param: 'organization', label: t('endUser.organization') },
          ],
        },
      }),
      h.accessor('type', {
        header: t('field.type'),
        cell: ({ getValue }) => <Text value={enumLabel(t, getValue())} />,
        meta: { label: t('field.type'), filters: [enumFilter(t, 'type', t('field.type'), END_USER_TYPES, true)] },
      }),
      h.accessor('email', {
        header: t('common.email'),
        cell: ({ getValue }) => <Text value={getValue()} />,
        meta: {
          label: t('common.email'),
          filters: [
            {
              kind: 'text',
              param: 'email',
              label: t('common.email'),
              inputMode: 'email',
              placeholder: t('field.emailExample'),
              primary: true,
            },
          ],
        },
      }),
      h.accessor('localId', {
        header: t('endUser.idNumber'),
        cell: ({ row }) => (
          <Text
            value={
              [row.original.localIdType ? humanize(row.original.localIdType) : null, row.original.localId]
                .filter(Boolean)
                .join(' ') || null
            }
          />
        ),
        meta: {
          label: t('endUser.idNumber'),
          filters: [{ kind: 'text', param: 'local_id', label: t('endUser.idNumber') }],
        },
      }),
      h.accessor('localIdCountry', {
        header: t('field.country'),
        cell: ({ getValue }) => <Text value={getValue()} />,
        meta: { label: t('field.country'), hiddenByDefault: true },
      }),
    ]),
    ...directoryTailColumns<EndUser>(context),
  ];
}
