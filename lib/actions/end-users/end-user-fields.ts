import { z } from 'zod';
import { END_USER_TYPES, endUserNameProblems } from '@/lib/forms/end-user';
import { emailProblem, isCalendarDate, LIMITS } from '@/lib/forms/field-rules';
import { addPhrase } from '../field-errors';

/** End-user fields shared by the end-user form and the "new end user" part of the link forms. */

const trimmed = z
  .string()
  .default('')
  .transform((v) => v.trim());

export const optionalName = trimmed
  .superRefine((v, ctx) => {
    if (v.length > LIMITS.name) addPhrase(ctx, { key: 'forms.error.atMost', vars: { max: LIMITS.name } });
  })
  .transform((v) => (v === '' ? undefined : v));

export const emailField = (required: boolean) =>
  trimmed
    .superRefine((v, ctx) => {
      const problem = emailProblem(v, { required });
      if (problem) addPhrase(ctx, problem);
    })
    .transform((v) => (v === '' ? undefined : v.toLowerCase()));

export const countryField = (required: boolean) =>
  trimmed
    .transform((v) => v.toUpperCase())
    .refine((v) => (v === '' ? !required : /^[A-Z]{3}$/.test(v)), 'actions.endUser.error.country')
    .transform((v) => (v === '' ? undefined : v));

export const dateOfBirthField = trimmed
  .refine((v) => v === '' || isCalendarDate(v), 'forms.error.date')
  .refine((v) => v === '' || v <= new Date().toISOString().slice(0, 10), 'actions.endUser.error.birthFuture')
  .transform((v) => (v === '' ? undefined : v));

export const languageField = trimmed
  .refine((v) => v === '' || v === 'en_US' || v === 'es_CO', 'forms.error.language')
  .transform((v) => (v === '' ? undefined : v));

const details = z.object({
  'new_end_user_details.type': z.enum(END_USER_TYPES, { error: 'actions.endUser.error.type' }),
  'new_end_user_details.first_name': optionalName,
  'new_end_user_details.last_name': optionalName,
  'new_end_user_details.organization_legal_name': optionalName,
  'new_end_user_details.email': emailField(false),
  'new_end_user_details.local_id': trimmed.transform((v) => (v === '' ? undefined : v)),
  'new_end_user_details.local_id_type': trimmed.transform((v) => (v === '' ? undefined : v)),
  'new_end_user_details.local_id_country': countryField(false),
});

export type EndUserChoice = { existing_end_user_id: string } | { new_end_user_details: Record<string, string> };

/**
 * existing_end_user_id or new_end_user_details, as the link forms offer them (`end_user_mode` says which):
 * exactly one goes to the API. Issues are added to `ctx`; null when the choice is not valid.
 */
export function parseEndUserChoice(values: Record<string, string>, ctx: z.RefinementCtx): EndUserChoice | null {
  if (values.end_user_mode !== 'new') {
    const id = (values.existing_end_user_id ?? '').trim();
    if (!/^eur_[A-Za-z0-9-]{1,96}$/.test(id)) {
      ctx.addIssue({ code: 'custom', path: ['existing_end_user_id'], message: 'forms.error.endUserChoice' });
      return null;
    }
    return { existing_end_user_id: id };
  }
  const parsed = details.safeParse(values);
  if (!parsed.success) {
    // Their messages are keys already; a custom issue's values travel along.
    for (const issue of parsed.error.issues)
      ctx.addIssue({
        code: 'custom',
        path: issue.path.map(String),
        message: issue.message,
        ...(issue.code === 'custom' && issue.params ? { params: issue.params } : {}),
      });
    return null;
  }
  const d = parsed.data;
  const type = d['new_end_user_details.type'];
  const names = {
    type,
    first_name: d['new_end_user_details.first_name'],
    last_name: d['new_end_user_details.last_name'],
    organization_legal_name: d['new_end_user_details.organization_legal_name'],
  };
  const problems = endUserNameProblems(names, {
    prefix: 'new_end_user_details',
    organizationField: 'organization_legal_name',
  });
  for (const [field, problem] of Object.entries(problems)) addPhrase(ctx, problem, [field]);
  if (Object.keys(problems).length) return null;
  const entries = Object.entries({
    type,
    ...(type === 'INDIVIDUAL'
      ? { first_name: names.first_name, last_name: names.last_name }
      : { organization_legal_name: names.organization_legal_name }),
    email: d['new_end_user_details.email'],
    local_id: d['new_end_user_details.local_id'],
    local_id_type: d['new_end_user_details.local_id_type'],
    local_id_country: d['new_end_user_details.local_id_country'],
  }).filter((entry): entry is [string, string] => typeof entry[1] === 'string');
  return { new_end_user_details: Object.fromEntries(entries) };
}
