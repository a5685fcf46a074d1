import type { z } from 'zod';
import type { MessageKey, Phrase, Translator, Vars } from '@/lib/i18n';

/**
 * Adds a rule's phrase as a zod issue: its message key as the message and its values as the issue's params,
 * worded in the member's language by `fieldErrorsOf`. Schemas name messages by key (`z.string({ error:
 * 'forms.error.chooseReason' })`) for the same reason: they are declared once, for every language.
 */
export function addPhrase(ctx: z.RefinementCtx, problem: Phrase, path?: PropertyKey[]): void {
  ctx.addIssue({
    code: 'custom',
    message: problem.key,
    ...(problem.vars ? { params: problem.vars } : {}),
    ...(path ? { path } : {}),
  });
}

/** Field errors by form field name, worded with `t`; the first message of each field wins. */
export function fieldErrorsOf(error: z.ZodError, t: Translator): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.length ? issue.path.map(String).join('.') : 'form';
    const vars = issue.code === 'custom' ? (issue.params as Vars | undefined) : undefined;
    const worded = t(issue.message as MessageKey, vars);
    out[key] ??= worded !== issue.message || issue.code === 'custom' ? worded : zodDefault(issue, t);
  }
  return out;
}

/** A rule declared without a message of its own (zod's English default), worded from its kind. */
function zodDefault(issue: z.core.$ZodIssue, t: Translator): string {
  if (issue.code === 'too_big' && issue.origin === 'string')
    return t('forms.error.atMost', { max: Number(issue.maximum) });
  if (issue.code === 'too_small' && issue.origin === 'string')
    return Number(issue.minimum) <= 1
      ? t('forms.error.required')
      : t('forms.error.atLeast', { min: Number(issue.minimum) });
  if (issue.code === 'invalid_type' && issue.input === undefined) return t('forms.error.required');
  return t('forms.error.invalidValue');
}
