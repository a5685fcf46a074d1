import type { DbOrTx } from '../db/client';
import { recurringPlans } from '../db/schema';
import { newCode, newId } from '../lib/ids';

type NewRecurringPlan = typeof recurringPlans.$inferInsert;

/** What a caller decides about a new plan; its id, code, status and timestamps are set here. */
export type RecurringPlanValues = Omit<NewRecurringPlan, 'id' | 'code' | 'status' | 'dateCreated' | 'dateUpdated'>;

/** Writes a new ACTIVE recurring plan (the scheduler generates its cycles from start_date on). */
export async function insertRecurringPlan(tx: DbOrTx, values: RecurringPlanValues, now: Date): Promise<string> {
  const [plan] = await tx
    .insert(recurringPlans)
    .values({ ...values, id: newId('rcp'), code: newCode('RCP'), status: 'ACTIVE', dateCreated: now, dateUpdated: now })
    .returning({ id: recurringPlans.id });
  return plan.id;
}
