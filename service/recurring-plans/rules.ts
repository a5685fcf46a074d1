import type { FieldError } from '../http/errors';

/**
 * The rules of POST /recurring-plans/create that depend on several fields (pure; run on the parsed or
 * the raw body, so one 400 lists them with zod's):
 * - the accounts each transaction type needs: PAYMENT takes money from origin_account_id (AUTOMATIC) or
 *   asks the end user with a checkout link each cycle (SEND_REQUEST, then no account); PAYOUT pays
 *   destination_account_id; TRANSFER moves from origin_account_id to destination_account_id. An account
 *   the type does not use is refused rather than ignored;
 * - SEND_REQUEST only makes sense for PAYMENT;
 * - start_date is today or later; end_date is not before the start.
 */
export function planRules(body: Record<string, unknown>, today: string): FieldError[] {
  const errors: FieldError[] = [];
  const str = (value: unknown) => (typeof value === 'string' && value !== '' ? value : undefined);
  const transaction = typeof body.transaction === 'object' && body.transaction !== null ? (body.transaction as Record<string, unknown>) : {};
  const type = str(transaction.type)?.toUpperCase();
  const method = str(body.processing_method)?.toUpperCase();
  const origin = str(body.origin_account_id);
  const destination = str(body.destination_account_id);

  const need = (field: string, why: string) => errors.push({ param: field, code: 'required', message: `'${field}' is required ${why}.` });
  const refuse = (field: string, why: string) => errors.push({ param: field, code: 'not_applicable', message: `'${field}' does not apply ${why}.` });

  if (type === 'PAYMENT') {
    if (method === 'AUTOMATIC' && !origin) need('origin_account_id', 'for an AUTOMATIC PAYMENT plan (the account each cycle collects from)');
    if (method === 'SEND_REQUEST' && origin) refuse('origin_account_id', 'to a SEND_REQUEST plan: the end user pays each cycle through a checkout link');
    if (destination) refuse('destination_account_id', 'to a PAYMENT plan: payments are credited to merchant_id');
  }
  if (type === 'PAYOUT') {
    if (!destination) need('destination_account_id', 'for a PAYOUT plan');
    if (origin) refuse('origin_account_id', 'to a PAYOUT plan: payouts are paid from the balance of merchant_id');
  }
  if (type === 'TRANSFER') {
    if (!origin) need('origin_account_id', 'for a TRANSFER plan');
    if (!destination) need('destination_account_id', 'for a TRANSFER plan');
    if (origin && destination && origin === destination) {
      errors.push({ param: 'destination_account_id', code: 'same_account', message: `'destination_account_id' must differ from 'origin_account_id'.` });
    }
  }
  if (method === 'SEND_REQUEST' && (type === 'PAYOUT' || type === 'TRANSFER')) {
    errors.push({ param: 'processing_method', code: 'not_applicable', message: `'processing_method' SEND_REQUEST applies to PAYMENT plans only; use AUTOMATIC for a ${type}.` });
  }

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
