import { newPublicToken } from '../lib/ids';
import { amountFor } from './amounts';
import { DAY, MINUTE, type Person, type SeedContext, type TransactionInsert } from './context';
import { CO_PAYMENT_ITEMS, PAYMENT_ITEMS } from './names';
import { finishPayment, paymentRow } from './payments';

/** How many checkout links (each with its own payment) each day gets. */
export function checkoutLinksByDay(g: SeedContext): Map<number, number> {
  const byDay = new Map<number, number>();
  for (let i = 0; i < g.sizes.checkoutLinks; i++) {
    const d = g.r.int(0, g.o.days - 1);
    byDay.set(d, (byDay.get(d) ?? 0) + 1);
  }
  return byDay;
}

/** A checkout link with its payment; a completed one was paid from one of the end user's accounts. */
export async function makeCheckoutLink(
  g: SeedContext,
  t: number,
  d: number,
  rows: TransactionInsert[],
  given: {
    plan?: { id: string; code: string; cycle: number; dueDate: string };
    person?: Person;
    amount?: number;
    description?: string;
    owner?: string;
    tenantId?: string;
  },
): Promise<string> {
  const r = g.r;
  const person = given.person ?? r.pick(g.people);
  const currency = person.country === 'COL' && r.chance(0.7) ? 'COP' : 'USD';
  const owner = given.owner ?? (r.chance(0.8) ? g.m.id : r.pick(g.m.subMerchantIds));
  const expires = given.plan ? t + 14 * DAY : r.chance(0.7) ? t + r.pick([1, 2, 7, 14, 30]) * DAY : null;
  const payable = person.accounts.filter((a) => a.currency === currency && a.from <= t && a.until > g.now);
  let status = r.weighted([
    ['COMPLETED', 6],
    ['OPENED', 2],
    ['CREATED', 2],
  ] as const);
  const paidAt = t + r.int(1, 72 * 60) * MINUTE;
  if (status === 'COMPLETED' && (!payable.length || paidAt >= g.now || (expires !== null && paidAt >= expires)))
    status = 'OPENED';
  const amount = given.amount ?? amountFor(g, currency, 'payment');
  const name = given.description ?? r.pick(currency === 'COP' ? CO_PAYMENT_ITEMS : PAYMENT_ITEMS);
  const payment = paymentRow(
    g,
    t,
    payable[0] ?? { id: '', code: '', endUserId: person.id, currency, status: '', from: 0, until: 0 },
    amount,
    owner,
    given.tenantId ?? r.pick(g.m.tenantIds),
    name,
    given.plan ? 'RECURRING_PLAN' : 'CHECKOUT_LINK',
  );
  Object.assign(payment, { originAccountId: null, originEndUserId: person.id, currency });
  if (given.plan) Object.assign(payment, { recurringPlanId: given.plan.id, dueDate: given.plan.dueDate });
  if (status === 'COMPLETED') {
    const account = r.pick(payable);
    Object.assign(payment, { originAccountId: account.id, originEndUserId: account.endUserId });
    // Payments made on the page are processed from the moment they are paid.
    await finishPayment(g, payment, paidAt, owner);
    payment.dateCreated = new Date(t);
  }
  // A paid link's payment settles on the payment day; keep it in the bucket of that day.
  if (status === 'COMPLETED' && Math.floor((paidAt - g.start) / DAY) !== d) g.schedule(paidAt, payment);
  else rows.push(payment);
  const expired = expires !== null && expires <= g.now;
  const linkId = `chk_${r.uuid()}`;
  const language = person.language;
  await g.emit('checkoutLinks', {
    id: linkId,
    code: r.code('CHK'),
    publicToken: newPublicToken(),
    merchantId: g.m.id,
    ownerMerchantId: owner,
    endUserId: person.id,
    transactionId: payment.id!,
    linkName: given.plan ? `${name}`.slice(0, 200) : name,
    linkDescription: given.plan
      ? `Cycle ${given.plan.cycle} of ${given.plan.code}, due ${given.plan.dueDate}`
      : r.chance(0.5)
        ? 'Thanks for shopping with Acme Outdoor Co'
        : null,
    backgroundColor: r.chance(0.3) ? '#f4f6f8' : null,
    sidebarBackgroundColor: r.chance(0.3) ? r.pick(['#0a2540', '#123524', '#f2f2f2']) : '#f2f2f2',
    sidebarTextColor: '#333333',
    mainContentBoxBackgroundColor: '#ffffff',
    mainContentBoxTextColor: '#333333',
    buttonColor: r.chance(0.5) ? r.pick(['#0a2540', '#1f7a4d', '#b4451f']) : null,
    buttonTextColor: null,
    defaultInstitutionId: null,
    primaryReference: r.chance(0.5) ? `CO-${r.int(10_000, 99_999)}` : null,
    secondaryReference: null,
    defaultLanguage: language,
    redirectUrl: r.chance(0.5) ? 'https://acme-outdoor.example/thanks' : null,
    expirationDate: expires === null ? null : new Date(expires),
    customConfirmationPage: r.chance(0.2),
    deliveryStatus: expired && status !== 'COMPLETED' ? r.pick(['CREATED', 'OPENED']) : status,
    recurringPlanId: given.plan?.id ?? null,
    metadata: given.plan ? { recurring_plan: given.plan.id, cycle: String(given.plan.cycle) } : {},
    dateCreated: new Date(t),
    dateUpdated: new Date(status === 'COMPLETED' ? paidAt : t),
  });
  g.summary.checkoutLinks++;
  return linkId;
}
