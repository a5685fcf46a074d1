import { z } from 'zod';
import { ROLES, type Role } from '../permissions';

/** The state every staff-management form gets back. */
export interface StaffActionState {
  ok: boolean;
  message?: string;
  fieldErrors?: Record<string, string>;
  /** Only after creating a member without a chosen password: shown once, never stored in clear. */
  generatedPassword?: string;
  /** What was typed (never a password), so a form refused for one field keeps the others. */
  values?: Record<string, string>;
}

export const roleSchema = z.enum(ROLES as unknown as [Role, ...Role[]], { message: 'Choose a role.' });
export const staffIdSchema = z.uuid({ message: 'Unknown staff member.' });

export function fieldErrorsOf(error: z.ZodError): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? 'form');
    out[key] ??= issue.message;
  }
  return out;
}
