import { asc, eq, sql } from 'drizzle-orm';
import type { ConsoleDb } from '@/lib/db/types';
import { staffUsers, type StaffUserRow } from '@/lib/db/schema';
import type { RoleKey } from './permissions';
import { moneyPowerBeyond, type Access } from './permissions';
import { assertAManagerRemains, LastAdminError, resolveAccess } from './roles';

export { LastAdminError };
import { hashPassword } from './password';

/** A staff member as the console shows them: everything but the password hash and second-factor secrets. */
export type StaffUser = Omit<StaffUserRow, 'passwordHash' | 'totpSecret' | 'totpPendingSecret' | 'totpLastStep'>;

export type Theme = 'light' | 'dark' | 'system';
export const THEMES: readonly Theme[] = ['light', 'dark', 'system'];
export const LANGUAGES = [
  { code: 'en', label: 'English' },
  { code: 'es-CO', label: 'Español (Colombia)' },
] as const;
export type Language = (typeof LANGUAGES)[number]['code'];

const publicColumns = {
  id: staffUsers.id,
  email: staffUsers.email,
  name: staffUsers.name,
  role: staffUsers.role,
  disabled: staffUsers.disabled,
  sessionVersion: staffUsers.sessionVersion,
  language: staffUsers.language,
  timezone: staffUsers.timezone,
  theme: staffUsers.theme,
  lastSignInAt: staffUsers.lastSignInAt,
  totpEnabledAt: staffUsers.totpEnabledAt,
  mustChangePassword: staffUsers.mustChangePassword,
  createdAt: staffUsers.createdAt,
  updatedAt: staffUsers.updatedAt,
};

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

export async function findStaffByEmail(db: ConsoleDb, email: string): Promise<StaffUserRow | undefined> {
  const [row] = await db
    .select()
    .from(staffUsers)
    .where(eq(staffUsers.email, normalizeEmail(email)));
  return row;
}

export async function getStaff(db: ConsoleDb, id: string): Promise<StaffUser | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await db.select(publicColumns).from(staffUsers).where(eq(staffUsers.id, id));
  return row;
}

export async function listStaff(db: ConsoleDb): Promise<StaffUser[]> {
  return db
    .select(publicColumns)
    .from(staffUsers)
    .orderBy(asc(staffUsers.disabled), asc(staffUsers.name), asc(staffUsers.email));
}

export class StaffEmailTakenError extends Error {
  constructor(email: string) {
    super(`A staff member with the email ${email} already exists.`);
  }
}

export async function createStaff(
  db: ConsoleDb,
  input: { email: string; name: string; role: RoleKey; password: string },
): Promise<StaffUser> {
  const passwordHash = await hashPassword(input.password);
  const [row] = await db
    .insert(staffUsers)
    .values({ email: normalizeEmail(input.email), name: input.name.trim(), role: input.role, passwordHash })
    .onConflictDoNothing({ target: staffUsers.email })
    .returning(publicColumns);
  if (!row) throw new StaffEmailTakenError(normalizeEmail(input.email));
  return row;
}

/**
 * Applies a change to one member and bumps their session version, refusing to leave the console without an enabled
 * member able to manage staff (`staff:manage`, whatever role grants it). The enabled members' rows are locked first
 * (lib/auth/roles.ts), so two managers demoting each other at the same moment cannot both succeed.
 */
