import { Link } from '@/components/ui/link';
import { BulkRefundConfirmForm } from '@/components/bulk-refunds/confirm-form';
import { BulkRefundProgress } from '@/components/bulk-refunds/progress';
import { DiscardBulkRefundButton, ResumeBulkRefundButton } from '@/components/bulk-refunds/batch-buttons';
import { Money, StatusBadge } from '@/components/detail/values';
import type { Display } from '@/lib/lists/display';
import { Alert } from '@/components/ui/alert';
import { buttonClasses } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Table, TBody, Td, Th, THead, Tr } from '@/components/ui/table';
import { NOT_REFUNDABLE, totalsByCurrency, type BulkRefundItem } from '@/lib/bulk-refunds/batches';
import {
  batchStatePhrase,
  DRAFT_HOLD_HOURS,
  isDraftExpired,
  mayResendAt,
  SEND_AGAIN_HOURS,
} from '@/lib/bulk-refunds/state';
import type { Translator } from '@/lib/i18n/core';
import type { BulkRefundView } from '@/lib/bulk-refunds/data';
import { REFUND_REASONS, reasonLabel } from '@/lib/forms/reasons';
import { CONSOLE_ERROR } from '@/lib/bulk-refunds/run';
import { newIdempotencyKey } from '@/lib/forms/idempotency';
import { getT } from '@/lib/auth/translator';

const RESULT_TONE: Record<string, string> = {
  refunded: 'text-emerald-700 dark:text-emerald-300',
  refused: 'text-red-700 dark:text-red-300',
  uncertain: 'text-amber-700 dark:text-amber-300',
  queued: 'text-slate-500 dark:text-slate-400',
};

/**
 * A bulk refund's page: what it holds (count and total per currency), then by its state the confirm form
 * (draft, for its maker), the approval holding it, the progress bar, or the results with their export.
 */
export async function BulkRefundDetail({
  view,
  display,
  memberId,
  mayDiscard,
}: {
  view: BulkRefundView;
  display: Display;
  memberId: string;
  /** The member made the batch or manages approvals: a draft of theirs may be discarded. */
  mayDiscard: boolean;
}) {
  const t = await getT();
  const { batch, items, counts, approval } = view;
  const refundable = items.filter(
    (item) => item.amount > 0 && item.paymentStatus === 'SUCCESSFUL' && item.errorCode !== NOT_REFUNDABLE,
  );
  const totals = totalsByCurrency(refundable);
  const notRefundable = items.length - refundable.length;
  const approvalEnded = !!approval && ['rejected', 'expired', 'failed'].includes(approval.status);
  const now = new Date();
  const resendable = mayResendAt(batch, now);
  const expired = isDraftExpired(batch, now);
  const progressUrl = `/payments/bulk-refunds/${batch.id}/progress`;

  return (
    <div className="space-y-6">
      <Card>
        <CardHeader>
          <CardTitle>{t('bulkRefund.summary')}</CardTitle>
        </CardHeader>
        <CardContent>
          <dl className="grid gap-4 text-sm sm:grid-cols-3">
            <div>
              <dt className="text-slate-500 dark:text-slate-400">{t('bulkRefund.payments')}</dt>
              <dd className="text-lg font-semibold tabular-nums" data-testid="bulk-count">
                {items.length}
              </dd>
            </div>
            <div>
              <dt className="text-slate-500 dark:text-slate-400">{t('bulkRefund.totalToRefund')}</dt>
              <dd className="space-y-0.5" data-testid="bulk-totals">
                {totals.length ? (
                  totals.map((total) => (
                    <p key={total.currency} className="text-lg font-semibold">
                      <Money value={total.amount} currency={total.currency} display={display} />{' '}
                      <span className="text-sm font-normal text-slate-500">
                        {total.currency} · {t.plural('bulkRefund.paymentsCount', total.count)}
                      </span>
                    </p>
                  ))
                ) : (
                  <p>—</p>
                )}
              </dd>
            </div>
            <div>
              <dt className="text-slate-500 dark:text-slate-400">{t('bulkRefund.state')}</dt>
              <dd className="font-medium">{t(batchStatePhrase(batch, memberId, approvalEnded, now))}</dd>
            </div>
            {batch.reason && batch.source.kind !== 'csv' ? (
              <div className="sm:col-span-3">
                <dt className="text-slate-500 dark:text-slate-400">{t('forms.reason')}</dt>
                <dd>
                  {reasonLabel(t, REFUND_REASONS, batch.reason)}
                  {batch.note ? ` — ${batch.note}` : ''}
                </dd>
              </div>
            ) : null}
          </dl>
          {batch.status === 'draft' && notRefundable ? (
            <Alert tone="warning" className="mt-4">
              {t.plural('bulkRefund.notRefundableNow', notRefundable)}
            </Alert>
          ) : null}
        </CardContent>
      </Card>

      {expired ? (
        <Alert tone="warning" data-testid="bulk-draft-expired">
          {t('bulkRefund.draftExpired', { hours: DRAFT_HOLD_HOURS })}
        </Alert>
      ) : batch.status === 'draft' && !refundable.length ? (
        <Alert tone="danger" data-testid="bulk-nothing-to-start">
          {t('bulkRefund.nothingToStart')}
        </Alert>
      ) : batch.status === 'draft' ? (
        batch.makerId === memberId ? (
          <BulkRefundConfirmForm
            batchId={batch.id}
            count={items.length}
            idempotencyKey={newIdempotencyKey()}
            perRow={batch.source.kind === 'csv'}
          />
        ) : (
          <Alert>{t('bulkRefund.draftOfAnother', { email: batch.makerEmail })}</Alert>
        )
      ) : null}

      {batch.status === 'draft' && mayDiscard ? (
        <DiscardBulkRefundButton batchId={batch.id} label={t('bulkRefund.discard')} />
      ) : null}

      {batch.status === 'held' && approval ? (
        <Alert tone={approvalEnded ? 'danger' : 'warning'} role="status" data-testid="held-for-approval">
          <p className="font-medium">{approvalEnded ? t('bulkRefund.status.stopped') : t('bulkRefund.status.held')}</p>
          <p className="mt-1">
            {approvalEnded
              ? t('bulkRefund.approvalEnded', { status: approval.status })
              : t('bulkRefund.waitingForApproval')}
          </p>
          <Link
            href={`/approvals/${approval.id}`}
            className={buttonClasses({ variant: 'secondary', size: 'sm', className: 'mt-2' })}
          >
            {t('bulkRefund.openApproval')}
          </Link>
        </Alert>
      ) : null}

      {batch.status === 'running' ? (
        <div className="space-y-3">
          <BulkRefundProgress url={progressUrl} initial={{ status: batch.status, counts, stalled: view.stalled }} />
          {view.stalled ? (
            <Alert tone="warning">
              <p>{t('bulkRefund.stalled')}</p>
              <ResumeBulkRefundButton batchId={batch.id} label={t('bulkRefund.resume')} />
            </Alert>
          ) : null}
        </div>
      ) : null}

      {batch.status === 'done' ? (
        <div className="flex flex-wrap items-center gap-3">
          <p role="status" className="text-sm font-medium" data-testid="bulk-result">
            {t('bulkRefund.doneLine', {
              refunded: counts.refunded,
              refused: counts.refused,
              uncertain: counts.uncertain,
            })}
          </p>
          <a
            href={`/payments/bulk-refunds/${batch.id}/export`}
            download
            className={buttonClasses({ variant: 'secondary', size: 'sm' })}
          >
            {t('bulkRefund.exportCsv')}
          </a>
          {counts.uncertain && resendable ? (
            <ResumeBulkRefundButton batchId={batch.id} label={t('bulkRefund.sendAgain')} />
          ) : counts.uncertain ? (
            <Alert tone="warning">{t('bulkRefund.resendExpired', { hours: SEND_AGAIN_HOURS })}</Alert>
          ) : null}
        </div>
      ) : null}

      <BulkRefundItems items={items} display={display} perRow={batch.source.kind === 'csv'} t={t} />
    </div>
  );
}

