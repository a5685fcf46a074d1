import 'server-only';
import { and, eq, sql } from 'drizzle-orm';
import { businessDayOf, DEFAULT_BUSINESS_DAY } from '@/core/business-day';
import {
  dailyCeilingOf,
  NO_CURRENCY,
  type Access,
  type MoneyDecision,
  type MoneyPermission,
} from '@/lib/auth/permissions';
import { staffDailyMovements, staffUsers } from '@/lib/db/schema';
import type { ConsoleDb } from '@/lib/db/types';
import { isApiError } from '@/lib/merchant-api';
import { currentBusinessDay } from '@/lib/reports/run';

type Refusal = Extract<MoneyDecision<unknown>, { kind: 'refused' }>;

export interface DailyMovement {
  memberId: string;
  access: Access;
  permission: MoneyPermission;
  currency: string;
  amount: number;
  /** The form's idempotency key: sending the same form again counts once. */
  idempotencyKey: string;
}

/**
 * Counts a movement against the member's daily ceiling (docs/roles.md, "Daily ceilings"): under the member's row lock,
 * what they moved today under the permission in this currency plus `amount` must stay within the ceiling; the
 * movement is then recorded, before it is sent. Returns the refusal, or null (recorded, or no daily ceiling applies).
 */
export async function reserveToday(db: ConsoleDb, movement: DailyMovement, now = new Date()): Promise<Refusal | null> {
  const ceiling = dailyCeilingOf(movement.access, movement.permission, movement.currency);
  if (ceiling === null) return null;
  if (ceiling === NO_CURRENCY) return { kind: 'refused', reason: 'currency' };
  // An API that cannot say (no reports extension, or not answering) leaves the day at UTC midnight.
  const businessDay = await currentBusinessDay().catch(() => null);
  const day = businessDayOf(now, businessDay ?? DEFAULT_BUSINESS_DAY);
  const currency = movement.currency.toUpperCase();
  return db.transaction(async (tx) => {
    await tx.select({ id: staffUsers.id }).from(staffUsers).where(eq(staffUsers.id, movement.memberId)).for('update');
    const mine = and(eq(staffDailyMovements.memberId, movement.memberId), eq(staffDailyMovements.businessDay, day));
    const [same] = await tx
      .select({ key: staffDailyMovements.idempotencyKey })
      .from(staffDailyMovements)
      .where(and(mine, eq(staffDailyMovements.idempotencyKey, movement.idempotencyKey)));
    if (same) return null;
    const [{ today }] = await tx
      .select({ today: sql<string>`coalesce(sum(${staffDailyMovements.amount}), 0)` })
      .from(staffDailyMovements)
      .where(
        and(mine, eq(staffDailyMovements.permission, movement.permission), eq(staffDailyMovements.currency, currency)),
      );
    const used = Number(today);
    if (movement.amount + used > ceiling)
      return { kind: 'refused', reason: 'daily', ceiling, left: Math.max(0, ceiling - used) } satisfies Refusal;
    await tx
      .insert(staffDailyMovements)
      .values({
        memberId: movement.memberId,
        idempotencyKey: movement.idempotencyKey,
        permission: movement.permission,
        currency,
        amount: movement.amount,
        businessDay: day,
      })
      .onConflictDoNothing();
    return null;
  });
}

/**
 * Sends a movement counted by `reserveToday`, giving the amount back to the member's day when the API refuses it
 * (a 4xx answer: nothing moved). An unconfirmed send (no answer, 5xx) stays counted, and so does a 409 (the key is
 * another send's, in flight or done).
 */
export async function sendCounted<T>(
  db: ConsoleDb,
  memberId: string,
  idempotencyKey: string,
  send: () => Promise<T>,
): Promise<T> {
  try {
    return await send();
  } catch (error) {
    if (isApiError(error) && error.status >= 400 && error.status < 500 && error.status !== 409)
      await db
        .delete(staffDailyMovements)
        .where(and(eq(staffDailyMovements.memberId, memberId), eq(staffDailyMovements.idempotencyKey, idempotencyKey)));
    throw error;
  }
}
