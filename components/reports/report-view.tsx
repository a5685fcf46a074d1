import type { Translator } from '@/lib/i18n';
import type { ReportsPage } from '@/lib/reports/data';
import { formatDateTime, formatMoney } from '@/lib/format';
import { Link } from '@/components/ui/link';
import { buttonClasses } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { Table, TableCaption, TBody, Td, Th, THead, Tr } from '@/components/ui/table';

type Found = Extract<ReportsPage, { kind: 'found' }>;

const CATEGORY_KEYS = {
  payments: 'reports.category.payments',
  refunds: 'reports.category.refunds',
  disputes_and_returns: 'reports.category.disputes_and_returns',
  fees: 'reports.category.fees',
  deposits: 'reports.category.deposits',
  payouts: 'reports.category.payouts',
  transfers: 'reports.category.transfers',
  other: 'reports.category.other',
} as const;

/** "Days in America/Bogota" in the member's language, with the cut-off when days do not end at midnight. */
export function daysLabel(t: Translator, day: { timeZone: string; cutoff: string }): string {
  return day.cutoff === '00:00'
    ? t('reports.daysIn', { zone: day.timeZone })
    : t('reports.daysInCutoff', { zone: day.timeZone, cutoff: day.cutoff });
}

function query(selection: Found['selection'], extra: Record<string, string | undefined>): string {
  const params = new URLSearchParams();
  const all = {
    report: selection.report,
    from: selection.from,
    to: selection.to,
    currency: selection.currency,
    ...extra,
  };
  for (const [k, v] of Object.entries(all)) if (v) params.set(k, v);
  return params.toString();
}

/** The chosen report on screen: the period form, the business day, the export links, the figures. */
export function ReportView({
  page,
  t,
  memberZone,
  canExport,
}: {
  page: Found;
  t: Translator;
  memberZone: string;
  canExport: boolean;
}) {
  const { selection } = page;
  const money = (v: bigint, currency: string) => formatMoney(v, currency, t.language);
  // The currency the API reported in (its default when none was asked): always on screen, never assumed.
  const currency = selection.currency ?? page.balance?.currency ?? page.reconciliation?.currency ?? '';
  return (
    <div className="space-y-4">
      <form method="get" className="flex flex-wrap items-end gap-3" aria-label={t('reports.show')}>
        <label className="text-sm">
          <span className="mb-1 block font-medium">{t('reports.report')}</span>
          <Select name="report" defaultValue={selection.report}>
            <option value="payout_reconciliation">{t('reports.kind.payout_reconciliation')}</option>
            <option value="balance">{t('reports.kind.balance')}</option>
          </Select>
        </label>
        <label className="text-sm">
          <span className="mb-1 block font-medium">{t('reports.from')}</span>
          <Input type="date" name="from" defaultValue={selection.from} required />
        </label>
        <label className="text-sm">
          <span className="mb-1 block font-medium">{t('reports.to')}</span>
          <Input type="date" name="to" defaultValue={selection.to} required />
        </label>
        <label className="text-sm">
          <span className="mb-1 block font-medium">{t('reports.currency')}</span>
          <Input name="currency" defaultValue={currency} maxLength={3} className="w-20" />
        </label>
        <button type="submit" className={buttonClasses({ variant: 'secondary' })}>
          {t('reports.show')}
        </button>
      </form>
      <p className="text-sm text-slate-600 dark:text-slate-400">
        <strong data-testid="report-days">{daysLabel(t, page.businessDay)}</strong> ·{' '}
        <strong data-testid="report-currency">{t('reports.amountsIn', { currency })}</strong> ·{' '}
        {t('reports.timesIn', { zone: memberZone })}
      </p>
      {canExport ? (
        <p className="flex flex-wrap gap-2">
          <a
            className={buttonClasses({ variant: 'secondary', size: 'sm' })}
            href={`/reports/export?${query(selection, { format: 'csv' })}`}
            download
          >
            {t('reports.exportCsv')}
          </a>
          <a
            className={buttonClasses({ variant: 'secondary', size: 'sm' })}
            href={`/reports/export?${query(selection, { format: 'jsonl' })}`}
            download
          >
            {t('reports.exportJsonl')}
          </a>
          <a
            className={buttonClasses({ variant: 'secondary', size: 'sm' })}
            href={`/reports/export?${query(selection, { format: 'csv', units: 'minor' })}`}
            download
          >
            {t('reports.exportMinor')}
          </a>
        </p>
      ) : null}
      {page.balance ? (
        <Table label={t('reports.kind.balance')}>
          <TableCaption>
            {t('reports.kind.balance')} · {page.balance.currency}
          </TableCaption>
          <THead>
            <Tr>
              <Th>{t('reports.category')}</Th>
              <Th className="text-right">{t('reports.count')}</Th>
              <Th className="text-right">{t('reports.amount')}</Th>
            </Tr>
          </THead>
          <TBody>
            <Tr>
              <Th scope="row">{t('reports.opening')}</Th>
              <Td />
              <Td className="text-right tabular-nums" data-testid="opening-balance">
                {money(page.balance.opening_balance, page.balance.currency)}
              </Td>
            </Tr>
            {page.balance.activity.map((a) => (
              <Tr key={a.category}>
                <Td>{t(CATEGORY_KEYS[a.category as keyof typeof CATEGORY_KEYS] ?? 'reports.category.other')}</Td>
                <Td className="text-right tabular-nums">{a.count}</Td>
                <Td className="text-right tabular-nums">{money(a.amount, page.balance!.currency)}</Td>
              </Tr>
            ))}
            <Tr>
              <Th scope="row">{t('reports.closing')}</Th>
              <Td />
              <Td className="text-right font-semibold tabular-nums" data-testid="closing-balance">
                {money(page.balance.closing_balance, page.balance.currency)}
              </Td>
            </Tr>
          </TBody>
        </Table>
      ) : null}
      {page.reconciliation ? <Reconciliation page={page} t={t} memberZone={memberZone} money={money} /> : null}
    </div>
  );
}

