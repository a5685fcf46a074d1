import { makeCheckoutLink } from './checkout-links';
import { DAY, isoDate, MINUTE, type SeedContext, type TransactionInsert } from './context';
import { makeDeposits } from './deposits';
import { freshPayments, makePayment } from './payments';
import { makePayout } from './payouts';
import type { Plan } from './recurring-plans';
import { makeAuthorized, makeTransfer } from './transfers';

const KIND_WEIGHTS = [
  ['PAYMENT', 82],
  ['PAYOUT', 9.5],
  ['TRANSFER', 6],
  ['AUTHORIZED', 2.5],
] as const;

/** Hours (GMT) weighted to American business hours. */
const HOUR_WEIGHTS = Array.from({ length: 24 }, (_, h) => [h, h >= 13 && h <= 23 ? 6 : h <= 3 ? 3 : 1] as const);

/** Busier on weekdays, growing over the period. */
export function dayWeight(g: SeedContext, d: number): number {
  const weekday = new Date(g.start + d * DAY).getUTCDay();
  return (weekday === 0 || weekday === 6 ? 0.7 : 1) * (0.75 + (0.5 * d) / g.o.days);
}

/** A time in day d, weighted to business hours (US), never after now. */
function timeIn(g: SeedContext, d: number): number | null {
  const dayStart = g.start + d * DAY;
  const hour = g.r.weighted(HOUR_WEIGHTS);
  const t = dayStart + hour * 3_600_000 + g.r.int(0, 3_599_999);
  return t < g.now ? t : null;
}

/**
 * Day d: its payments, payouts, transfers and authorized transactions, the plan cycles and checkout links due,
 * what earlier days scheduled for it, and its deposits; the transactions are emitted together, deposits last.
 */
export async function makeDay(g: SeedContext, d: number, count: number, plans: Plan[], checkouts: number) {
  const rows: TransactionInsert[] = [];
  const push = (row: TransactionInsert | null) => {
    if (row) rows.push(row);
  };
  for (let i = 0; i < count; i++) {
    const t = timeIn(g, d);
    if (t === null) continue;
    const kind = g.r.weighted(KIND_WEIGHTS);
    if (kind === 'PAYMENT') push(await makePayment(g, t, d, {}));
    else if (kind === 'PAYOUT') push(makePayout(g, t));
    else if (kind === 'TRANSFER') push(makeTransfer(g, t));
    else push(makeAuthorized(g, t));
  }
  for (const plan of plans) {
    for (const cycle of plan.dueByDay.get(d) ?? []) {
      const t = g.start + d * DAY + g.r.int(1, 10) * MINUTE;
      if (t >= g.now) continue;
      const dueDate = isoDate(g.start + d * DAY);
      if (plan.method === 'AUTOMATIC') {
        const row = await makePayment(g, t, d, {
          plan: { id: plan.id, cycle, dueDate },
          account: plan.account,
          amount: plan.amount,
          description: `${plan.description} — cycle ${cycle}`,
          owner: plan.owner,
          tenantId: plan.tenantId,
        });
        if (row) {
          push(row);
          await g.emit('recurringCycles', {
            planId: plan.id,
            cycle,
            dueDate,
            transactionId: row.id,
            dateCreated: new Date(t),
          });
        }
      } else {
        const linkId = await makeCheckoutLink(g, t, d, rows, {
          plan: { id: plan.id, code: plan.code, cycle, dueDate },
          person: plan.person,
          amount: plan.amount,
          description: `${plan.description} — cycle ${cycle}`,
          owner: plan.owner,
          tenantId: plan.tenantId,
        });
        await g.emit('recurringCycles', {
          planId: plan.id,
          cycle,
          dueDate,
          checkoutLinkId: linkId,
          dateCreated: new Date(t),
        });
      }
    }
  }
  for (let i = 0; i < checkouts; i++) {
    const t = timeIn(g, d);
    if (t !== null) await makeCheckoutLink(g, t, d, rows, {});
  }
  if (d === g.o.days - 1) for (const row of freshPayments(g)) rows.push(row);
  // Refunds, reversals and paid checkouts of earlier days (and of this one) that happen today.
  rows.push(...(g.later.get(d) ?? []));
  g.later.delete(d);

  makeDeposits(g, d, rows);
  for (const row of rows) await g.emit('transactions', row);
}
