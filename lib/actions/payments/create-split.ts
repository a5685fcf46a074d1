'use server';

import { z } from 'zod';
import { authorizeAction } from '@/lib/auth';
import { getT } from '@/lib/i18n/server';
import { isCalendarDate, LIMITS, metadataObject } from '@/lib/forms/rules';
import { previewSplit, recipientShare, type RecipientRow } from '@/lib/forms/split';
import type { ActionState } from '@/lib/forms/state';
import { merchantWrites } from '@/lib/merchant-api/writes';
import { holdForApproval, sendDaily } from '@/lib/actions/shared/approval';
import { createdTransaction, type CreatedTransaction } from '@/lib/actions/shared/created';
import {
  addPhrase,
  checkbox,
  currency,
  idempotencyKey,
  idOf,
  optionalIdOf,
  reference,
  refineMetadata,
  requiredText,
  statementDescriptor,
} from '@/lib/actions/shared/fields';
import { formValues, indexedRows, metadataFieldOf, metadataRows } from '@/lib/actions/shared/form';
import { minorAmount, tenantIdField } from '@/lib/actions/shared/money';
import { actionWrite, refuseInvalid } from '@/lib/actions/shared/write';

const fields = z.object({
  idempotency_key: idempotencyKey,
  tenant_id: tenantIdField,
  merchant_id: optionalIdOf('mer', 'actions.error.merchantId'),
  funding_source_id: idOf('acc', 'actions.payment.error.funding'),
  amount: z.string().optional(),
  currency,
  description: requiredText(LIMITS.description, 'forms.error.description'),
  statement_descriptor: statementDescriptor(false),
  due_date: z
    .string()
    .default('')
    .refine((v) => v === '' || isCalendarDate(v), 'forms.error.date')
    .transform((v) => (v === '' ? undefined : v)),
  auto_send_receipt: checkbox,
  primary_reference: reference,
  secondary_reference: reference,
});

function recipientRows(values: Record<string, string>): RecipientRow[] {
  return indexedRows(values, 'additional_recipients', ['merchant_uuid', 'mode', 'amount', 'description'] as const).map(
    ({ row }) => ({
      merchantId: row.merchant_uuid.trim(),
      mode: row.mode === 'percent' ? 'percent' : 'amount',
      value: row.amount,
      description: row.description.trim(),
    }),
  );
}

/**
 * Creates a payment split between the merchant and sub-merchants (finance, admin). The split is checked with
 * the allocation the service uses (core/money/allocate.ts) before it is sent, so the preview the member saw
 * is what the API allocates.
 */
export async function createSplitPaymentAction(
  _previous: ActionState<CreatedTransaction> | null,
  formData: FormData,
): Promise<ActionState<CreatedTransaction>> {
  const authz = await authorizeAction('payments:split', 'payment.create');
  if (!authz.ok) return authz;
  const values = formValues(formData);
  const rows = metadataRows(values);
  const recipients = recipientRows(values);
  const parsed = fields
    .transform((data, ctx) => {
      refineMetadata(rows, ctx);
      const amount = minorAmount(data.amount, data.currency, ctx);
      const payee = data.merchant_id ?? null;
      const split = previewSplit(amount, recipients, { currency: data.currency, payee });
      for (const [field, problem] of Object.entries(split.problems)) addPhrase(ctx, problem, [field]);
      if (amount === null || Object.keys(split.problems).length) return z.NEVER;
      const additional = recipients.map((r) => {
        const share = recipientShare(r, data.currency);
        return {
          merchant_uuid: r.merchantId,
          amount: share.ok ? share.share : '',
          ...(r.description ? { description: r.description } : {}),
        };
      });
      return { ...data, amount, additional_recipients: additional.length ? additional : undefined, preview: split };
    })
    .safeParse(values);
  if (!parsed.success) return refuseInvalid(authz.session, 'payment.create', values, parsed.error);
  const { idempotency_key: key, preview, ...input } = parsed.data;
  const body = { ...input, metadata: metadataObject(rows) };
  const summary = {
    amount: body.amount,
    currency: body.currency,
    funding_source_id: body.funding_source_id,
    merchant_id: body.merchant_id ?? null,
    recipients:
      body.additional_recipients?.map((r, i) => ({
        merchant_uuid: r.merchant_uuid,
        share: r.amount,
        allocated: preview.recipients[i],
      })) ?? [],
    remainder: preview.remainder,
  };
  const held = await holdForApproval<CreatedTransaction>({
    session: authz.session,
    action: 'split_payment',
    currency: body.currency,
    amount: body.amount,
    summary,
    payload: { body },
    idempotencyKey: key,
  });
  if (held) return held;

  const t = await getT();
  return actionWrite({
    session: authz.session,
    action: 'payment.create',
    summary,
    values,
    call: () => sendDaily(authz.session, key, () => merchantWrites().createPayment(body, key)),
    fieldOf: (param) => metadataFieldOf(rows, param),
    success: (payment) => ({
      message: t('actions.payment.created'),
      result: createdTransaction(payment, '/payments'),
      target: payment?.uuid ?? null,
      summary: { status: payment?.status ?? null },
    }),
    revalidate: ['/payments'],
  });
}
