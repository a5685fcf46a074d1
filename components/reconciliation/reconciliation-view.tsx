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
import { AssignForm } from '@/components/reconciliation/decision-forms';
import { SelectedLinePanel } from '@/components/reconciliation/selected-line';
import {
  BankAccountsCard,
  QueueFilters,
  QueuePages,
  StatementsCard,
  Subject,
} from '@/components/reconciliation/queue-parts';
import { fieldId, useActionForm } from '@/components/actions/use-action-form';
import { importStatementAction, type ImportStatementResult } from '@/lib/actions/reconciliation/import';
import { resolveExceptionAction } from '@/lib/actions/reconciliation/resolve';
import { formatMoney } from '@/lib/format/money';
import { newIdempotencyKey } from '@/lib/forms/idempotency';
import { useT } from '@/lib/i18n/client';
import type { QueueParams, SelectedLine } from '@/lib/data/reconciliation';
import type {
  BankAccount,
  CsvMappingOption,
  ReconciliationException,
  ReconciliationSummary,
  Statement,
  StatementLine,
} from '@/lib/merchant-api/schemas/reconciliation';
import { FINANCE_RESOLUTIONS, STATEMENT_FORMATS } from '@/lib/reconciliation';
import { STATEMENT_FILE_LIMIT_MB } from '@/core/statement-limits';

export interface ReconciliationViewProps {
  summary: ReconciliationSummary;
  latest: Statement | null;
  statements: Statement[];
  lines: StatementLine[];
  exceptions: ReconciliationException[];
  mappings: CsvMappingOption[];
  accounts: BankAccount[];
  /** The queue's page and filters (from the URL) and how many exceptions they hold. */
  queue: QueueParams & { total: number; pageSize: number };
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
            <Figure label={t('reconciliation.lines')} value={sum(summary, 'lines')} />
            <Figure label={t('reconciliation.matchedLines')} value={sum(summary, 'matched_lines')} />
            <Figure label={t('reconciliation.openLines')} value={sum(summary, 'open_lines')} />
            <Figure label={t('reconciliation.openExceptions')} value={summary.open_exceptions} />
          </dl>
          {summary.days.length ? (
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
                {summary.days.map((d) => (
                  <Tr key={`${d.date}-${d.currency}`}>
                    <Td>{d.date}</Td>
                    <Td>{d.currency}</Td>
                    <Td>{d.matched_lines}</Td>
                    <Td>{d.open_lines}</Td>
                    <Td>
                      {d.matched_transactions} / {d.transactions}
                    </Td>
                  </Tr>
                ))}
              </TBody>
            </Table>
          ) : null}
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

      <Card>
        <CardHeader>
          <CardTitle>{t('reconciliation.exceptions')}</CardTitle>
        </CardHeader>
        <CardContent className="space-y-3">
          <QueueFilters queue={queue} />
          {exceptions.length ? (
            <Table label={t('reconciliation.exceptions')}>
              <THead>
                <Tr>
                  <Th>{t('reconciliation.kind')}</Th>
                  <Th>{t('reconciliation.amount')}</Th>
                  <Th>{t('reconciliation.age')}</Th>
                  <Th>{t('reconciliation.owner')}</Th>
                  <Th>{t('reconciliation.note')}</Th>
                  <Th>{t('reconciliation.actions')}</Th>
                </Tr>
              </THead>
              <TBody>
                {exceptions.map((e) => (
                  <Tr key={e.uuid} data-testid="reconciliation-exception">
                    <Td>
                      {t(`reconciliation.kind.${e.kind}` as 'reconciliation.kind.UNMATCHED_LINE')}
                      <Subject exception={e} />
                    </Td>
                    <Td className="tabular-nums">{formatMoney(e.amount, e.currency, t.language)}</Td>
                    <Td>{t('reconciliation.ageDays', { count: e.age_days })}</Td>
                    <Td>{e.owner ?? '—'}</Td>
                    <Td>{e.note ?? '—'}</Td>
                    <Td>
                      <div className="flex min-w-64 flex-col gap-4">
                        {e.line_id ? (
                          <Link href={lineHref(e.line_id, queue.statement)} className="text-sm font-medium underline">
                            {canAct ? t('reconciliation.matchByHand') : t('reconciliation.review')}
                          </Link>
                        ) : null}
                        {canAct ? (
                          <>
                            <AssignForm
                              key={`${e.owner}|${e.note}`}
                              exceptionId={e.uuid}
                              owner={e.owner}
                              note={e.note}
                            />
                            <ResolveForm exceptionId={e.uuid} />
                          </>
                        ) : null}
                      </div>
                    </Td>
                  </Tr>
                ))}
              </TBody>
            </Table>
          ) : (
            <p className="text-sm text-slate-600 dark:text-slate-400">{t('reconciliation.noExceptions')}</p>
          )}
          <QueuePages queue={queue} shown={exceptions.length} />
        </CardContent>
      </Card>

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
                    <Td className="break-all">{l.reference ?? l.description ?? '—'}</Td>
                    <Td>{t(`reconciliation.status.${l.status}` as 'reconciliation.status.MATCHED')}</Td>
                    <Td className="break-all">
                      {l.matches.map((m) => m.transaction_code || m.transaction_id).join(', ') || '—'}
                    </Td>
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
        </CardContent>
      </Card>
    </div>
  );
}

