import { and, eq, gte, inArray, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { ConsoleDb } from '@/lib/db/types';
import { staffMemberChanges } from '@/lib/db/schema';

/** What one member did to another that lets them act as that member (they know, chose or reset a credential). */
export type MemberChangeKind = 'create' | 'invite' | 'change_role' | 'reset_password' | 'reset_two_factor';

type Queryable = Pick<ConsoleDb, 'insert' | 'select'>;

/** Records that `changedBy` created, invited or changed `memberId` (docs/approvals.md, "Deciding"). */
export async function recordMemberChange(
  db: Queryable,
  change: { memberId: string; changedBy: string; kind: MemberChangeKind },
): Promise<void> {
  await db.insert(staffMemberChanges).values(change);
}

/** The changes that hand a credential to whoever made them: they chose or know the member's password or link. */
const CREDENTIAL_KINDS: MemberChangeKind[] = ['create', 'invite', 'reset_password'];

const one = alias(staffMemberChanges, 'one');
const other = alias(staffMemberChanges, 'other');

/**
 * Whether either member created, invited or changed the other at or after `since`, or a third member handed both
 * their credentials (created, invited or reset the password of each) since then: one person may be acting as both (a
 * puppet with a password of the other's choosing, or two puppets of the same member), and maker-checker treats them as
 * one person.
 */
export async function linkedSince(db: Queryable, a: string, b: string, since: Date): Promise<boolean> {
  const [row] = await db
    .select({ one: sql<number>`1` })
    .from(staffMemberChanges)
    .where(
      and(
        or(
          and(eq(staffMemberChanges.memberId, a), eq(staffMemberChanges.changedBy, b)),
          and(eq(staffMemberChanges.memberId, b), eq(staffMemberChanges.changedBy, a)),
        ),
        gte(staffMemberChanges.at, since),
      ),
    )
    .limit(1);
  if (row) return true;
  const [shared] = await db
    .select({ one: sql<number>`1` })
    .from(one)
    .innerJoin(other, eq(one.changedBy, other.changedBy))
    .where(
      and(
        eq(one.memberId, a),
        eq(other.memberId, b),
        inArray(one.kind, CREDENTIAL_KINDS),
        inArray(other.kind, CREDENTIAL_KINDS),
        gte(one.at, since),
        gte(other.at, since),
      ),
    )
    .limit(1);
  return Boolean(shared);
}
