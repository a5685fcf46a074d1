import { createHash, randomBytes } from 'node:crypto';
import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import type { ConsoleDb } from '@/lib/db/types';
import { phrase, type Phrase } from '@/lib/i18n';
import { staffInvitations, staffUsers } from '@/lib/db/schema';
import type { RoleKey } from './permissions';
import { hashPassword } from './password';
import { recordMemberChange } from './member-changes';
import { normalizeEmail, StaffEmailTakenError } from './staff';

/** How long an invitation link works. */
export const INVITATION_HOURS = 72;

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

export type InvitationRow = typeof staffInvitations.$inferSelect;

/** A new invitation: returns the token for the link (shown once; only its hash is kept). */
export async function createInvitation(
  db: ConsoleDb,
  input: { email: string; role: RoleKey; invitedBy: string },
  now = new Date(),
): Promise<{ invitation: InvitationRow; token: string }> {
  const email = normalizeEmail(input.email);
  const [taken] = await db.select({ id: staffUsers.id }).from(staffUsers).where(eq(staffUsers.email, email));
  if (taken) throw new StaffEmailTakenError(email);
  const token = randomBytes(32).toString('base64url');
  const [invitation] = await db
    .insert(staffInvitations)
    .values({
      email,
      role: input.role,
      tokenHash: hashOf(token),
      invitedBy: input.invitedBy,
      createdAt: now,
      expiresAt: new Date(now.getTime() + INVITATION_HOURS * 3_600_000),
    })
    .returning();
  return { invitation, token };
}

/** Invitations still open (not accepted, not revoked, not expired), newest first. */
export async function pendingInvitations(db: ConsoleDb, now = new Date()): Promise<InvitationRow[]> {
  return db
    .select()
    .from(staffInvitations)
    .where(
      and(isNull(staffInvitations.acceptedAt), isNull(staffInvitations.revokedAt), gt(staffInvitations.expiresAt, now)),
    )
    .orderBy(desc(staffInvitations.createdAt));
}

export async function getInvitation(db: ConsoleDb, id: string): Promise<InvitationRow | undefined> {
  const [row] = await db.select().from(staffInvitations).where(eq(staffInvitations.id, id));
  return row;
}

export async function revokeInvitation(
  db: ConsoleDb,
  id: string,
  now = new Date(),
): Promise<InvitationRow | undefined> {
  const [row] = await db
    .update(staffInvitations)
    .set({ revokedAt: now })
    .where(and(eq(staffInvitations.id, id), isNull(staffInvitations.acceptedAt), isNull(staffInvitations.revokedAt)))
    .returning();
  return row;
}

export type ClosedState = 'unknown' | 'used' | 'revoked' | 'expired';

/** What a closed invitation link says, by its state: a phrase, worded in the language of the page that shows it. */
export function closedInvitation(state: ClosedState): Phrase {
  return phrase(`invite.closed.${state}`, { hours: INVITATION_HOURS });
}

export type InvitationState = { state: 'open'; invitation: InvitationRow } | { state: ClosedState };

function stateOf(row: InvitationRow | undefined, now: Date): InvitationState {
  if (!row) return { state: 'unknown' };
  if (row.acceptedAt) return { state: 'used' };
  if (row.revokedAt) return { state: 'revoked' };
  if (row.expiresAt.getTime() <= now.getTime()) return { state: 'expired' };
  return { state: 'open', invitation: row };
}

/** What an invitation link leads to, read without changing anything. */
export async function invitationByToken(db: ConsoleDb, token: string, now = new Date()): Promise<InvitationState> {
  if (!/^[A-Za-z0-9_-]{20,100}$/.test(token)) return { state: 'unknown' };
  const [row] = await db
    .select()
    .from(staffInvitations)
    .where(eq(staffInvitations.tokenHash, hashOf(token)));
  return stateOf(row, now);
}

/**
 * Accepts an invitation once: in one transaction the invitation row is locked, checked still open, the member is
 * created with the invited email and role, and the invitation marked used. A second use finds it used.
 */
export async function acceptInvitation(
  db: ConsoleDb,
  token: string,
  input: { name: string; password: string },
  now = new Date(),
): Promise<InvitationState & { memberId?: string }> {
  const passwordHash = await hashPassword(input.password);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(staffInvitations)
      .where(eq(staffInvitations.tokenHash, hashOf(token)))
      .for('update');
    const state = stateOf(row, now);
    if (state.state !== 'open') return state;
    const [member] = await tx
      .insert(staffUsers)
      .values({ email: state.invitation.email, name: input.name.trim(), role: state.invitation.role, passwordHash })
      .onConflictDoNothing({ target: staffUsers.email })
      .returning({ id: staffUsers.id });
    if (!member) throw new StaffEmailTakenError(state.invitation.email);
    await tx.update(staffInvitations).set({ acceptedAt: now }).where(eq(staffInvitations.id, state.invitation.id));
    if (state.invitation.invitedBy)
      await recordMemberChange(tx, { memberId: member.id, changedBy: state.invitation.invitedBy, kind: 'invite' });
    return { ...state, memberId: member.id };
  });
}
