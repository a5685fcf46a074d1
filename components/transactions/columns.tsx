import { columnHelper, type ColumnFilter, type DataTableColumn } from '@/components/data-table/columns';
import {
  endUserFilters,
  idFilter,
  enumFilter,
  labelOf,
  type ColumnContext,
  type DirectoryOptions,
} from '@/components/detail/directory';
import { Code, DateTime, CalendarDate, Money, StatusBadge, Text, IdLabel } from '@/components/detail/values';
import { TRANSACTION_STATUSES } from '@/lib/merchant-api/filters';
import type { TransactionRow } from '@/lib/transactions/rows';
import { PartyCell } from '@/components/detail/party';
import type { Parties } from '@/lib/lists/parties';
import type { Translator } from '@/lib/i18n';
import { KIND_LABEL, type TransactionKind } from '@/lib/transactions/kinds';

export interface TransactionColumnContext extends ColumnContext {
  /** Who holds each account on the page (lib/lists/parties-data.ts); an absent one shows its id. */
  parties?: Parties;
}

const h = columnHelper<TransactionRow>();

/** What a code looks like (codes are the API's, in no language). */
const CODE_EXAMPLE = 'PAY-…';

function accountFilters(
  side: 'origin' | 'destination',
  what: string,
  directory: DirectoryOptions,
  t: Translator,
): ColumnFilter[] {
  return [
    { kind: 'text', param: `${side}_account_uuid`, label: t('filter.accountId', { what }), placeholder: 'acc_…' },
    { kind: 'text', param: `${side}_account_code`, label: t('filter.accountCode', { what }) },
    {
      kind: 'text',
      param: `${side}_account_last_4`,
      label: t('filter.accountLast4', { what }),
      inputMode: 'numeric',
      placeholder: '6789',
    },
    idFilter(
      `${side}_account_institution_uuid`,
      t('filter.accountInstitution', { what }),
      directory.institutions,
      'ins_…',
    ),
  ];
}

/**
 * The columns of the payments, transfers and payouts lists. Every spec 4.8 filter sits on the column it
 * narrows; the counterparty account's column also carries the end-user filters (they match its owner).
 */
