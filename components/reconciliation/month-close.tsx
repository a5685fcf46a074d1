'use client';

import { useState, type FormEvent } from 'react';
import { Button, buttonClasses } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { FormMessage } from '@/components/ui/alert';
import { describedBy, Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Link } from '@/components/ui/link';
import { Table, TBody, Td, Th, THead, Tr } from '@/components/ui/table';
import { fieldId, useActionForm } from '@/components/forms/use-action-form';
import { signOffMonthAction } from '@/lib/actions/reconciliation/sign-off';
import { addDays } from '@/core/calendar';
import { formatDateTime } from '@/lib/format/date';
import { formatMoney } from '@/lib/format/money';
import { newIdempotencyKey } from '@/lib/forms/idempotency';
import { useT } from '@/lib/i18n/client';
import type { MonthClose } from '@/lib/merchant-api/schemas/reconciliation';

type Account = MonthClose['accounts'][number];

const otherMonth = (month: string, step: -1 | 1) =>
  (step < 0 ? addDays(`${month}-01`, -1) : addDays(`${month}-28`, 4)).slice(0, 7);

/** The month's close: per bank account and day what is matched, open, missing and left, and its sign-off. */
export function MonthCloseView({ close, canAct, timeZone }: { close: MonthClose; canAct: boolean; timeZone: string }) {
  const t = useT();
  return (
    <div className="space-y-6">
      <nav aria-label={t('reconciliation.close.months')} className="flex flex-wrap items-center gap-3 text-sm">
        <Link
          href={`/reconciliation/close?month=${otherMonth(close.month, -1)}`}
          className={buttonClasses({ variant: 'secondary', size: 'sm' })}
        >
          {t('reports.previousItems')}
        </Link>
        <strong data-testid="close-month">{close.month}</strong>
        <Link
          href={`/reconciliation/close?month=${otherMonth(close.month, 1)}`}
          className={buttonClasses({ variant: 'secondary', size: 'sm' })}
        >
          {t('reports.nextItems')}
        </Link>
        <span className="text-slate-600 dark:text-slate-400">{t('reports.daysIn', { zone: close.time_zone })}</span>
      </nav>
      {close.accounts.length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">{t('reconciliation.accounts.none')}</p>
      ) : null}
      {close.accounts.map((a) => (
        <AccountClose key={a.bank_account.uuid} account={a} month={close.month} canAct={canAct} timeZone={timeZone} />
      ))}
    </div>
  );
}

function AccountClose({
  account,
  month,
  canAct,
  timeZone,
}: {
  account: Account;
  month: string;
  canAct: boolean;
  timeZone: string;
}) {
  const t = useT();
  const c = account.bank_account.currency;
  const money = (v: number) => formatMoney(v, c, t.language);
  const figures = [
    ['reconciliation.close.matched', money(account.totals.matched_amount), account.totals.matched_lines],
    ['reconciliation.close.open', money(account.totals.open_amount), account.totals.open_lines],
    ['reconciliation.close.missing', money(account.totals.missing_amount), account.totals.missing_transactions],
    ['reconciliation.close.adjustments', money(account.totals.adjustments), null],
    ['reconciliation.close.left', money(account.totals.difference_left), null],
  ] as const;
  return (
    <Card data-testid="account-close">
      <CardHeader>
        <CardTitle>
          {account.bank_account.name} · {c} · <span className="font-mono">{account.bank_account.account_number}</span>
        </CardTitle>
      </CardHeader>
      <CardContent className="space-y-4">
        <dl className="grid grid-cols-2 gap-3 sm:grid-cols-5">
          {figures.map(([key, amount, count]) => (
            <div key={key}>
              <dt className="text-sm text-slate-600 dark:text-slate-400">{t(key)}</dt>
              <dd
                className="font-semibold break-words tabular-nums"
                data-testid={key.replace('reconciliation.close.', 'close-')}
              >
                {amount}
                {count !== null ? (
                  <span className="block text-xs font-normal">{t('reconciliation.close.count', { count })}</span>
                ) : null}
              </dd>
            </div>
          ))}
        </dl>
        {account.days.length ? (
          <Table label={t('reconciliation.byDay')}>
            <THead>
              <Tr>
                <Th>{t('reconciliation.day')}</Th>
                <Th className="text-right">{t('reconciliation.close.matched')}</Th>
                <Th className="text-right">{t('reconciliation.close.open')}</Th>
                <Th className="hidden text-right md:table-cell">{t('reconciliation.close.missing')}</Th>
                <Th className="text-right">{t('reconciliation.close.left')}</Th>
              </Tr>
            </THead>
            <TBody>
              {account.days.map((d) => (
                <Tr key={d.date}>
                  <Td>{d.date}</Td>
                  <Td className="text-right tabular-nums">{d.matched_lines}</Td>
                  <Td className="text-right tabular-nums">{d.open_lines}</Td>
                  <Td className="hidden text-right tabular-nums md:table-cell">{d.missing_transactions}</Td>
                  <Td className="text-right tabular-nums">{money(d.difference_left)}</Td>
                </Tr>
              ))}
            </TBody>
          </Table>
        ) : null}
        {account.sign_off ? (
          <p className="text-sm" data-testid="sign-off">
            {t('reconciliation.close.signedBy', {
              who: account.sign_off.signed_by,
              when: formatDateTime(account.sign_off.signed_at, timeZone),
            })}
            {account.sign_off.note ? ` — ${account.sign_off.note}` : ''}
          </p>
        ) : null}
        {account.changes_since_sign_off.length ? (
          <ul
            className="list-disc pl-5 text-sm text-amber-800 dark:text-amber-300"
            data-testid="changes-since-sign-off"
          >
            {account.changes_since_sign_off.map((ch) => (
              <li key={`${ch.date}-${ch.field}`}>
                {t('reconciliation.close.change', {
                  date: ch.date,
                  field: ch.field,
                  then: ch.at_sign_off,
                  now: ch.now,
                })}
              </li>
            ))}
          </ul>
        ) : null}
        {canAct ? <SignOffForm month={month} accountId={account.bank_account.uuid} /> : null}
      </CardContent>
    </Card>
  );
}

function SignOffForm({ month, accountId }: { month: string; accountId: string }) {
  const t = useT();
  const [key] = useState(newIdempotencyKey);
  const form = useActionForm<{ month: string }>(signOffMonthAction, key);
  const noteId = fieldId(`sign-off-note-${accountId}`);
  const error = form.error('note');
  function send(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    form.markAttempted();
    form.submit(new FormData(event.currentTarget));
  }
  return (
    <form
      onSubmit={send}
      {...form.tracking}
      className="space-y-3"
      noValidate
      aria-label={t('reconciliation.close.signOff')}
    >
      <input type="hidden" name="idempotency_key" value={form.idempotencyKey} />
      <input type="hidden" name="month" value={month} />
      <input type="hidden" name="bank_account_id" value={accountId} />
      <Field id={noteId} label={t('reconciliation.note')} error={error}>
        <Input
          id={noteId}
          name="note"
          aria-invalid={Boolean(error)}
          aria-describedby={describedBy(noteId, { error })}
        />
      </Field>
      <FormMessage state={form.state} />
      <Button type="submit" disabled={form.pending || form.state?.ok} aria-busy={form.pending || undefined}>
        {t('reconciliation.close.signOff')}
      </Button>
    </form>
  );
}
