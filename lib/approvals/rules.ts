import { and, asc, desc, eq, isNull, lte, notExists, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { ConsoleDb } from '@/lib/db/types';
import { approvalRules, type ApprovalRuleRow } from '@/lib/db/schema';
import type { RoleKey } from '@/lib/auth/permissions';
import { ANY_OTHER_CURRENCY, type ApprovalAction } from './kinds';

export type ApprovalRule = ApprovalRuleRow;

export interface RuleInput {
  action: ApprovalAction;
  currency: string;
  threshold: number;
  makerRole: RoleKey | null;
  approvalsRequired: 1 | 2;
  approverRoles: RoleKey[];
  expiryHours: number;
  enabled: boolean;
}

export async function listRules(db: ConsoleDb): Promise<ApprovalRule[]> {
  return db
    .select()
    .from(approvalRules)
    .orderBy(asc(approvalRules.action), asc(approvalRules.currency), asc(approvalRules.threshold));
}

export async function getRule(db: ConsoleDb, id: string): Promise<ApprovalRule | undefined> {
  const [row] = await db.select().from(approvalRules).where(eq(approvalRules.id, id));
  return row;
}

export async function insertRule(db: ConsoleDb, input: RuleInput, createdBy: string): Promise<ApprovalRule> {
  const [row] = await db
    .insert(approvalRules)
    .values({ ...input, createdBy })
    .returning();
  return row;
}

export async function updateRule(db: ConsoleDb, id: string, input: RuleInput): Promise<ApprovalRule | undefined> {
  const [row] = await db
    .update(approvalRules)
    .set({ ...input, updatedAt: sql`now()` })
    .where(eq(approvalRules.id, id))
    .returning();
  return row;
}

export async function deleteRule(db: ConsoleDb, id: string): Promise<ApprovalRule | undefined> {
  const [row] = await db.delete(approvalRules).where(eq(approvalRules.id, id)).returning();
  return row;
}

const own = alias(approvalRules, 'own');

/**
 * The enabled rule that holds this action, if any. A rule names one currency, or `*` (ANY_OTHER_CURRENCY):
 * every currency with no enabled rule of its own for the action and this maker (one naming the currency, for any
 * maker or for this maker's role), its threshold (minor units) compared as-is
 * with the amount whatever the currency (docs/approvals.md), so no currency the API accepts escapes the rules.
 * When several match, the strictest wins: the most approvals, then the highest threshold (the most specific).
 * `amount` may be Infinity (a recurring plan with no end): every threshold is below it.
 */
export async function matchRule(
  db: ConsoleDb,
  input: { action: ApprovalAction; currency: string; amount: number; makerRole: RoleKey },
): Promise<ApprovalRule | undefined> {
  const amount = Number.isFinite(input.amount) ? input.amount : Number.MAX_SAFE_INTEGER;
  const currency = or(
    eq(approvalRules.currency, input.currency),
    and(
      eq(approvalRules.currency, ANY_OTHER_CURRENCY),
      notExists(
        db
          .select({ one: sql`1` })
          .from(own)
          .where(
            and(
              eq(own.enabled, true),
              eq(own.action, input.action),
              eq(own.currency, input.currency),
              // A rule scoped to another maker role is not this maker's own: it never switches the catch-all off
              // for them (docs/approvals.md, "Which rule holds").
              or(isNull(own.makerRole), eq(own.makerRole, input.makerRole)),
            ),
          ),
      ),
    ),
  );
  const [row] = await db
    .select()
    .from(approvalRules)
    .where(
      and(
        eq(approvalRules.enabled, true),
        eq(approvalRules.action, input.action),
        currency,
        lte(approvalRules.threshold, amount),
        or(isNull(approvalRules.makerRole), eq(approvalRules.makerRole, input.makerRole)),
      ),
    )
    .orderBy(desc(approvalRules.approvalsRequired), desc(approvalRules.threshold))
    .limit(1);
  return row;
}
