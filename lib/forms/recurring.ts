/** Recurring-plan rules the create form shows and its action checks (spec 4.7; the service checks them in service/recurring-plans/schemas.ts). */
import { phrase, type Phrase, type Problems } from './phrases';

/** The choices, with the keys of their words (`wordOptions` in ./phrases.ts words them for a form). */
export const PROCESSING_METHODS = [
  { value: 'AUTOMATIC', labelKey: 'forms.processingMethod.automatic', hintKey: 'forms.processingMethod.automaticHint' },
  {
    value: 'SEND_REQUEST',
    labelKey: 'forms.processingMethod.sendRequest',
    hintKey: 'forms.processingMethod.sendRequestHint',
  },
] as const;

export const PLAN_TRANSACTION_TYPES = [
  { value: 'PAYMENT', labelKey: 'forms.planType.payment', hintKey: 'forms.planType.paymentHint' },
  { value: 'PAYOUT', labelKey: 'forms.planType.payout', hintKey: 'forms.planType.payoutHint' },
  { value: 'TRANSFER', labelKey: 'forms.planType.transfer', hintKey: 'forms.planType.transferHint' },
] as const;

export const CYCLE_FREQUENCIES = [
  { value: 'DAILY', labelKey: 'forms.frequency.daily' },
  { value: 'WEEKLY', labelKey: 'forms.frequency.weekly' },
  { value: 'MONTHLY', labelKey: 'forms.frequency.monthly' },
  { value: 'SEMI_ANNUALLY', labelKey: 'forms.frequency.semiAnnually' },
  { value: 'YEARLY', labelKey: 'forms.frequency.yearly' },
] as const;

export const MAX_CYCLE_COUNT = 10_000;

export type AccountNeed = 'required' | 'unused';

/** Which accounts a plan of this type and method uses: the others are hidden in the form and refused by the API. */
export function planAccountNeeds(type: string, method: string): { origin: AccountNeed; destination: AccountNeed } {
  if (type === 'PAYOUT') return { origin: 'unused', destination: 'required' };
  if (type === 'TRANSFER') return { origin: 'required', destination: 'required' };
  return { origin: method === 'SEND_REQUEST' ? 'unused' : 'required', destination: 'unused' };
}

export function processingMethodProblem(type: string, method: string): Phrase | null {
  return method === 'SEND_REQUEST' && type !== 'PAYMENT' ? phrase('forms.error.paymentRequestOnly') : null;
}

export type PlanEnd = 'never' | 'date' | 'count';

/** Problems of the schedule, keyed by field; `today` is YYYY-MM-DD in GMT, as the API counts days. */
export function scheduleProblems(
  input: { start_date: string; end: PlanEnd; end_date: string; total_cycle_count: string },
  today: string,
): Problems {
  const problems: Problems = {};
  if (input.start_date && input.start_date < today) problems.start_date = phrase('forms.error.startToday', { today });
  if (input.end === 'date') {
    if (!input.end_date) problems.end_date = phrase('forms.error.endDate');
    else if (input.end_date < (input.start_date || today)) problems.end_date = phrase('forms.error.endBeforeStart');
  }
  if (input.end === 'count') {
    const text = input.total_cycle_count.trim();
    const n = /^\d{1,5}$/.test(text) ? Number(text) : NaN;
    if (!(n >= 1 && n <= MAX_CYCLE_COUNT))
      problems.total_cycle_count = phrase('forms.error.cycleCount', { max: MAX_CYCLE_COUNT });
  }
  return problems;
}
