import { z } from 'zod';
import type { ActionState } from '@/lib/forms/state';
import { ROLES, type Role } from '@/lib/auth/permissions';

/**
 * What a staff-management form gets back: the console's one ActionState. Its result carries, only after
 * creating a member without a chosen password, that password: shown once, never stored in clear. Values
 * never hold a password.
 */
export type StaffActionState = ActionState<{ generatedPassword?: string }>;

export const roleSchema = z.enum(ROLES as unknown as [Role, ...Role[]], { message: 'actions.staff.chooseRole' });
export const staffIdSchema = z.uuid({ message: 'actions.staff.unknownMember' });

/**
 * A length limit as a refinement whose message is worded by `fieldErrorsOf` in the member's language:
 * `z.string().refine(...maxChars(120))` says "Use at most 120 characters."
 */
export function maxChars(max: number) {
  return [(value: string) => value.length <= max, { message: 'forms.error.atMost', params: { max } }] as const;
}

export { fieldErrorsOf } from './fields';
