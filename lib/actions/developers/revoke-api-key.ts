'use server';

import { z } from 'zod';
import type { ActionState } from '@/lib/forms/state';
import { merchantWrites } from '@/lib/merchant-api/writes';
import { idempotencyKey } from '@/lib/actions/fields';
import { action } from '@/lib/actions/define';
import { actionWrite } from '@/lib/actions/write';

const ACTION = 'api_client.revoke';
const schema = z.object({
  client_id: z
    .string()
    .trim()
    .regex(/^cli_[A-Za-z0-9]{1,64}$/, 'actions.developers.unknownKey'),
  idempotency_key: idempotencyKey,
});

/** Revokes an API client (admins): no new tokens, and issued ones stop within seconds. */
export const revokeApiKeyAction = action<typeof schema, ActionState<{ clientId: string }>>(
  {
    permission: 'developers',
    audit: ACTION,
    schema,
    target: (values) => values.client_id || null,
  },
  async ({ session, input, values, t }) => {
    const { client_id: clientId, idempotency_key: key } = input;
    return actionWrite({
      session,
      action: ACTION,
      target: clientId,
      summary: {},
      values,
      call: () => merchantWrites().revokeApiClient(clientId, key),
      success: () => ({ message: t('actions.developers.keyRevoked'), result: { clientId } }),
      revalidate: ['/developers/api-keys'],
    });
  },
);
