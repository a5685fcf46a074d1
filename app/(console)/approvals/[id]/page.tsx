import type { Metadata } from 'next';
import { Link } from '@/components/ui/link';
import { notFound } from 'next/navigation';
import { getPreferences, requirePermission } from '@/lib/auth';
import { powerRefusalText } from '@/lib/approvals/power';
import { gainedWords, grantsWords, powerPayload, powerSentence } from '@/lib/approvals/power-words';
import { decisionRefusal, resultMessage } from '@/lib/approvals/requests';
import { loadApprovalRequest, loadLinkedToMaker } from '@/lib/approvals/data';
import { loadBulkRefund } from '@/lib/bulk-refunds/data';
import { getDisplay } from '@/lib/lists/data';
import { BulkRefundItems } from '@/components/bulk-refunds/bulk-refund-detail';
import { formatDateTime } from '@/lib/format';
import { formatMoney } from '@/lib/format/money';
import { Alert, Card, CardContent, CardHeader, CardTitle, PageHeader } from '@/components/ui';
import { DecisionForms, RetryForm } from '@/components/approvals/decision-forms';
import { actionLabel, ApprovalStatusBadge, rolesLabel } from '@/components/approvals/request-bits';
import { rich } from '@/lib/i18n/rich';
import { getT } from '@/lib/auth/translator';
import { withPageMessages } from '@/components/i18n/page-messages';

