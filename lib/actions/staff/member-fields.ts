import { z } from 'zod';
import type { ActionState } from '@/lib/forms/state';
import { ROLE_KEY_PATTERN } from '@/lib/auth/permissions';
import type { Translator } from '@/lib/i18n';

/**
 * What a staff-management form gets back: the console's one ActionState. Its result carries, only after
 * creating a member without a chosen password, that password: shown once, never stored in clear. Values
 * never hold a password.
 */
export type StaffActionState = ActionState<{ generatedPassword?: string }>;

/** A role key (a preset's or a custom role's); whether the actor may give it is `assertAssignable`'s (lib/auth/roles.ts). */
export const roleSchema = z.string().regex(ROLE_KEY_PATTERN, { message: 'actions.staff.chooseRole' });
export const staffIdSchema = z.uuid({ message: 'actions.staff.unknownMember' });

/**
 * A length limit as a refinement whose message is worded by `fieldErrorsOf` in the member's language:
 * `z.string().refine(...maxChars(120))` says "Use at most 120 characters."
 */
export function maxChars(max: number) {
  return [(value: string) => value.length <= max, { message: 'forms.error.atMost', params: { max } }] as const;
}

/** "30 seconds", "2 minutes" (or "30 segundos"…): Intl words the unit in the member's language. */
export function formatWait(seconds: number, t: Translator): string {
  const s = Math.max(1, seconds);
  const [value, unit] = s < 90 ? [s, 'second'] : [Math.ceil(s / 60), 'minute'];
  return new Intl.NumberFormat(t.locale, { style: 'unit', unit, unitDisplay: 'long' }).format(value);
}
