import { Link } from '@/components/ui/link';
import { enumLabel } from '@/lib/i18n/enum-label';
import { columnHelper, type DataTableColumn } from '@/components/data-table/columns';
import { enumFilter, type ColumnContext } from '@/components/detail/directory';
import { CalendarDate, Code, Money, Muted, StatusBadge, Text } from '@/components/detail/values';
import { directoryTailColumns } from '@/components/detail/directory-columns';
import { CYCLE_FREQUENCIES, PROCESSING_METHODS, RECURRING_PLAN_STATUSES } from '@/lib/merchant-api/filters';
import type { RecurringPlanRow } from '@/lib/lists/list-rows';

const h = columnHelper<RecurringPlanRow>();

/** What a plan's code looks like (codes are the API's, in no language). */
const CODE_EXAMPLE = 'RCP-…';

/** The recurring plans list (an extension), with the filters the service offers. */
export function getRecurringPlanColumns(context: ColumnContext): DataTableColumn<RecurringPlanRow>[] {
  const { display, t } = context;
  return [
    ...h.columns([
      h.accessor((p) => p.code ?? p.uuid, {
        id: 'code',
        header: t('forms.code'),
        enableHiding: false,
        cell: ({ row }) => (
          <Code
            value={row.original.code ?? row.original.uuid}
            href={`/recurring-plans/${encodeURIComponent(row.original.uuid)}`}
            title={row.original.uuid}
          />
        ),
        meta: {
          label: t('forms.code'),
          filters: [{ kind: 'text', param: 'code', label: t('forms.code'), placeholder: CODE_EXAMPLE }],
        },
      }),
      h.accessor('status', {
        header: t('common.status'),
        cell: ({ getValue }) => <StatusBadge status={getValue()} t={t} />,
        meta: {
          label: t('common.status'),
          filters: [enumFilter(t, 'status', t('common.status'), RECURRING_PLAN_STATUSES, true)],
        },
      }),
      h.accessor('description', {
        header: t('forms.description'),
        cell: ({ getValue }) => (
          <span className="dt-clip">
            <Text value={getValue()} />
          </span>
        ),
        meta: { label: t('forms.description') },
      }),
      h.accessor((p) => p.transaction?.amount ?? null, {
        id: 'amount',
        header: t('common.amount'),
        cell: ({ row }) => (
          <Money
            value={row.original.transaction?.amount}
            currency={row.original.transaction?.currency}
            display={display}
            className="money-strong"
          />
        ),
        meta: { label: t('plan.amountPerCycle'), align: 'end' },
      }),
      h.accessor('cycleFrequency', {
        header: t('plan.every'),
        cell: ({ getValue }) => <Text value={enumLabel(t, getValue())} />,
        meta: {
          label: t('plan.frequency'),
          filters: [enumFilter(t, 'cycle_frequency', t('plan.frequency'), CYCLE_FREQUENCIES, true)],
        },
      }),
      h.accessor('processingMethod', {
        header: t('plan.method'),
        cell: ({ getValue }) => <Text value={enumLabel(t, getValue())} />,
        meta: {
          label: t('plan.processingMethod'),
          filters: [enumFilter(t, 'processing_method', t('plan.processingMethod'), PROCESSING_METHODS)],
        },
      }),
      h.accessor('nextDueDate', {
        header: t('plan.nextCycle'),
        cell: ({ getValue }) => <CalendarDate value={getValue()} />,
        meta: { label: t('plan.nextCycle') },
      }),
      h.accessor((p) => p.endUser?.displayName ?? null, {
        id: 'endUser',
        header: t('kind.endUser'),
        cell: ({ row }) => {
          const user = row.original.endUser;
          return user ? (
            <Link
              href={`/end-users/${encodeURIComponent(user.uuid)}`}
              className="text-indigo-700 hover:underline dark:text-indigo-300"
            >
              {user.displayName ?? user.code ?? user.uuid}
            </Link>
          ) : (
            <Muted>—</Muted>
          );
        },
        meta: {
          label: t('kind.endUser'),
          filters: [{ kind: 'text', param: 'end_user_uuid', label: t('field.endUserId'), placeholder: 'eur_…' }],
        },
      }),
    ]),
    ...directoryTailColumns<RecurringPlanRow>(context),
  ];
}
