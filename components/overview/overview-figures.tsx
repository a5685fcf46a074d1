import { Link } from '@/components/ui/link';
import { DataTableError } from '@/components/data-table/states';
import { EmptyState } from '@/components/ui/page-header';
import { formatDateTime, formatMoney, zoneLabel } from '@/lib/format';
import type { Translator } from '@/lib/i18n';
import { toPlotNumber } from '@/lib/overview/chart';
import {
  formatCompactCount,
  formatCompactMoney,
  formatCount,
  formatDay,
  formatDayRange,
  formatRate,
} from '@/lib/overview/format';
import { daysAreListDays, overviewDaysPhrase } from '@/lib/overview/days-label';
import type { OverviewSelection } from '@/lib/overview/overview-params';
import type { Overview } from '@/lib/merchant-api';
import type { OverviewData } from '@/lib/overview/data';
import { NeedsAttention, RecentPayments } from './attention';
import { BarChart, type Bar } from './bar-chart';
import { CurrencySwitch } from './period-picker';
import { DataTableMini, Kpi, num, OTHER_STATUS_COLOR, Panel, STATUS_COLORS, td, th } from './parts';

interface Props {
  /** The page's loadOverview(…) call, awaited here so the rest of the page streams first. */
  data: Promise<OverviewData>;
  selection: OverviewSelection;
  timeZone: string;
  t: Translator;
}

/** The figures for the selection (or a clear notice on an API without analytics), then the accounts waiting for validation and the newest payments. */
export async function OverviewFigures({ data, selection, timeZone, t }: Props) {
  const display = { timeZone, language: t.language };
  const { figures, pendingAccounts, recent, parties, caseCounts, dayCutoff } = await data;
  const overview = figures.kind === 'found' ? figures.data : null;
  return (
    <div className="space-y-6">
      {figures.kind === 'error' ? (
        <DataTableError error={figures.error} title={t('overview.errorTitle')} />
      ) : figures.kind === 'unsupported' ? (
        <EmptyState title={t('overview.unsupportedTitle')}>
          <p className="mx-auto max-w-xl">{t('overview.unsupportedDetail')}</p>
        </EmptyState>
      ) : (
        <OverviewView overview={figures.data} selection={selection} cutoff={dayCutoff} t={t} />
      )}
      <NeedsAttention
        pendingAccounts={pendingAccounts}
        overview={overview}
        listDays={overview ? daysAreListDays(overview.timeZone, dayCutoff) : false}
        caseCounts={caseCounts}
        t={t}
      />
      <RecentPayments result={recent} display={display} t={t} parties={parties} />
      {overview?.generatedAt ? (
        <p className="text-xs text-slate-600 dark:text-slate-400">
          {t('overview.generatedAt', { at: formatDateTime(overview.generatedAt, overview.timeZone) })}
        </p>
      ) : null}
    </div>
  );
}

