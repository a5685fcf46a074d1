'use server';

import { z } from 'zod';
import { authorizeAction } from '@/lib/auth';
import type { ActionState } from '@/lib/forms/state';
import { getT } from '@/lib/i18n/server';
import { merchantWrites } from '@/lib/merchant-api/writes';
import { idempotencyKey } from '@/lib/actions/shared/fields';
import { formValues } from '@/lib/actions/shared/form';
import { actionWrite, refuseInvalid } from '@/lib/actions/shared/write';

const ACTION = 'api_client.revoke';
const schema = z.object({
  client_id: z
    .string()
    .trim()
    .regex(/^cli_[A-Za-z0-9]{1,64}$/, 'actions.developers.unknownKey'),
  idempotency_key: idempotencyKey,
});

/** Revokes an API client (admins): no new tokens, and issued ones stop within seconds. */
export async function revokeApiKeyAction(
  _previous: ActionState<{ clientId: string }> | null,
  formData: FormData,
): Promise<ActionState<{ clientId: string }>> {
  const authz = await authorizeAction('developers', ACTION);
  if (!authz.ok) return authz;
  const t = await getT();
  const values = formValues(formData);
  const parsed = schema.safeParse(values);
  if (!parsed.success) return refuseInvalid(authz.session, ACTION, values, parsed.error, values.client_id || null);
  const { client_id: clientId, idempotency_key: key } = parsed.data;
  return actionWrite({
    session: authz.session,
    action: ACTION,
    target: clientId,
    summary: {},
    values,
    call: () => merchantWrites().revokeApiClient(clientId, key),
    success: () => ({ message: t('actions.developers.keyRevoked'), result: { clientId } }),
    revalidate: ['/developers/api-keys'],
  });
}
