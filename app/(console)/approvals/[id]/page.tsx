import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { getPreferences, requirePermission } from '@/lib/auth';
import { decisionRefusal, getRequest } from '@/lib/approvals/requests';
import { expireAndAudit } from '@/lib/approvals/run';
import { getConsoleDb } from '@/lib/db';
import { formatDateTime } from '@/lib/format';
import { formatMoney } from '@/lib/format/money';
import { Alert, Card, CardContent, CardHeader, CardTitle, PageHeader } from '@/components/ui';
import { DecisionForms, RetryForm } from '@/components/approvals/decision-forms';
import { actionLabel, ApprovalStatusBadge, rolesLabel } from '@/components/approvals/request-bits';

export const metadata: Metadata = { title: 'Approval request · Merchant Console' };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function show(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

export default async function ApprovalRequestPage({ params }: { params: Promise<{ id: string }> }) {
  const session = await requirePermission('read');
  const [{ id }, { timeZone, language }, db] = await Promise.all([params, getPreferences(), getConsoleDb()]);
  if (!UUID.test(id)) notFound();
  await expireAndAudit(db);
  const found = await getRequest(db, id);
  if (!found) notFound();
  const { request, decisions } = found;
  const { user } = session;
  const member = { id: user.id, email: user.email, role: user.role };
  const refusal = decisionRefusal(request, decisions, member);
  const approvals = decisions.filter((d) => d.decision === 'approve').length;
  const result = request.result ?? {};
  const body = (request.payload.body ?? {}) as Record<string, unknown>;

  return (
    <div className="mx-auto max-w-4xl space-y-6">
      <nav aria-label="Breadcrumb" className="text-sm text-slate-500 dark:text-slate-400">
        <Link href="/approvals" className="hover:underline">
          Approvals
        </Link>{' '}
        / Request
      </nav>
      <PageHeader
        title={`${actionLabel(request.action)} of ${formatMoney(request.amount, request.currency, language)}`}
        description={`Requested by ${request.makerEmail} on ${formatDateTime(request.createdAt, timeZone)} (${timeZone}).`}
        actions={<ApprovalStatusBadge status={request.status} />}
      />

      <Card>
        <CardHeader>
          <CardTitle>What will be sent</CardTitle>
        </CardHeader>
        <CardContent>
          <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[14rem_1fr]" data-testid="approval-details">
            <dt className="text-slate-500 dark:text-slate-400">Amount</dt>
            <dd className="tabular-nums" data-testid="approval-amount">
              {formatMoney(request.amount, request.currency, language)} ({request.amount} minor units, {request.currency})
            </dd>
            {request.target ? (
              <>
                <dt className="text-slate-500 dark:text-slate-400">Payment</dt>
                <dd>
                  <Link href={`/payments/${encodeURIComponent(request.target)}`} className="text-indigo-700 underline dark:text-indigo-300">
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
            <dt className="text-slate-500 dark:text-slate-400">Idempotency key</dt>
            <dd className="font-mono text-xs break-all">{request.idempotencyKey}</dd>
            <dt className="text-slate-500 dark:text-slate-400">Needs</dt>
            <dd>
              {request.approvalsRequired === 1 ? 'one approval' : `${request.approvalsRequired} approvals`} from {rolesLabel(request.approverRoles)} · {approvals} so far
            </dd>
            <dt className="text-slate-500 dark:text-slate-400">Expires ({timeZone})</dt>
            <dd>{formatDateTime(request.expiresAt, timeZone)}</dd>
          </dl>
        </CardContent>
      </Card>

      {decisions.length ? (
        <Card>
          <CardHeader>
            <CardTitle>Decisions</CardTitle>
          </CardHeader>
          <CardContent>
            <ul className="space-y-2 text-sm" data-testid="approval-decisions">
              {decisions.map((d) => (
                <li key={d.memberId}>
                  <strong>{d.decision === 'approve' ? 'Approved' : 'Rejected'}</strong> by {d.memberEmail} ({d.memberRole}) on {formatDateTime(d.at, timeZone)}
                  {d.note ? <span className="text-slate-600 dark:text-slate-300"> — “{d.note}”</span> : null}
                </li>
              ))}
            </ul>
          </CardContent>
        </Card>
      ) : null}

      {request.status === 'executed' ? (
        <Alert tone="success" data-testid="approval-result">
          Sent to the API{request.apiRequestId ? ` (request ${request.apiRequestId})` : ''}: {show(result.code ?? result.uuid)} · status {show(result.status)}.{' '}
          {typeof result.href === 'string' ? (
            <Link href={result.href} className="underline">
              Open it
            </Link>
          ) : null}
        </Alert>
      ) : null}
      {request.status === 'failed' ? (
        <Alert tone="danger" data-testid="approval-result">
          The Merchant API refused it{request.apiRequestId ? ` (request ${request.apiRequestId})` : ''}: {show(result.message)}
        </Alert>
      ) : null}
      {request.status === 'rejected' ? (
        <Alert tone="warning" data-testid="approval-result">
          Rejected; nothing was sent to the API.
        </Alert>
      ) : null}
      {request.status === 'expired' ? (
        <Alert tone="warning" data-testid="approval-result">
          Expired before it was approved; nothing was sent to the API.
        </Alert>
      ) : null}
      {request.status === 'executing' ? (
        <Card>
          <CardHeader>
            <CardTitle>Approved; the API has not confirmed it yet</CardTitle>
          </CardHeader>
          <CardContent>
            {request.makerId !== user.id && request.approverRoles.includes(user.role) ? <RetryForm id={request.id} /> : <p className="text-sm">An approver can send it again; it is never carried out twice.</p>}
          </CardContent>
        </Card>
      ) : null}

      {request.status === 'pending' ? (
        <Card>
          <CardHeader>
            <CardTitle>Your decision</CardTitle>
          </CardHeader>
          <CardContent>{refusal ? <p className="text-sm text-slate-600 dark:text-slate-300" data-testid="decision-refusal">{refusal}</p> : <DecisionForms id={request.id} />}</CardContent>
        </Card>
      ) : null}
    </div>
  );
}
