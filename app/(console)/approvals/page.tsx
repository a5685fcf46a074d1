import type { Metadata } from 'next';
import Link from 'next/link';
import { getPreferences, requirePermission } from '@/lib/auth';
import { approvalCounts, listRequests, type RequestView } from '@/lib/approvals/requests';
import { expireAndAudit } from '@/lib/approvals/run';
import { getConsoleDb } from '@/lib/db';
import { formatDateTime } from '@/lib/format';
import { formatMoney } from '@/lib/format/money';
import { EmptyState, PageHeader, Table, TableCaption, TBody, Td, Th, THead, Tr } from '@/components/ui';
import { cn } from '@/components/ui/cn';
import { actionLabel, ApprovalStatusBadge } from '@/components/approvals/request-bits';

export const metadata: Metadata = { title: 'Approvals · Merchant Console' };

const VIEWS: { value: RequestView; label: string }[] = [
  { value: 'mine', label: 'Waiting for me' },
  { value: 'all', label: 'All open' },
  { value: 'decided', label: 'Decided' },
];

export default async function ApprovalsPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const session = await requirePermission('read');
  const [{ timeZone, language }, params, db] = await Promise.all([getPreferences(), searchParams, getConsoleDb()]);
  const view: RequestView = VIEWS.some((v) => v.value === params.view) ? (params.view as RequestView) : 'mine';
  await expireAndAudit(db);
  const { user } = session;
  const requests = await listRequests(db, view, { id: user.id, email: user.email, role: user.role });
  const counts = await approvalCounts(
    db,
    requests.map((r) => r.id),
  );

  return (
    <div className="mx-auto max-w-6xl space-y-4">
      <PageHeader
        title="Approvals"
        description="Payouts, transfers, refunds and split payments held by an approval rule. Nothing is sent to the API until the last approval; the maker never approves their own request."
      />
      <nav aria-label="Approval views" className="flex gap-2">
        {VIEWS.map((v) => (
          <Link
            key={v.value}
            href={`/approvals?view=${v.value}`}
            aria-current={v.value === view ? 'page' : undefined}
            className={cn('rounded-md px-3 py-1.5 text-sm', v.value === view ? 'bg-indigo-600 text-white' : 'text-slate-700 hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-800')}
          >
            {v.label}
          </Link>
        ))}
      </nav>
      {requests.length === 0 ? (
        <EmptyState title={view === 'mine' ? 'Nothing is waiting for you' : 'No requests'}>
          {view === 'mine' ? 'Requests you may approve appear here.' : 'Requests held by approval rules appear here.'}
        </EmptyState>
      ) : (
        <Table label="Approval requests">
          <TableCaption>{requests.length} requests</TableCaption>
          <THead>
            <Tr>
              <Th>Requested ({timeZone})</Th>
              <Th>Action</Th>
              <Th className="text-right">Amount</Th>
              <Th>Maker</Th>
              <Th>Approvals</Th>
              <Th>Status</Th>
              <Th>{view === 'decided' ? `Decided (${timeZone})` : `Expires (${timeZone})`}</Th>
            </Tr>
          </THead>
          <TBody>
            {requests.map((r) => (
              <Tr key={r.id} data-testid={`approval-row-${r.id}`}>
                <Td className="whitespace-nowrap">
                  <Link href={`/approvals/${r.id}`} className="text-indigo-700 underline dark:text-indigo-300">
                    {formatDateTime(r.createdAt, timeZone)}
                  </Link>
                </Td>
                <Td>{actionLabel(r.action)}</Td>
                <Td className="text-right tabular-nums">{formatMoney(r.amount, r.currency, language)}</Td>
                <Td className="break-all">{r.makerEmail}</Td>
                <Td>
                  {counts.get(r.id) ?? 0} of {r.approvalsRequired}
                </Td>
                <Td>
                  <ApprovalStatusBadge status={r.status} />
                </Td>
                <Td className="whitespace-nowrap">{formatDateTime(view === 'decided' ? r.decidedAt : r.expiresAt, timeZone)}</Td>
              </Tr>
            ))}
          </TBody>
        </Table>
      )}
    </div>
  );
}
