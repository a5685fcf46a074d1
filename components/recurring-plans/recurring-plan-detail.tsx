import { Link } from '@/components/ui/link';
import { enumLabel } from '@/lib/i18n/enum-label';
import type { ReactNode } from 'react';
import { AccountSummary } from '@/components/detail/account-summary';
import { CopyButton } from '@/components/detail/copy-button';
import { DetailHeader, FieldList, MetadataList, Section } from '@/components/detail/detail';
import { labelOf, type DirectoryOptions } from '@/components/detail/directory';
import { type Display } from '@/lib/lists/display';
import type { RecurringPlanRelated } from '@/lib/recurring-plans/data';
import { LinkRows, RelatedSection, TransactionRows } from '@/components/detail/related';
import { CalendarDate, Code, DateTime, Money, Muted, StatusBadge, Text, IdLabel } from '@/components/detail/values';
import { Alert } from '@/components/ui/alert';
import type { RecurringPlan } from '@/lib/merchant-api';
import { upcomingReportedCycles } from '@/core/schedule';
import { getT } from '@/lib/auth/translator';

const UPCOMING = 6;

/** A recurring plan: its schedule and next cycles, the transaction each cycle creates, and what it generated. */
export async function RecurringPlanDetail({
  plan: p,
  related,
  display,
  directory,
  today,
  actions,
}: {
  plan: RecurringPlan;
  related: RecurringPlanRelated;
  display: Display;
  directory: DirectoryOptions;
  today: string;
  actions?: ReactNode;
}) {
  const t = await getT();
  const template = p.transaction;
  const upcoming = upcomingReportedCycles(p, { today, limit: UPCOMING });
  const finished = upcoming.length === 0 && p.startDate !== null && p.cycleFrequency !== null;
  return (
    <>
      <DetailHeader
        back={{ href: '/recurring-plans', label: t('nav.recurringPlans') }}
        eyebrow={t('kind.recurringPlan')}
        title={p.description ?? p.code ?? p.uuid}
        badges={<StatusBadge status={p.status} t={t} />}
        subtitle={
          <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
            <Code value={p.code} />
            <Code value={p.uuid} />
            <CopyButton value={p.uuid} label={t('detail.copyId')} />
          </div>
        }
        actions={actions}
      />
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-3">
        <div className="space-y-6 lg:col-span-2">
          <Section title={t('plan.schedule')}>
            <FieldList
              items={[
                { label: t('plan.every'), value: <Text value={enumLabel(t, p.cycleFrequency)} /> },
                {
                  label: t('plan.processing'),
                  value: (
                    <Text
                      value={
                        p.processingMethod === 'SEND_REQUEST'
                          ? t('plan.sendRequest')
                          : p.processingMethod === 'AUTOMATIC'
                            ? t('plan.automatic')
                            : enumLabel(t, p.processingMethod)
                      }
                    />
                  ),
                },
                { label: t('common.status'), value: <StatusBadge status={p.status} t={t} /> },
                { label: t('plan.starts'), value: <CalendarDate value={p.startDate} /> },
                {
                  label: t('plan.ends'),
                  value: p.endDate ? <CalendarDate value={p.endDate} /> : <Muted>{t('plan.noEndDate')}</Muted>,
                },
                {
                  label: t('plan.cyclesLabel'),
                  value:
                    p.totalCycleCount !== null ? (
                      p.totalCycleCount.toLocaleString(t.locale)
                    ) : (
                      <Muted>{t('plan.noLimit')}</Muted>
                    ),
                },
                { label: t('plan.cyclesGenerated'), value: <Text value={p.cyclesCompleted} /> },
                { label: t('plan.nextCycle'), value: <CalendarDate value={p.nextDueDate ?? upcoming[0]?.dueDate} /> },
              ]}
            />
          </Section>
          <Section title={t('plan.upcoming')} description={t('plan.upcomingDescription')}>
            {p.status === 'PAUSED' ? (
              <Alert tone="warning" className="mb-3">
                {t('plan.pausedNote')}
              </Alert>
            ) : null}
            {upcoming.length ? (
              <ol className="divide-y divide-slate-200 text-sm dark:divide-slate-800">
                {upcoming.map((c) => (
                  <li key={c.cycle} className="flex items-center justify-between py-2">
                    <span className="text-slate-600 dark:text-slate-400">{t('plan.cycleN', { n: c.cycle })}</span>
                    <CalendarDate value={c.dueDate} />
                    <Money value={template?.amount} currency={template?.currency} display={display} />
                  </li>
                ))}
              </ol>
            ) : (
              <p className="text-sm text-slate-500 dark:text-slate-400">
                {t(finished ? 'plan.finished' : 'plan.noSchedule')}
              </p>
            )}
          </Section>
          <Section title={t('plan.eachCycleCreates')}>
            {template ? (
              <FieldList
                items={[
                  { label: t('field.type'), value: <Text value={enumLabel(t, template.type)} /> },
                  {
                    label: t('common.amount'),
                    value: (
                      <Money
                        value={template.amount}
                        currency={template.currency}
                        display={display}
                        className="font-medium"
                      />
                    ),
                  },
                  { label: t('table.currency'), value: <Text value={template.currency} /> },
                  {
                    label: t('forms.tenant'),
                    value: <IdLabel label={labelOf(directory.tenants, template.tenantId)} id={template.tenantId} />,
                  },
                  { label: t('forms.statementDescriptor'), value: <Text value={template.statementDescriptor} /> },
                  { label: t('forms.description'), value: <Text value={template.description} /> },
                  { label: t('forms.primaryReference'), value: <Text value={template.primaryReference} /> },
                  { label: t('forms.secondaryReference'), value: <Text value={template.secondaryReference} /> },
                  {
                    label: t('forms.metadata'),
                    value: Object.keys(template.metadata).length ? (
                      <MetadataList metadata={template.metadata} />
                    ) : (
                      <Muted>{t('plan.noMetadata')}</Muted>
                    ),
                    wide: true,
                  },
                ]}
              />
            ) : (
              <Muted>{t('plan.noTemplate')}</Muted>
            )}
          </Section>
          {related.transactions ? (
            <RelatedSection
              title={t('plan.generated')}
              result={related.transactions}
              viewAllHref={related.transactionsHref ?? undefined}
              empty={t('plan.noneGenerated')}
            >
              {(items) => <TransactionRows items={items} display={display} label={t('plan.generated')} />}
            </RelatedSection>
          ) : null}
          {related.checkoutLinks ? (
            <RelatedSection title={t('plan.linksSent')} result={related.checkoutLinks} empty={t('plan.noneSent')}>
              {(items) => (
                <LinkRows items={items} display={display} path="/checkout-links" label={t('plan.linksSent')} />
              )}
            </RelatedSection>
          ) : null}
          <Section title={t('detail.details')}>
            <FieldList
              items={[
                { label: t('forms.primaryReference'), value: <Text value={p.primaryReference} /> },
                { label: t('forms.secondaryReference'), value: <Text value={p.secondaryReference} /> },
                {
                  label: t('field.merchant'),
                  value: <IdLabel label={labelOf(directory.merchants, p.merchantId)} id={p.merchantId} />,
                },
                { label: t('field.created'), value: <DateTime value={p.dateCreated} display={display} seconds /> },
                { label: t('field.updated'), value: <DateTime value={p.dateUpdated} display={display} seconds /> },
              ]}
            />
            <div className="mt-4">
              <MetadataList metadata={p.metadata} />
            </div>
          </Section>
        </div>
        <div className="space-y-6">
          <Section title={t('kind.endUser')}>
            {p.endUser ? (
              <div className="space-y-1 text-sm">
                <Link
                  href={`/end-users/${encodeURIComponent(p.endUser.uuid)}`}
                  className="font-medium text-indigo-700 hover:underline dark:text-indigo-300"
                >
                  {p.endUser.displayName ?? p.endUser.code ?? p.endUser.uuid}
                </Link>
                {p.endUser.email ? (
                  <p className="break-all text-slate-600 dark:text-slate-400">{p.endUser.email}</p>
                ) : null}
              </div>
            ) : (
              <Muted>—</Muted>
            )}
          </Section>
          <Section title={t('nav.accounts')}>
            <div className="space-y-4">
              <AccountSummary label={t('plan.payingAccount')} id={p.originAccountId} lookup={related.origin} />
              <AccountSummary
                label={t('plan.receivingAccount')}
                id={p.destinationAccountId}
                lookup={related.destination}
              />
            </div>
          </Section>
        </div>
      </div>
    </>
  );
}
