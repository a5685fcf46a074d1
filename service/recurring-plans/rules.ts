import type { FieldError } from '../lib/problems';

/**
 * The rules of POST /recurring-plans/create that depend on several fields (pure; run on the parsed or
 * the raw body, so one 400 lists them with zod's): start_date is today or later; end_date is not before
 * the start.
 *
 * The spec lists origin_account_id and destination_account_id as optional with no condition, so no
 * combination of them with a type or processing method is refused: the plan stores what was sent and
 * each cycle uses what its transaction needs (docs/decisions.md, "Recurring plans"): an AUTOMATIC PAYMENT
 * without origin_account_id asks the end user through a checkout link like SEND_REQUEST; SEND_REQUEST on a
 * PAYOUT or TRANSFER runs AUTOMATIC; a cycle missing the account its transaction needs is recorded as a
 * FAILED transaction whose remarks say which.
 */
export function planRules(body: Record<string, unknown>, today: string): FieldError[] {
  const errors: FieldError[] = [];
  const str = (value: unknown) => (typeof value === 'string' && value !== '' ? value : undefined);

  const isDate = (v: string | undefined): v is string => v !== undefined && /^\d{4}-\d{2}-\d{2}$/.test(v);
  const start = str(body.start_date);
  const end = str(body.end_date);
  if (isDate(start) && start < today) {
    errors.push({ param: 'start_date', code: 'in_the_past', message: `'start_date' must be today (${today}) or later.` });
  }
  const effectiveStart = isDate(start) ? start : today;
  if (isDate(end) && end < effectiveStart) {
    errors.push({ param: 'end_date', code: 'before_start_date', message: `'end_date' must be on or after the start date (${effectiveStart}).` });
  }
  return errors;
}
