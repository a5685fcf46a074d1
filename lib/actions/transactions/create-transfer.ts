'use server';

import { z } from 'zod';
import { LIMITS, metadataObject, type MetadataRow } from '@/lib/forms/field-rules';
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
import { metadataFieldOf, metadataRows } from '@/lib/actions/form';
import { minorAmount, tenantIdField } from '@/lib/actions/money';
import { actionWrite } from '@/lib/actions/write';
import { action } from '@/lib/actions/define';

const fields = z.object({
  idempotency_key: idempotencyKey,
  tenant_id: tenantIdField,
  merchant_id: optionalIdOf('mer', 'actions.error.merchantId'),
  origin_account_id: idOf('acc', 'actions.transfer.error.origin'),
  destination_account_id: idOf('acc', 'actions.transfer.error.destination'),
  amount: z.string().optional(),
  currency,
  description: requiredText(LIMITS.description, 'forms.error.description'),
  statement_descriptor: statementDescriptor(true),
  auto_send_receipt: checkbox,
  primary_reference: reference,
  secondary_reference: reference,
});

/** The form's metadata rows ride along with its fields, so the schema checks them with the rest. */
const schema = fields.extend({ metadata_rows: z.custom<MetadataRow[]>() }).transform((data, ctx) => {
  const { idempotency_key: key, metadata_rows: rows, ...input } = data;
  refineMetadata(rows, ctx);
  if (data.origin_account_id === data.destination_account_id) {
    ctx.addIssue({ code: 'custom', path: ['destination_account_id'], message: 'actions.error.sameAccount' });
  }
  const amount = minorAmount(data.amount, data.currency, ctx);
  return amount === null ? z.NEVER : { key, rows, body: { ...input, amount, metadata: metadataObject(rows) } };
});

type Transfer = z.output<typeof schema>['body'];
const summaryOf = (body: Transfer) => ({
  amount: body.amount,
  currency: body.currency,
  origin_account_id: body.origin_account_id,
  destination_account_id: body.destination_account_id,
  tenant_id: body.tenant_id,
});

/** Moves money between two connected accounts (finance, admin). */
export const createTransferAction = action<typeof schema, ActionState<CreatedTransaction>>(
  {
    permission: 'transfers:create',
    audit: 'transfer.create',
    schema,
    input: (_formData, values) => ({ ...values, metadata_rows: metadataRows(values) }),
    money: ({ input: { key, body } }) => ({
      action: 'transfer',
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
      action: 'transfer.create',
      summary: summaryOf(body),
      values,
      call: () => sendDaily(session, key, () => merchantWrites().createTransfer(body, key)),
      fieldOf: (param) => metadataFieldOf(rows, param),
      success: (transfer) => ({
        message: t('actions.transfer.created'),
        result: createdTransaction(transfer, '/transfers'),
        target: transfer?.uuid ?? null,
        summary: { status: transfer?.status ?? null },
      }),
      revalidate: ['/transfers'],
    }),
);
