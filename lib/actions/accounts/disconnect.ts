'use server';

import { z } from 'zod';
import { authorizeAction } from '@/lib/auth';
import { DISCONNECTION_REASONS, noteExpected, reasonValues } from '@/lib/forms/reasons';
import { LIMITS } from '@/lib/forms/rules';
import type { ActionState } from '@/lib/forms/state';
import { writes } from '@/lib/merchant-api/writes';
import { idempotencyKey, idOf, optionalText } from '../shared/fields';
import { formValues } from '../shared/form';
import { performWrite, refuseInvalid } from '../shared/perform';

export interface DisconnectResult {
  accountId: string;
  status: string | null;
  reason: string | null;
}

const schema = z
  .object({
    account_id: idOf('acc', 'Unknown account.'),
    idempotency_key: idempotencyKey,
    disconnection_reason: z.enum(reasonValues(DISCONNECTION_REASONS), { error: 'Choose a reason.' }),
    disconnection_note: optionalText(LIMITS.note),
  })
  .superRefine((data, ctx) => {
    if (noteExpected(data.disconnection_reason) && !data.disconnection_note) {
      ctx.addIssue({ code: 'custom', path: ['disconnection_note'], message: 'Explain the reason in the note.' });
    }
  });

/** Disconnects a connected account with a documented reason and a note (support, admin). */
export async function disconnectAccountAction(_previous: ActionState<DisconnectResult> | null, formData: FormData): Promise<ActionState<DisconnectResult>> {
  const authz = await authorizeAction('disconnect', 'account.disconnect');
  if (!authz.ok) return authz;
  const values = formValues(formData);
  const parsed = schema.safeParse(values);
  if (!parsed.success) return refuseInvalid(authz.session, 'account.disconnect', values, parsed.error, values.account_id || null);
  const input = parsed.data;

  return performWrite({
    session: authz.session,
    action: 'account.disconnect',
    target: input.account_id,
    summary: { reason: input.disconnection_reason, note: input.disconnection_note ?? null },
    values,
    call: () =>
      writes().disconnectAccount(input.account_id, { disconnection_reason: input.disconnection_reason, disconnection_note: input.disconnection_note }, input.idempotency_key),
    success: (account) => ({
      message: 'The account is disconnected.',
      result: { accountId: input.account_id, status: account?.currentStatus ?? null, reason: account?.disconnectionReason ?? input.disconnection_reason },
      summary: { status: account?.currentStatus ?? null },
    }),
    revalidate: [`/accounts/${input.account_id}`, '/accounts'],
  });
}