/** A batch's payments, each with its amount (a CSV batch: its own reason and note) and what came of its refund. */
export function BulkRefundItems({
  items,
  display,
  perRow,
  t,
}: {
  items: BulkRefundItem[];
  display: Display;
  perRow: boolean;
  t: Translator;
}) {
  // Below 640 px each payment is a stacked block (the headers read by screen readers only): the result and its
  // detail take a whole line each, never pushed off a phone's screen (docs/bulk-refunds.md, "Then as any batch").
  return (
    <Table label={t('bulkRefund.paymentsTable')} className="max-sm:block">
      <THead className="max-sm:sr-only">
        <Tr>
          <Th>#</Th>
          <Th>{t('kind.payment')}</Th>
          <Th className="text-right">{t('bulkRefund.amountToRefund')}</Th>
          {perRow ? <Th>{t('forms.reason')}</Th> : null}
          <Th>{t('bulkRefund.paymentStatus')}</Th>
          <Th>{t('bulkRefund.result')}</Th>
          <Th>{t('bulkRefund.reasonOrDetail')}</Th>
        </Tr>
      </THead>
      <TBody className="max-sm:block">
        {items.map((item) => (
          <Tr
            key={item.position}
            data-testid="bulk-item"
            className="max-sm:flex max-sm:flex-wrap max-sm:items-baseline max-sm:gap-x-3 max-sm:py-2 max-sm:[&>td]:py-0.5"
          >
            <Td className="tabular-nums text-slate-500">{item.position}</Td>
            <Td>
              <Link
                href={`/payments/${encodeURIComponent(item.paymentId)}`}
                className="font-mono text-xs text-indigo-700 underline-offset-2 hover:underline dark:text-indigo-300"
              >
                {item.paymentCode ?? item.paymentId}
              </Link>
            </Td>
            <Td className="text-right">
              <Money value={item.amount} currency={item.currency} display={display} />
            </Td>
            {perRow ? (
              <Td className="max-w-xs whitespace-normal max-sm:max-w-none max-sm:basis-full">
                {reasonLabel(t, REFUND_REASONS, item.reason)}
                {item.note ? ` — ${item.note}` : ''}
              </Td>
            ) : null}
            <Td>
              <StatusBadge status={item.paymentStatus} t={t} />
            </Td>
            <Td
              className={`${RESULT_TONE[item.status]} max-sm:basis-full max-sm:font-medium`}
              data-testid="bulk-item-result"
            >
              {t(`bulkRefund.item.${item.status}` as 'bulkRefund.item.queued')}
            </Td>
            <Td
              className="max-w-md whitespace-normal max-sm:max-w-none max-sm:basis-full"
              data-testid="bulk-item-detail"
            >
              {item.status === 'refunded'
                ? null
                : item.errorCode === CONSOLE_ERROR
                  ? t('actions.bulkRefund.consoleError')
                  : item.errorCode === NOT_REFUNDABLE
                    ? t(`refund.blocked.${item.message}` as 'refund.blocked.disputed')
                    : item.message}
            </Td>
          </Tr>
        ))}
      </TBody>
    </Table>
  );
}