export function getTransactionColumns(
  kind: TransactionKind,
  { display, directory, parties = {}, t }: TransactionColumnContext,
): DataTableColumn<TransactionRow>[] {
  const accountCell = (id: string | null) => <PartyCell id={id} party={id ? parties[id] : undefined} />;
  const base = KIND_LABEL[kind].path;
  const origin = t(kind === 'payment' ? 'field.fundingAccount' : 'field.originAccount');
  const originCol = h.accessor('originAccountId', {
    id: 'origin',
    header: origin,
    cell: ({ row }) => accountCell(row.original.fundingSourceId ?? row.original.originAccountId),
    meta: {
      label: origin,
      card: true,
      hiddenByDefault: kind === 'payout',
      filters: [...accountFilters('origin', origin, directory, t), ...(kind === 'payout' ? [] : endUserFilters(t))],
    },
  });
  const destinationCol = h.accessor('destinationAccountId', {
    id: 'destination',
    header: t('field.destinationAccount'),
    cell: ({ getValue }) => accountCell(getValue()),
    meta: {
      label: t('field.destinationAccount'),
      card: true,
      hiddenByDefault: kind === 'payment',
      filters: [
        ...accountFilters('destination', t('field.destinationAccount'), directory, t),
        ...(kind === 'payout' ? endUserFilters(t) : []),
      ],
    },
  });

  return h.columns([
    h.accessor((trx) => trx.code ?? trx.uuid, {
      id: 'code',
      header: t('forms.code'),
      enableHiding: false,
      cell: ({ row }) => (
        <Code
          value={row.original.code ?? row.original.uuid}
          href={`${base}/${encodeURIComponent(row.original.uuid)}`}
          title={row.original.uuid}
        />
      ),
      meta: {
        label: t('forms.code'),
        card: true,
        filters: [{ kind: 'text', param: 'code', label: t('forms.code'), primary: true, placeholder: CODE_EXAMPLE }],
      },
    }),
    h.accessor('status', {
      header: t('common.status'),
      cell: ({ getValue }) => <StatusBadge status={getValue()} t={t} />,
      meta: {
        label: t('common.status'),
        card: true,
        filters: [enumFilter(t, 'status', t('common.status'), TRANSACTION_STATUSES, true)],
      },
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
        card: true,
        align: 'end',
        filters: [
          {
            kind: 'amount',
            label: t('common.amount'),
            minParam: 'amount_greater_than',
            maxParam: 'amount_less_than',
            exactParam: 'amount',
            primary: true,
          },
        ],
      },
    }),
    h.accessor('totalFee', {
      header: t('field.fee'),
      cell: ({ row }) => <Money value={row.original.totalFee} currency={row.original.currency} display={display} />,
      meta: { label: t('field.fee'), align: 'end', hiddenByDefault: true },
    }),
    h.accessor('netAmount', {
      header: t('field.net'),
      cell: ({ row }) => <Money value={row.original.netAmount} currency={row.original.currency} display={display} />,
      meta: { label: t('field.netAmount'), align: 'end', hiddenByDefault: true },
    }),
    // Key columns first (code, party, status, amount, created): at 1280 px they fit beside the sticky first column
    // and the row's actions; the rest scroll (docs/decisions.md, "Every column reachable").
    h.accessor('dateCreated', {
      header: t('field.created'),
      cell: ({ getValue }) => <DateTime value={getValue()} display={display} />,
      meta: {
        label: t('field.created'),
        card: true,
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
    h.accessor('description', {
      header: t('forms.description'),
      cell: ({ getValue }) => (
        <span className="dt-clip" title={getValue() ?? undefined}>
          <Text value={getValue()} />
        </span>
      ),
      meta: {
        label: t('forms.description'),
        filters: [{ kind: 'text', param: 'description', label: t('filter.descriptionContains') }],
      },
    }),
    originCol,
    destinationCol,
    h.accessor('primaryReference', {
      header: t('field.reference'),
      cell: ({ getValue }) => <Text value={getValue()} />,
      meta: {
        label: t('forms.primaryReference'),
        filters: [{ kind: 'text', param: 'primary_reference', label: t('forms.primaryReference') }],
      },
    }),
    h.accessor('secondaryReference', {
      header: t('field.secondaryRefShort'),
      cell: ({ getValue }) => <Text value={getValue()} />,
      meta: {
        label: t('forms.secondaryReference'),
        hiddenByDefault: true,
        filters: [{ kind: 'text', param: 'secondary_reference', label: t('forms.secondaryReference') }],
      },
    }),
    h.accessor('tenantId', {
      header: t('forms.tenant'),
      cell: ({ getValue }) => <IdLabel label={labelOf(directory.tenants, getValue())} id={getValue()} />,
      meta: {
        label: t('forms.tenant'),
        hiddenByDefault: true,
        filters: [idFilter('tenant_uuid', t('forms.tenant'), directory.tenants, 'ten_…')],
      },
    }),
    h.accessor('merchantId', {
      header: t('field.merchant'),
      cell: ({ getValue }) => <IdLabel label={labelOf(directory.merchants, getValue())} id={getValue()} />,
      meta: {
        label: t('field.merchant'),
        hiddenByDefault: true,
        filters: [idFilter('merchant_id', t('field.merchant'), directory.merchants, 'mer_…')],
      },
    }),
    ...(kind === 'payment'
      ? [
          h.accessor('dueDate', {
            header: t('field.due'),
            cell: ({ getValue }) => <CalendarDate value={getValue()} />,
            meta: { label: t('payment.dueDate'), hiddenByDefault: true },
          }),
        ]
      : []),
  ]);
}

export const getPaymentColumns = (context: TransactionColumnContext) => getTransactionColumns('payment', context);
export const getTransferColumns = (context: TransactionColumnContext) => getTransactionColumns('transfer', context);
export const getPayoutColumns = (context: TransactionColumnContext) => getTransactionColumns('payout', context);
