import { asc, eq } from 'drizzle-orm';
import type { ConsoleDb } from '@/lib/db/types';
import { accessSettings, ssoRoleMappings } from '@/lib/db/schema';
import { assignableRoles } from '@/lib/auth/roles';

/** The company's access rules (docs/sso.md): SSO domain, group claim, sign-in address ranges. */
export interface AccessSettings {
  ssoRequiredDomain: string | null;
  ssoGroupClaim: string;
  ipRanges: string[];
}

export const DEFAULT_ACCESS: AccessSettings = { ssoRequiredDomain: null, ssoGroupClaim: 'groups', ipRanges: [] };

/** The role keys a group may map to: the presets and the active custom roles (docs/roles.md). */
export async function knownRoleKeys(db: ConsoleDb): Promise<string[]> {
  return (await assignableRoles(db)).map((role) => role.key);
}

export async function getAccessSettings(db: ConsoleDb): Promise<AccessSettings> {
  const [row] = await db.select().from(accessSettings).where(eq(accessSettings.id, true));
  if (!row) return { ...DEFAULT_ACCESS };
  return { ssoRequiredDomain: row.ssoRequiredDomain, ssoGroupClaim: row.ssoGroupClaim, ipRanges: row.ipRanges };
}

export async function updateAccessSettings(db: ConsoleDb, change: Partial<AccessSettings>): Promise<AccessSettings> {
  const next = { ...(await getAccessSettings(db)), ...change };
  await db
    .insert(accessSettings)
    .values({ id: true, ...next })
    .onConflictDoUpdate({ target: accessSettings.id, set: { ...next, updatedAt: new Date() } });
  return next;
}

/** The part of an email after its last `@`, lower-case. */
export function emailDomain(email: string): string {
  return email.slice(email.lastIndexOf('@') + 1).toLowerCase();
}

/** Whether the member with this email must sign in through the identity provider. */
export function ssoRequiredFor(settings: AccessSettings, email: string): boolean {
  return settings.ssoRequiredDomain !== null && emailDomain(email) === settings.ssoRequiredDomain;
}

export interface RoleMapping {
  groupName: string;
  role: string;
}

export async function listRoleMappings(db: ConsoleDb): Promise<RoleMapping[]> {
  return db
    .select({ groupName: ssoRoleMappings.groupName, role: ssoRoleMappings.role })
    .from(ssoRoleMappings)
    .orderBy(asc(ssoRoleMappings.createdAt), asc(ssoRoleMappings.groupName));
}

export async function setRoleMapping(db: ConsoleDb, mapping: RoleMapping): Promise<void> {
  await db
    .insert(ssoRoleMappings)
    .values(mapping)
    .onConflictDoUpdate({ target: ssoRoleMappings.groupName, set: { role: mapping.role } });
}

export async function deleteRoleMapping(db: ConsoleDb, groupName: string): Promise<void> {
  await db.delete(ssoRoleMappings).where(eq(ssoRoleMappings.groupName, groupName));
}

/** The groups of an ID token's claim: a string, or a list (anything else: none). */
export function groupsOf(claims: Record<string, unknown>, claim: string): string[] {
  const value = claims[claim];
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.filter((item): item is string => typeof item === 'string');
  return [];
}

/**
 * The role a first sign-in is provisioned with: the first mapping (in the order they were added) whose group the
 * member is in and whose role is still known; null when none (no access until an admin grants it).
 */
export function roleForGroups(
  mappings: readonly RoleMapping[],
  groups: readonly string[],
  known: readonly string[],
): string | null {
  const held = new Set(groups);
  return mappings.find((m) => held.has(m.groupName) && known.includes(m.role))?.role ?? null;
}
