import { dictionary } from '@zxcvbn-ts/language-common';

/** A new password chosen by a member (issue 14): long enough and not on the list of common passwords. */
export const NEW_PASSWORD_MIN_LENGTH = 12;
export const NEW_PASSWORD_MAX_LENGTH = 256;

let common: Set<string> | null = null;

/** The common-password list shipped in @zxcvbn-ts/language-common (no network), lower-cased, loaded once. */
function commonPasswords(): Set<string> {
  common ??= new Set(dictionary['passwords-common'].map((p) => p.toLowerCase()));
  return common;
}

/** Why a new password is refused, or null. */
export function newPasswordProblem(password: string, member: { email: string; name?: string | null }): string | null {
  if (password.length < NEW_PASSWORD_MIN_LENGTH) return `Use at least ${NEW_PASSWORD_MIN_LENGTH} characters (${password.length} now).`;
  if (password.length > NEW_PASSWORD_MAX_LENGTH) return `Use at most ${NEW_PASSWORD_MAX_LENGTH} characters.`;
  const lower = password.toLowerCase();
  if (commonPasswords().has(lower)) return 'This password is on a list of common passwords. Choose another.';
  const local = member.email.split('@')[0]?.toLowerCase() ?? '';
  if (local.length >= 4 && lower.includes(local)) return 'Do not use your email address in your password.';
  if (new Set(password).size < 4) return 'Use more different characters.';
  return null;
}
