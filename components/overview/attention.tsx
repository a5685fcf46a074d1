import type { Parties } from '@/lib/lists/parties';
import { Link } from '@/components/ui/link';
import type { Display } from '@/lib/lists/display';
import type { ListResult } from '@/lib/lists/data';
import { RelatedSection, TransactionRows } from '@/components/detail/related';
import type { Translator } from '@/lib/i18n';
import { formatCount } from '@/lib/overview/format';
import type { Account, CaseCounts, Overview, Transaction } from '@/lib/merchant-api/types';
import { Panel } from './parts';

interface AttentionItem {
  key: string;
  text: string;
  href: string;
}

/**
 * What needs someone: accounts waiting for validation (from the accounts list, so it works on any API),
 * the open dispute and return cases and those due within 3 days (any period: a deadline does not wait for the
 * period picked; docs/disputes.md), and the period's failed payments and disputes (from the figures, when the API
 * has them).
 */
export function NeedsAttention({
  pendingAccounts,
  overview,
  listDays = false,
  caseCounts,
  t,
}: {
  pendingAccounts: ListResult<Account>;
  overview: Overview | null;
  /** Whether the overview's days are the lists' (UTC calendar days): then its links carry the period. */
  listDays?: boolean;
  caseCounts?: CaseCounts | null;
  t: Translator;
}) {
  const items: AttentionItem[] = [];
  if (caseCounts?.open)
    items.push({
      key: 'cases-open',
      text: t.plural('overview.attention.openCases', caseCounts.open, {
        count: formatCount(caseCounts.open, t.locale),
        needs: formatCount(caseCounts.needsResponse, t.locale),
      }),
      href: '/disputes?status=NEEDS_RESPONSE',
    });
  if (caseCounts?.dueSoon)
    items.push({
      key: 'cases-due',
      text: t.plural('overview.attention.casesDueSoon', caseCounts.dueSoon, {
        count: formatCount(caseCounts.dueSoon, t.locale),
      }),
      href: '/disputes?sort=due_soon',
    });
  if (pendingAccounts.kind === 'page' && pendingAccounts.page.items.length) {
    const n = pendingAccounts.page.items.length;
    const more = pendingAccounts.page.pageInfo.hasNextPage ? '+' : '';
    items.push({
      key: 'accounts',
      text: t.plural('overview.attention.pendingAccounts', n, { count: `${formatCount(n, t.locale)}${more}` }),
      href: '/accounts?current_status=VERIFICATION_PENDING',
    });
  }
  if (overview) {
    const period = listDays ? `&date_from=${overview.dateFrom}&date_to=${overview.dateTo}` : '';
    const failed = overview.statuses.find((s) => s.status === 'FAILED')?.count ?? 0;
    const disputed = overview.statuses.find((s) => s.status === 'DISPUTED')?.count ?? 0;
    if (failed)
      items.push({
        key: 'failed',
        text: t.plural('overview.attention.failed', failed),
        href: `/payments?status=FAILED${period}`,
      });
    if (disputed)
      items.push({
        key: 'disputed',
        text: t.plural('overview.attention.disputed', disputed),
        href: `/payments?status=DISPUTED${period}`,
      });
  }
  if (items.length === 0) return null;
  return (
    <Panel id="overview-attention" title={t('overview.attention.title')}>
      <ul className="space-y-2 text-sm">
        {items.map((item) => (
          <li key={item.key}>
            <Link href={item.href} className="font-medium text-indigo-700 hover:underline dark:text-indigo-300">
              {item.text}
            </Link>
          </li>
        ))}
      </ul>
    </Panel>
  );
}

/** The newest payments (any period), to jump straight into one. */
export function RecentPayments({
  result,
  display,
  t,
  parties,
}: {
  result: ListResult<Transaction>;
  display: Display;
  t: Translator;
  parties?: Parties;
}) {
  return (
    <RelatedSection
      title={t('overview.recentPayments')}
      result={result}
      viewAllHref="/payments"
      empty={t('overview.noPayments')}
    >
      {(items) => (
        <TransactionRows
          items={items}
          display={display}
          label={t('overview.recentPayments')}
          parties={parties}
          counterpartyLabel={t('party.counterparty')}
        />
      )}
    </RelatedSection>
  );
}
