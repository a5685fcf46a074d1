import { ACCOUNT_SUBTYPES, ACCOUNT_TYPES, isAbaRoutingNumber } from '../accounts/states';

/**
 * The bank-account form of the hosted pages, checked field by field. Errors are codes, not sentences:
 * the page shows them in the link's language.
 */
export type AccountFormField = 'institution_id' | 'account_number' | 'routing_number' | 'type' | 'subtype' | 'consent';
export type AccountFormErrorCode =
  | 'required'
  | 'unknown_institution'
  | 'invalid_account_number'
  | 'invalid_routing_number'
  | 'invalid_choice'
  | 'consent_required'
  | 'already_connected'
  | 'currency_mismatch';
export type AccountFormErrors = Partial<Record<AccountFormField, AccountFormErrorCode>>;

export interface AccountFormInput {
  institution_id?: unknown;
  account_number?: unknown;
  routing_number?: unknown;
  type?: unknown;
  subtype?: unknown;
  consent?: unknown;
}

export interface AccountForm {
  institutionId: string;
  accountNumber: string;
  routingNumber: string | null;
  type: string;
  subtype: string;
}

export interface InstitutionChoice {
  id: string;
  name: string;
  country: string;
  requiresValidation: boolean;
}

const text = (v: unknown) => (typeof v === 'string' ? v.trim() : '');

/** A ticked checkbox as forms send it ("on"), or true. */
export const consentGiven = (v: unknown) => v === true || ['on', 'true', 'yes', '1'].includes(text(v).toLowerCase());
const digits = (v: unknown) => text(v).replace(/[\s-]/g, '');

/** US institutions take an ABA routing number; others (Colombia) do not use one. */
export const needsRoutingNumber = (institution: { country: string }) => institution.country === 'USA';

export function parseAccountForm(
  input: AccountFormInput,
  institutions: InstitutionChoice[],
): { ok: true; value: AccountForm; institution: InstitutionChoice } | { ok: false; errors: AccountFormErrors } {
  const errors: AccountFormErrors = {};
  const institutionId = text(input.institution_id);
  const institution = institutions.find((i) => i.id === institutionId);
  if (!institutionId) errors.institution_id = 'required';
  else if (!institution) errors.institution_id = 'unknown_institution';

  const accountNumber = digits(input.account_number);
  if (!accountNumber) errors.account_number = 'required';
  else if (!/^\d{4,20}$/.test(accountNumber)) errors.account_number = 'invalid_account_number';

  const routing = digits(input.routing_number);
  if (institution && needsRoutingNumber(institution)) {
    if (!routing) errors.routing_number = 'required';
    else if (!isAbaRoutingNumber(routing)) errors.routing_number = 'invalid_routing_number';
  }

  const type = text(input.type).toUpperCase() || 'DEPOSITORY';
  if (!(ACCOUNT_TYPES as readonly string[]).includes(type)) errors.type = 'invalid_choice';
  const subtype = text(input.subtype).toUpperCase() || 'CHECKING';
  if (!(ACCOUNT_SUBTYPES as readonly string[]).includes(subtype)) errors.subtype = 'invalid_choice';

  if (!consentGiven(input.consent)) errors.consent = 'consent_required';

  if (Object.keys(errors).length || !institution) return { ok: false, errors };
  return {
    ok: true,
    institution,
    value: {
      institutionId,
      accountNumber,
      routingNumber: institution && needsRoutingNumber(institution) ? routing : null,
      type,
      subtype,
    },
  };
}
