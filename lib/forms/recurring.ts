/** Recurring-plan rules the create form shows and its action checks (spec 4.7; service/recurring-plans/rules.ts). */

export const PROCESSING_METHODS = [
  { value: 'AUTOMATIC', label: 'Automatic', hint: 'Each cycle creates the transaction by itself.' },
  { value: 'SEND_REQUEST', label: 'Send a payment request', hint: 'Each cycle sends the end user a checkout link to pay (payments only).' },
] as const;

export const PLAN_TRANSACTION_TYPES = [
  { value: 'PAYMENT', label: 'Payment', hint: 'Collect from the end user’s account.' },
  { value: 'PAYOUT', label: 'Payout', hint: 'Pay out to an account.' },
  { value: 'TRANSFER', label: 'Transfer', hint: 'Move money between two accounts.' },
] as const;

export const CYCLE_FREQUENCIES = [
  { value: 'DAILY', label: 'Daily' },
  { value: 'WEEKLY', label: 'Weekly' },
  { value: 'MONTHLY', label: 'Monthly' },
  { value: 'SEMI_ANNUALLY', label: 'Every six months' },
  { value: 'YEARLY', label: 'Yearly' },
] as const;

export const MAX_CYCLE_COUNT = 10_000;

export type AccountNeed = 'required' | 'unused';

/** Which accounts a plan of this type and method uses: the others are hidden in the form and refused by the API. */
export function planAccountNeeds(type: string, method: string): { origin: AccountNeed; destination: AccountNeed } {
  if (type === 'PAYOUT') return { origin: 'unused', destination: 'required' };
  if (type === 'TRANSFER') return { origin: 'required', destination: 'required' };
  return { origin: method === 'SEND_REQUEST' ? 'unused' : 'required', destination: 'unused' };
}

export function processingMethodProblem(type: string, method: string): string | null {
  return method === 'SEND_REQUEST' && type !== 'PAYMENT' ? 'A payment request only works for payments; choose Automatic for a payout or transfer.' : null;
}

export type PlanEnd = 'never' | 'date' | 'count';

/** Problems of the schedule, keyed by field; `today` is YYYY-MM-DD in GMT, as the API counts days. */
export function scheduleProblems(input: { start_date: string; end: PlanEnd; end_date: string; total_cycle_count: string }, today: string): Record<string, string> {
  const problems: Record<string, string> = {};
  if (input.start_date && input.start_date < today) problems.start_date = `Start today (${today}, GMT) or later.`;
  if (input.end === 'date') {
    if (!input.end_date) problems.end_date = 'Choose the last date.';
    else if (input.end_date < (input.start_date || today)) problems.end_date = 'The end date cannot be before the start.';
  }
  if (input.end === 'count') {
    const text = input.total_cycle_count.trim();
    const n = /^\d{1,5}$/.test(text) ? Number(text) : NaN;
    if (!(n >= 1 && n <= MAX_CYCLE_COUNT)) problems.total_cycle_count = `Enter a whole number of cycles from 1 to ${MAX_CYCLE_COUNT.toLocaleString('en-US')}.`;
  }
  return problems;
}
