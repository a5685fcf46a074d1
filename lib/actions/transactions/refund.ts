'use server';

import { z } from 'zod';
import { parseMajorAmount } from '@/lib/forms/money';
import { noteExpected, REFUND_REASONS, reasonValues } from '@/lib/forms/reasons';
import { LIMITS } from '@/lib/forms/field-rules';
import type { ActionState } from '@/lib/forms/state';
import { payments } from '@/lib/merchant-api';
import { merchantWrites } from '@/lib/merchant-api/writes';
import { currency, idempotencyKey, idOf, optionalText } from '@/lib/actions/fields';
import { addPhrase } from '@/lib/actions/field-errors';
import { action } from '@/lib/actions/define';
import { sendDaily } from '@/lib/approvals/hold';
import { actionWrite } from '@/lib/actions/write';

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

type RefundInput = z.output<typeof schema>;
const summaryOf = (input: RefundInput) => ({
  amount: input.amountMinor,
  currency: input.currency,
  reason: input.reason,
  note: input.note ?? null,
});
const refundBody = (input: RefundInput) => ({ reason: input.reason, note: input.note, amount: input.amountMinor });

/**
 * Refunds a payment, fully or partly (support, admin). The amount is always sent, so the API refunds exactly
 * what the member confirmed and refuses (409) if that is more than is left. The form's Idempotency-Key makes
 * a double click or a retry replay the first refund instead of making a second.
 */
export const refundPaymentAction = action<typeof schema, ActionState<RefundResult>>(
  {
    permission: 'refund',
    audit: 'payment.refund',
    schema,
    target: (values) => values.payment_id || null,
    money: ({ input }) => ({
      action: 'refund',
      // Read only when a refund rule or a ceiling exists: without either, the refund's own answer is the action's
      // only read of the payment.
      currency: () => paymentCurrency(input.payment_id, input.currency),
      amount: input.amountMinor,
      target: input.payment_id,
      deniedAs: 'payment.refund',
      summary: summaryOf(input),
      payload: { payment_id: input.payment_id, body: refundBody(input) },
      idempotencyKey: input.idempotency_key,
    }),
  },
  async ({ session, input, values, t }) =>
    actionWrite({
      session,
      action: 'payment.refund',
      target: input.payment_id,
      summary: summaryOf(input),
      values,
      call: () =>
        sendDaily(session, input.idempotency_key, () =>
          merchantWrites().refundPayment(input.payment_id, refundBody(input), input.idempotency_key),
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
    }),
);