async function changeStaff(
  db: ConsoleDb,
  id: string,
  change: { role?: RoleKey; disabled?: boolean },
  decidedOn?: Grants,
): Promise<StaffUser | undefined> {
  if (!isUuid(id)) return undefined;
  return db.transaction(async (tx) => {
    // The enabled members first, then this one: the order every staff and role write locks in.
    await tx.select({ id: staffUsers.id }).from(staffUsers).where(eq(staffUsers.disabled, false)).for('update');
    // An edit of the role takes the same lock before it writes (updateRole): read now, the role is what it will be.
    if (decidedOn && change.role && moneyPowerBeyond(decidedOn, await resolveAccess(tx, change.role)).length)
      throw new RoleGrantsChangedError();
    const [current] = await tx.select(publicColumns).from(staffUsers).where(eq(staffUsers.id, id)).for('update');
    if (!current) return undefined;
    const role = change.role ?? current.role;
    const disabled = change.disabled ?? current.disabled;
    if (role === current.role && disabled === current.disabled) return current;
    await assertAManagerRemains(tx, { member: { id, role, disabled } });
    const [row] = await tx
      .update(staffUsers)
      .set({ role, disabled, sessionVersion: sql`${staffUsers.sessionVersion} + 1`, updatedAt: new Date() })
      .where(eq(staffUsers.id, id))
      .returning(publicColumns);
    return row;
  });
}

type Grants = Pick<Access, 'permissions' | 'ceilings' | 'daily'>;

/**
 * The role gives more power over money than when the change was decided (an edit of the role landed in between): the
 * member's role is left as it was (docs/security.md, "Held changes of power").
 */
export class RoleGrantsChangedError extends Error {
  constructor() {
    super('The role grants more than when this change was decided.');
  }
}

/**
 * Changes the role and ends the member's sessions (they sign in again with the new role). `decidedOn`: what the role
 * granted when the change was judged (held or not, approved or not); if it grants more by the time the member's row is
 * locked, nothing is written (`RoleGrantsChangedError`).
 */
export function updateStaffRole(
  db: ConsoleDb,
  id: string,
  role: RoleKey,
  { decidedOn }: { decidedOn?: Grants } = {},
): Promise<StaffUser | undefined> {
  return changeStaff(db, id, { role }, decidedOn);
}

/** Disabling ends the member's sessions; enabling lets them sign in again. */
export function setStaffDisabled(db: ConsoleDb, id: string, disabled: boolean): Promise<StaffUser | undefined> {
  return changeStaff(db, id, { disabled });
}

/** Sets a new password and ends every session of the member. */
/**
 * Sets a member's password and ends their sessions. `mustChange` (an admin's reset) holds them on the change-password
 * page after their next sign-in until they choose their own; a password they choose clears it.
 */
export async function setStaffPassword(
  db: ConsoleDb,
  id: string,
  password: string,
  { mustChange = false }: { mustChange?: boolean } = {},
): Promise<void> {
  const passwordHash = await hashPassword(password);
  await db
    .update(staffUsers)
    .set({
      passwordHash,
      mustChangePassword: mustChange,
      sessionVersion: sql`${staffUsers.sessionVersion} + 1`,
      updatedAt: new Date(),
    })
    .where(eq(staffUsers.id, id));
}

/** Ends every session of the member, cookies issued before session rows existed included (session_version). */
export async function bumpSessionVersion(db: ConsoleDb, id: string): Promise<void> {
  await db
    .update(staffUsers)
    .set({ sessionVersion: sql`${staffUsers.sessionVersion} + 1`, updatedAt: new Date() })
    .where(eq(staffUsers.id, id));
}

/** Whether an admin's reset still requires the member to choose a new password. */
export async function passwordChangeRequired(db: ConsoleDb, id: string): Promise<boolean> {
  const [row] = await db.select({ must: staffUsers.mustChangePassword }).from(staffUsers).where(eq(staffUsers.id, id));
  return row?.must ?? false;
}

export async function updateStaffPreferences(
  db: ConsoleDb,
  id: string,
  preferences: Partial<{ timezone: string; language: Language; theme: Theme }>,
): Promise<void> {
  await db
    .update(staffUsers)
    .set({ ...preferences, updatedAt: new Date() })
    .where(eq(staffUsers.id, id));
}

export async function recordSignIn(db: ConsoleDb, id: string, at: Date = new Date()): Promise<void> {
  await db.update(staffUsers).set({ lastSignInAt: at }).where(eq(staffUsers.id, id));
}

export function isUuid(value: string): boolean {
  return /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);
}
