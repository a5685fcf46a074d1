import type { FieldError } from '../lib/problems';

export interface EndUserRuleInput {
  type?: string;
  first_name?: string;
  last_name?: string;
  organization?: string;
  organization_legal_name?: string;
  local_id?: string;
  date_of_birth?: string;
}

export interface EndUserRuleContext {
  /** ISO 3166 alpha-3 country of the merchant the request is for. */
  merchantCountry: string;
  /** Today's date (YYYY-MM-DD, GMT), for date_of_birth. */
  today?: string;
  /**
   * Set for new_end_user_details inside another request (e.g. 'new_end_user_details'): field paths are
   * prefixed, and an ORGANIZATION needs organization_legal_name there instead of organization (spec 2.4).
   */
  prefix?: string;
}

const required = (param: string, why: string): FieldError => ({
  param,
  code: 'required',
  message: `'${param}' is required ${why}.`,
});

/** The conditional rules of an end user (spec 4.4, and 4.2 rules 3–6 for new_end_user_details). */
export function endUserRules(input: EndUserRuleInput, context: EndUserRuleContext): FieldError[] {
  const p = (field: string) => (context.prefix ? `${context.prefix}.${field}` : field);
  const errors: FieldError[] = [];
  const type = input.type?.toUpperCase();
  if (type === 'INDIVIDUAL') {
    if (!input.first_name) errors.push(required(p('first_name'), 'when type is INDIVIDUAL'));
    if (!input.last_name) errors.push(required(p('last_name'), 'when type is INDIVIDUAL'));
  }
  if (type === 'ORGANIZATION') {
    if (context.prefix && !input.organization_legal_name)
      errors.push(required(p('organization_legal_name'), 'when type is ORGANIZATION'));
    if (!context.prefix && !input.organization) errors.push(required(p('organization'), 'when type is ORGANIZATION'));
  }
  if (context.merchantCountry === 'COL' && !input.local_id)
    errors.push(required(p('local_id'), 'for merchants in Colombia'));
  if (
    context.today &&
    input.date_of_birth &&
    /^\d{4}-\d{2}-\d{2}$/.test(input.date_of_birth) &&
    input.date_of_birth > context.today
  ) {
    errors.push({
      param: p('date_of_birth'),
      code: 'in_the_future',
      message: `'${p('date_of_birth')}' must not be in the future.`,
    });
  }
  return errors;
}

/** The rule-relevant string fields of a parsed or raw body (non-strings count as absent; zod reports them). */
export function endUserRuleInput(body: Record<string, unknown>): EndUserRuleInput {
  const pick = (key: keyof EndUserRuleInput) =>
    typeof body[key] === 'string' && body[key] !== '' ? (body[key] as string) : undefined;
  return {
    type: pick('type'),
    first_name: pick('first_name'),
    last_name: pick('last_name'),
    organization: pick('organization'),
    organization_legal_name: pick('organization_legal_name'),
    local_id: pick('local_id'),
    date_of_birth: pick('date_of_birth'),
  };
}

/**
 * existing_end_user_id / new_end_user_details of a link or account request: exactly one of them, and
 * the new details follow the end-user rules (prefixed field paths).
 */
export function endUserChoiceRules(
  body: Record<string, unknown>,
  context: Omit<EndUserRuleContext, 'prefix'>,
): FieldError[] {
  const existing = body.existing_end_user_id;
  const details = body.new_end_user_details;
  const hasExisting = existing !== undefined && existing !== null && existing !== '';
  const hasDetails = details !== undefined && details !== null;
  if (hasExisting && hasDetails) {
    return [
      {
        param: 'new_end_user_details',
        code: 'mutually_exclusive',
        message: `'existing_end_user_id' and 'new_end_user_details' are mutually exclusive: give one of them.`,
      },
    ];
  }
  if (!hasExisting && !hasDetails) {
    return [
      {
        param: 'existing_end_user_id',
        code: 'required',
        message: `'existing_end_user_id' is required when 'new_end_user_details' is absent: give one of them.`,
      },
    ];
  }
  if (hasDetails && typeof details === 'object' && !Array.isArray(details)) {
    return endUserRules(endUserRuleInput(details as Record<string, unknown>), {
      ...context,
      prefix: 'new_end_user_details',
    });
  }
  return [];
}
