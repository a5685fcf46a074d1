'use client';

import { useActionState, useState, useTransition, type FormEvent } from 'react';
import { FormMessage } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { describedBy, Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { checkRefundCsvAction } from '@/lib/actions/bulk-refunds/check-csv';
import { prepareCsvBulkRefundAction } from '@/lib/actions/bulk-refunds/prepare-csv';
import { CSV_MAX_BYTES } from '@/lib/bulk-refunds/csv';
import type { CsvCheckResult, CsvRowView } from '@/lib/bulk-refunds/csv-check';
import type { RepeatChoice } from '@/lib/bulk-refunds/csv';
import { Alert } from '@/components/ui/alert';
import { REFUND_REASONS } from '@/lib/forms/reasons';
import type { ActionState } from '@/lib/forms/state';
import { useT } from '@/lib/i18n/client';

type Row = CsvRowView & { edited?: boolean };
type Editable = 'payment' | 'amount' | 'currency' | 'reason' | 'note';

const payload = (rows: Row[]) =>
  JSON.stringify(
    rows.map(({ line, payment, amount, currency, reason, note }) => ({
      line,
      payment,
      amount,
      currency,
      reason,
      note,
    })),
  );

/**
 * A refund CSV, step by step: choose the file, see every row checked (what is wrong with each, in words), fix a
 * row in place or drop it, check again, then "Review refunds" makes the draft batch (checked once more on the
 * server) whose review page confirms it like any bulk refund.
 */
export function CsvBulkRefund() {
  const t = useT();
  const [rows, setRows] = useState<Row[] | null>(null);
  const [checked, setChecked] = useState<Omit<CsvCheckResult, 'rows'> | null>(null);
  const [message, setMessage] = useState<ActionState | null>(null);
  const [pending, start] = useTransition();
  const take = (result: CsvCheckResult | undefined) => {
    if (!result) return;
    const { rows: next, ...rest } = result;
    setRows(next);
    setChecked(rest);
  };
  const [, checkFile, checkingFile] = useActionState(
    async (previous: ActionState<CsvCheckResult> | null, formData: FormData) => {
      const state = await checkRefundCsvAction(previous, formData);
      if (state.ok) take(state.result);
      setMessage(state);
      return state;
    },
    null,
  );
  const reasons = REFUND_REASONS.map((r) => ({ value: r.value, label: t(r.labelKey) }));
  const edited = rows?.some((r) => r.edited) ?? false;
  const bad = rows?.filter((r) => r.problems.length || r.edited) ?? [];
  const ready = rows?.filter((r) => !r.problems.length && !r.edited) ?? [];

  function send(action: typeof checkRefundCsvAction | typeof prepareCsvBulkRefundAction, repeats?: RepeatChoice) {
    if (!rows) return;
    const data = new FormData();
    data.set('rows', payload(rows));
    if (checked?.fileHash) data.set('file_hash', checked.fileHash);
    if (repeats) data.set('repeats', repeats);
    start(async () => {
      const state = await action(null, data);
      take(state.result);
      setMessage(state);
    });
  }

  const edit = (line: number, field: Editable, value: string) =>
    setRows((all) => all?.map((r) => (r.line === line ? { ...r, [field]: value, edited: true } : r)) ?? null);
  const drop = (line: number) => setRows((all) => all?.filter((r) => r.line !== line) ?? null);

  return (
    <div className="space-y-6">
      <form
        action={checkFile}
        className="max-w-xl space-y-3"
        aria-label={t('bulkCsv.title')}
        onSubmit={(event: FormEvent<HTMLFormElement>) => {
          const input = event.currentTarget.elements.namedItem('csv_file') as HTMLInputElement | null;
          const file = input?.files?.[0];
          if (!file || file.size > CSV_MAX_BYTES) {
            event.preventDefault();
            setMessage({ ok: false, message: t(file ? 'bulkCsv.error.tooLarge' : 'bulkCsv.error.notCsv') });
          }
        }}
      >
        <Field id="f-csv_file" label={t('bulkCsv.file')} hint={t('bulkCsv.fileHint')}>
          <input
            id="f-csv_file"
            name="csv_file"
            type="file"
            accept=".csv,text/csv"
            aria-describedby={describedBy('f-csv_file', { hint: true })}
            className="block w-full text-sm file:mr-3 file:rounded-md file:border file:border-slate-300 file:bg-white file:px-3 file:py-1.5 file:text-sm dark:file:border-slate-700 dark:file:bg-slate-900 dark:file:text-slate-100"
          />
        </Field>
        <Button type="submit" variant="secondary" disabled={checkingFile} aria-busy={checkingFile || undefined}>
          {checkingFile ? t('bulkCsv.checking') : t('bulkCsv.check')}
        </Button>
      </form>

      <FormMessage state={message} />

      {rows ? (
        <section className="space-y-4" aria-label={t('bulkCsv.rows')}>
          {checked?.uploadedBefore ? (
            <Alert tone="warning" data-testid="csv-uploaded-before">
              {checked.uploadedBefore}
            </Alert>
          ) : null}
          {checked?.repeats && !edited ? (
            <Alert tone="warning" data-testid="csv-repeats">
              <p>{t.plural('bulkCsv.repeats', checked.repeats)}</p>
              <div className="mt-2 flex flex-wrap gap-2">
                <Button type="button" size="sm" disabled={pending} onClick={() => send(checkRefundCsvAction, 'merge')}>
                  {t('bulkCsv.repeats.merge')}
                </Button>
                <Button
                  type="button"
                  size="sm"
                  variant="secondary"
                  disabled={pending}
                  onClick={() => send(checkRefundCsvAction, 'refuse')}
                >
                  {t('bulkCsv.repeats.refuse')}
                </Button>
              </div>
            </Alert>
          ) : null}
          {bad.length ? (
            <ul className="space-y-3" aria-label={t('bulkCsv.problems')} data-testid="csv-problem-rows">
              {bad.map((r) => (
                <li
                  key={r.line}
                  className="space-y-3 rounded-lg border border-amber-300 p-3 dark:border-amber-800"
                  data-line={r.line}
                >
                  <div className="flex flex-wrap items-center justify-between gap-2">
                    <p className="text-sm font-medium">
                      {t('bulkCsv.line')} {r.line}
                    </p>
                    <Button type="button" variant="secondary" size="sm" onClick={() => drop(r.line)}>
                      {t('bulkCsv.drop', { line: r.line })}
                    </Button>
                  </div>
                  {r.problems.length && !r.edited ? (
                    <ul className="list-disc pl-5 text-sm text-red-800 dark:text-red-300" role="list">
                      {r.problems.map((p) => (
                        <li key={p}>{p}</li>
                      ))}
                    </ul>
                  ) : null}
                  <div className="grid grid-cols-1 gap-3 sm:grid-cols-5">
                    <Input
                      aria-label={t('bulkCsv.editPayment', { line: r.line })}
                      value={r.payment}
                      onChange={(e) => edit(r.line, 'payment', e.target.value)}
                    />
                    <Input
                      aria-label={t('bulkCsv.editAmount', { line: r.line })}
                      inputMode="decimal"
                      value={r.amount}
                      onChange={(e) => edit(r.line, 'amount', e.target.value)}
                    />
                    <Input
                      aria-label={`${t('table.currency')}, ${t('bulkCsv.line')} ${r.line}`}
                      value={r.currency}
                      maxLength={3}
                      onChange={(e) => edit(r.line, 'currency', e.target.value)}
                    />
                    <Select
                      aria-label={t('bulkCsv.editReason', { line: r.line })}
                      value={r.reason}
                      options={
                        reasons.some((o) => o.value === r.reason)
                          ? reasons
                          : [{ value: r.reason, label: r.reason || '—' }, ...reasons]
                      }
                      onChange={(e) => edit(r.line, 'reason', e.target.value)}
                    />
                    <Input
                      aria-label={t('bulkCsv.editNote', { line: r.line })}
                      value={r.note}
                      onChange={(e) => edit(r.line, 'note', e.target.value)}
                    />
                  </div>
                </li>
              ))}
            </ul>
          ) : null}
          {ready.length ? (
            <ul
              className="divide-y divide-slate-200 rounded-lg border border-slate-200 text-sm dark:divide-slate-800 dark:border-slate-800"
              aria-label={t('bulkCsv.ok')}
              data-testid="csv-ready-rows"
            >
              {ready.slice(0, 200).map((r) => (
                <li key={r.line} className="flex flex-wrap items-center justify-between gap-2 p-2" data-line={r.line}>
                  <span className="min-w-0 break-all">
                    <span className="text-slate-600 dark:text-slate-400">
                      {t('bulkCsv.line')} {r.line}
                    </span>{' '}
                    <span className="font-mono">{r.paymentCode ?? r.payment}</span> · {r.amount} {r.paymentCurrency} ·{' '}
                    {reasons.find((o) => o.value === r.reason)?.label ?? r.reason}
                  </span>
                  <Button type="button" variant="secondary" size="sm" onClick={() => drop(r.line)}>
                    {t('bulkCsv.drop', { line: r.line })}
                  </Button>
                </li>
              ))}
            </ul>
          ) : null}
          <div className="flex flex-wrap gap-2">
            <Button type="button" variant="secondary" disabled={pending} onClick={() => send(checkRefundCsvAction)}>
              {t('bulkCsv.recheck')}
            </Button>
            <Button
              type="button"
              disabled={pending || edited || bad.length > 0 || rows.length === 0}
              aria-busy={pending || undefined}
              onClick={() => send(prepareCsvBulkRefundAction)}
            >
              {t('bulkCsv.prepare')}
            </Button>
          </div>
        </section>
      ) : null}
    </div>
  );
}
