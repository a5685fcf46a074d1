import type { ReactNode } from 'react';
import { CopyButton } from '@/components/detail/copy-button';
import { DetailHeader, FieldList, Section } from '@/components/detail/detail';
import { Code, DateTime, Money, Muted, StatusBadge, Text } from '@/components/detail/values';
import { Link } from '@/components/ui/link';
import { CASE_REASONS } from '@/core/cases';
import type { Translator } from '@/lib/i18n/core';
import type { Evidence } from '@/lib/merchant-api/types';
import type { Display } from '@/lib/lists/display';
import type { CaseRow } from '@/lib/cases/rows';
import { kindLabel, reasonLabel } from './columns';
import { DeadlineBadge } from './deadline-badge';

const formatSize = (bytes: number) => (bytes < 1024 ? `${bytes} B` : `${Math.ceil(bytes / 1024)} KB`);

/**
 * A dispute or return case: the payment, what is at stake and why, the deadline, the timeline and the evidence.
 * `respond` (the upload and the decisions) is given only to members who may act while the case needs a response.
 */
export function CaseDetail({
  case: c,
  evidence,
  payer,
  display,
  upload,
  respond,
  history,
  t,
}: {
  case: CaseRow;
  evidence: Evidence[];
  payer: { id: string; name: string | null } | null;
  display: Display;
  upload?: ReactNode;
  respond?: ReactNode;
  /** The payer's other payments and cases. */
  history?: ReactNode;
  t: Translator;
}) {
  const money = (value: number) => <Money value={value} currency={c.currency} display={display} />;
  const known = (CASE_REASONS as readonly string[]).includes(c.reason);
  const timeline: { label: string; at: string | null }[] = [
    { label: t('cases.event.opened'), at: c.createdAt },
    ...(c.submittedAt ? [{ label: t('cases.event.submitted'), at: c.submittedAt }] : []),
    ...(c.decidedAt && (c.status === 'WON' || c.status === 'LOST' || c.status === 'ACCEPTED')
      ? [{ label: t(`cases.outcome.${c.status}`), at: c.decidedAt }]
      : []),
    ...(c.status === 'NEEDS_RESPONSE' ? [{ label: t('cases.event.deadline'), at: c.respondBy }] : []),
  ];
  return (
    <>
      <DetailHeader
        back={{ href: '/disputes', label: t('nav.disputes') }}
        eyebrow={kindLabel(t, c.kind)}
        title={money(c.amount)}
        badges={
          <>
            <StatusBadge status={c.status} t={t} />
            <DeadlineBadge daysLeft={c.daysLeft} t={t} />
          </>
        }
        subtitle={
          <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
            <Code value={c.code || null} />
            <Code value={c.id} />
            <CopyButton value={c.id} label={t('detail.copyId')} />
          </div>
        }
      />
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-3">
        <div className="space-y-6 lg:col-span-2">
          <Section title={t('cases.summary')}>
            <FieldList
              items={[
                {
                  label: t('cases.payment'),
                  value: <Code value={c.paymentId} href={`/payments/${encodeURIComponent(c.paymentId)}`} />,
                },
                { label: t('cases.atStake'), value: money(c.amount) },
                { label: t('cases.reason'), value: reasonLabel(t, c.reason) },
                {
                  label: t('cases.reasonMeaning'),
                  value: known ? t(`cases.meaning.${c.reason as (typeof CASE_REASONS)[number]}`) : <Muted>—</Muted>,
                  wide: true,
                },
                { label: t('cases.respondBy'), value: <DateTime value={c.respondBy} display={display} /> },
                {
                  label: t('cases.payer'),
                  value: payer ? (
                    <Link href={`/end-users/${encodeURIComponent(payer.id)}`} className="link">
                      {payer.name ?? payer.id}
                    </Link>
                  ) : (
                    <Muted>—</Muted>
                  ),
                },
                { label: t('cases.kind'), value: kindLabel(t, c.kind) },
                {
                  label: t(c.kind === 'RETURN' ? 'cases.returnTransaction' : 'cases.reversalTransaction'),
                  value: (
                    <Code
                      value={c.transactionId}
                      href={c.transactionId ? `/transactions/${encodeURIComponent(c.transactionId)}` : null}
                    />
                  ),
                },
                {
                  label: t('cases.debitDeposit'),
                  value: <Code value={c.depositId} href={c.depositId ? `/deposits/${c.depositId}` : null} />,
                },
                ...(c.creditTransactionId
                  ? [
                      {
                        label: t('cases.creditPayment'),
                        value: (
                          <Code
                            value={c.creditTransactionId}
                            href={`/payments/${encodeURIComponent(c.creditTransactionId)}`}
                          />
                        ),
                      },
                      {
                        label: t('cases.creditDeposit'),
                        value: (
                          <Code
                            value={c.creditDepositId}
                            href={c.creditDepositId ? `/deposits/${c.creditDepositId}` : null}
                          />
                        ),
                      },
                    ]
                  : []),
                {
                  label: t('cases.response'),
                  value: <Text value={c.responseText ?? t('cases.response.none')} />,
                  wide: true,
                },
              ]}
            />
          </Section>
          <Section title={t('cases.evidence')} id="case-evidence">
            <div className="space-y-4">
              {evidence.length ? (
                <ul
                  className="divide-y divide-slate-200 text-sm dark:divide-slate-800"
                  aria-label={t('cases.evidence')}
                >
                  {evidence.map((e) => (
                    <li key={e.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
                      <a
                        href={`/disputes/${encodeURIComponent(c.id)}/evidence/${encodeURIComponent(e.id)}`}
                        download={e.fileName}
                        className="link break-all"
                        aria-label={t('cases.evidence.download', { name: e.fileName })}
                      >
                        {e.fileName}
                      </a>
                      <span className="text-xs text-slate-600 dark:text-slate-400">
                        {e.contentType} · {formatSize(e.size)} · <DateTime value={e.createdAt} display={display} />
                      </span>
                    </li>
                  ))}
                </ul>
              ) : (
                <p className="text-sm text-slate-600 dark:text-slate-400">{t('cases.evidence.none')}</p>
              )}
              {upload}
            </div>
          </Section>
          {respond ? (
            <Section title={t('cases.respond')} id="case-respond">
              {respond}
            </Section>
          ) : null}
        </div>
        <div className="space-y-6">
          <Section title={t('cases.timeline')}>
            <ol className="space-y-3 text-sm" aria-label={t('cases.timeline')}>
              {timeline.map((step) => (
                <li key={step.label} className="space-y-0.5">
                  <p className="font-medium text-slate-900 dark:text-slate-100">{step.label}</p>
                  <p className="text-xs text-slate-600 dark:text-slate-400">
                    <DateTime value={step.at} display={display} />
                  </p>
                </li>
              ))}
            </ol>
          </Section>
          {history}
        </div>
      </div>
    </>
  );
}
