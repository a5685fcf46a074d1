'use client';

import { noteExpected } from '@/lib/forms/reasons';
import { wordOptions, wordProblem } from '@/lib/forms/phrases';
import { LIMITS, maxLengthProblem } from '@/lib/forms/rules';
import type { MessageKey } from '@/lib/i18n/core';
import { useT } from '@/lib/i18n/client';
import { SelectField, TextAreaField } from './fields';

/** The live problems of a reason and its note: a reason is required, the note is at most 500 characters and required for OTHER. */
export function reasonNoteProblems(t: ReturnType<typeof useT>, reason: string, note: string): { reason: string | null; note: string | null } {
  return {
    reason: reason ? null : t('forms.error.chooseReason'),
    note: wordProblem(t, maxLengthProblem(note, LIMITS.note)) ?? (noteExpected(reason) && !note.trim() ? t('forms.error.explainReason') : null),
  };
}

/**
 * A reason (refund or disconnection) and its note, as refunds, bulk refunds and disconnections ask them: the
 * note's label says whether it is needed for the chosen reason. Field names are the API's (`reason`/`note` or
 * `disconnection_reason`/`disconnection_note`); errors come from the form's `error(name, problem)`.
 */
export function ReasonNoteFields({
  reasons,
  names,
  reason,
  onReason,
  note,
  onNote,
  problems,
  error,
  hint,
}: {
  reasons: readonly { value: string; labelKey: MessageKey }[];
  names: { reason: string; note: string };
  reason: string;
  onReason: (value: string) => void;
  note: string;
  onNote: (value: string) => void;
  problems: { reason: string | null; note: string | null };
  error: (name: string, problem?: string | null) => string | undefined;
  hint?: string;
}) {
  const t = useT();
  return (
    <>
      <SelectField
        name={names.reason}
        label={t('forms.reason')}
        value={reason}
        onValue={onReason}
        placeholder={t('forms.chooseReason')}
        options={wordOptions(t, reasons)}
        error={error(names.reason, problems.reason)}
      />
      <TextAreaField
        name={names.note}
        label={noteExpected(reason) ? t('forms.note') : t('forms.noteOptional')}
        value={note}
        onValue={onNote}
        limit={LIMITS.note}
        hint={hint}
        error={error(names.note, problems.note)}
      />
    </>
  );
}
