'use server';

import { z } from 'zod';
import { DISCONNECTION_REASONS, noteExpected, reasonValues } from '@/lib/forms/reasons';
import { LIMITS } from '@/lib/forms/field-rules';
import type { ActionState } from '@/lib/forms/state';
import { merchantWrites } from '@/lib/merchant-api/writes';
import { idempotencyKey, idOf, optionalText } from '@/lib/actions/fields';
import { action } from '@/lib/actions/define';
import { actionWrite } from '@/lib/actions/write';

export interface DisconnectResult {
  accountId: string;
  status: string | null;
  reason: string | null;
}

const schema = z
  .object({
    account_id: idOf('acc', 'actions.account.error.unknown'),
    idempotency_key: idempotencyKey,
    disconnection_reason: z.enum(reasonValues(DISCONNECTION_REASONS), { error: 'forms.error.chooseReason' }),
    disconnection_note: optionalText(LIMITS.note),
  })
  .superRefine((data, ctx) => {
    if (noteExpected(data.disconnection_reason) && !data.disconnection_note) {
      ctx.addIssue({ code: 'custom', path: ['disconnection_note'], message: 'forms.error.explainReason' });
    }
  });

/** Disconnects a connected account with a documented reason and a note (support, admin). */
export const disconnectAccountAction = action<typeof schema, ActionState<DisconnectResult>>(
  {
    permission: 'disconnect',
    audit: 'account.disconnect',
    schema,
    target: (values) => values.account_id || null,
  },
  async ({ session, input, values, t }) =>
    actionWrite({
      session,
      action: 'account.disconnect',
      target: input.account_id,
      summary: { reason: input.disconnection_reason, note: input.disconnection_note ?? null },
      values,
      call: () =>
        merchantWrites().disconnectAccount(
          input.account_id,
          { disconnection_reason: input.disconnection_reason, disconnection_note: input.disconnection_note },
          input.idempotency_key,
        ),
      success: (account) => ({
        message: t('actions.account.disconnected'),
        result: {
          accountId: input.account_id,
          status: account?.currentStatus ?? null,
          reason: account?.disconnectionReason ?? input.disconnection_reason,
        },
        summary: { status: account?.currentStatus ?? null },
      }),
      revalidate: [`/accounts/${input.account_id}`, '/accounts'],
    }),
);
