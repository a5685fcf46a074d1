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
] as const;
export type Permission = (typeof PERMISSIONS)[number];

const GRANTS: Record<Role, ReadonlySet<Permission>> = {
  admin: new Set(PERMISSIONS),
  support: new Set<Permission>(['read', 'deposits:read', 'refund', 'disconnect', 'plans:manage', 'links:create', 'end-users:create']),
  finance: new Set<Permission>(['read', 'deposits:read', 'payouts:create', 'transfers:create', 'payments:split', 'exports']),
  viewer: new Set<Permission>(['read', 'deposits:read']),
};

export const ROLE_LABELS: Record<Role, string> = {
  admin: 'Admin',
  support: 'Support',
  finance: 'Finance',
  viewer: 'Viewer',
};

export const ROLE_DESCRIPTIONS: Record<Role, string> = {
  admin: 'Everything, including staff management, approval rules, the audit log and the Developers area (API keys, webhooks, events).',
  support: 'Read everything; refund payments, disconnect accounts, pause and activate plans, create links and end users.',
  finance: 'Read everything; create payouts and transfers, split payments, read deposits and export data.',
  viewer: 'Read only.',
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