/** A line opened on the page, keeping the queue's statement filter (so the exception stays in view). */
const lineHref = (lineId: string, statement?: string) =>
  `/reconciliation?${statement ? `statement=${encodeURIComponent(statement)}&` : ''}line=${encodeURIComponent(lineId)}`;

function Figure({ label, value }: { label: string; value: number }) {
  return (
    <div>
      <dt className="text-sm text-slate-600 dark:text-slate-400">{label}</dt>
      <dd className="text-2xl font-semibold tabular-nums">{value}</dd>
    </div>
  );
}

const sum = (s: ReconciliationSummary, key: 'lines' | 'matched_lines' | 'open_lines') =>
  s.period.reduce((total, p) => total + p[key], 0);

function ImportForm({
  idempotencyKey,
  mappings,
  accounts,
  onDone,
}: {
  idempotencyKey: string;
  mappings: CsvMappingOption[];
  accounts: BankAccount[];
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

function ResolveForm({ exceptionId }: { exceptionId: string }) {
  const t = useT();
  const [key] = useState(newIdempotencyKey);
  const form = useActionForm<{ exceptionId: string }>(resolveExceptionAction, key);
  const noteId = fieldId(`note-${exceptionId}`);
  const resolutionId = fieldId(`resolution-${exceptionId}`);
  function send(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    form.markAttempted();
    form.submit(new FormData(event.currentTarget));
  }
  return (
    <form
      onSubmit={send}
      {...form.tracking}
      className="flex min-w-64 flex-col gap-2"
      noValidate
      aria-label={t('reconciliation.resolve')}
    >
      <input type="hidden" name="idempotency_key" value={form.idempotencyKey} />
      <input type="hidden" name="exception_id" value={exceptionId} />
      <Field id={resolutionId} label={t('reconciliation.resolution')} error={form.error('resolution')}>
        <Select
          id={resolutionId}
          name="resolution"
          controlSize="sm"
          options={FINANCE_RESOLUTIONS.map((r) => ({
            value: r,
            label: t(`reconciliation.resolution.${r}` as 'reconciliation.resolution.OTHER'),
          }))}
        />
      </Field>
      <Field id={noteId} label={t('reconciliation.note')} error={form.error('note')}>
        <Input id={noteId} name="note" controlSize="sm" aria-invalid={Boolean(form.error('note'))} />
      </Field>
      <FormMessage state={form.state} />
      <Button
        type="submit"
        size="sm"
        variant="secondary"
        disabled={form.pending || form.state?.ok}
        aria-busy={form.pending || undefined}
      >
        {form.pending ? t('reconciliation.resolve.sending') : t('reconciliation.resolve')}
      </Button>
    </form>
  );
}
