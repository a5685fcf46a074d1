import type { Metadata } from 'next';
import { Link } from '@/components/ui/link';
import { getPreferences, requirePermission } from '@/lib/auth';
import { isPowerAction } from '@/lib/approvals/kinds';
import { powerSentence } from '@/lib/approvals/power-words';
import type { RequestView } from '@/lib/approvals/requests';
import { loadApprovalQueue } from '@/lib/approvals/data';
import { formatDateTime } from '@/lib/format';
import { formatMoney } from '@/lib/format/money';
import { EmptyState, PageHeader, Table, TableCaption, TBody, Td, Th, THead, Tr } from '@/components/ui';
import { cn } from '@/components/ui/cn';
import { actionLabel, ApprovalStatusBadge } from '@/components/approvals/request-bits';
import type { MessageKey } from '@/lib/i18n';
import { getT } from '@/lib/auth/translator';
import { withPageMessages } from '@/components/i18n/page-messages';

export async function generateMetadata(): Promise<Metadata> {
  return { title: `${(await getT())('approvals.title')} · Merchant Console` };
}

const VIEWS: { value: RequestView; label: MessageKey }[] = [
  { value: 'mine', label: 'approvals.view.mine' },
  { value: 'all', label: 'approvals.view.all' },
  { value: 'decided', label: 'approvals.view.decided' },
];

async function ApprovalsPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const session = await requirePermission('read');
  const [{ timeZone, language }, params, t] = await Promise.all([getPreferences(), searchParams, getT()]);
  const view: RequestView = VIEWS.some((v) => v.value === params.view) ? (params.view as RequestView) : 'mine';
  const { user } = session;
  const { requests, counts } = await loadApprovalQueue(view, { id: user.id, email: user.email, role: user.role });

  return (
    <div className="mx-auto max-w-6xl space-y-4">
      <PageHeader title={t('approvals.title')} description={t('approvals.description')} />
      <nav aria-label={t('approvals.viewsLabel')} className="flex gap-2">
        {VIEWS.map((v) => (
          <Link
            key={v.value}
            href={`/approvals?view=${v.value}`}
            aria-current={v.value === view ? 'page' : undefined}
            className={cn(
              'rounded-md px-3 py-1.5 text-sm',
              v.value === view
                ? 'bg-indigo-600 text-white'
                : 'text-slate-700 hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-800',
            )}
          >
            {t(v.label)}
          </Link>
        ))}
      </nav>
      {requests.length === 0 ? (
        <EmptyState title={view === 'mine' ? t('approvals.noneMine') : t('approvals.none')}>
          {view === 'mine' ? t('approvals.noneMineHint') : t('approvals.noneHint')}
        </EmptyState>
      ) : (
        <Table label={t('approvals.tableLabel')}>
          <TableCaption>{t('approvals.caption', { count: requests.length })}</TableCaption>
          <THead>
            <Tr>
              <Th>{t('approvals.requested', { zone: timeZone })}</Th>
              <Th>{t('approvals.action')}</Th>
              <Th className="text-right">{t('common.amount')}</Th>
              <Th>{t('approvals.maker')}</Th>
              <Th>{t('approvals.title')}</Th>
              <Th>{t('common.status')}</Th>
              <Th>
                {view === 'decided'
                  ? t('approvals.decided', { zone: timeZone })
                  : t('staff.expires', { zone: timeZone })}
              </Th>
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
                <Td>
                  {actionLabel(t, r.action)}
                  {/* A change of power says in words who asks what for whom (lib/approvals/power-words.ts). */}
                  {isPowerAction(r.action) ? (
                    <span className="block text-xs text-slate-600 dark:text-slate-400" data-testid="approval-power">
                      {powerSentence(t, r)}
                    </span>
                  ) : null}
                </Td>
                <Td className="text-right tabular-nums">
                  {isPowerAction(r.action) ? '—' : formatMoney(r.amount, r.currency, language)}
                </Td>
                <Td className="break-all">{r.makerEmail}</Td>
                <Td>{t('approvals.countOf', { count: counts.get(r.id) ?? 0, required: r.approvalsRequired })}</Td>
                <Td>
                  <ApprovalStatusBadge status={r.status} t={t} />
                </Td>
                <Td className="whitespace-nowrap">
                  {formatDateTime(view === 'decided' ? r.decidedAt : r.expiresAt, timeZone)}
                </Td>
              </Tr>
            ))}
          </TBody>
        </Table>
      )}
    </div>
  );
}

export default withPageMessages('(console)/approvals', ApprovalsPage);
