import { and, eq, gte, or, sql } from 'drizzle-orm';
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

/**
 * Whether either member created, invited or changed the other at or after `since`: then one of them may be acting as
 * both (a puppet with a password of the other's choosing), and maker-checker treats them as one person.
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
  return Boolean(row);
}