/** Columns a phone leaves out (the item, the net and the bank amount stay on screen at 390 px). */
const WIDE = 'hidden md:table-cell';

const typeKey = (type: string) => `reports.type.${type}` as 'reports.type.PAYMENT';
const statusKey = (status: string) => `overview.status.${status}` as 'overview.status.SUCCESSFUL';

/** A transaction's type and status in the member's language (the API's own word when it has no translation). */
function typeAndStatus(t: Translator, type: string, status: string): string {
  const word = (key: string, raw: string) => {
    const worded = t(key as 'reports.type.PAYMENT');
    return worded === key ? raw : worded;
  };
  return `${word(typeKey(type), type)} · ${word(statusKey(status), status)}`;
}

function Reconciliation({
  page,
  t,
  memberZone,
  money,
}: {
  page: Found;
  t: Translator;
  memberZone: string;
  money: (v: bigint, currency: string) => string;
}) {
  const report = page.reconciliation!;
  const c = report.currency;
  // What the bank saw of an item: a deposit came in, a payout went out (money_in / money_out, docs/reports.md).
  const atBank = (i: { type: string; bank_amount: bigint }) => (i.type === 'PAYOUT' ? -i.bank_amount : i.bank_amount);
  const totals = report.totals;
  const moneyIn =
    totals.money_in ?? report.items.filter((i) => i.type !== 'PAYOUT').reduce((s, i) => s + i.bank_amount, 0n);
  const moneyOut =
    totals.money_out ?? report.items.filter((i) => i.type === 'PAYOUT').reduce((s, i) => s + i.bank_amount, 0n);
  const moneyNet = totals.money_net ?? moneyIn - moneyOut;
  return (
    <>
      <dl
        className="grid grid-cols-1 gap-3 sm:grid-cols-3"
        aria-label={t('reports.bankFigures')}
        data-testid="bank-figures"
      >
        {[
          [t('reports.moneyIn'), moneyIn, 'money-in'],
          [t('reports.moneyOut'), -moneyOut, 'money-out'],
          [t('reports.moneyNet'), moneyNet, 'money-net'],
        ].map(([label, value, id]) => (
          <div key={id as string} className="rounded-md border border-slate-200 p-3 dark:border-slate-700">
            <dt className="text-sm text-slate-600 dark:text-slate-400">{label as string}</dt>
            <dd className="text-lg font-semibold break-words tabular-nums" data-testid={id as string}>
              {money(value as bigint, c)}
            </dd>
          </div>
        ))}
      </dl>
      <Table label={t('reports.kind.payout_reconciliation')}>
        <TableCaption>
          {t('reports.kind.payout_reconciliation')} · {c}
        </TableCaption>
        <THead>
          <Tr>
            <Th>{t('reports.item')}</Th>
            <Th className={WIDE}>{t('reports.businessDay')}</Th>
            <Th className={`text-right ${WIDE}`}>{t('reports.lines')}</Th>
            <Th className={`text-right ${WIDE}`}>{t('reports.gross')}</Th>
            <Th className={`text-right ${WIDE}`}>{t('reports.fees')}</Th>
            <Th className="text-right">{t('reports.net')}</Th>
            <Th className="text-right">{t('reports.bankSigned')}</Th>
          </Tr>
        </THead>
        <TBody>
          {report.items.length === 0 ? (
            <Tr>
              <Td colSpan={7}>{t('reports.noItems')}</Td>
            </Tr>
          ) : null}
          {report.items.map((i) => (
            <Tr key={i.uuid}>
              <Td>
                <Link
                  href={`/reports?${query(page.selection, { item: i.uuid, cursor: page.selection.cursor, before: page.selection.before })}`}
                  className="font-mono underline"
                >
                  {i.code}
                </Link>{' '}
                <span className="block text-xs text-slate-500 sm:inline">
                  {typeAndStatus(t, i.type, i.status)} · {formatDateTime(i.date_created, memberZone)}
                </span>
              </Td>
              <Td className={WIDE}>{i.business_day}</Td>
              <Td className={`text-right tabular-nums ${WIDE}`}>{i.line_count}</Td>
              <Td className={`text-right tabular-nums ${WIDE}`}>{money(i.gross, c)}</Td>
              <Td className={`text-right tabular-nums ${WIDE}`}>{money(i.fees, c)}</Td>
              <Td className="text-right tabular-nums">{money(i.net, c)}</Td>
              <Td className="text-right tabular-nums">{money(atBank(i), c)}</Td>
            </Tr>
          ))}
          <Tr>
            <Th scope="row">{t('reports.totals')}</Th>
            <Td className={WIDE} />
            <Td className={`text-right tabular-nums ${WIDE}`}>{totals.lines}</Td>
            <Td className={`text-right tabular-nums ${WIDE}`}>{money(totals.gross, c)}</Td>
            <Td className={`text-right tabular-nums ${WIDE}`}>{money(totals.fees, c)}</Td>
            <Td className="text-right tabular-nums">{money(totals.net, c)}</Td>
            <Td className="text-right font-semibold tabular-nums" data-testid="bank-total">
              {money(moneyNet, c)}
            </Td>
          </Tr>
        </TBody>
      </Table>
      <nav aria-label={t('reports.itemsPages')} className="flex flex-wrap items-center gap-3 text-sm">
        <p data-testid="items-page">{t('reports.itemsPage', { shown: report.items.length, total: totals.items })}</p>
        {report.previous_cursor ? (
          <Link
            href={`/reports?${query(page.selection, { before: report.previous_cursor })}`}
            className={buttonClasses({ variant: 'secondary', size: 'sm' })}
          >
            {t('reports.previousItems')}
          </Link>
        ) : null}
        {report.next_cursor ? (
          <Link
            href={`/reports?${query(page.selection, { cursor: report.next_cursor })}`}
            className={buttonClasses({ variant: 'secondary', size: 'sm' })}
          >
            {t('reports.nextItems')}
          </Link>
        ) : null}
      </nav>
      {page.item ? <ItemLines detail={page.item} t={t} memberZone={memberZone} money={(v) => money(v, c)} /> : null}
    </>
  );
}