function OverviewView({
  overview: o,
  selection,
  cutoff,
  t,
}: {
  overview: Overview;
  selection: OverviewSelection;
  /** The business day's cut-off the days end at (00:00: calendar days). */
  cutoff: string;
  t: Translator;
}) {
  const { locale, language } = t;
  const money = (value: bigint | number) => formatMoney(value, o.currency, language);
  const count = (value: number) => formatCount(value, locale);
  const range = formatDayRange(o.dateFrom, o.dateTo, locale);
  const currencies = [...new Set([o.currency, ...o.availableCurrencies])].sort();
  // List links carry the period only when its days are the list filter's (UTC) days.
  const listDates = daysAreListDays(o.timeZone, cutoff) ? `&date_from=${o.dateFrom}&date_to=${o.dateTo}` : '';

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="text-sm text-slate-600 dark:text-slate-400">
          <p className="font-medium text-slate-900 dark:text-slate-100" data-testid="overview-period">
            {range}
          </p>
          <p data-testid="overview-days">
            {t(overviewDaysPhrase(o.timeZone, zoneLabel(`${o.dateTo}T12:00:00Z`, o.timeZone), cutoff))}
          </p>
        </div>
        <CurrencySwitch selection={selection} currency={o.currency} currencies={currencies} t={t} />
      </div>

      <dl className="sr-only">
        <dt>{t('overview.currency')}</dt>
        <dd data-testid="overview-currency">{o.currency}</dd>
      </dl>

      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        <Kpi
          label={t('overview.kpi.volume')}
          value={money(o.payments.succeededAmount)}
          hint={t('overview.kpi.volumeHint', { count: o.payments.succeededCount })}
          testId="kpi-volume"
        />
        <Kpi
          label={t('overview.kpi.payments')}
          value={count(o.payments.count)}
          hint={t('overview.kpi.paymentsHint', { amount: money(o.payments.amount) })}
          href={listDates ? `/payments?${listDates.slice(1)}` : '/payments'}
          testId="kpi-payments"
        />
        <Kpi
          label={t('overview.kpi.successRate')}
          value={o.payments.successRate === null ? '—' : formatRate(o.payments.successRate, locale)}
          hint={
            o.payments.finishedCount
              ? t('overview.kpi.successRateHint', {
                  succeeded: o.payments.succeededCount,
                  finished: o.payments.finishedCount,
                })
              : t('overview.kpi.successRateNone')
          }
          testId="kpi-success-rate"
        />
        <Kpi
          label={t('overview.kpi.net')}
          value={money(o.payments.netAmount)}
          hint={t('overview.kpi.netHint', { fee: money(o.payments.totalFee) })}
          testId="kpi-net"
        />
      </div>

      <DailyCharts overview={o} t={t} />

      <div className="grid gap-6 lg:grid-cols-5">
        <StatusBreakdown overview={o} t={t} listDates={listDates} className="lg:col-span-3" />
        <div className="space-y-6 lg:col-span-2">
          <Panel id="overview-refunds" title={t('overview.refundsAndDisputes')}>
            <dl className="grid grid-cols-2 gap-4">
              <MovementFigure
                label={t('overview.kpi.refunds')}
                amount={money(o.refunds.amount)}
                detail={t.plural('overview.kpi.countOf', o.refunds.count)}
                testId="kpi-refunds"
              />
              <MovementFigure
                label={t('overview.kpi.disputes')}
                amount={money(o.disputes.amount)}
                detail={t.plural('overview.kpi.reversals', o.disputes.count)}
                testId="kpi-disputes"
              />
            </dl>
          </Panel>
          <Panel id="overview-movements" title={t('overview.moneyMovements')}>
            <dl className="grid grid-cols-2 gap-4">
              <MovementFigure
                label={t('overview.kpi.payouts')}
                amount={money(o.payouts.amount)}
                detail={`${t.plural('overview.kpi.countOf', o.payouts.count)} · ${t('overview.kpi.succeededOf', { amount: money(o.payouts.succeededAmount), count: o.payouts.succeededCount })}`}
                href="/payouts"
                testId="kpi-payouts"
              />
              <MovementFigure
                label={t('overview.kpi.transfers')}
                amount={money(o.transfers.amount)}
                detail={`${t.plural('overview.kpi.countOf', o.transfers.count)} · ${t('overview.kpi.succeededOf', { amount: money(o.transfers.succeededAmount), count: o.transfers.succeededCount })}`}
                href="/transfers"
                testId="kpi-transfers"
              />
            </dl>
          </Panel>
        </div>
      </div>

      <TopEndUsers overview={o} t={t} />
    </div>
  );
}

function MovementFigure({
  label,
  amount,
  detail,
  href,
  testId,
}: {
  label: string;
  amount: string;
  detail: string;
  href?: string;
  testId: string;
}) {
  return (
    <div>
      <dt className="text-sm font-medium text-slate-600 dark:text-slate-400">
        {href ? (
          <Link href={href} className="hover:underline focus-visible:outline-2 focus-visible:outline-indigo-500">
            {label}
          </Link>
        ) : (
          label
        )}
      </dt>
      <dd className="mt-1 text-lg font-semibold text-slate-900 tabular-nums dark:text-slate-100" data-testid={testId}>
        {amount}
      </dd>
      <dd className="text-xs text-slate-600 tabular-nums dark:text-slate-400">{detail}</dd>
    </div>
  );
}

