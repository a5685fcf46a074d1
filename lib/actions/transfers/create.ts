'use server';

import { z } from 'zod';
import { authorizeAction } from '@/lib/auth';
import { getT } from '@/lib/i18n/server';
import { LIMITS, metadataObject } from '@/lib/forms/rules';
import type { ActionState } from '@/lib/forms/state';
import { merchantWrites } from '@/lib/merchant-api/writes';
import { holdForApproval, sendDaily } from '@/lib/actions/shared/approval';
import { createdTransaction, type CreatedTransaction } from '@/lib/actions/shared/created';
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
} from '@/lib/actions/shared/fields';
import { formValues, metadataFieldOf, metadataRows } from '@/lib/actions/shared/form';
import { minorAmount, tenantIdField } from '@/lib/actions/shared/money';
import { actionWrite, refuseInvalid } from '@/lib/actions/shared/write';

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

/** Moves money between two connected accounts (finance, admin). */
export async function createTransferAction(
  _previous: ActionState<CreatedTransaction> | null,
  formData: FormData,
): Promise<ActionState<CreatedTransaction>> {
  const authz = await authorizeAction('transfers:create', 'transfer.create');
  if (!authz.ok) return authz;
  const values = formValues(formData);
  const rows = metadataRows(values);
  const parsed = fields
    .transform((data, ctx) => {
      refineMetadata(rows, ctx);
      if (data.origin_account_id === data.destination_account_id) {
        ctx.addIssue({ code: 'custom', path: ['destination_account_id'], message: 'actions.error.sameAccount' });
      }
      const amount = minorAmount(data.amount, data.currency, ctx);
      return amount === null ? z.NEVER : { ...data, amount };
    })
    .safeParse(values);
  if (!parsed.success) return refuseInvalid(authz.session, 'transfer.create', values, parsed.error);
  const { idempotency_key: key, ...input } = parsed.data;
  const body = { ...input, metadata: metadataObject(rows) };
  const summary = {
    amount: body.amount,
    currency: body.currency,
    origin_account_id: body.origin_account_id,
    destination_account_id: body.destination_account_id,
    tenant_id: body.tenant_id,
  };
  const held = await holdForApproval<CreatedTransaction>({
    session: authz.session,
    action: 'transfer',
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
    action: 'transfer.create',
    summary,
    values,
    call: () => sendDaily(authz.session, key, () => merchantWrites().createTransfer(body, key)),
    fieldOf: (param) => metadataFieldOf(rows, param),
    success: (transfer) => ({
      message: t('actions.transfer.created'),
      result: createdTransaction(transfer, '/transfers'),
      target: transfer?.uuid ?? null,
      summary: { status: transfer?.status ?? null },
    }),
    revalidate: ['/transfers'],
  });
}
