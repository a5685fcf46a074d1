import { dictionary } from '@zxcvbn-ts/language-common';
import { phrase, type Phrase } from '@/lib/i18n';

/**
 * A new password chosen by a member (docs/staff-auth.md, "Password change"): long enough and not on the list of common
 * passwords.
 */
export const NEW_PASSWORD_MIN_LENGTH = 12;
export const NEW_PASSWORD_MAX_LENGTH = 256;

let common: Set<string> | null = null;

/** The common-password list shipped in @zxcvbn-ts/language-common (no network), lower-cased, loaded once. */
function commonPasswords(): Set<string> {
  common ??= new Set(dictionary['passwords-common'].map((p) => p.toLowerCase()));
  return common;
}

/** Why a new password is refused (a phrase, worded by the form's action in the member's language), or null. */
export function newPasswordProblem(password: string, member: { email: string; name?: string | null }): Phrase | null {
  if (password.length < NEW_PASSWORD_MIN_LENGTH)
    return phrase('actions.password.tooShort', { min: NEW_PASSWORD_MIN_LENGTH, length: password.length });
  if (password.length > NEW_PASSWORD_MAX_LENGTH) return phrase('forms.error.atMost', { max: NEW_PASSWORD_MAX_LENGTH });
  const lower = password.toLowerCase();
  if (commonPasswords().has(lower)) return phrase('actions.password.common');
  const local = member.email.split('@')[0]?.toLowerCase() ?? '';
  if (local.length >= 4 && lower.includes(local)) return phrase('actions.password.containsEmail');
  if (new Set(password).size < 4) return phrase('actions.password.moreVariety');
  return null;
}
