import { columnHelper, type DataTableColumn } from '@/components/data-table/columns';
import { enumFilter, type ColumnContext } from '@/components/detail/directory';
import { Code, DateTime, Money, StatusBadge } from '@/components/detail/values';
import { CASE_KINDS, CASE_REASONS, CASE_STATUSES } from '@/core/cases';
import type { Translator } from '@/lib/i18n';
import { caseHref, type CaseRow } from '@/lib/cases/rows';
import { Link } from '@/components/ui/link';
import { DeadlineBadge } from './deadline-badge';

const h = columnHelper<CaseRow>();

/** The case's kind and reason in the member's language (an unknown one as the API sends it). */
export function kindLabel(t: Translator, kind: string): string {
  return (CASE_KINDS as readonly string[]).includes(kind)
    ? t(`cases.kind.${kind as (typeof CASE_KINDS)[number]}`)
    : kind;
}
export function reasonLabel(t: Translator, reason: string): string {
  return (CASE_REASONS as readonly string[]).includes(reason)
    ? t(`cases.reason.${reason as (typeof CASE_REASONS)[number]}`)
    : reason;
}

/** The disputes and returns list (an extension): every filter of GET /cases/list, `sort=due_soon` as the order. */
export function getCaseColumns({ display, t }: ColumnContext): DataTableColumn<CaseRow>[] {
  return h.columns([
    h.accessor((c) => c.code || c.id, {
      id: 'code',
      header: t('cases.case'),
      enableHiding: false,
      cell: ({ row }) => <Code value={row.original.code || row.original.id} href={caseHref(row.original.id)} />,
      meta: {
        label: t('cases.case'),
        card: true,
        filters: [{ kind: 'text', param: 'code', label: t('cases.case'), placeholder: 'DSP-…' }],
      },
    }),
    h.accessor('status', {
      header: t('common.status'),
      cell: ({ getValue }) => <StatusBadge status={getValue()} t={t} />,
      meta: {
        label: t('common.status'),
        card: true,
        filters: [enumFilter(t, 'status', t('common.status'), CASE_STATUSES, true)],
      },
    }),
    h.accessor('respondBy', {
      header: t('cases.respondBy'),
      cell: ({ row }) => (
        <span className="flex flex-wrap items-center gap-2">
          <DateTime value={row.original.respondBy} display={display} />
          <DeadlineBadge daysLeft={row.original.daysLeft} t={t} />
        </span>
      ),
      meta: {
        label: t('cases.respondBy'),
        card: true,
        filters: [
          {
            kind: 'select',
            param: 'sort',
            label: t('cases.order'),
            options: [
              { value: 'due_soon', label: t('cases.order.dueSoon') },
              { value: 'newest', label: t('cases.order.newest') },
            ],
            primary: true,
          },
        ],
      },
    }),
    // Who, which payment and when first: at 1280 px they fit; kind and reason scroll (docs/decisions.md).
    h.accessor('endUserId', {
      header: t('cases.payer'),
      cell: ({ row }) => {
        const { endUserId: id, payerName } = row.original;
        if (id && payerName)
          return (
            <Link href={`/end-users/${encodeURIComponent(id)}`} className="link" title={id}>
              {payerName}
            </Link>
          );
        return <Code value={id} href={id ? `/end-users/${encodeURIComponent(id)}` : null} short />;
      },
      meta: {
        label: t('cases.payer'),
        card: true,
        filters: [{ kind: 'text', param: 'end_user_id', label: t('cases.endUserId'), placeholder: 'eur_…' }],
      },
    }),
    h.accessor('paymentId', {
      header: t('cases.payment'),
      cell: ({ getValue }) => <Code value={getValue()} href={`/payments/${encodeURIComponent(getValue())}`} short />,
      meta: {
        label: t('cases.payment'),
        filters: [
          { kind: 'text', param: 'payment_id', label: t('cases.paymentId'), placeholder: 'trx_…' },
          { kind: 'text', param: 'deposit_id', label: t('cases.depositId'), placeholder: 'trx_…' },
        ],
      },
    }),
    h.accessor('createdAt', {
      header: t('cases.opened'),
      cell: ({ getValue }) => <DateTime value={getValue()} display={display} />,
      meta: {
        label: t('cases.opened'),
        filters: [
          {
            kind: 'date',
            label: t('cases.opened'),
            fromParam: 'date_from',
            toParam: 'date_to',
            zone: display.timeZone,
          },
        ],
      },
    }),
    h.accessor('kind', {
      header: t('cases.kind'),
      cell: ({ getValue }) => kindLabel(t, getValue()),
      meta: {
        label: t('cases.kind'),
        filters: [
          {
            kind: 'select',
            param: 'kind',
            label: t('cases.kind'),
            options: CASE_KINDS.map((k) => ({ value: k, label: kindLabel(t, k) })),
          },
        ],
      },
    }),
    h.accessor('reason', {
      header: t('cases.reason'),
      cell: ({ getValue }) => reasonLabel(t, getValue()),
      meta: {
        label: t('cases.reason'),
        filters: [
          {
            kind: 'select',
            param: 'reason',
            label: t('cases.reason'),
            options: CASE_REASONS.map((r) => ({ value: r, label: reasonLabel(t, r) })),
          },
        ],
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
      meta: { label: t('common.amount'), align: 'end', card: true },
    }),
  ]);
}
