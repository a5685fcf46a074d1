import type { FieldError } from '../http/errors';

export interface EndUserRuleInput {
  type?: string;
  first_name?: string;
  last_name?: string;
  organization?: string;
  organization_legal_name?: string;
  local_id?: string;
}

const required = (param: string, why: string): FieldError => ({ param, code: 'required', message: `'${param}' is required ${why}.` });

/** The conditional rules of POST /end-users/create (spec 4.4): which fields the type and country make required. */
export function endUserRules(input: EndUserRuleInput, context: { merchantCountry: string; prefix?: string }): FieldError[] {
  const p = (field: string) => (context.prefix ? `${context.prefix}.${field}` : field);
  const errors: FieldError[] = [];
  if (input.type === 'INDIVIDUAL') {
    if (!input.first_name) errors.push(required(p('first_name'), 'when type is INDIVIDUAL'));
    if (!input.last_name) errors.push(required(p('last_name'), 'when type is INDIVIDUAL'));
  }
  if (input.type === 'ORGANIZATION' && !input.organization && !input.organization_legal_name) {
    errors.push(required(p('organization'), 'when type is ORGANIZATION'));
  }
  if (context.merchantCountry === 'COL' && !input.local_id) errors.push(required(p('local_id'), 'for merchants in Colombia'));
  return errors;
}
