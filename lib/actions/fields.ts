import { isIdWith, type IdPrefix } from '@/core/ids';
import { z } from 'zod';
import { addPhrase } from './field-errors';
import { IDEMPOTENCY_KEY_PATTERN } from '@/lib/forms/idempotency';
import { parseCurrency } from '@/lib/forms/money';
import {
  maxLengthProblem,
  metadataProblems,
  referenceProblem,
  statementDescriptorProblem,
  type MetadataRow,
} from '@/lib/forms/field-rules';

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
