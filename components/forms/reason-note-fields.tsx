'use client';

import { useState } from 'react';
import { noteExpected } from '@/lib/forms/reasons';
import { wordOptions, wordProblem } from '@/lib/forms/phrases';
import { LIMITS, maxLengthProblem } from '@/lib/forms/field-rules';
import type { MessageKey } from '@/lib/i18n/core';
import { useT } from '@/lib/i18n/client';
import { SelectField, TextAreaField } from './fields';

/** The live problems of a reason and its note: a reason is required, the note is at most 500 characters and required for OTHER. */
export function reasonNoteProblems(
  t: ReturnType<typeof useT>,
  reason: string,
  note: string,
): { reason: string | null; note: string | null } {
  return {
    reason: reason ? null : t('forms.error.chooseReason'),
    note:
      wordProblem(t, maxLengthProblem(note, LIMITS.note)) ??
      (noteExpected(reason) && !note.trim() ? t('forms.error.explainReason') : null),
  };
}

export type ReasonNote = ReturnType<typeof useReasonNote>;

/** The state of a reason and its note, with their live problems in the member's language. */
export function useReasonNote() {
  const t = useT();
  const [reason, setReason] = useState('');
  const [note, setNote] = useState('');
  return { reason, setReason, note, setNote, problems: reasonNoteProblems(t, reason, note) };
}

/**
 * A reason (refund or disconnection) and its note, as refunds, bulk refunds and disconnections ask them: the
 * note's label says whether it is needed for the chosen reason. Field names are the API's (`reason`/`note` or
 * `disconnection_reason`/`disconnection_note`); errors come from the form's `error(name, problem)`.
 */
export function ReasonNoteFields({
  reasons,
  value: { reason, setReason, note, setNote, problems },
  names = { reason: 'reason', note: 'note' },
  error,
  hint,
}: {
  reasons: readonly { value: string; labelKey: MessageKey }[];
  value: ReasonNote;
  names?: { reason: string; note: string };
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
        onValue={setReason}
        placeholder={t('forms.chooseReason')}
        options={wordOptions(t, reasons)}
        error={error(names.reason, problems.reason)}
      />
      <TextAreaField
        name={names.note}
        label={noteExpected(reason) ? t('forms.note') : t('forms.noteOptional')}
        value={note}
        onValue={setNote}
        limit={LIMITS.note}
        hint={hint}
        error={error(names.note, problems.note)}
      />
    </>
  );
}
