import type { Metadata } from 'next';
import { UnsupportedNotice } from '@/components/data-table/unsupported-notice';
import { PageHeader } from '@/components/ui/page-header';
import { Badge } from '@/components/ui/badge';
import { Table, TableCaption, TBody, Td, Th, THead, Tr } from '@/components/ui/table';
import { SubscribeReportForm, SubscriptionControls } from '@/components/reports/schedule-forms';
import { Alert } from '@/components/ui/alert';
import { requirePermission } from '@/lib/auth';
import { can } from '@/lib/auth/permissions';
import { getDisplay } from '@/lib/lists/data';
import { loadSchedules } from '@/lib/reports/data';
import { formatDateTime } from '@/lib/format';
import { getT } from '@/lib/auth/translator';
import { withPageMessages } from '@/components/i18n/page-messages';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getT())('reports.schedules') };
}

const STATUS_TONES = { sent: 'success', failed: 'danger', retrying: 'warning', pending: 'neutral' } as const;

async function SchedulesPage() {
  const session = await requirePermission('deposits:read');
  const t = await getT();
  const [data, display] = await Promise.all([loadSchedules(), getDisplay()]);
  const manage = can(session.user.access, 'reports:manage');
  return (
    <>
      <PageHeader title={t('reports.schedules')} description={t('reports.schedulesDescription')} />
      {data.kind === 'unsupported' ? (
        <UnsupportedNotice title={t('reports.unsupported')} detail={t('reports.unsupportedDetail')} />
      ) : (
        <div className="space-y-6">
          {data.mailConfigured ? null : (
            <Alert tone="warning" data-testid="no-mail-server">
              <strong>{t('reports.noMailServer')}</strong> {t('reports.noMailServerDetail')}
            </Alert>
          )}
          {manage ? <SubscribeReportForm /> : null}
          {data.subscriptions.length === 0 ? <p className="text-sm">{t('reports.noSubscriptions')}</p> : null}
          {data.subscriptions.map((sub) => (
            <section key={sub.id} className="space-y-2" data-testid={`subscription-${sub.id}`}>
              <h2 className="text-base font-semibold">
                {t(sub.report === 'balance' ? 'reports.kind.balance' : 'reports.kind.payout_reconciliation')} ·{' '}
                {t(`reports.frequency.${sub.frequency as 'daily' | 'weekly' | 'monthly'}`)} ·{' '}
                {t(sub.delivery === 'link' ? 'reports.delivery.link' : 'reports.delivery.attachment')}
              </h2>
              <p className="text-sm break-words text-slate-600 dark:text-slate-400">
                {(sub.recipients as string[]).join(', ')} ·{' '}
                {sub.active ? (
                  <span data-testid="next-run">
                    {t('reports.nextRun')}: {formatDateTime(sub.nextRunAt, data.businessDay.timeZone)} (
                    {data.businessDay.timeZone})
                  </span>
                ) : (
                  <Badge tone="warning">{t('reports.pausedBadge')}</Badge>
                )}
              </p>
              {manage ? <SubscriptionControls id={sub.id} active={sub.active} /> : null}
              <Table label={t('reports.history')}>
                <TableCaption>{t('reports.history')}</TableCaption>
                <THead>
                  <Tr>
                    <Th>{t('reports.period')}</Th>
                    <Th>{t('reports.status')}</Th>
                    <Th className="text-right">{t('reports.attempts')}</Th>
                    <Th>{t('reports.reason')}</Th>
                  </Tr>
                </THead>
                <TBody>
                  {sub.deliveries.length === 0 ? (
                    <Tr>
                      <Td colSpan={4}>{t('reports.noDeliveries')}</Td>
                    </Tr>
                  ) : null}
                  {sub.deliveries.map((d) => (
                    <Tr key={d.id} data-testid="delivery">
                      <Td>
                        {d.periodFrom} – {d.periodTo}
                      </Td>
                      <Td>
                        <Badge tone={STATUS_TONES[d.status as keyof typeof STATUS_TONES] ?? 'neutral'}>
                          {t(`reports.status.${d.status as 'pending' | 'retrying' | 'sent' | 'failed'}`)}
                        </Badge>{' '}
                        {d.sentAt ? (
                          <span className="text-xs text-slate-500">{formatDateTime(d.sentAt, display.timeZone)}</span>
                        ) : null}
                        {d.status === 'retrying' || d.status === 'pending' ? (
                          <span className="block text-xs text-slate-500" data-testid="next-attempt">
                            {t('reports.nextAttempt', { at: formatDateTime(d.nextAttemptAt, display.timeZone) })}
                          </span>
                        ) : null}
                      </Td>
                      <Td className="text-right tabular-nums">{d.attempts}</Td>
                      <Td className="text-xs">{d.reason ?? ''}</Td>
                    </Tr>
                  ))}
                </TBody>
              </Table>
            </section>
          ))}
        </div>
      )}
    </>
  );
}

export default withPageMessages('(console)/reports/schedules', SchedulesPage);
