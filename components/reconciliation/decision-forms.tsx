'use client';

import { useState, type FormEvent, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { FormMessage } from '@/components/ui/alert';
import { describedBy, Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { fieldId, useActionForm, type ActionForm } from '@/components/forms/use-action-form';
import { annotateLineAction } from '@/lib/actions/reconciliation/annotate';
import { assignExceptionAction } from '@/lib/actions/reconciliation/assign';
import { bulkExceptionsAction } from '@/lib/actions/reconciliation/bulk';
import { resolveExceptionAction } from '@/lib/actions/reconciliation/resolve';
import { matchLineAction } from '@/lib/actions/reconciliation/match';
import { unmatchLineAction } from '@/lib/actions/reconciliation/unmatch';
import { resolveLineAction } from '@/lib/actions/reconciliation/resolve-line';
import { voidStatementAction } from '@/lib/actions/reconciliation/void-statement';
import { Select } from '@/components/ui/select';
import { FINANCE_RESOLUTIONS, LINE_RESOLUTIONS } from '@/lib/reconciliation';
import { formatMoney } from '@/lib/format/money';
import type { FormAction } from '@/lib/forms/state';
import { newIdempotencyKey } from '@/lib/forms/idempotency';
import { useT } from '@/lib/i18n/client';
import type { MatchCandidate } from '@/lib/merchant-api/schemas/reconciliation';

/**
 * Finance's decisions on a statement line and an exception (docs/reconciliation.md, "By hand"): match, unmatch,
 * annotate, assign. Each is a server action that checks the `reconciliation` permission itself and is audited with
 * the member as the actor and their reason.
 */

function DecisionForm<R>({
  action,
  label,
  hidden,
  submit,
  sending,
  children,
}: {
  action: FormAction<R>;
  label: string;
  hidden: Record<string, string>;
  submit: string;
  sending: string;
  children: (form: ActionForm<R>) => ReactNode;
}) {
  const [key] = useState(newIdempotencyKey);
  const form = useActionForm<R>(action, key);
  function send(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    form.markAttempted();
    form.submit(new FormData(event.currentTarget));
  }
  return (
    <form onSubmit={send} {...form.tracking} className="space-y-3" noValidate aria-label={label}>
      <input type="hidden" name="idempotency_key" value={form.idempotencyKey} />
      {Object.entries(hidden).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {children(form)}
      <FormMessage state={form.state} />
      <Button
        type="submit"
        size="sm"
        variant="secondary"
        disabled={form.pending || form.state?.ok}
        aria-busy={form.pending || undefined}
      >
        {form.pending ? sending : submit}
      </Button>
    </form>
  );
}

function TextField<R>({
  form,
  name,
  scope,
  label,
  defaultValue,
  type = 'text',
}: {
  form: ActionForm<R>;
  name: string;
  scope: string;
  label: string;
  defaultValue?: string | null;
  type?: string;
}) {
  const id = fieldId(`${name}-${scope}`);
  const error = form.error(name);
  return (
    <Field id={id} label={label} error={error}>
      <Input
        id={id}
        name={name}
        type={type}
        controlSize="sm"
        defaultValue={defaultValue ?? ''}
        aria-invalid={Boolean(error)}
        aria-describedby={describedBy(id, { error })}
      />
    </Field>
  );
}

export function MatchForm({ lineId, candidates }: { lineId: string; candidates: MatchCandidate[] }) {
  const t = useT();
  return (
    <DecisionForm
      action={matchLineAction}
      label={t('reconciliation.matchByHand')}
      hidden={{ line_id: lineId }}
      submit={t('reconciliation.match.submit')}
      sending={t('reconciliation.match.sending')}
    >
      {(form) => {
        const groupId = fieldId('transaction_ids');
        const error = form.error('transaction_ids');
        return (
          <>
            <fieldset aria-describedby={describedBy(groupId, { error })}>
              <legend className="text-sm font-medium">{t('reconciliation.match.candidates')}</legend>
              {candidates.length ? (
                <ul className="mt-2 space-y-1.5" data-testid="match-candidates">
                  {candidates.map((c) => (
                    <li key={c.uuid}>
                      <label className="flex flex-wrap items-baseline gap-x-2 text-sm">
                        <input type="checkbox" name="transaction_ids" value={c.uuid} className="size-4 self-center" />
                        <span className="tabular-nums">
                          {t('reconciliation.match.candidate', {
                            code: c.code || c.uuid,
                            amount: formatMoney(c.amount, c.currency, t.language),
                            date: c.date,
                          })}
                        </span>
                        {c.difference ? (
                          <span className="text-xs text-slate-600 tabular-nums dark:text-slate-400">
                            {t('reconciliation.match.difference', {
                              amount: formatMoney(c.difference, c.currency, t.language),
                            })}
                          </span>
                        ) : null}
                      </label>
                    </li>
                  ))}
                </ul>
              ) : (
                <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
                  {t('reconciliation.match.noCandidates')}
                </p>
              )}
              {error ? (
                <p id={`${groupId}-error`} className="mt-1 text-xs font-medium text-red-600 dark:text-red-400">
                  {error}
                </p>
              ) : null}
            </fieldset>
            <label className="flex items-center gap-2 text-sm">
              <input type="checkbox" name="accept_difference" className="size-4" />
              {t('reconciliation.match.acceptDifference')}
            </label>
            <TextField form={form} name="reason" scope={lineId} label={t('reconciliation.match.reason')} />
          </>
        );
      }}
    </DecisionForm>
  );
}

export function UnmatchForm({ lineId }: { lineId: string }) {
  const t = useT();
  return (
    <DecisionForm
      action={unmatchLineAction}
      label={t('reconciliation.unmatch.title')}
      hidden={{ line_id: lineId }}
      submit={t('reconciliation.unmatch.submit')}
      sending={t('reconciliation.unmatch.sending')}
    >
      {(form) => <TextField form={form} name="reason" scope={`u-${lineId}`} label={t('reconciliation.match.reason')} />}
    </DecisionForm>
  );
}

/** A line no deposit or payout explains: a bank fee, interest, a transfer between own accounts, or other with a note. */
export function ResolveLineForm({ lineId }: { lineId: string }) {
  const t = useT();
  return (
    <DecisionForm
      action={resolveLineAction}
      label={t('reconciliation.resolveLine.title')}
      hidden={{ line_id: lineId }}
      submit={t('reconciliation.resolveLine.submit')}
      sending={t('reconciliation.resolve.sending')}
    >
      {(form) => (
        <ResolutionFields
          form={form}
          scope={`line-${lineId}`}
          options={LINE_RESOLUTIONS.map((r) => ({
            value: r,
            label: t(`reconciliation.lineResolution.${r}` as 'reconciliation.lineResolution.OTHER'),
          }))}
        />
      )}
    </DecisionForm>
  );
}

/** Voids a statement with the reason (kept in the audit): its matches are undone and it may be imported again. */
export function VoidStatementForm({ statementId }: { statementId: string }) {
  const t = useT();
  return (
    <DecisionForm
      action={voidStatementAction}
      label={t('reconciliation.void.title')}
      hidden={{ statement_id: statementId }}
      submit={t('reconciliation.void.submit')}
      sending={t('reconciliation.void.sending')}
    >
      {(form) => (
        <TextField form={form} name="reason" scope={`v-${statementId}`} label={t('reconciliation.match.reason')} />
      )}
    </DecisionForm>
  );
}

export function AnnotateForm({ lineId, note }: { lineId: string; note: string | null }) {
  const t = useT();
  return (
    <DecisionForm
      action={annotateLineAction}
      label={t('reconciliation.annotate.title')}
      hidden={{ line_id: lineId }}
      submit={t('reconciliation.annotate.submit')}
      sending={t('reconciliation.annotate.sending')}
    >
      {(form) => (
        <TextField form={form} name="note" scope={`l-${lineId}`} label={t('reconciliation.note')} defaultValue={note} />
      )}
    </DecisionForm>
  );
}

export function AssignForm({
  exceptionId,
  owner,
  note,
}: {
  exceptionId: string;
  owner: string | null;
  note: string | null;
}) {
  const t = useT();
  return (
    <DecisionForm
      action={assignExceptionAction}
      label={t('reconciliation.assign.submit')}
      hidden={{ exception_id: exceptionId }}
      submit={t('reconciliation.assign.submit')}
      sending={t('reconciliation.assign.sending')}
    >
      {(form) => (
        <>
          <TextField
            form={form}
            name="owner"
            scope={exceptionId}
            label={t('reconciliation.owner')}
            defaultValue={owner}
            type="email"
          />
          <TextField
            form={form}
            name="note"
            scope={`a-${exceptionId}`}
            label={t('reconciliation.note')}
            defaultValue={note}
          />
        </>
      )}
    </DecisionForm>
  );
}

/** A resolution and why: the queue's (one exception, or the selected ones) or a line's. */
function ResolutionFields<R>({
  form,
  scope,
  options,
}: {
  form: ActionForm<R>;
  scope: string;
  options: { value: string; label: string }[];
}) {
  const t = useT();
  const id = fieldId(`resolution-${scope}`);
  const error = form.error('resolution');
  return (
    <>
      <Field id={id} label={t('reconciliation.resolution')} error={error}>
        <Select
          id={id}
          name="resolution"
          controlSize="sm"
          aria-invalid={Boolean(error)}
          aria-describedby={describedBy(id, { error })}
          options={options}
        />
      </Field>
      <TextField form={form} name="note" scope={`r-${scope}`} label={t('reconciliation.note')} />
    </>
  );
}

/** The resolutions finance picks for an exception of the queue. */
function useFinanceResolutions() {
  const t = useT();
  return FINANCE_RESOLUTIONS.map((r) => ({
    value: r,
    label: t(`reconciliation.resolution.${r}` as 'reconciliation.resolution.OTHER'),
  }));
}

/** Resolves one exception of the queue with a resolution and why (a line's exception settles its line too). */
export function ResolveExceptionForm({ exceptionId }: { exceptionId: string }) {
  const t = useT();
  const resolutions = useFinanceResolutions();
  return (
    <DecisionForm
      action={resolveExceptionAction}
      label={t('reconciliation.resolve')}
      hidden={{ exception_id: exceptionId }}
      submit={t('reconciliation.resolve')}
      sending={t('reconciliation.resolve.sending')}
    >
      {(form) => <ResolutionFields form={form} scope={exceptionId} options={resolutions} />}
    </DecisionForm>
  );
}

/** Assigns or resolves the exceptions selected in the queue, in one go (each audited by the API). */
export function BulkExceptionsForm({ exceptionIds }: { exceptionIds: string[] }) {
  const t = useT();
  const [action, setAction] = useState<'ASSIGN' | 'RESOLVE'>('ASSIGN');
  const resolutions = useFinanceResolutions();
  return (
    <DecisionForm
      action={bulkExceptionsAction}
      label={t('reconciliation.bulk.title')}
      hidden={{ exception_ids: exceptionIds.join(',') }}
      submit={t('reconciliation.bulk.submit')}
      sending={t('reconciliation.bulk.sending')}
    >
      {(form) => {
        const id = fieldId('bulk-action');
        const idsError = form.error('exception_ids');
        return (
          <div className="grid gap-3 sm:grid-cols-3">
            <Field id={id} label={t('reconciliation.bulk.action')} error={form.error('action')}>
              <Select
                id={id}
                name="action"
                controlSize="sm"
                value={action}
                onChange={(e) => setAction(e.target.value === 'RESOLVE' ? 'RESOLVE' : 'ASSIGN')}
                options={(['ASSIGN', 'RESOLVE'] as const).map((a) => ({
                  value: a,
                  label: t(`reconciliation.bulk.action.${a}`),
                }))}
              />
            </Field>
            {action === 'ASSIGN' ? (
              <TextField form={form} name="owner" scope="bulk" label={t('reconciliation.bulk.owner')} type="email" />
            ) : (
              <ResolutionFields form={form} scope="bulk" options={resolutions} />
            )}
            {idsError ? (
              <p role="alert" className="text-sm text-red-700 sm:col-span-3 dark:text-red-400">
                {idsError}
              </p>
            ) : null}
          </div>
        );
      }}
    </DecisionForm>
  );
}
