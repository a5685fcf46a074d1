/**
 * Staff roles and what each may do. Safe to import anywhere (client components too): it holds
 * no secrets, only the rules, so buttons can be hidden with the same `can()` the server enforces.
 */
export const ROLES = ['admin', 'support', 'finance', 'viewer'] as const;
export type Role = (typeof ROLES)[number];

export const PERMISSIONS = [
  'read',
  'refund',
  'disconnect',
  'plans:manage',
  'links:create',
  'end-users:create',
  'payouts:create',
  'transfers:create',
  'payments:split',
  'deposits:read',
  'exports',
  'staff:manage',
  'audit:read',
  'developers',
  'approvals:manage',
  /** Accept a dispute or return case, upload evidence, submit a response (docs/disputes.md); reading cases is `read`. */
  'cases:act',
  /** Set the business day, subscribe reports on a schedule (docs/reports.md); reading reports is `deposits:read`. */
  'reports:manage',
  /** Import bank statements, match, unmatch, resolve reconciliation exceptions (docs/reconciliation.md); reading is `deposits:read`. */ 'reconciliation',
] as const;
export type Permission = (typeof PERMISSIONS)[number];

const GRANTS: Record<Role, ReadonlySet<Permission>> = {
  admin: new Set(PERMISSIONS),
  support: new Set<Permission>([
    'read',
    'deposits:read',
    'refund',
    'disconnect',
    'plans:manage',
    'links:create',
    'end-users:create',
    'cases:act',
  ]),
  finance: new Set<Permission>([
    'read',
    'deposits:read',
    'payouts:create',
    'transfers:create',
    'payments:split',
    'exports',
    'reports:manage',
    'reconciliation',
  ]),
  viewer: new Set<Permission>(['read', 'deposits:read']),
};

/** English role names for the server's own messages (actions, mail); pages show `staff.role.*` in the member's language. */
export const ROLE_LABELS: Record<Role, string> = {
  admin: 'Admin',
  support: 'Support',
  finance: 'Finance',
  viewer: 'Viewer',
};

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value);
}

export function can(role: Role | null | undefined, permission: Permission): boolean {
  return role != null && isRole(role) && GRANTS[role].has(permission);
}

/** The permissions a role holds, in the declared order (for display). */
export function permissionsOf(role: Role): Permission[] {
  return PERMISSIONS.filter((permission) => GRANTS[role].has(permission));
}