/** One deposit's or payout's lines (at most the API's 500 on screen), with the item's own totals over every line. */
function ItemLines({
  detail,
  t,
  memberZone,
  money,
}: {
  detail: NonNullable<Found['item']>;
  t: Translator;
  memberZone: string;
  money: (v: bigint) => string;
}) {
  const { item, lines } = detail;
  return (
    <Table label={item.code}>
      <TableCaption>
        {item.code} · {typeAndStatus(t, item.type, item.status)}
      </TableCaption>
      <THead>
        <Tr>
          <Th>{t('reports.line')}</Th>
          <Th className={`text-right ${WIDE}`}>{t('reports.gross')}</Th>
          <Th className="text-right">{t('reports.fees')}</Th>
          <Th className="text-right">{t('reports.net')}</Th>
        </Tr>
      </THead>
      <TBody>
        {lines.map((l) => (
          <Tr key={l.uuid}>
            <Td>
              <span className="font-mono">{l.code}</span>{' '}
              <span className="block text-xs text-slate-500 sm:inline">
                {typeAndStatus(t, l.type, l.status)} · {formatDateTime(l.date_created, memberZone)}
              </span>
            </Td>
            <Td className={`text-right tabular-nums ${WIDE}`}>{money(l.gross)}</Td>
            <Td className="text-right tabular-nums">{money(l.fees)}</Td>
            <Td className="text-right tabular-nums">{money(l.net)}</Td>
          </Tr>
        ))}
        <Tr data-testid="item-totals">
          <Th scope="row">
            {t('reports.itemTotals', { code: item.code })}
            {lines.length < item.line_count ? (
              <span className="block text-xs font-normal text-slate-500">
                {t('reports.linesShown', { shown: lines.length, total: item.line_count })}
              </span>
            ) : null}
          </Th>
          <Td className={`text-right font-semibold tabular-nums ${WIDE}`}>{money(item.gross)}</Td>
          <Td className="text-right font-semibold tabular-nums">{money(item.fees)}</Td>
          <Td className="text-right font-semibold tabular-nums">{money(item.net)}</Td>
        </Tr>
      </TBody>
    </Table>
  );
}
