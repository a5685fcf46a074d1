import { columnHelper, type DataTableColumn } from '@/components/data-table/columns';
import { labelOf, type ColumnContext } from '@/components/detail/directory';
import { Code, DateTime, Money, Muted, StatusBadge, Text, IdLabel } from '@/components/detail/values';
import type { Transaction } from '@/lib/merchant-api/types';

const h = columnHelper<Transaction>();

/** What a deposit's code looks like (codes are the API's, in no language). */
const CODE_EXAMPLE = 'DEP-…';

/** The deposits list (an extension): settlements grouping settled transactions. */
export function getDepositColumns({ display, directory, t }: ColumnContext): DataTableColumn<Transaction>[] {
  return h.columns([
    h.accessor((deposit) => deposit.code ?? deposit.uuid, {
      id: 'code',
      header: t('forms.code'),
      enableHiding: false,
      cell: ({ row }) => (
        <Code
          value={row.original.code ?? row.original.uuid}
          href={`/deposits/${encodeURIComponent(row.original.uuid)}`}
          title={row.original.uuid}
        />
      ),
      meta: {
        label: t('forms.code'),
        filters: [{ kind: 'text', param: 'code', label: t('forms.code'), primary: true, placeholder: CODE_EXAMPLE }],
      },
    }),
    h.accessor('status', {
      header: t('common.status'),
      cell: ({ getValue }) => <StatusBadge status={getValue()} t={t} />,
      meta: { label: t('common.status') },
    }),
    h.accessor('amount', {
      header: t('common.amount'),
      cell: ({ row }) => (
        <Money
          value={row.original.amount}
          currency={row.original.currency}
          display={display}
          className="money-strong"
        />
      ),
      meta: {
        label: t('common.amount'),
        align: 'end',
        filters: [
          { kind: 'amount', label: t('common.amount'), exactParam: 'amount', primary: true },
          { kind: 'text', param: 'currency', label: t('table.currency'), placeholder: 'USD' },
        ],
      },
    }),
    h.accessor('relatedTransactionsCount', {
      header: t('field.transactions'),
      cell: ({ getValue }) => <Text value={getValue()} />,
      meta: { label: t('field.transactions'), align: 'end' },
    }),
    h.accessor('destinationAccountId', {
      header: t('field.destinationAccount'),
      cell: ({ getValue }) => {
        const id = getValue();
        return id ? <Code value={id} href={`/accounts/${encodeURIComponent(id)}`} short /> : <Muted>—</Muted>;
      },
      meta: {
        label: t('field.destinationAccount'),
        filters: [
          {
            kind: 'text',
            param: 'destination_account_uuid',
            label: t('filter.accountId', { what: t('field.destinationAccount') }),
            placeholder: 'acc_…',
          },
        ],
      },
    }),
    h.accessor('primaryReference', {
      header: t('field.reference'),
      cell: ({ getValue }) => <Text value={getValue()} />,
      meta: { label: t('field.reference') },
    }),
    h.accessor('merchantId', {
      header: t('field.merchant'),
      cell: ({ getValue }) => <IdLabel label={labelOf(directory.merchants, getValue())} id={getValue()} />,
      meta: { label: t('field.merchant'), hiddenByDefault: true },
    }),
    h.accessor('dateCreated', {
      header: t('field.created'),
      cell: ({ getValue }) => <DateTime value={getValue()} display={display} />,
      meta: {
        label: t('field.created'),
        filters: [
          {
            kind: 'date',
            label: t('field.created'),
            fromParam: 'date_from',
            toParam: 'date_to',
            primary: true,
            zone: display.timeZone,
          },
        ],
      },
    }),
  ]);
}
