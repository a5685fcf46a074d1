import { isIdWith, type IdPrefix } from '@/core/ids';
import { z } from 'zod';
import type { MessageKey, Phrase, Translator, Vars } from '@/lib/i18n';
import { IDEMPOTENCY_KEY_PATTERN } from '@/lib/forms/idempotency';
import { parseCurrency } from '@/lib/forms/money';
import {
  maxLengthProblem,
  metadataProblems,
  referenceProblem,
  statementDescriptorProblem,
  type MetadataRow,
} from '@/lib/forms/rules';

/**
 * zod fields for the console's forms: each wraps the rule the form shows live (lib/forms), so both agree. Their
 * messages are message keys (`forms.…`, `actions.…`), worded in the member's language by `fieldErrorsOf`.
 */

export const idempotencyKey = z.string().regex(IDEMPOTENCY_KEY_PATTERN, 'forms.error.outOfDate');

/** Optional text: trimmed; empty → undefined; at most `max` characters. */
export const optionalText = (max: number) =>
  z
    .string()
    .default('')
    .transform((v) => v.trim())
    .superRefine((v, ctx) => {
      const problem = maxLengthProblem(v, max);
      if (problem) addPhrase(ctx, problem);
    })
    .transform((v) => (v === '' ? undefined : v));

/** Required text; `message` (a message key) when it is empty. */
export const requiredText = (max: number, message: string) =>
  z
    .string({ error: message })
    .transform((v) => v.trim())
    .superRefine((v, ctx) => {
      if (v === '') ctx.addIssue({ code: 'custom', message });
      const problem = maxLengthProblem(v, max);
      if (problem) addPhrase(ctx, problem);
    });

export const reference = z
  .string()
  .default('')
  .transform((v) => v.trim())
  .superRefine((v, ctx) => {
    const problem = referenceProblem(v);
    if (problem) addPhrase(ctx, problem);
  })
  .transform((v) => (v === '' ? undefined : v));

export const statementDescriptor = (required: boolean) =>
  z
    .string()
    .default('')
    .transform((v) => v.trim())
    .superRefine((v, ctx) => {
      const problem = statementDescriptorProblem(v, { required });
      if (problem) addPhrase(ctx, problem);
    })
    .transform((v) => (v === '' ? undefined : v));

export const currency = z.string({ error: 'forms.error.chooseCurrency' }).transform((v, ctx) => {
  const code = parseCurrency(v);
  if (!code) {
    ctx.addIssue({ code: 'custom', message: 'forms.error.currencyCode' });
    return z.NEVER;
  }
  return code;
});

/** An id with its type prefix (`acc_…`); `bare` also takes a bare UUID (tenants, per the spec's examples). `message` is a message key. */
export const idOf = (prefix: IdPrefix, message: string, { bare = false } = {}) =>
  z
    .string({ error: message })
    .transform((v) => v.trim())
    .refine((v) => isIdWith(prefix, v) || (bare && /^[0-9a-fA-F-]{32,36}$/.test(v)), message);

export const optionalIdOf = (prefix: IdPrefix, message: string) =>
  z
    .string()
    .default('')
    .transform((v) => v.trim())
    .refine((v) => v === '' || isIdWith(prefix, v), message)
    .transform((v) => (v === '' ? undefined : v));

export const checkbox = z
  .string()
  .optional()
  .transform((v) => v === 'on' || v === 'true');

/** Adds the metadata editor's rule problems (keyed by row) to a zod refinement. */
export function refineMetadata(rows: readonly MetadataRow[], ctx: z.RefinementCtx): void {
  for (const [field, problem] of Object.entries(metadataProblems(rows))) addPhrase(ctx, problem, [field]);
}

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
