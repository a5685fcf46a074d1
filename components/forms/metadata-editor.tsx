'use client';

import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { LIMITS, lengthOf, type MetadataRow } from '@/lib/forms/field-rules';
import { fieldId } from './use-action-form';
import { useT } from '@/lib/i18n/client';

/**
 * Key-value metadata with the spec's limits enforced as the member types: at most 50 keys, keys up to 40
 * characters, values up to 500, no key twice. Rows are named `metadata[i].key` / `metadata[i].value`.
 */
export function MetadataEditor({
  rows,
  onRows,
  error,
}: {
  rows: MetadataRow[];
  onRows: (rows: MetadataRow[]) => void;
  /** The message for a row field or for `metadata` as a whole. */
  error: (name: string) => string | undefined;
}) {
  const t = useT();
  const entries = rows.filter((row) => row.key !== '' || row.value !== '').length;
  const full = rows.length >= LIMITS.metadata.keys;
  const setRow = (index: number, patch: Partial<MetadataRow>) =>
    onRows(rows.map((row, i) => (i === index ? { ...row, ...patch } : row)));
  const whole = error('metadata');
  return (
    <fieldset className="space-y-2" aria-describedby="metadata-hint">
      <legend className="text-sm font-medium text-slate-800 dark:text-slate-200">{t('forms.metadata')}</legend>
      <p id="metadata-hint" className="text-xs text-slate-500 dark:text-slate-400">
        {t('metadata.hint', {
          keys: LIMITS.metadata.keys,
          used: entries,
          keyLength: LIMITS.metadata.key,
          valueLength: LIMITS.metadata.value,
        })}
      </p>
      {rows.map((row, i) => {
        const keyName = `metadata[${i}].key`;
        const valueName = `metadata[${i}].value`;
        const keyError = error(keyName);
        const valueError = error(valueName);
        return (
          <div key={i} className="grid grid-cols-[1fr_2fr_auto] items-start gap-2">
            <div>
              <Input
                id={fieldId(keyName)}
                name={keyName}
                value={row.key}
                placeholder={t('metadata.key')}
                aria-label={t('metadata.keyLabel', { row: i + 1 })}
                autoComplete="off"
                spellCheck={false}
                onChange={(event) => setRow(i, { key: event.target.value })}
                aria-invalid={Boolean(keyError) || undefined}
                aria-describedby={keyError ? `${fieldId(keyName)}-error` : undefined}
                className="font-mono"
              />
              {keyError ? (
                <p id={`${fieldId(keyName)}-error`} className="mt-1 text-xs font-medium text-red-600 dark:text-red-400">
                  {keyError}
                </p>
              ) : null}
            </div>
            <div>
              <Input
                id={fieldId(valueName)}
                name={valueName}
                value={row.value}
                placeholder={t('metadata.value')}
                aria-label={t('metadata.valueLabel', { row: i + 1 })}
                autoComplete="off"
                onChange={(event) => setRow(i, { value: event.target.value })}
                aria-invalid={Boolean(valueError) || undefined}
                aria-describedby={valueError ? `${fieldId(valueName)}-error` : undefined}
              />
              {valueError ? (
                <p
                  id={`${fieldId(valueName)}-error`}
                  className="mt-1 text-xs font-medium text-red-600 dark:text-red-400"
                >
                  {valueError}
                </p>
              ) : lengthOf(row.value) > LIMITS.metadata.value * 0.8 ? (
                <p className="mt-1 text-xs text-slate-500 tabular-nums dark:text-slate-400">
                  {lengthOf(row.value)}/{LIMITS.metadata.value}
                </p>
              ) : null}
            </div>
            <Button
              variant="ghost"
              size="sm"
              onClick={() => onRows(rows.filter((_, j) => j !== i))}
              aria-label={t('metadata.removeLabel', { row: i + 1 })}
            >
              {t('forms.remove')}
            </Button>
          </div>
        );
      })}
      {whole ? <p className="text-xs font-medium text-red-600 dark:text-red-400">{whole}</p> : null}
      <Button variant="secondary" size="sm" disabled={full} onClick={() => onRows([...rows, { key: '', value: '' }])}>
        {t('metadata.add')}
      </Button>
      {full ? (
        <p className="text-xs text-slate-500 dark:text-slate-400">
          {t('metadata.max', { keys: LIMITS.metadata.keys })}
        </p>
      ) : null}
    </fieldset>
  );
}