function DailyCharts({ overview: o, t }: { overview: Overview; t: Translator }) {
  const { locale, language } = t;
  const money = (value: bigint | number) => formatMoney(value, o.currency, language);
  const from = formatDay(o.dateFrom, locale, 'medium');
  const to = formatDay(o.dateTo, locale, 'medium');
  const daily = o.daily;

  const byAmount = daily.reduce(
    (best, d) => (best === null || d.amount > best.amount ? d : best),
    null as (typeof daily)[number] | null,
  );
  const byCount = daily.reduce(
    (best, d) => (best === null || d.count > best.count ? d : best),
    null as (typeof daily)[number] | null,
  );

  const volumeBars: Bar[] = daily.map((d) => ({
    key: d.date,
    label: formatDay(d.date, locale),
    title: `${formatDay(d.date, locale, 'medium')}: ${money(d.amount)} (${t('overview.legend.succeeded')} ${money(d.succeededAmount)})`,
    segments: [
      { value: toPlotNumber(d.succeededAmount), className: STATUS_COLORS.SUCCESSFUL.fill },
      { value: toPlotNumber(d.amount - d.succeededAmount), className: OTHER_STATUS_COLOR.fill },
    ],
  }));
  const countBars: Bar[] = daily.map((d) => ({
    key: d.date,
    label: formatDay(d.date, locale),
    title: `${formatDay(d.date, locale, 'medium')}: ${formatCount(d.count, locale)} (${t('overview.legend.succeeded')} ${formatCount(d.succeededCount, locale)})`,
    segments: [
      { value: d.succeededCount, className: STATUS_COLORS.SUCCESSFUL.fill },
      { value: d.count - d.succeededCount, className: OTHER_STATUS_COLOR.fill },
    ],
  }));
  const legend = [
    { label: t('overview.legend.succeeded'), swatchClassName: STATUS_COLORS.SUCCESSFUL.swatch },
    { label: t('overview.legend.other'), swatchClassName: OTHER_STATUS_COLOR.swatch },
  ];

  const table = (caption: string) => (
    <DataTableMini
      caption={caption}
      head={
        <tr>
          <th scope="col" className={th}>
            {t('overview.col.day')}
          </th>
          <th scope="col" className={`${th} ${num}`}>
            {t('overview.col.payments')}
          </th>
          <th scope="col" className={`${th} ${num}`}>
            {t('overview.col.succeeded')}
          </th>
          <th scope="col" className={`${th} ${num}`}>
            {t('overview.col.volume')}
          </th>
          <th scope="col" className={`${th} ${num}`}>
            {t('overview.col.succeededVolume')}
          </th>
        </tr>
      }
    >
      {daily.map((d) => (
        <tr key={d.date}>
          <th scope="row" className={`${td} font-normal`}>
            <time dateTime={d.date}>{formatDay(d.date, locale, 'medium')}</time>
          </th>
          <td className={`${td} ${num}`}>{formatCount(d.count, locale)}</td>
          <td className={`${td} ${num}`}>{formatCount(d.succeededCount, locale)}</td>
          <td className={`${td} ${num}`}>{money(d.amount)}</td>
          <td className={`${td} ${num}`}>{money(d.succeededAmount)}</td>
        </tr>
      ))}
    </DataTableMini>
  );

  return (
    <Panel id="overview-daily" title={`${t('overview.volumeChart')} · ${t('overview.countChart')}`} hideTitle>
      <div className="grid gap-8 lg:grid-cols-2">
        <BarChart
          title={t('overview.volumeChart')}
          summary={t('overview.volumeChartSummary', {
            from,
            to,
            total: money(o.payments.amount),
            max: byAmount ? money(byAmount.amount) : money(0),
            maxDay: byAmount ? formatDay(byAmount.date, locale, 'medium') : from,
          })}
          bars={volumeBars}
          formatTick={(value) => formatCompactMoney(value, o.currency, locale)}
          legend={legend}
          table={table(t('overview.volumeChart'))}
          tableLabel={t('common.showAsTable')}
        />
        <BarChart
          title={t('overview.countChart')}
          summary={t('overview.countChartSummary', {
            from,
            to,
            total: o.payments.count,
            max: byCount?.count ?? 0,
            maxDay: byCount ? formatDay(byCount.date, locale, 'medium') : from,
          })}
          bars={countBars}
          formatTick={(value) => formatCompactCount(value, locale)}
          legend={legend}
          table={table(t('overview.countChart'))}
          tableLabel={t('common.showAsTable')}
        />
      </div>
    </Panel>
  );
}

