import { endUserRuleInput, endUserRules } from '../end-users/conditions';
import type { FieldError } from '../lib/problems';

/**
 * The conditional rules of an account details object of POST /transactions/authorize (spec 4.2),
 * on the parsed or raw body (only string values count as given; zod reports the rest):
 * 1. institution_uuid and account_number are required when neither uuid nor token is given;
 * 2. existing_end_user_id is required when new_end_user_details is absent (and they exclude each other);
 * 3. new_end_user_details.type is required when new_end_user_details is present;
 * 4. first_name and last_name are required when type is INDIVIDUAL;
 * 5. organization_legal_name is required when type is ORGANIZATION;
 * 6. local_id, local_id_type and local_id_country are required when local_id_country is COL.
 * Plus: uuid/token and institution_uuid/account_number are two ways to name the account, not both.
 */
export function accountDetailsRules(
  details: unknown,
  prefix: string,
  context: { merchantCountry: string; today?: string },
): FieldError[] {
  if (typeof details !== 'object' || details === null || Array.isArray(details)) return [];
  const d = details as Record<string, unknown>;
  const given = (key: string, from: Record<string, unknown> = d) => typeof from[key] === 'string' && from[key] !== '';
  const p = (field: string) => `${prefix}.${field}`;
  const errors: FieldError[] = [];
  const require = (field: string, why: string) =>
    errors.push({ param: p(field), code: 'required', message: `'${p(field)}' is required ${why}.` });

  const byId = given('uuid') || given('token');
  if (!byId) {
    if (!given('institution_uuid')) require('institution_uuid', 'when neither uuid nor token is given');
    if (!given('account_number')) require('account_number', 'when neither uuid nor token is given');
  } else if (given('institution_uuid') || given('account_number')) {
    const field = given('account_number') ? 'account_number' : 'institution_uuid';
    errors.push({
      param: p(field),
      code: 'conflicting_account',
      message: `'${p(field)}': name the account either by uuid/token or by institution_uuid and account_number, not both.`,
    });
  }

  const details5 = d.new_end_user_details;
  const hasDetails = details5 !== undefined && details5 !== null;
  if (!hasDetails && !given('existing_end_user_id'))
    require('existing_end_user_id', 'when new_end_user_details is absent');
  if (hasDetails && given('existing_end_user_id')) {
    errors.push({
      param: p('new_end_user_details'),
      code: 'mutually_exclusive',
      message: `'${p('existing_end_user_id')}' and '${p('new_end_user_details')}' are mutually exclusive: give one of them.`,
    });
  }
  if (hasDetails && typeof details5 === 'object' && !Array.isArray(details5)) {
    const n = details5 as Record<string, unknown>;
    const np = `${prefix}.new_end_user_details`;
    if (!given('type', n))
      errors.push({
        param: `${np}.type`,
        code: 'required',
        message: `'${np}.type' is required when new_end_user_details is present.`,
      });
    errors.push(...endUserRules(endUserRuleInput(n), { ...context, prefix: np }));
    if (typeof n.local_id_country === 'string' && n.local_id_country.toUpperCase() === 'COL') {
      for (const field of ['local_id', 'local_id_type', 'local_id_country']) {
        if (!given(field, n) && !errors.some((e) => e.param === `${np}.${field}`)) {
          errors.push({
            param: `${np}.${field}`,
            code: 'required',
            message: `'${np}.${field}' is required when local_id_country is COL.`,
          });
        }
      }
    }
  }
  return errors;
}
