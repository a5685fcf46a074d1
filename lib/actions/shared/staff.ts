import { z } from 'zod';
import type { ActionState } from '@/lib/forms/state';
import { ROLES, type Role } from '@/lib/auth/permissions';

/**
 * What a staff-management form gets back: the console's one ActionState. Its result carries, only after
 * creating a member without a chosen password, that password: shown once, never stored in clear. Values
 * never hold a password.
 */
export type StaffActionState = ActionState<{ generatedPassword?: string }>;

export const roleSchema = z.enum(ROLES as unknown as [Role, ...Role[]], { message: 'Choose a role.' });
export const staffIdSchema = z.uuid({ message: 'Unknown staff member.' });

export { fieldErrorsOf } from './fields';