function StatusBreakdown({
  overview: o,
  t,
  listDates,
  className,
}: {
  overview: Overview;
  t: Translator;
  listDates: string;
  className?: string;
}) {
  const { locale, language } = t;
  const total = o.statuses.reduce((sum, s) => sum + s.count, 0);
  const shown = o.statuses.filter((s) => s.count > 0);
  const statusLabel = (status: string) => {
    const key = `overview.status.${status}` as Parameters<Translator>[0];
    const label = t(key);
    return label === key ? status : label;
  };
  const share = (n: number) => (total ? formatRate(n / total, locale) : '—');
  const summary = t('overview.statusChartSummary', {
    parts:
      shown.map((s) => `${statusLabel(s.status)} ${formatCount(s.count, locale)} (${share(s.count)})`).join(', ') ||
      '—',
  });

  return (
    <Panel id="overview-statuses" title={t('overview.statusChart')} className={className}>
      {total === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">{t('overview.noPayments')}</p>
      ) : (
        <div className="space-y-4">
          <svg
            viewBox="0 0 100 6"
            preserveAspectRatio="none"
            role="img"
            aria-label={summary}
            className="h-4 w-full overflow-hidden rounded"
          >
            {(() => {
              let x = 0;
              return shown.map((s) => {
                const width = (s.count / total) * 100;
                const rect = (
                  <rect
                    key={s.status}
                    x={x}
                    y={0}
                    width={width}
                    height={6}
                    className={(STATUS_COLORS[s.status] ?? OTHER_STATUS_COLOR).fill}
                  >
                    <title>{`${statusLabel(s.status)}: ${formatCount(s.count, locale)} (${share(s.count)})`}</title>
                  </rect>
                );
                x += width;
                return rect;
              });
            })()}
          </svg>
          <DataTableMini
            caption={t('overview.statusChart')}
            head={
              <tr>
                <th scope="col" className={th}>
                  {t('common.status')}
                </th>
                <th scope="col" className={`${th} ${num}`}>
                  {t('common.count')}
                </th>
                <th scope="col" className={`${th} ${num}`}>
                  {t('overview.col.share')}
                </th>
                <th scope="col" className={`${th} ${num}`}>
                  {t('common.amount')}
                </th>
              </tr>
            }
          >
            {o.statuses.map((s) => (
              <tr key={s.status} className={s.count === 0 ? 'text-slate-500' : undefined}>
                <th scope="row" className={`${td} font-normal`}>
                  <span className="inline-flex items-center gap-2">
                    <span
                      aria-hidden="true"
                      className={`inline-block h-2.5 w-2.5 rounded-sm ${(STATUS_COLORS[s.status] ?? OTHER_STATUS_COLOR).swatch}`}
                    />
                    <Link
                      href={`/payments?status=${encodeURIComponent(s.status)}${listDates}`}
                      className="hover:underline focus-visible:outline-2 focus-visible:outline-indigo-500"
                      data-testid={`status-${s.status}`}
                    >
                      {statusLabel(s.status)}
                    </Link>
                  </span>
                </th>
                <td className={`${td} ${num}`} data-testid={`status-count-${s.status}`}>
                  {formatCount(s.count, locale)}
                </td>
                <td className={`${td} ${num}`}>{share(s.count)}</td>
                <td className={`${td} ${num}`}>{formatMoney(s.amount, o.currency, language)}</td>
              </tr>
            ))}
          </DataTableMini>
        </div>
      )}
    </Panel>
  );
}

function TopEndUsers({ overview: o, t }: { overview: Overview; t: Translator }) {
  const { locale, language } = t;
  return (
    <Panel
      id="overview-top-end-users"
      title={t('overview.topEndUsers')}
      description={t('overview.topEndUsersDescription')}
    >
      {o.topEndUsers.length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">{t('overview.noTopEndUsers')}</p>
      ) : (
        <div className="overflow-x-auto">
          <DataTableMini
            caption={t('overview.topEndUsers')}
            head={
              <tr>
                <th scope="col" className={th}>
                  {t('overview.col.endUser')}
                </th>
                <th scope="col" className={`${th} hidden sm:table-cell`}>
                  {t('common.email')}
                </th>
                <th scope="col" className={`${th} ${num}`}>
                  {t('overview.col.payments')}
                </th>
                <th scope="col" className={`${th} ${num}`}>
                  {t('overview.col.volume')}
                </th>
              </tr>
            }
          >
            {o.topEndUsers.map((u) => (
              <tr key={u.uuid}>
                <th scope="row" className={`${td} font-normal`}>
                  <Link
                    href={`/end-users/${encodeURIComponent(u.uuid)}`}
                    className="font-medium text-indigo-700 hover:underline dark:text-indigo-300"
                  >
                    {u.name ?? u.code ?? u.uuid}
                  </Link>
                  {u.code && u.name ? (
                    <span className="ml-2 hidden font-mono text-xs text-slate-500 sm:inline dark:text-slate-400">
                      {u.code}
                    </span>
                  ) : null}
                </th>
                {/* A phone keeps who, how many and how much; the email and code come back from 640 px. */}
                <td className={`${td} hidden sm:table-cell`}>{u.email ?? '—'}</td>
                <td className={`${td} ${num}`}>{formatCount(u.count, locale)}</td>
                <td className={`${td} ${num}`}>{formatMoney(u.amount, o.currency, language)}</td>
              </tr>
            ))}
          </DataTableMini>
        </div>
      )}
    </Panel>
  );
}
