'use server';

import { z } from 'zod';
import { LIMITS, metadataObject, type MetadataRow } from '@/lib/forms/field-rules';
import type { ActionState } from '@/lib/forms/state';
import { merchantWrites } from '@/lib/merchant-api/writes';
import { sendDaily } from '@/lib/approvals/hold';
import { createdTransaction, type CreatedTransaction } from '@/lib/actions/created';
import {
  currency,
  idempotencyKey,
  idOf,
  optionalIdOf,
  optionalText,
  reference,
  refineMetadata,
} from '@/lib/actions/fields';
import { metadataFieldOf, metadataRows } from '@/lib/actions/form';
import { minorAmount, tenantIdField } from '@/lib/actions/money';
import { actionWrite } from '@/lib/actions/write';
import { action } from '@/lib/actions/define';

const fields = z.object({
  idempotency_key: idempotencyKey,
  tenant_id: tenantIdField,
  merchant_id: optionalIdOf('mer', 'actions.error.merchantId'),
  destination_account_id: idOf('acc', 'actions.payout.error.destination'),
  amount: z.string().optional(),
  currency,
  description: optionalText(LIMITS.description),
  primary_reference: reference,
  secondary_reference: reference,
});

/** The form's metadata rows ride along with its fields, so the schema checks them with the rest. */
const schema = fields.extend({ metadata_rows: z.custom<MetadataRow[]>() }).transform((data, ctx) => {
  const { idempotency_key: key, metadata_rows: rows, ...input } = data;
  refineMetadata(rows, ctx);
  const amount = minorAmount(data.amount, data.currency, ctx);
  return amount === null ? z.NEVER : { key, rows, body: { ...input, amount, metadata: metadataObject(rows) } };
});

type Payout = z.output<typeof schema>['body'];
const summaryOf = (body: Payout) => ({
  amount: body.amount,
  currency: body.currency,
  destination_account_id: body.destination_account_id,
  tenant_id: body.tenant_id,
  merchant_id: body.merchant_id ?? null,
});

/** Pays money out to a connected account (finance, admin). */
export const createPayoutAction = action<typeof schema, ActionState<CreatedTransaction>>(
  {
    permission: 'payouts:create',
    audit: 'payout.create',
    schema,
    input: (_formData, values) => ({ ...values, metadata_rows: metadataRows(values) }),
    money: ({ input: { key, body } }) => ({
      action: 'payout',
      currency: body.currency,
      amount: body.amount,
      summary: summaryOf(body),
      payload: { body },
      idempotencyKey: key,
    }),
  },
  async ({ session, input: { key, rows, body }, values, t }) =>
    actionWrite({
      session,
      action: 'payout.create',
      summary: summaryOf(body),
      values,
      call: () => sendDaily(session, key, () => merchantWrites().createPayout(body, key)),
      fieldOf: (param) => metadataFieldOf(rows, param),
      success: (payout) => ({
        message: t('actions.payout.created'),
        result: createdTransaction(payout, '/payouts'),
        target: payout?.uuid ?? null,
        summary: { status: payout?.status ?? null },
      }),
      revalidate: ['/payouts'],
    }),
);
