'use server';

import { z } from 'zod';
import { scopesBeyond } from '@/lib/auth/api-key-power';
import { findApiClient } from '@/lib/developers/data';
import type { ActionState } from '@/lib/forms/state';
import { merchantWrites } from '@/lib/merchant-api/writes';
import { idempotencyKey } from '@/lib/actions/fields';
import { action } from '@/lib/actions/define';
import { actionWrite, refuseBeyond } from '@/lib/actions/write';
import type { ApiKeySecretResult } from './create-api-key';

const ACTION = 'api_client.rotate';
const schema = z.object({
  client_id: z
    .string()
    .trim()
    .regex(/^cli_[A-Za-z0-9]{1,64}$/, 'actions.developers.unknownKey'),
  grace_period_seconds: z.coerce
    .number()
    .int()
    .min(0, 'actions.developers.chooseGrace')
    .max(86_400, 'actions.developers.graceMax'),
  idempotency_key: idempotencyKey,
});

/** A new secret for an API client the member could create; the old one works for the grace period chosen. */
export const rotateApiKeyAction = action<typeof schema, ActionState<ApiKeySecretResult>>(
  {
    permission: 'developers',
    audit: ACTION,
    schema,
    target: (values) => values.client_id || null,
  },
  async ({ session, input, values, t }) => {
    const { client_id: clientId, grace_period_seconds: grace, idempotency_key: key } = input;
    // A new secret hands the key's whole power to whoever reads it: only a member who could create the key rotates it
    // (docs/security.md, "API keys and their creator's power").
    const client = await findApiClient(clientId);
    if (!client) return { ok: false, fieldErrors: { client_id: t('actions.developers.unknownKey') }, values };
    const beyond = scopesBeyond(session.user.access, client.scopes);
    if (beyond.length)
      return refuseBeyond(
        session,
        ACTION,
        values,
        'client_id',
        t('actions.developers.scopesBeyond', { what: beyond.join('; ') }),
        { scopes: client.scopes, beyond },
        clientId,
      );
    return actionWrite({
      session,
      action: ACTION,
      target: clientId,
      summary: { grace_period_seconds: grace },
      values,
      call: () => merchantWrites().rotateApiClient(clientId, grace, key),
      success: (rotated) => ({
        message: t('actions.developers.secretRotated'),
        result: { clientId, secret: rotated?.client_secret ?? '' },
      }),
      revalidate: ['/developers/api-keys'],
    });
  },
);
