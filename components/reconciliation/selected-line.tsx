'use client';

import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Link } from '@/components/ui/link';
import { AnnotateForm, MatchForm, ResolveLineForm, UnmatchForm } from '@/components/reconciliation/decision-forms';
import type { SelectedLine } from '@/lib/reconciliation/data';
import { formatDateTime } from '@/lib/format/date';
import { formatMoney } from '@/lib/format/money';
import { useT } from '@/lib/i18n/client';

const AUDIT_ACTIONS = ['IMPORT', 'AUTO_MATCH', 'MATCH', 'UNMATCH', 'ANNOTATE', 'RESOLVE', 'VOID'] as const;

/** The line opened with `?line=`: what it is matched to, its decisions, and finance's controls (docs/reconciliation.md). */
export function SelectedLinePanel({
  selected,
  canAct,
  timeZone,
}: {
  selected: SelectedLine | null;
  canAct: boolean;
  /** The member's own zone: decisions' times are shown in it. */
  timeZone: string;
}) {
  const t = useT();
  if (!selected)
    return (
      <Card aria-labelledby="selected-line-title">
        <CardHeader>
          <CardTitle id="selected-line-title">{t('reconciliation.selected.missing')}</CardTitle>
        </CardHeader>
        <CardContent>
          <Link href="/reconciliation" className="text-sm font-medium underline">
            {t('reconciliation.selected.close')}
          </Link>
        </CardContent>
      </Card>
    );
  const { line, audit, candidates } = selected;
  const difference = line.matches.reduce((sum, m) => sum + m.difference, 0);
  const adjustment = line.matches.find((m) => m.adjustment)?.adjustment ?? null;
  return (
    <Card aria-labelledby="selected-line-title" data-testid="selected-line" data-status={line.status}>
      <CardHeader className="flex flex-row flex-wrap items-baseline justify-between gap-2">
        <CardTitle id="selected-line-title">
          {t('reconciliation.selected', {
            line: line.line_number,
            amount: formatMoney(line.amount, line.currency, t.language),
            date: line.value_date,
          })}
        </CardTitle>
        <Link href="/reconciliation" className="text-sm font-medium underline">
          {t('reconciliation.selected.close')}
        </Link>
      </CardHeader>
      <CardContent className="space-y-6">
        <dl className="grid gap-3 text-sm sm:grid-cols-2">
          <div>
            <dt className="text-slate-600 dark:text-slate-400">{t('reconciliation.status')}</dt>
            <dd>{t(`reconciliation.status.${line.status}` as 'reconciliation.status.MATCHED')}</dd>
          </div>
          <div>
            <dt className="text-slate-600 dark:text-slate-400">{t('reconciliation.reference')}</dt>
            <dd className="break-all">{line.reference ?? '—'}</dd>
          </div>
          <div>
            <dt className="text-slate-600 dark:text-slate-400">{t('reconciliation.remittance')}</dt>
            <dd className="break-words" data-testid="line-remittance">
              {line.description ?? '—'}
            </dd>
          </div>
          <div>
            <dt className="text-slate-600 dark:text-slate-400">{t('reconciliation.matchedTo')}</dt>
            <dd className="break-all">
              {line.matches.map((m) => m.transaction_code || m.transaction_id).join(', ') || '—'}
            </dd>
          </div>
          {difference !== 0 ? (
            <div>
              <dt className="text-slate-600 dark:text-slate-400">{t('reconciliation.acceptedDifference')}</dt>
              <dd data-testid="line-difference">
                {formatMoney(difference, line.currency, t.language)}
                {adjustment
                  ? ` · ${t(`reconciliation.adjustment.${adjustment}` as 'reconciliation.adjustment.BANK_FEE')}`
                  : ''}
              </dd>
            </div>
          ) : null}
          {line.resolution ? (
            <div>
              <dt className="text-slate-600 dark:text-slate-400">{t('reconciliation.resolution')}</dt>
              <dd data-testid="line-resolution">
                {t(`reconciliation.lineResolution.${line.resolution}` as 'reconciliation.lineResolution.OTHER')}
                {line.resolution_note ? ` — ${line.resolution_note}` : ''}
              </dd>
            </div>
          ) : null}
          <div>
            <dt className="text-slate-600 dark:text-slate-400">{t('reconciliation.note')}</dt>
            <dd>{line.note ?? '—'}</dd>
          </div>
        </dl>

        {canAct ? (
          <div className="grid gap-6 md:grid-cols-2">
            {line.status === 'MATCHED' || line.status === 'RESOLVED' ? (
              <UnmatchForm key={`u-${line.uuid}`} lineId={line.uuid} />
            ) : (
              <MatchForm key={`m-${line.uuid}`} lineId={line.uuid} candidates={candidates} />
            )}
            {line.status === 'UNMATCHED' ? <ResolveLineForm key={`r-${line.uuid}`} lineId={line.uuid} /> : null}
            <AnnotateForm key={`n-${line.uuid}-${line.note}`} lineId={line.uuid} note={line.note} />
          </div>
        ) : (
          <p className="text-sm text-slate-600 dark:text-slate-400">{t('reconciliation.selected.readOnly')}</p>
        )}

        {audit.length ? (
          <section aria-labelledby="selected-line-history">
            <h3 id="selected-line-history" className="text-sm font-semibold">
              {t('reconciliation.history')}
            </h3>
            <ol className="mt-2 space-y-1 text-sm" data-testid="line-decisions">
              {audit.map((a, i) => (
                <li key={`${a.date_created_gmt}-${i}`}>
                  <span className="font-medium">
                    {t('reconciliation.history.entry', {
                      action: (AUDIT_ACTIONS as readonly string[]).includes(a.action)
                        ? t(`reconciliation.audit.${a.action}` as 'reconciliation.audit.MATCH')
                        : a.action,
                      actor: a.actor,
                    })}
                  </span>
                  {a.reason ? <span className="text-slate-600 dark:text-slate-400"> — {a.reason}</span> : null}
                  <span className="text-slate-500"> · {formatDateTime(a.date_created_gmt, timeZone)}</span>
                </li>
              ))}
            </ol>
          </section>
        ) : null}
      </CardContent>
    </Card>
  );
}
