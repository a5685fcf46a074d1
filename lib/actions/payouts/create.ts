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
  currency,
  idempotencyKey,
  idOf,
  optionalIdOf,
  optionalText,
  reference,
  refineMetadata,
} from '@/lib/actions/shared/fields';
import { formValues, metadataFieldOf, metadataRows } from '@/lib/actions/shared/form';
import { minorAmount, tenantIdField } from '@/lib/actions/shared/money';
import { actionWrite, refuseInvalid } from '@/lib/actions/shared/write';

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

/** Pays money out to a connected account (finance, admin). */
export async function createPayoutAction(
  _previous: ActionState<CreatedTransaction> | null,
  formData: FormData,
): Promise<ActionState<CreatedTransaction>> {
  const authz = await authorizeAction('payouts:create', 'payout.create');
  if (!authz.ok) return authz;
  const values = formValues(formData);
  const rows = metadataRows(values);
  const parsed = fields
    .transform((data, ctx) => {
      refineMetadata(rows, ctx);
      const amount = minorAmount(data.amount, data.currency, ctx);
      return amount === null ? z.NEVER : { ...data, amount };
    })
    .safeParse(values);
  if (!parsed.success) return refuseInvalid(authz.session, 'payout.create', values, parsed.error);
  const { idempotency_key: key, ...input } = parsed.data;
  const body = { ...input, metadata: metadataObject(rows) };
  const summary = {
    amount: body.amount,
    currency: body.currency,
    destination_account_id: body.destination_account_id,
    tenant_id: body.tenant_id,
    merchant_id: body.merchant_id ?? null,
  };
  const held = await holdForApproval<CreatedTransaction>({
    session: authz.session,
    action: 'payout',
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
    action: 'payout.create',
    summary,
    values,
    call: () => sendDaily(authz.session, key, () => merchantWrites().createPayout(body, key)),
    fieldOf: (param) => metadataFieldOf(rows, param),
    success: (payout) => ({
      message: t('actions.payout.created'),
      result: createdTransaction(payout, '/payouts'),
      target: payout?.uuid ?? null,
      summary: { status: payout?.status ?? null },
    }),
    revalidate: ['/payouts'],
  });
}
