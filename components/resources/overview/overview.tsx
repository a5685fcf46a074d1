import Link from 'next/link';
import type { Display } from '@/components/resources/shared/display';
import type { ListResult } from '@/components/resources/shared/page-data';
import { RelatedSection, TransactionRows } from '@/components/resources/shared/related';
import { Money } from '@/components/resources/shared/values';
import { accountListHref } from '@/components/resources/accounts/search-params';
import { transactionListHref } from '@/components/resources/transactions/search-params';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import type { Account, Transaction } from '@/lib/merchant-api';
import { summarize } from './summary';

export interface OverviewData {
  /** First day of the period (YYYY-MM-DD, UTC). */
  since: string;
  payments: ListResult<Transaction>;
  transfers: ListResult<Transaction>;
  payouts: ListResult<Transaction>;
  pendingAccounts: ListResult<Account>;
}

const count = (n: number, partial: boolean) => `${n.toLocaleString('en-US')}${partial ? '+' : ''}`;

function KindCard({ title, path, result, since, display }: { title: string; path: string; result: ListResult<Transaction>; since: string; display: Display }) {
  if (result.kind === 'unsupported') return null;
  const href = transactionListHref(path, { date_from: since });
  return (
    <Card>
      <CardHeader className="flex flex-row items-baseline justify-between">
        <CardTitle>{title}</CardTitle>
        <Link href={href} className="text-sm text-indigo-700 hover:underline dark:text-indigo-300">
          View<span className="sr-only"> {title.toLowerCase()}</span>
        </Link>
      </CardHeader>
      <CardContent>
        {result.kind === 'error' ? (
          <p className="text-sm text-red-700 dark:text-red-400">Could not be loaded: {result.error.message}</p>
        ) : (
          (() => {
            const s = summarize(result.page.items, result.page.pageInfo.hasNextPage);
            return (
              <dl className="space-y-3">
                <div>
                  <dt className="text-xs text-slate-500 dark:text-slate-400">Created</dt>
                  <dd className="text-2xl font-semibold text-slate-900 tabular-nums dark:text-slate-100">{count(s.count, s.partial)}</dd>
                </div>
                <div>
                  <dt className="text-xs text-slate-500 dark:text-slate-400">Volume that went through</dt>
                  <dd className="space-y-0.5 text-sm font-medium text-slate-900 dark:text-slate-100">
                    {s.moved.length ? (
                      s.moved.map((v) => (
                        <p key={v.currency}>
                          <Money value={v.amount} currency={v.currency} display={display} />{' '}
                          <span className="text-xs font-normal text-slate-500 dark:text-slate-400">({count(v.count, s.partial)})</span>
                        </p>
                      ))
                    ) : (
                      <span className="text-slate-500 dark:text-slate-400">None</span>
                    )}
                  </dd>
                </div>
                <div className="flex gap-6 text-sm">
                  <div>
                    <dt className="text-xs text-slate-500 dark:text-slate-400">In flight</dt>
                    <dd className="tabular-nums">{count(s.inFlight, s.partial)}</dd>
                  </div>
                  <div>
                    <dt className="text-xs text-slate-500 dark:text-slate-400">Failed</dt>
                    <dd className="tabular-nums">{count(s.failed, s.partial)}</dd>
                  </div>
                </div>
              </dl>
            );
          })()
        )}
      </CardContent>
    </Card>
  );
}

/** The start page: the last seven days of money movement from the lists, and what needs attention. */
export function Overview({ data, display }: { data: OverviewData; display: Display }) {
  const pending = data.pendingAccounts.kind === 'page' ? data.pendingAccounts.page : null;
  const failedPayments = data.payments.kind === 'page' ? summarize(data.payments.page.items, data.payments.page.pageInfo.hasNextPage).failed : 0;
  return (
    <div className="space-y-6">
      <p className="text-sm text-slate-600 dark:text-slate-400">Since {data.since} (UTC), from the newest 1,000 records of each list.</p>
      <div className="grid gap-6 md:grid-cols-3">
        <KindCard title="Payments" path="/payments" result={data.payments} since={data.since} display={display} />
        <KindCard title="Transfers" path="/transfers" result={data.transfers} since={data.since} display={display} />
        <KindCard title="Payouts" path="/payouts" result={data.payouts} since={data.since} display={display} />
      </div>
      {(pending && pending.items.length) || failedPayments ? (
        <Card>
          <CardHeader>
            <CardTitle>Needs attention</CardTitle>
          </CardHeader>
          <CardContent>
            <ul className="space-y-2 text-sm">
              {pending && pending.items.length ? (
                <li>
                  <Link href={accountListHref('/accounts', { current_status: 'VERIFICATION_PENDING' })} className="text-indigo-700 hover:underline dark:text-indigo-300">
                    {count(pending.items.length, pending.pageInfo.hasNextPage)} {pending.items.length === 1 ? 'account waits' : 'accounts wait'} for validation
                  </Link>
                </li>
              ) : null}
              {failedPayments ? (
                <li>
                  <Link href={transactionListHref('/payments', { status: 'FAILED', date_from: data.since })} className="text-indigo-700 hover:underline dark:text-indigo-300">
                    {failedPayments.toLocaleString('en-US')} failed {failedPayments === 1 ? 'payment' : 'payments'} since {data.since}
                  </Link>
                </li>
              ) : null}
            </ul>
          </CardContent>
        </Card>
      ) : null}
      <RelatedSection
        title="Recent payments"
        result={data.payments.kind === 'page' ? { kind: 'page', page: { ...data.payments.page, items: data.payments.page.items.slice(0, 8) } } : data.payments}
        viewAllHref="/payments"
        empty="No payments in this period."
      >
        {(items) => <TransactionRows items={items} display={display} label="Recent payments" />}
      </RelatedSection>
    </div>
  );
}