export async function generateMetadata(): Promise<Metadata> {
  return { title: `${(await getT())('approvals.request')} · Merchant Console` };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function show(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

async function ApprovalRequestPage({ params }: { params: Promise<{ id: string }> }) {
  const session = await requirePermission('read');
  const [{ id }, { timeZone, language }, t] = await Promise.all([params, getPreferences(), getT()]);
  if (!UUID.test(id)) notFound();
  const found = await loadApprovalRequest(id);
  if (!found) notFound();
  const { request, decisions } = found;
  const { user } = session;
  const member = { id: user.id, email: user.email, role: user.role };
  const linked = request.status === 'pending' && (await loadLinkedToMaker(request, user.id));
  const refusal =
    decisionRefusal(request, decisions, member, t, new Date(), linked) ?? powerRefusalText(request, user.access, t);
  // A change of power (a role given, created or edited): shown in words, applied in the console once approved.
  const power = powerPayload(request);
  const approvals = decisions.filter((d) => d.decision === 'approve').length;
  const result = request.result ?? {};
  const body = (request.payload.body ?? {}) as Record<string, unknown>;
  const apiRequest = request.apiRequestId ? t('approvals.requestRef', { id: request.apiRequestId }) : '';
  // A held bulk refund: its rows, so the approver sees every payment and amount they sign for.
  const batchId = typeof request.payload.bulk_refund_id === 'string' ? request.payload.bulk_refund_id : null;
  const [batch, display] = batchId ? await Promise.all([loadBulkRefund(batchId), getDisplay()]) : [null, null];

  return (
    <div className="mx-auto max-w-4xl space-y-6">
      <nav aria-label={t('nav.breadcrumb')} className="text-sm text-slate-500 dark:text-slate-400">
        <Link href="/approvals" className="hover:underline">
          {t('approvals.title')}
        </Link>{' '}
        / {t('approvals.breadcrumbRequest')}
      </nav>
      <PageHeader
        title={
          power
            ? actionLabel(t, request.action)
            : t('approvals.requestTitle', {
                action: actionLabel(t, request.action),
                amount: formatMoney(request.amount, request.currency, language),
              })
        }
        description={t('approvals.requestedBy', {
          maker: request.makerEmail,
          date: formatDateTime(request.createdAt, timeZone),
          zone: timeZone,
        })}
        actions={<ApprovalStatusBadge status={request.status} t={t} />}
      />

      <Card>
        <CardHeader>
          <CardTitle>{t(power ? 'approvals.power.whatWillChange' : 'approvals.whatWillBeSent')}</CardTitle>
        </CardHeader>
        <CardContent className="space-y-3">
          {power ? (
            <p className="text-sm" data-testid="approval-power">
              {powerSentence(t, request)}
            </p>
          ) : null}
          <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[14rem_1fr]" data-testid="approval-details">
            {power ? (
              <>
                <dt className="text-slate-500 dark:text-slate-400">{t('approvals.power.gained')}</dt>
                <dd>
                  <ul className="list-disc pl-5" data-testid="approval-power-gained">
                    {gainedWords(t, power.gained).map((line) => (
                      <li key={line}>{line}</li>
                    ))}
                  </ul>
                </dd>
                <dt className="text-slate-500 dark:text-slate-400">{t('approvals.power.grants')}</dt>
                <dd>{grantsWords(t, power.grants).join(', ')}</dd>
              </>
            ) : (
              <>
                <dt className="text-slate-500 dark:text-slate-400">{t('common.amount')}</dt>
                <dd className="tabular-nums" data-testid="approval-amount">
                  {t('approvals.amountInMinorUnits', {
                    amount: formatMoney(request.amount, request.currency, language),
                    minor: String(request.amount),
                    currency: request.currency,
                  })}
                </dd>
                {request.target ? (
                  <>
                    {/* A refund's target is its payment; a plan activation's, the plan; a dispute response's, the case. */}
                    <dt className="text-slate-500 dark:text-slate-400">
                      {request.action === 'recurring_plan_activate'
                        ? t('kind.recurringPlan')
                        : request.action === 'case_submit'
                          ? t('cases.case')
                          : t('kind.payment')}
                    </dt>
                    <dd>
                      <Link
                        href={`${request.action === 'recurring_plan_activate' ? '/recurring-plans' : request.action === 'case_submit' ? '/disputes' : '/payments'}/${encodeURIComponent(request.target)}`}
                        className="text-indigo-700 underline dark:text-indigo-300"
                      >
                        {request.target}
                      </Link>
                    </dd>
                  </>
                ) : null}
                {Object.entries(body)
                  .filter(([key]) => key !== 'amount' && key !== 'currency')
                  .map(([key, value]) => (
                    <div key={key} className="contents">
                      <dt className="text-slate-500 dark:text-slate-400">{key}</dt>
                      <dd className="break-all">{show(value)}</dd>
                    </div>
                  ))}
                <dt className="text-slate-500 dark:text-slate-400">{t('dev.logs.idempotencyKey')}</dt>
                <dd className="font-mono text-xs break-all">{request.idempotencyKey}</dd>
              </>
            )}
            <dt className="text-slate-500 dark:text-slate-400">{t('approvals.needs')}</dt>
            <dd>
              {t.plural('approvals.needed', request.approvalsRequired, {
                roles: rolesLabel(t, request.approverRoles, (key) => power?.names?.[key] ?? null),
                approvals,
              })}
            </dd>
            <dt className="text-slate-500 dark:text-slate-400">{t('staff.expires', { zone: timeZone })}</dt>
            <dd>{formatDateTime(request.expiresAt, timeZone)}</dd>
          </dl>
        </CardContent>
      </Card>

      {batch && display ? (
        <Card>
          <CardHeader>
            <CardTitle>{t('bulkRefund.heldRows')}</CardTitle>
          </CardHeader>
          <CardContent data-testid="approval-batch-rows">
            <BulkRefundItems items={batch.items} display={display} perRow={batch.batch.source.kind === 'csv'} t={t} />
          </CardContent>
        </Card>
      ) : null}

      {decisions.length ? (
        <Card>
          <CardHeader>
            <CardTitle>{t('approvals.decisions')}</CardTitle>
          </CardHeader>
          <CardContent>
            <ul className="space-y-2 text-sm" data-testid="approval-decisions">
              {decisions.map((d) => (
                <li key={d.memberId}>
                  {rich(t('approvals.decisionLine'), {
                    decision: (
                      <strong>{d.decision === 'approve' ? t('approvals.approved') : t('approvals.rejected')}</strong>
                    ),
                    email: d.memberEmail,
                    role: d.memberRole,
                    date: formatDateTime(d.at, timeZone),
                  })}
                  {d.note ? <span className="text-slate-600 dark:text-slate-300"> — “{d.note}”</span> : null}
                </li>
              ))}
            </ul>
          </CardContent>
        </Card>
      ) : null}

      {power && request.status === 'executed' ? (
        <Alert tone="success" data-testid="approval-result">
          {t('approvals.power.applied')}{' '}
          {typeof result.href === 'string' ? (
            <Link href={result.href} className="underline">
              {t('approvals.openIt')}
            </Link>
          ) : null}
        </Alert>
      ) : null}
      {power && request.status === 'failed' ? (
        <Alert tone="danger" data-testid="approval-result">
          {t('approvals.power.notApplied', { message: show(resultMessage(result, t)) })}
        </Alert>
      ) : null}
      {power && (request.status === 'rejected' || request.status === 'expired') ? (
        <Alert tone="warning" data-testid="approval-result">
          {t(request.status === 'rejected' ? 'approvals.power.rejected' : 'approvals.power.expired')}
        </Alert>
      ) : null}
      {!power && request.status === 'executed' ? (
        <Alert tone="success" data-testid="approval-result">
          {t('approvals.sent', {
            request: apiRequest,
            result: show(result.code ?? result.uuid),
            status: show(result.status),
          })}{' '}
          {typeof result.href === 'string' ? (
            <Link href={result.href} className="underline">
              {t('approvals.openIt')}
            </Link>
          ) : null}
        </Alert>
      ) : null}
      {!power && request.status === 'failed' ? (
        <Alert tone="danger" data-testid="approval-result">
          {t('approvals.refused', { request: apiRequest, message: show(resultMessage(result, t)) })}
        </Alert>
      ) : null}
      {!power && request.status === 'rejected' ? (
        <Alert tone="warning" data-testid="approval-result">
          {t('approvals.rejectedNothingSent')}
        </Alert>
      ) : null}
      {!power && request.status === 'expired' ? (
        <Alert tone="warning" data-testid="approval-result">
          {t('approvals.expiredNothingSent')}
        </Alert>
      ) : null}
      {request.status === 'executing' ? (
        <Card>
          <CardHeader>
            <CardTitle>{t('approvals.executingTitle')}</CardTitle>
          </CardHeader>
          <CardContent>
            {request.makerId !== user.id && request.approverRoles.includes(user.role) ? (
              <RetryForm id={request.id} />
            ) : (
              <p className="text-sm">{t('approvals.executingHint')}</p>
            )}
          </CardContent>
        </Card>
      ) : null}

      {request.status === 'pending' ? (
        <Card>
          <CardHeader>
            <CardTitle>{t('approvals.yourDecision')}</CardTitle>
          </CardHeader>
          <CardContent>
            {refusal ? (
              <p className="text-sm text-slate-600 dark:text-slate-300" data-testid="decision-refusal">
                {refusal}
              </p>
            ) : (
              <DecisionForms id={request.id} />
            )}
          </CardContent>
        </Card>
      ) : null}
    </div>
  );
}

export default withPageMessages('(console)/approvals/[id]', ApprovalRequestPage);
