'use client';

import { Fragment, useState } from 'react';
import { buttonClasses } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { describedBy, Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Link } from '@/components/ui/link';
import { Select } from '@/components/ui/select';
import { Table, TBody, Td, Th, THead, Tr } from '@/components/ui/table';
import { ExportButton } from '@/components/export/export-button';
import { LazySavedViewsMenu } from '@/components/saved-views/lazy-saved-views-menu';
import { AssignForm, BulkExceptionsForm, ResolveExceptionForm } from '@/components/reconciliation/decision-forms';
import { Subject } from '@/components/reconciliation/queue-parts';
import { formatMoney } from '@/lib/format/money';
import { useT } from '@/lib/i18n/client';
import type { AccountRow, QueueRow } from '@/lib/reconciliation/view';
import { EXCEPTION_KINDS } from '@/lib/reconciliation';
import { queueFiltered, queueHref, type QueueParams, type QueueProblems } from '@/lib/reconciliation/queue';

export type Queue = QueueParams & { total: number; pageSize: number };

export interface QueueMember {
  email: string;
  name: string;
}

export interface ExceptionsQueueProps {
  exceptions: QueueRow[];
  queue: Queue;
  problems: QueueProblems;
  accounts: AccountRow[];
  members: QueueMember[];
  canAct: boolean;
  canExport: boolean;
}

const NO_COLUMNS: string[] = [];

/**
 * The exceptions queue (docs/reconciliation.md, "In the console"; its rows' classes are short component classes of
 * app/globals.css, and a cell takes its row's top alignment, so a page of 25 rows stays light): filters in the URL (kept by saved views and the
 * CSV export), a page of rows with the exact total, rows picked for a bulk assign or resolve, and each row's own
 * decisions behind its menu so a row stays one or two lines tall at any width.
 */
export function ExceptionsQueue(props: ExceptionsQueueProps) {
  const { exceptions, queue } = props;
  const t = useT();
  // Picks last while the page shows the same rows (a decision or a new page starts again).
  const pageKey = exceptions.map((e) => e.uuid).join(',');
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('reconciliation.exceptions')}</CardTitle>
      </CardHeader>
      <CardContent className="space-y-3">
        <QueueFilters {...props} />
        {exceptions.length ? (
          <QueueRows key={pageKey} {...props} />
        ) : (
          <p className="text-sm text-slate-600 dark:text-slate-400" data-testid="queue-empty">
            {queueFiltered(queue) ? t('reconciliation.queue.noMatch') : t('reconciliation.noExceptions')}
          </p>
        )}
        <QueuePages queue={queue} shown={exceptions.length} />
      </CardContent>
    </Card>
  );
}

