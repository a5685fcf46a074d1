'use server';

import { z } from 'zod';
import { authorizeAction } from '@/lib/auth';
import { scopesBeyond } from '@/lib/auth/api-key-power';
import { findApiClient } from '@/lib/data/developers';
import type { ActionState } from '@/lib/forms/state';
import { getT } from '@/lib/i18n/server';
import { merchantWrites } from '@/lib/merchant-api/writes';
import { idempotencyKey } from '@/lib/actions/shared/fields';
import { formValues } from '@/lib/actions/shared/form';
import { actionWrite, refuseBeyond, refuseInvalid } from '@/lib/actions/shared/write';
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
export async function rotateApiKeyAction(
  _previous: ActionState<ApiKeySecretResult> | null,
  formData: FormData,
): Promise<ActionState<ApiKeySecretResult>> {
  const authz = await authorizeAction('developers', ACTION);
  if (!authz.ok) return authz;
  const t = await getT();
  const values = formValues(formData);
  const parsed = schema.safeParse(values);
  if (!parsed.success) return refuseInvalid(authz.session, ACTION, values, parsed.error, values.client_id || null);
  const { client_id: clientId, grace_period_seconds: grace, idempotency_key: key } = parsed.data;
  // A new secret hands the key's whole power to whoever reads it: only a member who could create the key rotates it
  // (docs/security.md, "API keys and their creator's power").
  const client = await findApiClient(clientId);
  if (!client) return { ok: false, fieldErrors: { client_id: t('actions.developers.unknownKey') }, values };
  const beyond = scopesBeyond(authz.session.user.access, client.scopes);
  if (beyond.length)
    return refuseBeyond(
      authz.session,
      ACTION,
      values,
      'client_id',
      t('actions.developers.scopesBeyond', { what: beyond.join('; ') }),
      { scopes: client.scopes, beyond },
      clientId,
    );
  return actionWrite({
    session: authz.session,
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
}
