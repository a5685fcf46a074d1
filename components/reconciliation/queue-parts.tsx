'use client';

import { useState, type FormEvent, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { FormMessage } from '@/components/ui/alert';
import { describedBy, Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Link } from '@/components/ui/link';
import { Select } from '@/components/ui/select';
import { fieldId, useActionForm } from '@/components/forms/use-action-form';
import { createBankAccountAction } from '@/lib/actions/reconciliation/create-bank-account';
import { formatMoney } from '@/lib/format/money';
import { newIdempotencyKey } from '@/lib/forms/idempotency';
import { useT } from '@/lib/i18n/client';
import type { AccountRow, QueueRow, StatementRow } from '@/lib/reconciliation/view';
import { VoidStatementForm } from '@/components/reconciliation/decision-forms';
import { ACCOUNT_CARRIES } from '@/lib/reconciliation';

/** What an exception is about, named and linked: the deposit or payout by its code, or the line by its reference. */
export function Subject({ exception }: { exception: QueueRow }) {
  const t = useT();
  const subject = exception.subject;
  if (!subject) return null;
  if (subject.type === 'DEPOSIT' || subject.type === 'PAYOUT') {
    const href = `/${subject.type === 'DEPOSIT' ? 'deposits' : 'payouts'}/${encodeURIComponent(subject.uuid)}`;
    return (
      <span className="block text-xs">
        {t(subject.type === 'DEPOSIT' ? 'reports.type.DEPOSIT' : 'reports.type.PAYOUT')}{' '}
        <Link href={href} className="font-mono underline">
          {subject.code ?? subject.uuid}
        </Link>{' '}
        · {subject.date}
      </span>
    );
  }
  return (
    <span className="block text-xs break-words">
      {t('reconciliation.queue.lineOf', { date: subject.date })}
      {subject.reference || subject.description ? ` · ${subject.reference ?? subject.description}` : ''}
    </span>
  );
}

/** The merchant's bank accounts (statements go into one) and, for finance, the form that registers another. */
export function BankAccountsCard({ accounts, canAct }: { accounts: AccountRow[]; canAct: boolean }) {
  const t = useT();
  const [key, setKey] = useState(newIdempotencyKey);
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('reconciliation.accounts')}</CardTitle>
      </CardHeader>
      <CardContent className="space-y-4">
        {accounts.length ? (
          <ul className="divide-y divide-slate-200 text-sm dark:divide-slate-800" data-testid="bank-accounts">
            {accounts.map((a) => (
              <li key={a.uuid} className="flex flex-wrap justify-between gap-2 py-2">
                <span className="font-medium">
                  {a.name} · {a.currency}
                </span>
                <span className="font-mono break-all">{a.account_number}</span>
                <span className="text-slate-600 dark:text-slate-400">
                  {t(`reconciliation.carries.${a.carries}` as 'reconciliation.carries.BOTH')}
                  {a.last_date && a.closing_balance !== null
                    ? ` · ${t('reconciliation.accounts.closing', {
                        date: a.last_date,
                        amount: formatMoney(a.closing_balance, a.currency, t.language),
                      })}`
                    : ''}
                </span>
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-sm text-slate-600 dark:text-slate-400">{t('reconciliation.accounts.none')}</p>
        )}
        {canAct ? <BankAccountForm key={key} idempotencyKey={key} onDone={() => setKey(newIdempotencyKey())} /> : null}
      </CardContent>
    </Card>
  );
}

function BankAccountForm({ idempotencyKey, onDone }: { idempotencyKey: string; onDone: () => void }) {
  const t = useT();
  const form = useActionForm<{ bankAccountId: string | null }>(createBankAccountAction, idempotencyKey);
  function send(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    form.markAttempted();
    form.submit(new FormData(event.currentTarget));
  }
  const field = (name: string, label: string, control: (id: string, error?: string) => ReactNode) => {
    const id = fieldId(`account-${name}`);
    const error = form.error(name);
    return (
      <Field id={id} label={label} error={error}>
        {control(id, error)}
      </Field>
    );
  };
  const aria = (id: string, error?: string) => ({
    'aria-invalid': Boolean(error),
    'aria-describedby': describedBy(id, { error }),
  });
  return (
    <form
      onSubmit={send}
      {...form.tracking}
      className="space-y-3"
      noValidate
      aria-label={t('reconciliation.accounts.add')}
    >
      <input type="hidden" name="idempotency_key" value={form.idempotencyKey} />
      <div className="grid gap-3 sm:grid-cols-2">
        {field('name', t('reconciliation.accounts.name'), (id, error) => (
          <Input id={id} name="name" {...aria(id, error)} />
        ))}
        {field('currency', t('reports.currency'), (id, error) => (
          <Input id={id} name="currency" maxLength={3} className="w-24" {...aria(id, error)} />
        ))}
        {field('account_number', t('reconciliation.accounts.number'), (id, error) => (
          <Input id={id} name="account_number" {...aria(id, error)} />
        ))}
        {field('bank_name', t('reconciliation.accounts.bank'), (id, error) => (
          <Input id={id} name="bank_name" {...aria(id, error)} />
        ))}
        {field('carries', t('reconciliation.accounts.carries'), (id, error) => (
          <Select id={id} name="carries" {...aria(id, error)}>
            {ACCOUNT_CARRIES.map((c) => (
              <option key={c} value={c}>
                {t(`reconciliation.carries.${c}` as 'reconciliation.carries.BOTH')}
              </option>
            ))}
          </Select>
        ))}
      </div>
      <FormMessage state={form.state} />
      <div className="flex justify-end">
        {form.state?.ok ? (
          <Button type="button" variant="secondary" onClick={onDone}>
            {t('reconciliation.accounts.add')}
          </Button>
        ) : (
          <Button type="submit" disabled={form.pending} aria-busy={form.pending || undefined}>
            {t('reconciliation.accounts.add')}
          </Button>
        )}
      </div>
    </form>
  );
}

/** The statements imported, newest first, any status: each one's period and lines, its exceptions, and voiding. */
export function StatementsCard({ statements, canAct }: { statements: StatementRow[]; canAct: boolean }) {
  const t = useT();
  if (!statements.length) return null;
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('reconciliation.statements')}</CardTitle>
      </CardHeader>
      <CardContent>
        <ul className="divide-y divide-slate-200 text-sm dark:divide-slate-800" data-testid="statements">
          {statements.map((s) => (
            <li key={s.uuid} className="space-y-2 py-3" data-status={s.status}>
              <p className="flex flex-wrap gap-x-3 gap-y-1">
                <span className="font-medium break-all">{s.file_name}</span>
                <span>{t(`reconciliation.format.${s.format}` as 'reconciliation.format.CSV')}</span>
                <span>
                  {s.first_date ?? '—'} – {s.last_date ?? '—'}
                </span>
                <span>{t('reconciliation.statements.lines', { lines: s.line_count, matched: s.matched_count })}</span>
                <span className="font-medium">
                  {t(s.status === 'VOID' ? 'reconciliation.status.VOID' : 'reconciliation.statements.active')}
                </span>
              </p>
              {s.status === 'VOID' ? (
                <p className="text-slate-600 dark:text-slate-400">
                  {t('reconciliation.statements.voided', { who: s.voided_by ?? '—', why: s.void_reason ?? '—' })}
                </p>
              ) : (
                <div className="flex flex-wrap items-start gap-4">
                  <Link href={`/reconciliation?statement=${encodeURIComponent(s.uuid)}`} className="underline">
                    {t('reconciliation.import.showExceptions')}
                  </Link>
                  {canAct ? <VoidStatementForm statementId={s.uuid} /> : null}
                </div>
              )}
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
