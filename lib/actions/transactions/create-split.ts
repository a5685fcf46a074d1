'use server';

import { z } from 'zod';
import { isCalendarDate, LIMITS, metadataObject, type MetadataRow } from '@/lib/forms/field-rules';
import { previewSplit, recipientShare, type RecipientRow } from '@/lib/forms/split';
import type { ActionState } from '@/lib/forms/state';
import { merchantWrites } from '@/lib/merchant-api/writes';
import { sendDaily } from '@/lib/approvals/hold';
import { createdTransaction, type CreatedTransaction } from '@/lib/actions/created';
import {
  checkbox,
  currency,
  idempotencyKey,
  idOf,
  optionalIdOf,
  reference,
  refineMetadata,
  requiredText,
  statementDescriptor,
} from '@/lib/actions/fields';
import { addPhrase } from '@/lib/actions/field-errors';
import { indexedRows, metadataFieldOf, metadataRows } from '@/lib/actions/form';
import { minorAmount, tenantIdField } from '@/lib/actions/money';
import { actionWrite } from '@/lib/actions/write';
import { action } from '@/lib/actions/define';

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

/** The form's metadata and recipient rows ride along with its fields, so the schema checks them with the rest. */
const schema = fields
  .extend({ metadata_rows: z.custom<MetadataRow[]>(), recipient_rows: z.custom<RecipientRow[]>() })
  .transform((data, ctx) => {
    const { idempotency_key: key, metadata_rows: rows, recipient_rows: recipients, ...input } = data;
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
    const body = {
      ...input,
      amount,
      additional_recipients: additional.length ? additional : undefined,
      metadata: metadataObject(rows),
    };
    return { key, rows, body, preview: split };
  });

type SplitInput = z.output<typeof schema>;
const summaryOf = ({ body, preview }: SplitInput) => ({
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
});

/**
 * Creates a payment split between the merchant and sub-merchants (finance, admin). The split is checked with
 * the allocation the service uses (core/money/allocate.ts) before it is sent, so the preview the member saw
 * is what the API allocates.
 */
export const createSplitPaymentAction = action<typeof schema, ActionState<CreatedTransaction>>(
  {
    permission: 'payments:split',
    audit: 'payment.create',
    schema,
    input: (_formData, values) => ({
      ...values,
      metadata_rows: metadataRows(values),
      recipient_rows: recipientRows(values),
    }),
    money: ({ input }) => ({
      action: 'split_payment',
      currency: input.body.currency,
      amount: input.body.amount,
      summary: summaryOf(input),
      payload: { body: input.body },
      idempotencyKey: input.key,
    }),
  },
  async ({ session, input, values, t }) =>
    actionWrite({
      session,
      action: 'payment.create',
      summary: summaryOf(input),
      values,
      call: () => sendDaily(session, input.key, () => merchantWrites().createPayment(input.body, input.key)),
      fieldOf: (param) => metadataFieldOf(input.rows, param),
      success: (payment) => ({
        message: t('actions.payment.created'),
        result: createdTransaction(payment, '/payments'),
        target: payment?.uuid ?? null,
        summary: { status: payment?.status ?? null },
      }),
      revalidate: ['/payments'],
    }),
);
