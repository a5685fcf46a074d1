import { isRole, type Role, type RoleKey } from './permissions';

/**
 * A role as people read it, wherever one is shown (the staff list, the invitation page and e-mail, the audit log, the
 * access settings, approval messages): a preset by its name in the reader's language (`staff.role.*`), a custom role
 * by its own name (`names`: the custom roles' names by key, retired ones included, lib/auth/roles.ts `roleNames`);
 * the bare key only for a role no longer known.
 */
export function roleLabel(
  t: (key: `staff.role.${Role}`) => string,
  role: RoleKey,
  names: ReadonlyMap<string, string> | undefined,
): string {
  return isRole(role) ? t(`staff.role.${role}`) : (names?.get(role) ?? role);
}
