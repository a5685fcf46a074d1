import { dueCycles, type CycleFrequency } from '../../core/schedule';
import { DAY, isoDate, MINUTE, type AccountInfo, type Person, type SeedContext } from './context';
import { amountFor } from './amounts';
import { PLAN_ITEMS } from './names';

/** A recurring plan as the days of transactions need it: who pays, how, and which cycles fall due on which day. */
export interface Plan {
  id: string;
  code: string;
  person: Person;
  account: AccountInfo;
  method: string;
  amount: number;
  description: string;
  owner: string;
  tenantId: string;
  dueByDay: Map<number, number[]>;
}

/** Recurring plans, ACTIVE and PAUSED, AUTOMATIC and SEND_REQUEST; the cycles due from the pause on are written here, the paid ones with their day. */
export async function makeRecurringPlans(g: SeedContext): Promise<Plan[]> {
  const { r, m } = g;
  const plans: Plan[] = [];
  const today = isoDate(g.now);
  const yesterday = isoDate(g.now - DAY);
  for (let i = 0; i < g.sizes.recurringPlans; i++) {
    const candidates = g.people.filter((p) => p.accounts.some((a) => a.status === 'CONNECTED'));
    if (!candidates.length) break;
    const person = r.pick(candidates);
    const account = r.pick(person.accounts.filter((a) => a.status === 'CONNECTED'));
    const frequency = r.weighted([
      ['MONTHLY', 6],
      ['WEEKLY', 3],
      ['DAILY', 1],
      ['SEMI_ANNUALLY', 1],
      ['YEARLY', 1],
    ] as const) as CycleFrequency;
    const startDay = Math.max(r.int(0, g.o.days - 2), Math.floor((account.from - g.start) / DAY) + 1);
    if (startDay > g.o.days - 1) continue;
    const startDate = isoDate(g.start + startDay * DAY);
    const method = r.chance(0.7) ? 'AUTOMATIC' : 'SEND_REQUEST';
    const status = r.chance(0.75) ? 'ACTIVE' : 'PAUSED';
    const totalCycleCount = r.chance(0.4) ? r.pick([3, 6, 12, 24]) : null;
    const endDate =
      totalCycleCount === null && r.chance(0.3) ? isoDate(g.start + (startDay + r.int(30, 400)) * DAY) : null;
    const amount = amountFor(g, account.currency, 'plan');
    const description = r.pick(PLAN_ITEMS);
    const owner = person.ownerMerchantId;
    const id = `rcp_${r.uuid()}`;
    const code = r.code('RCP');
    const tenantId = r.pick(m.tenantIds);
    const schedule = { startDate, endDate, totalCycleCount, cycleFrequency: frequency };
    const pausedOn = status === 'PAUSED' ? isoDate(g.start + r.int(startDay, g.o.days - 1) * DAY) : today;
    const due = dueCycles(schedule, 0, yesterday, 10_000);
    const dueByDay = new Map<number, number[]>();
    const created = g.start + startDay * DAY - r.int(1, 3) * DAY;
    for (const c of due) {
      const day = Math.round((Date.parse(`${c.dueDate}T00:00:00Z`) - g.start) / DAY);
      if (c.dueDate < pausedOn) dueByDay.set(day, [...(dueByDay.get(day) ?? []), c.cycle]);
      else
        await g.emit('recurringCycles', {
          planId: id,
          cycle: c.cycle,
          dueDate: c.dueDate,
          dateCreated: new Date(g.start + day * DAY + 5 * MINUTE),
        });
    }
    plans.push({ id, code, person, account, method, amount, description, owner, tenantId, dueByDay });
    await g.emit('recurringPlans', {
      id,
      code,
      merchantId: m.id,
      ownerMerchantId: owner,
      endUserId: person.id,
      description,
      processingMethod: method,
      status,
      startDate,
      endDate,
      totalCycleCount,
      cycleFrequency: frequency,
      originAccountId: method === 'AUTOMATIC' ? account.id : null,
      destinationAccountId: null,
      transaction: {
        tenant_id: tenantId,
        type: 'PAYMENT',
        currency: account.currency,
        amount,
        description,
        statement_descriptor: 'ACME OUTDOOR',
        primary_reference: null,
        secondary_reference: null,
        metadata: {},
      },
      primaryReference: r.chance(0.5) ? `PLAN-${r.int(100, 999)}` : null,
      secondaryReference: null,
      metadata: {},
      dateCreated: new Date(created),
      dateUpdated: new Date(status === 'PAUSED' ? Date.parse(`${pausedOn}T09:00:00Z`) : created),
    });
    g.summary.recurringPlans++;
  }
  return plans;
}
