'use server';

import { z } from 'zod';
import { authorizeAction } from '@/lib/auth';
import { getT } from '@/lib/i18n/server';
import { parseMajorAmount } from '@/lib/forms/money';
import { noteExpected, REFUND_REASONS, reasonValues } from '@/lib/forms/reasons';
import { LIMITS } from '@/lib/forms/rules';
import type { ActionState } from '@/lib/forms/state';
import { payments } from '@/lib/merchant-api';
import { merchantWrites } from '@/lib/merchant-api/writes';
import { addPhrase, currency, idempotencyKey, idOf, optionalText } from '@/lib/actions/shared/fields';
import { formValues } from '@/lib/actions/shared/form';
import { holdForApproval, sendDaily } from '@/lib/actions/shared/approval';
import { actionWrite, refuseInvalid } from '@/lib/actions/shared/write';

export interface RefundResult {
  paymentId: string;
  status: string | null;
  currency: string | null;
  amount: number | null;
  amountRefunded: number | null;
  /** The refund this request created (the newest refund of the answer). */
  refund: { uuid: string; code: string | null; amount: number; status: string | null } | null;
}

const schema = z
  .object({
    payment_id: idOf('trx', 'actions.payment.error.unknown'),
    idempotency_key: idempotencyKey,
    currency,
    amount: z.string({ error: 'forms.error.amount' }),
    reason: z.enum(reasonValues(REFUND_REASONS), { error: 'forms.error.chooseReason' }),
    note: optionalText(LIMITS.note),
  })
  .superRefine((data, ctx) => {
    if (noteExpected(data.reason) && !data.note)
      ctx.addIssue({ code: 'custom', path: ['note'], message: 'forms.error.explainReason' });
  })
  .transform((data, ctx) => {
    // The amount the member confirmed, in the payment's currency: a full refund sends the remainder it showed.
    const amount = parseMajorAmount(data.amount, data.currency);
    if (!amount.ok) {
      addPhrase(ctx, amount.problem, ['amount']);
      return z.NEVER;
    }
    return { ...data, amountMinor: amount.minor };
  });

/**
 * The payment's own currency for the approval rules (the form's could be edited in the browser; the form's when it
 * cannot be read), and what was already refunded of it: a role's refund ceiling bounds the payment's refunds together.
 */
async function paymentCurrency(paymentId: string, submitted: string): Promise<{ currency: string; counted: number }> {
  const lookup = await payments.get(paymentId).catch(() => null);
  const found = lookup?.kind === 'found' ? lookup.data : null;
  return { currency: found?.currency || submitted, counted: found?.amountRefunded ?? 0 };
}

/**
 * Refunds a payment, fully or partly (support, admin). The amount is always sent, so the API refunds exactly
 * what the member confirmed and refuses (409) if that is more than is left. The form's Idempotency-Key makes
 * a double click or a retry replay the first refund instead of making a second.
 */
export async function refundPaymentAction(
  _previous: ActionState<RefundResult> | null,
  formData: FormData,
): Promise<ActionState<RefundResult>> {
  const authz = await authorizeAction('refund', 'payment.refund');
  if (!authz.ok) return authz;
  const values = formValues(formData);
  const parsed = schema.safeParse(values);
  if (!parsed.success)
    return refuseInvalid(authz.session, 'payment.refund', values, parsed.error, values.payment_id || null);
  const input = parsed.data;
  const summary = {
    amount: input.amountMinor,
    currency: input.currency,
    reason: input.reason,
    note: input.note ?? null,
  };
  const refundBody = { reason: input.reason, note: input.note, amount: input.amountMinor };
  const held = await holdForApproval<RefundResult>({
    session: authz.session,
    action: 'refund',
    // Read only when a refund rule or a ceiling exists: without either, the refund's own answer is the action's only
    // read of the payment.
    currency: () => paymentCurrency(input.payment_id, input.currency),
    amount: input.amountMinor,
    target: input.payment_id,
    deniedAs: 'payment.refund',
    summary,
    payload: { payment_id: input.payment_id, body: refundBody },
    idempotencyKey: input.idempotency_key,
  });
  if (held) return held;

  const t = await getT();
  return actionWrite({
    session: authz.session,
    action: 'payment.refund',
    target: input.payment_id,
    summary,
    values,
    call: () =>
      sendDaily(authz.session, input.idempotency_key, () =>
        merchantWrites().refundPayment(input.payment_id, refundBody, input.idempotency_key),
      ),
    success: (payment) => {
      const newest = payment?.refunds?.reduce<(typeof payment.refunds)[number] | null>(
        (latest, r) => (!latest || (r.dateCreated ?? '') >= (latest.dateCreated ?? '') ? r : latest),
        null,
      );
      const refund = newest
        ? { uuid: newest.uuid, code: newest.code, amount: newest.amount, status: newest.status }
        : null;
      return {
        message: payment?.status === 'REFUNDED' ? t('actions.refund.doneFully') : t('actions.refund.done'),
        result: {
          paymentId: input.payment_id,
          status: payment?.status ?? null,
          currency: payment?.currency ?? input.currency,
          amount: payment?.amount ?? null,
          amountRefunded: payment?.amountRefunded ?? null,
          refund,
        },
        summary: {
          refund_id: refund?.uuid ?? null,
          status: payment?.status ?? null,
          amount_refunded: payment?.amountRefunded ?? null,
        },
      };
    },
    revalidate: [`/payments/${input.payment_id}`, '/payments'],
  });
}
