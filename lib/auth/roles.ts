import { and, asc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { ConsoleDb } from '@/lib/db/types';
import { staffInvitations, staffRoles, staffUsers, type StaffRoleRow } from '@/lib/db/schema';
import {
  beyond,
  can,
  DAILY_PERMISSIONS,
  isDailyPermission,
  isMoneyPermission,
  isPermission,
  isRole,
  presetOf,
  PERMISSIONS,
  ROLES,
  type Access,
  type Ceilings,
  type DailyCeilings,
  type Permission,
  type RoleKey,
} from './permissions';

/**
 * Custom roles (docs/roles.md): stored in console.staff_roles, resolved into the same `Access` as the built-in
 * presets. The rules every write keeps: nobody grants what they do not hold (`beyond`), the console never loses its
 * last enabled member able to manage staff, a retired role is given to nobody.
 */

export type RoleRow = StaffRoleRow;

export interface RoleInput {
  name: string;
  description: string;
  permissions: Permission[];
  ceilings: Ceilings;
  daily?: DailyCeilings;
}

/** A daily ceiling's key in the stored `ceilings` column, beside the per-movement lines: `refund/day`. */
const DAY = '/day';

/** Per-movement and daily lines as stored in one `ceilings` column (daily ones under `<permission>/day`). */
function storedCeilings(input: Pick<RoleInput, 'ceilings' | 'daily'>): Record<string, Record<string, number>> {
  const out: Record<string, Record<string, number>> = { ...input.ceilings };
  for (const [permission, lines] of Object.entries(input.daily ?? {})) if (lines) out[`${permission}${DAY}`] = lines;
  return out;
}

export type RoleErrorCode =
  | 'beyond'
  | 'last_manager'
  | 'in_use'
  | 'retired'
  | 'unknown'
  | 'key_taken'
  | 'built_in'
  | 'own_role'
  | 'holders_changed';

/** A refused role write: `code` says why (the forms word it), `details` what was beyond the actor. */
export class RoleError extends Error {
  constructor(
    readonly code: RoleErrorCode,
    readonly details: string[] = [],
  ) {
    super(`role refused: ${code}${details.length ? ` (${details.join(', ')})` : ''}`);
  }
}

/** A stored row's permissions and ceilings, keeping only what the table knows (a permission since removed is dropped). */
export function accessOfRow(row: Pick<RoleRow, 'key' | 'name' | 'permissions' | 'ceilings' | 'retiredAt'>): Access {
  if (row.retiredAt) return { role: row.key, name: row.name, permissions: [], ceilings: {} };
  const held = new Set(row.permissions);
  const permissions = PERMISSIONS.filter((p) => held.has(p));
  const ceilings: Ceilings = {};
  const daily: DailyCeilings = {};
  for (const [stored, byCurrency] of Object.entries(row.ceilings ?? {})) {
    const permission = stored.endsWith(DAY) ? stored.slice(0, -DAY.length) : stored;
    if (!isMoneyPermission(permission) || !held.has(permission)) continue;
    const clean = Object.fromEntries(Object.entries(byCurrency).filter(([, v]) => Number.isSafeInteger(v) && v >= 0));
    if (!Object.keys(clean).length) continue;
    if (stored === permission) ceilings[permission] = clean;
    else if (isDailyPermission(permission)) daily[permission] = clean;
  }
  return {
    role: row.key,
    name: row.name,
    permissions,
    ceilings,
    ...(Object.keys(daily).length ? { daily } : {}),
  };
}

/** What a role key grants now: a preset's, a custom role's, or nothing (unknown or retired). */
export async function resolveAccess(db: Pick<ConsoleDb, 'select'>, key: RoleKey): Promise<Access> {
  if (isRole(key)) return presetOf(key);
  const [row] = await db.select().from(staffRoles).where(eq(staffRoles.key, key));
  return row ? accessOfRow(row) : { role: key, permissions: [], ceilings: {} };
}

export async function listRoles(db: ConsoleDb): Promise<RoleRow[]> {
  return db.select().from(staffRoles).orderBy(asc(staffRoles.retiredAt), asc(staffRoles.name));
}

export async function getRole(db: ConsoleDb, key: string): Promise<RoleRow | undefined> {
  const [row] = await db.select().from(staffRoles).where(eq(staffRoles.key, key));
  return row;
}

/** Every custom role's name by key, retired ones included (a role is shown by its name: lib/auth/role-label.ts). */
export async function roleNames(db: ConsoleDb): Promise<Map<RoleKey, string>> {
  const rows = await db.select({ key: staffRoles.key, name: staffRoles.name }).from(staffRoles);
  return new Map(rows.map((row) => [row.key, row.name]));
}

/** The roles a member may be given (presets and active custom roles), with what each grants: for selects and checks. */
export async function assignableRoles(db: ConsoleDb): Promise<{ key: RoleKey; name: string | null; access: Access }[]> {
  const custom = await db.select().from(staffRoles).where(isNull(staffRoles.retiredAt)).orderBy(asc(staffRoles.name));
  return [
    ...ROLES.map((role) => ({ key: role, name: null, access: presetOf(role) })),
    ...custom.map((row) => ({ key: row.key, name: row.name, access: accessOfRow(row) })),
  ];
}

/**
 * Refuses giving `key` to a member unless the role exists, is not retired, and grants nothing beyond `actor`.
 * Returns the role's access.
 */
export async function assertAssignable(db: ConsoleDb, actor: Access, key: RoleKey): Promise<Access> {
  if (!isRole(key)) {
    const row = await getRole(db, key);
    if (!row) throw new RoleError('unknown');
    if (row.retiredAt) throw new RoleError('retired');
  }
  const access = await resolveAccess(db, key);
  const over = beyond(actor, access);
  if (over.length) throw new RoleError('beyond', over);
  return access;
}

/** A whole number of minor units, or a refusal: ceilings are money. */
function cleanInput(input: RoleInput): Required<RoleInput> {
  const permissions = PERMISSIONS.filter((p) => input.permissions.includes(p));
  const clean = (permission: string, byCurrency: Record<string, number> | undefined) => {
    if (!isMoneyPermission(permission) || !permissions.includes(permission) || !byCurrency) return null;
    const entries = Object.entries(byCurrency).map(([c, v]) => [c.toUpperCase(), v] as const);
    for (const [currency, value] of entries)
      if (!/^([A-Z]{3}|\*)$/.test(currency) || !Number.isSafeInteger(value) || value < 0)
        throw new Error(`invalid ceiling ${permission} ${currency}`);
    return entries.length ? Object.fromEntries(entries) : null;
  };
  const ceilings: Ceilings = {};
  for (const [permission, byCurrency] of Object.entries(input.ceilings)) {
    const lines = clean(permission, byCurrency);
    if (lines) ceilings[permission as keyof Ceilings] = lines;
  }
  const daily: DailyCeilings = {};
  for (const permission of DAILY_PERMISSIONS) {
    const lines = clean(permission, input.daily?.[permission]);
    if (lines) daily[permission] = lines;
  }
  if (input.permissions.some((p) => !isPermission(p))) throw new Error('unknown permission');
  return { ...input, name: input.name.trim(), description: input.description.trim(), permissions, ceilings, daily };
}

/** The row's columns for a cleaned input (daily lines stored beside the per-movement ones). */
function rowValues(clean: Required<RoleInput>) {
  const { daily, ...rest } = clean;
  return { ...rest, ceilings: storedCeilings({ ceilings: clean.ceilings, daily }) };
}

type Tx = Parameters<Parameters<ConsoleDb['transaction']>[0]>[0];

/**
 * Throws `last_manager` unless, with `override` applied to the roles, at least one enabled member keeps
 * `staff:manage`. Locks the enabled members' rows first (every staff and role write takes them in this order), so two
 * managers taking it from each other at the same moment cannot both succeed.
 */
export async function assertAManagerRemains(
  tx: Tx,
  change: { member?: { id: string; role: RoleKey; disabled: boolean }; role?: Access },
): Promise<void> {
  const members = await tx
    .select({ id: staffUsers.id, role: staffUsers.role })
    .from(staffUsers)
    .where(eq(staffUsers.disabled, false))
    .for('update');
  const rows = await tx.select().from(staffRoles);
  const now = new Map(rows.map((row) => [row.key, accessOfRow(row)]));
  const next = new Map(now);
  if (change.role) next.set(change.role.role, change.role);
  const manages = (roles: Map<string, Access>) => (key: RoleKey) =>
    can(isRole(key) ? presetOf(key) : (roles.get(key) ?? null), 'staff:manage');
  const after = members
    .filter((m) => m.id !== change.member?.id)
    .map((m) => m.role)
    .concat(change.member && !change.member.disabled ? [change.member.role] : []);
  // Only a change that takes it away is refused (a console that has no manager yet is not this rule's business).
  if (!after.some(manages(next)) && members.some((m) => manages(now)(m.role))) throw new LastAdminError();
}

/** The change would leave no enabled member able to manage staff. */
export class LastAdminError extends RoleError {
  constructor() {
    super('last_manager');
  }
}

/** What an edit must pass against the stored role: it exists, is active, is not the actor's, and stays within them. */
function checkRoleEdit(actor: Access, key: string, before: RoleRow | undefined, next: Access): asserts before {
  if (!before) throw new RoleError('unknown');
  if (before.retiredAt) throw new RoleError('retired');
  if (actor.role === key) throw new RoleError('own_role');
  const over = [...beyond(actor, accessOfRow(before)), ...beyond(actor, next)];
  if (over.length) throw new RoleError('beyond', [...new Set(over)]);
}

/**
 * The checks of `updateRole` without writing (throws the same RoleErrors): what the role grants before and would grant
 * after, so an edit giving its members more power over money can be held for a second member instead
 * (docs/security.md, "Held changes of power"). The write re-checks everything when it is made.
 */
export async function previewRoleEdit(
  db: ConsoleDb,
  actor: Access,
  key: string,
  input: RoleInput,
): Promise<{ before: Access; next: Access; input: Required<RoleInput> }> {
  const clean = cleanInput(input);
  const next: Access = { role: key, permissions: clean.permissions, ceilings: clean.ceilings, daily: clean.daily };
  if (isRole(key)) throw new RoleError('built_in');
  const row = await getRole(db, key);
  checkRoleEdit(actor, key, row, next);
  return { before: accessOfRow(row), next, input: clean };
}

export async function createRole(
  db: ConsoleDb,
  actor: Access,
  input: RoleInput & { key: string },
  createdBy: string,
): Promise<RoleRow> {
  const clean = cleanInput(input);
  if (isRole(input.key)) throw new RoleError('built_in');
  const over = beyond(actor, clean);
  if (over.length) throw new RoleError('beyond', over);
  const [row] = await db
    .insert(staffRoles)
    .values({ key: input.key, ...rowValues(clean), createdBy })
    .onConflictDoNothing({ target: staffRoles.key })
    .returning();
  if (!row) throw new RoleError('key_taken');
  return row;
}

/** A member who holds a role (enabled or not: a disabled member re-enabled holds it again). */
export interface RoleHolder {
  id: string;
  email: string;
}

/** The members who hold `key`, by email. */
export async function roleHolders(db: Pick<ConsoleDb, 'select'>, key: RoleKey): Promise<RoleHolder[]> {
  return db
    .select({ id: staffUsers.id, email: staffUsers.email })
    .from(staffUsers)
    .where(eq(staffUsers.role, key))
    .orderBy(asc(staffUsers.email));
}

/**
 * Changes a custom role. The actor must hold everything the role granted before and grants after (so nobody edits a
 * role above them, nor widens one), and the change may not take `staff:manage` from the last members holding it. Its
 * members' sessions stay: their next request resolves the new grants (lib/auth/guards.ts).
 *
 * `unheld`: the edit raises the role's power and applies without a second member's approval because nobody held the
 * role (docs/security.md, "Held changes of power"); a member given the role since makes it refused (`holders_changed`)
 * rather than raised without that approval. `approvedFor`: the edit was approved for these holders (a held edit's
 * request names them); a member given the role since, whom the approver did not see, makes it refused the same way.
 * Checked with the enabled members' rows locked, the lock every change of a member's role takes first.
 */
export async function updateRole(
  db: ConsoleDb,
  actor: Access,
  key: string,
  input: RoleInput,
  { unheld = false, approvedFor }: { unheld?: boolean; approvedFor?: string[] } = {},
): Promise<{ before: RoleRow; after: RoleRow }> {
  const clean = cleanInput(input);
  if (isRole(key)) throw new RoleError('built_in');
  return db.transaction(async (tx) => {
    const next: Access = { role: key, permissions: clean.permissions, ceilings: clean.ceilings, daily: clean.daily };
    await assertAManagerRemains(tx, { role: next });
    const [before] = await tx.select().from(staffRoles).where(eq(staffRoles.key, key)).for('update');
    checkRoleEdit(actor, key, before, next);
    const seen = unheld ? [] : approvedFor;
    if (seen && (await roleHolders(tx, key)).some((holder) => !seen.includes(holder.id)))
      throw new RoleError('holders_changed');
    const [after] = await tx
      .update(staffRoles)
      .set({ ...rowValues(clean), updatedAt: sql`now()` })
      .where(eq(staffRoles.key, key))
      .returning();
    return { before, after };
  });
}

/** Retires a custom role nobody enabled holds and no open invitation offers; it then grants nothing and cannot be given. */
export async function retireRole(db: ConsoleDb, actor: Access, key: string, now = new Date()): Promise<RoleRow> {
  if (isRole(key)) throw new RoleError('built_in');
  return db.transaction(async (tx) => {
    const members = await tx
      .select({ id: staffUsers.id })
      .from(staffUsers)
      .where(and(eq(staffUsers.role, key), eq(staffUsers.disabled, false)))
      .for('update');
    const [row] = await tx.select().from(staffRoles).where(eq(staffRoles.key, key)).for('update');
    if (!row) throw new RoleError('unknown');
    if (row.retiredAt) return row;
    const over = beyond(actor, accessOfRow(row));
    if (over.length) throw new RoleError('beyond', over);
    const [invited] = await tx
      .select({ id: staffInvitations.id })
      .from(staffInvitations)
      .where(
        and(
          eq(staffInvitations.role, key),
          isNull(staffInvitations.acceptedAt),
          isNull(staffInvitations.revokedAt),
          gt(staffInvitations.expiresAt, now),
        ),
      )
      .limit(1);
    if (members.length || invited) throw new RoleError('in_use');
    const [after] = await tx
      .update(staffRoles)
      .set({ retiredAt: now, updatedAt: sql`now()` })
      .where(eq(staffRoles.key, key))
      .returning();
    return after;
  });
}