function QueueRows({ exceptions, queue, canAct }: ExceptionsQueueProps) {
  const t = useT();
  const [picked, setPicked] = useState<ReadonlySet<string>>(new Set());
  const [open, setOpen] = useState<string | null>(null);
  const all = exceptions.length > 0 && exceptions.every((e) => picked.has(e.uuid));
  const toggle = (id: string) =>
    setPicked((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const columns = canAct ? 3 : 2;
  return (
    <>
      {canAct && picked.size ? (
        <section
          aria-label={t('reconciliation.bulk.title')}
          className="space-y-2 rounded-md border border-slate-200 p-3 dark:border-slate-800"
          data-testid="queue-bulk"
        >
          <p className="flex flex-wrap items-center gap-3 text-sm font-medium">
            {t('reconciliation.bulk.selected', { count: picked.size })}
            <button type="button" className="text-sm font-normal underline" onClick={() => setPicked(new Set())}>
              {t('reconciliation.bulk.clear')}
            </button>
          </p>
          <BulkExceptionsForm key={[...picked].join(',')} exceptionIds={[...picked]} />
        </section>
      ) : null}
      <Table label={t('reconciliation.exceptions')}>
        <THead>
          <Tr>
            {canAct ? (
              <Th className="w-8">
                <input
                  type="checkbox"
                  className="size-4"
                  aria-label={t('reconciliation.bulk.selectPage')}
                  checked={all}
                  onChange={() => setPicked(all ? new Set() : new Set(exceptions.map((e) => e.uuid)))}
                />
              </Th>
            ) : null}
            <Th>{t('reconciliation.kind')}</Th>
            <Th className="text-right">{t('reconciliation.amount')}</Th>
          </Tr>
        </THead>
        <TBody>
          {exceptions.map((e) => {
            const kind = t(`reconciliation.kind.${e.kind}` as 'reconciliation.kind.UNMATCHED_LINE');
            const what = `${kind} ${e.subject?.code ?? e.subject?.reference ?? e.since}`;
            const menuId = `queue-menu-${e.uuid}`;
            return (
              <Fragment key={e.uuid}>
                <Tr data-testid="reconciliation-exception" data-kind={e.kind}>
                  {canAct ? (
                    <Td className="w-8">
                      <input
                        type="checkbox"
                        className="size-4"
                        aria-label={t('reconciliation.bulk.select', { what })}
                        checked={picked.has(e.uuid)}
                        onChange={() => toggle(e.uuid)}
                      />
                    </Td>
                  ) : null}
                  <Td>
                    <span className="font-medium">{kind}</span>
                    <Subject exception={e} />
                    <div className="queue-meta">
                      <span className="queue-hint">
                        {t('reconciliation.ageDays', { count: e.age_days })}
                        {' · '}
                        {e.owner ?? t('reconciliation.queue.owner.none')}
                        {e.note ? ` · ${e.note}` : ''}
                      </span>
                      {e.line_id ? (
                        <Link href={lineHref(e.line_id, queue.statement)} className="text-sm font-medium underline">
                          {canAct ? t('reconciliation.matchByHand') : t('reconciliation.review')}
                        </Link>
                      ) : null}
                      {canAct ? (
                        <button
                          type="button"
                          className="text-sm underline"
                          aria-expanded={open === e.uuid}
                          aria-controls={open === e.uuid ? menuId : undefined}
                          onClick={() => setOpen(open === e.uuid ? null : e.uuid)}
                        >
                          {open === e.uuid
                            ? t('reconciliation.queue.rowMenu.close')
                            : t('reconciliation.queue.rowMenu')}
                        </button>
                      ) : null}
                    </div>
                  </Td>
                  <Td className="dt-num whitespace-nowrap">{formatMoney(e.amount, e.currency, t.language)}</Td>
                </Tr>
                {canAct && open === e.uuid ? (
                  <Tr id={menuId} data-testid="queue-row-menu">
                    <Td colSpan={columns}>
                      <div className="grid gap-4 sm:grid-cols-2">
                        <AssignForm
                          key={`${e.owner}|${e.note}`}
                          exceptionId={e.uuid}
                          owner={e.owner ?? null}
                          note={e.note ?? null}
                        />
                        <ResolveExceptionForm exceptionId={e.uuid} />
                      </div>
                    </Td>
                  </Tr>
                ) : null}
              </Fragment>
            );
          })}
        </TBody>
      </Table>
    </>
  );
}

/** A line opened on the page, keeping the queue's statement filter (so the exception stays in view). */
export const lineHref = (lineId: string, statement?: string) =>
  `/reconciliation?${statement ? `statement=${encodeURIComponent(statement)}&` : ''}line=${encodeURIComponent(lineId)}`;

/** Which exceptions the queue shows (kept in the URL: a view can be bookmarked, saved and exported). */
function QueueFilters({ queue, problems, accounts, members, canExport }: ExceptionsQueueProps) {
  const t = useT();
  const currencies = [...new Set([...accounts.map((a) => a.currency), ...(queue.currency ? [queue.currency] : [])])];
  const known = members.some((m) => m.email === queue.owner);
  const field = (name: 'age_min' | 'age_max' | 'amount_min' | 'amount_max', label: string, hint?: string) => {
    const id = `queue-${name}`;
    const error = problems[name] ? t(problems[name]) : undefined;
    return (
      <Field id={id} label={label} error={error} hint={hint}>
        <Input
          id={id}
          name={name}
          inputMode={name.startsWith('age') ? 'numeric' : 'decimal'}
          defaultValue={queue[name] ?? ''}
          controlSize="sm"
          aria-invalid={Boolean(error)}
          aria-describedby={describedBy(id, { error, hint: Boolean(hint) })}
        />
      </Field>
    );
  };
  return (
    <div className="space-y-3">
      <form
        method="get"
        action="/reconciliation"
        className="grid grid-cols-2 items-start gap-3 sm:grid-cols-3 lg:grid-cols-5"
        aria-label={t('reconciliation.queue.filters')}
      >
        <Field id="queue-kind" label={t('reconciliation.kind')}>
          <Select id="queue-kind" name="kind" defaultValue={queue.kind ?? ''} controlSize="sm">
            <option value="">{t('reconciliation.queue.allKinds')}</option>
            {EXCEPTION_KINDS.map((k) => (
              <option key={k} value={k}>
                {t(`reconciliation.kind.${k}` as 'reconciliation.kind.UNMATCHED_LINE')}
              </option>
            ))}
          </Select>
        </Field>
        <Field id="queue-owner" label={t('reconciliation.queue.owner')}>
          <Select id="queue-owner" name="owner" defaultValue={queue.owner ?? ''} controlSize="sm">
            <option value="">{t('reconciliation.queue.owner.any')}</option>
            <option value="me">{t('reconciliation.queue.owner.me')}</option>
            <option value="none">{t('reconciliation.queue.owner.none')}</option>
            {members.map((m) => (
              <option key={m.email} value={m.email}>
                {m.name ? `${m.name} · ${m.email}` : m.email}
              </option>
            ))}
            {queue.owner && !known && !['me', 'none'].includes(queue.owner) ? (
              <option value={queue.owner}>{queue.owner}</option>
            ) : null}
          </Select>
        </Field>
        <Field id="queue-account" label={t('reconciliation.queue.account')}>
          <Select id="queue-account" name="account" defaultValue={queue.account ?? ''} controlSize="sm">
            <option value="">{t('reconciliation.queue.account.all')}</option>
            {accounts.map((a) => (
              <option key={a.uuid} value={a.uuid}>
                {a.name} · {a.currency}
              </option>
            ))}
          </Select>
        </Field>
        <Field id="queue-currency" label={t('reconciliation.queue.currency')}>
          <Select id="queue-currency" name="currency" defaultValue={queue.currency ?? ''} controlSize="sm">
            <option value="">{t('reconciliation.queue.currency.all')}</option>
            {currencies.map((c) => (
              <option key={c} value={c}>
                {c}
              </option>
            ))}
          </Select>
        </Field>
        <Field id="queue-sort" label={t('reconciliation.queue.sort')}>
          <Select id="queue-sort" name="sort" defaultValue={queue.sort ?? 'since'} controlSize="sm">
            <option value="since">{t('reconciliation.queue.sort.since')}</option>
            <option value="-since">{t('reconciliation.queue.sort.-since')}</option>
            <option value="-amount">{t('reconciliation.queue.sort.-amount')}</option>
            <option value="amount">{t('reconciliation.queue.sort.amount')}</option>
          </Select>
        </Field>
        {field('age_min', t('reconciliation.queue.ageMin'))}
        {field('age_max', t('reconciliation.queue.ageMax'))}
        {field('amount_min', t('reconciliation.queue.amountMin'))}
        {field('amount_max', t('reconciliation.queue.amountMax'), t('reconciliation.queue.amountHint'))}
        {queue.statement ? <input type="hidden" name="statement" value={queue.statement} /> : null}
        <div className="col-span-2 flex flex-wrap items-center gap-3 self-end sm:col-span-1">
          <button type="submit" className={buttonClasses({ variant: 'secondary', size: 'sm' })}>
            {t('reconciliation.queue.apply')}
          </button>
          {queueFiltered(queue) ? (
            <Link href="/reconciliation" className="text-sm underline">
              {t('reconciliation.queue.clear')}
            </Link>
          ) : null}
        </div>
      </form>
      <div className="flex flex-wrap items-center gap-3">
        <LazySavedViewsMenu columnIds={NO_COLUMNS} defaultHidden={NO_COLUMNS} hidden={NO_COLUMNS} />
        {canExport ? <ExportButton listPath="/reconciliation" format="csv" /> : null}
        {queue.statement ? (
          <Link href={queueHref(queue, { statement: undefined })} className="text-sm underline">
            {t('reconciliation.queue.allStatements')}
          </Link>
        ) : null}
      </div>
    </div>
  );
}

/** "26–50 of 415" and the links to the pages around it. */
function QueuePages({ queue, shown }: { queue: Queue; shown: number }) {
  const t = useT();
  const first = shown ? (queue.page - 1) * queue.pageSize + 1 : 0;
  const last = first ? first + shown - 1 : 0;
  return (
    <nav aria-label={t('reconciliation.queue.pages')} className="flex flex-wrap items-center gap-3 text-sm">
      <p data-testid="queue-count">{t('reconciliation.queue.count', { first, last, total: queue.total })}</p>
      {queue.page > 1 ? (
        <Link
          href={queueHref(queue, { page: queue.page - 1 })}
          className={buttonClasses({ variant: 'secondary', size: 'sm' })}
        >
          {t('reports.previousItems')}
        </Link>
      ) : null}
      {last < queue.total ? (
        <Link
          href={queueHref(queue, { page: queue.page + 1 })}
          className={buttonClasses({ variant: 'secondary', size: 'sm' })}
        >
          {t('reports.nextItems')}
        </Link>
      ) : null}
    </nav>
  );
}
