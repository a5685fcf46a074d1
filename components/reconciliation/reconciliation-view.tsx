'use client';

import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { FormMessage } from '@/components/ui/alert';
import { describedBy, Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { Link } from '@/components/ui/link';
import { Table, TBody, Td, Th, THead, Tr } from '@/components/ui/table';
import { SelectedLinePanel } from '@/components/reconciliation/selected-line';
import { BankAccountsCard, StatementsCard } from '@/components/reconciliation/queue-parts';
import { ExceptionsQueue, lineHref, type Queue, type QueueMember } from '@/components/reconciliation/queue';
import { fieldId, useActionForm } from '@/components/forms/use-action-form';
import { importStatementAction, type ImportStatementResult } from '@/lib/actions/reconciliation/import';
import { formatMoney } from '@/lib/format/money';
import { formatCount } from '@/lib/overview/format';
import { newIdempotencyKey } from '@/lib/forms/idempotency';
import { useT } from '@/lib/i18n/client';
import type { SelectedLine } from '@/lib/reconciliation/data';
import { daysHref, type QueueProblems } from '@/lib/reconciliation/queue';
import type { CsvMappingOption } from '@/lib/merchant-api/schemas/reconciliation';
import {
  DAYS_SHOWN,
  type AccountRow,
  type LineRow,
  type MonthFigures,
  type QueueRow,
  type StatementRow,
} from '@/lib/reconciliation/view';
import { STATEMENT_FORMATS } from '@/lib/reconciliation';
import { STATEMENT_FILE_LIMIT_MB } from '@/core/statement-limits';

/** The page's data, each object cut to the fields it shows (lib/reconciliation/view.ts). */
export interface ReconciliationViewProps {
  summary: MonthFigures;
  latest: { file_name: string; line_count: number } | null;
  statements: StatementRow[];
  lines: LineRow[];
  exceptions: QueueRow[];
  mappings: CsvMappingOption[];
  accounts: AccountRow[];
  /** The queue's page and filters (from the URL) and how many exceptions they hold. */
  queue: Queue;
  /** The queue's filters the URL gave that it cannot use, named on their fields. */
  problems: QueueProblems;
  /** The members an exception can be assigned to (the owner filter). */
  members: QueueMember[];
  /** The member may download the queue as CSV (`exports`). */
  canExport: boolean;
  /** The line opened with `?line=`: undefined when none was asked, null when it does not exist. */
  selected?: SelectedLine | null;
  canAct: boolean;
  /** Which days the page counts in: "Days in America/Bogota" (the business day, in the member's language). */
  daysLabel: string;
  /** The member's own zone (times of decisions). */
  timeZone: string;
}

/** The reconciliation page: the month's figures, the import form, the latest statement's lines, the queue. */
export function ReconciliationView({
  summary,
  latest,
  statements,
  lines,
  exceptions,
  mappings,
  accounts,
  queue,
  problems,
  members,
  canExport,
  selected,
  canAct,
  daysLabel,
  timeZone,
}: ReconciliationViewProps) {
  const t = useT();
  const [importKey, setImportKey] = useState(newIdempotencyKey);
  return (
    <div className="space-y-6">
      {selected !== undefined ? <SelectedLinePanel selected={selected} canAct={canAct} timeZone={timeZone} /> : null}
      <Card>
        <CardHeader>
          <CardTitle>{t('reconciliation.period')}</CardTitle>
          <p className="text-sm text-slate-600 dark:text-slate-400" data-testid="reconciliation-days">
            {daysLabel}
          </p>
        </CardHeader>
        <CardContent>
          <dl className="grid grid-cols-2 gap-4 sm:grid-cols-4" data-testid="reconciliation-figures">
            <Figure label={t('reconciliation.lines')} value={summary.lines} />
            <Figure label={t('reconciliation.matchedLines')} value={summary.matched_lines} />
            <Figure label={t('reconciliation.openLines')} value={summary.open_lines} />
            <Figure label={t('reconciliation.openExceptions')} value={summary.open_exceptions} />
          </dl>
          {summary.days.length ? <DaysTable summary={summary} queue={queue} /> : null}
        </CardContent>
      </Card>

      <BankAccountsCard accounts={accounts} canAct={canAct} />
      <StatementsCard statements={statements} canAct={canAct} />
      <Card>
        <CardHeader>
          <CardTitle>{t('reconciliation.import.title')}</CardTitle>
        </CardHeader>
        <CardContent>
          {canAct ? (
            <ImportForm
              key={importKey}
              idempotencyKey={importKey}
              mappings={mappings}
              accounts={accounts}
              onDone={() => setImportKey(newIdempotencyKey())}
            />
          ) : (
            <p className="text-sm text-slate-600 dark:text-slate-400">{t('reconciliation.import.readOnly')}</p>
          )}
        </CardContent>
      </Card>

      <ExceptionsQueue
        exceptions={exceptions}
        queue={queue}
        problems={problems}
        accounts={accounts}
        members={members}
        canAct={canAct}
        canExport={canExport}
      />

      <Card>
        <CardHeader>
          <CardTitle>
            {t('reconciliation.latest')}
            {latest ? ` · ${latest.file_name}` : ''}
          </CardTitle>
        </CardHeader>
        <CardContent>
          {latest ? (
            <Table label={t('reconciliation.latest')}>
              <THead>
                <Tr>
                  <Th>{t('reconciliation.line')}</Th>
                  <Th>{t('reconciliation.valueDate')}</Th>
                  <Th>{t('reconciliation.amount')}</Th>
                  <Th>{t('reconciliation.reference')}</Th>
                  <Th>{t('reconciliation.status')}</Th>
                  <Th>{t('reconciliation.matchedTo')}</Th>
                  <Th>{t('reconciliation.note')}</Th>
                  <Th>{t('reconciliation.actions')}</Th>
                </Tr>
              </THead>
              <TBody>
                {lines.map((l) => (
                  <Tr key={l.uuid} data-testid="reconciliation-line" data-status={l.status}>
                    <Td>{l.line_number}</Td>
                    <Td>{l.value_date}</Td>
                    <Td className="tabular-nums">{formatMoney(l.amount, l.currency, t.language)}</Td>
                    <Td className="break-all">{l.text ?? '—'}</Td>
                    <Td>{t(`reconciliation.status.${l.status}` as 'reconciliation.status.MATCHED')}</Td>
                    <Td className="break-all">{l.matched_to || '—'}</Td>
                    <Td>{l.note ?? '—'}</Td>
                    <Td>
                      <Link
                        href={lineHref(l.uuid)}
                        className="text-sm font-medium underline"
                        aria-label={t('reconciliation.reviewLine', { line: l.line_number })}
                      >
                        {t('reconciliation.review')}
                      </Link>
                    </Td>
                  </Tr>
                ))}
              </TBody>
            </Table>
          ) : (
            <p className="text-sm text-slate-600 dark:text-slate-400">{t('reconciliation.noStatements')}</p>
          )}
          {latest && latest.line_count > lines.length && (
            <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">
              {t('reconciliation.latestFirst', {
                shown: formatCount(lines.length, t.language),
                total: formatCount(latest.line_count, t.language),
              })}
            </p>
          )}
        </CardContent>
      </Card>
    </div>
  );
}

function Figure({ label, value }: { label: string; value: number }) {
  return (
    <div>
      <dt className="text-sm text-slate-600 dark:text-slate-400">{label}</dt>
      <dd className="text-2xl font-semibold tabular-nums">{value}</dd>
    </div>
  );
}

/**
 * The month's days (per currency): the latest week, the rest of the month a link away (`?days=all`), so the page
 * carries the same few days whatever the number of days and currencies (docs/performance.md, "The console's HTML").
 */
function DaysTable({ summary, queue }: { summary: MonthFigures; queue: Queue }) {
  const t = useT();
  return (
    <>
      <Table label={t('reconciliation.byDay')} containerClassName="mt-4">
        <THead>
          <Tr>
            <Th>{t('reconciliation.day')}</Th>
            <Th>{t('reconciliation.currency')}</Th>
            <Th>{t('reconciliation.matchedLines')}</Th>
            <Th>{t('reconciliation.openLines')}</Th>
            <Th>{t('reconciliation.matchedTransactions')}</Th>
          </Tr>
        </THead>
        <TBody>
          {summary.days.map(([date, currency, matched, open, matchedTx, transactions]) => (
            <Tr key={`${date}-${currency}`}>
              <Td>{date}</Td>
              <Td>{currency}</Td>
              <Td>{matched}</Td>
              <Td>{open}</Td>
              <Td>
                {matchedTx} / {transactions}
              </Td>
            </Tr>
          ))}
        </TBody>
      </Table>
      {summary.dates > DAYS_SHOWN ? (
        <Link href={daysHref(queue, !summary.allDays)} className="mt-2 inline-block text-sm underline">
          {summary.allDays
            ? t('reconciliation.byDay.latest', { count: DAYS_SHOWN })
            : t('reconciliation.byDay.all', { count: summary.dates })}
        </Link>
      ) : null}
    </>
  );
}

function ImportForm({
  idempotencyKey,
  mappings,
  accounts,
  onDone,
}: {
  idempotencyKey: string;
  mappings: CsvMappingOption[];
  accounts: AccountRow[];
  onDone: () => void;
}) {
  const t = useT();
  const form = useActionForm<ImportStatementResult>(importStatementAction, idempotencyKey);
  const [format, setFormat] = useState<string>('CAMT053');
  const fileId = fieldId('statement_file');
  const fileError = form.error('statement_file');
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
      aria-label={t('reconciliation.import.title')}
    >
      <input type="hidden" name="idempotency_key" value={form.idempotencyKey} />
      <div className="grid gap-3 sm:grid-cols-2">
        <Field id={fieldId('format')} label={t('reconciliation.format')}>
          <Select
            id={fieldId('format')}
            name="format"
            value={format}
            onChange={(e) => setFormat(e.target.value)}
            options={STATEMENT_FORMATS.map((f) => ({
              value: f,
              label: t(`reconciliation.format.${f}` as 'reconciliation.format.CSV'),
            }))}
          />
        </Field>
        <Field
          id={fieldId('bank_account_id')}
          label={t('reconciliation.bankAccount')}
          error={form.error('bank_account_id')}
        >
          <Select
            id={fieldId('bank_account_id')}
            name="bank_account_id"
            aria-invalid={Boolean(form.error('bank_account_id'))}
            aria-describedby={describedBy(fieldId('bank_account_id'), { error: form.error('bank_account_id') })}
          >
            <option value="">{t('reconciliation.bankAccount.fromFile')}</option>
            {accounts.map((a) => (
              <option key={a.uuid} value={a.uuid}>
                {a.name} · {a.currency} · {a.account_number}
              </option>
            ))}
          </Select>
        </Field>
        {format === 'CSV' ? (
          <Field id={fieldId('mapping_id')} label={t('reconciliation.mapping')} error={form.error('mapping_id')}>
            <Select id={fieldId('mapping_id')} name="mapping_id">
              {mappings.length ? null : <option value="">{t('reconciliation.mapping.none')}</option>}
              {mappings.map((m) => (
                <option key={m.uuid} value={m.uuid}>
                  {m.name}
                </option>
              ))}
            </Select>
          </Field>
        ) : null}
      </div>
      <Field
        id={fileId}
        label={t('reconciliation.file')}
        hint={t('reconciliation.file.hint', { size: STATEMENT_FILE_LIMIT_MB })}
        error={fileError}
      >
        <Input
          id={fileId}
          name="statement_file"
          type="file"
          accept=".xml,.sta,.txt,.940,.mt940,.csv,text/csv,application/xml,text/xml,text/plain"
          aria-invalid={Boolean(fileError)}
          aria-describedby={describedBy(fileId, { hint: true, error: fileError })}
        />
      </Field>
      <FormMessage state={form.state} />
      {form.state?.ok && form.state.result?.statementId ? (
        <p className="text-sm">
          <Link
            href={`/reconciliation?statement=${encodeURIComponent(form.state.result.statementId)}`}
            className="font-medium underline"
          >
            {t('reconciliation.import.showExceptions')}
          </Link>
        </p>
      ) : null}
      <div className="flex justify-end gap-2">
        {form.state?.ok ? (
          <Button type="button" variant="secondary" onClick={onDone}>
            {t('reconciliation.import.title')}
          </Button>
        ) : (
          <Button type="submit" disabled={form.pending} aria-busy={form.pending || undefined}>
            {form.pending ? t('reconciliation.import.sending') : t('reconciliation.import.submit')}
          </Button>
        )}
      </div>
    </form>
  );
}
