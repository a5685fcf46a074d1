import { RelatedSection, TransactionRows } from '@/components/detail/related';
import { Section } from '@/components/detail/detail';
import { Code, Money, StatusBadge } from '@/components/detail/values';
import type { ListResult } from '@/lib/lists/data';
import type { Translator } from '@/lib/i18n/core';
import type { Case, Transaction } from '@/lib/merchant-api/types';
import { caseHref } from '@/lib/cases/rows';
import type { Display } from '@/lib/lists/display';
import { kindLabel } from './columns';

/**
 * The payer's history beside a case: their newest payments (this one among them) and their other cases, each
 * linked, with a link to all of them (docs/disputes.md, "Console").
 */
export function PayerHistory({
  caseId,
  payer,
  history,
  display,
  t,
}: {
  caseId: string;
  payer: { id: string; name: string | null };
  history: { payments: ListResult<Transaction>; cases: ListResult<Case> };
  display: Display;
  t: Translator;
}) {
  const who = payer.name ?? payer.id;
  const others = history.cases.kind === 'page' ? history.cases.page.items.filter((c) => c.id !== caseId) : [];
  return (
    <>
      <RelatedSection
        title={t('cases.history.payments', { payer: who })}
        result={history.payments}
        viewAllHref={`/payments?end_user_uuid=${encodeURIComponent(payer.id)}`}
        empty={t('cases.history.noPayments')}
      >
        {(items) => (
          <TransactionRows items={items} display={display} label={t('cases.history.payments', { payer: who })} />
        )}
      </RelatedSection>
      {history.cases.kind === 'page' ? (
        <Section title={t('cases.history.cases', { payer: who })}>
          {others.length ? (
            <ul className="space-y-2 text-sm" aria-label={t('cases.history.cases', { payer: who })}>
              {others.map((c) => (
                <li key={c.id} className="flex flex-wrap items-center justify-between gap-2">
                  <span className="flex items-center gap-2">
                    <Code value={c.code || c.id} href={caseHref(c.id)} />
                    <span className="text-xs text-slate-600 dark:text-slate-400">{kindLabel(t, c.kind)}</span>
                  </span>
                  <span className="flex items-center gap-2">
                    <Money value={c.amount} currency={c.currency} display={display} />
                    <StatusBadge status={c.status} t={t} />
                  </span>
                </li>
              ))}
            </ul>
          ) : (
            <p className="text-sm text-slate-600 dark:text-slate-400">{t('cases.history.noOtherCases')}</p>
          )}
        </Section>
      ) : null}
    </>
  );
}
