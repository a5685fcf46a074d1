'use server';

import { z } from 'zod';
import { authorizeAction } from '@/lib/auth';
import { scopesBeyond } from '@/lib/auth/api-key-power';
import type { ActionState } from '@/lib/forms/state';
import { getT } from '@/lib/i18n/server';
import { merchantWrites } from '@/lib/merchant-api/writes';
import { API_SCOPES } from '@/core/scopes';
import { idempotencyKey, requiredText } from '@/lib/actions/shared/fields';
import { formValues } from '@/lib/actions/shared/form';
import { actionWrite, refuseBeyond, refuseInvalid } from '@/lib/actions/shared/write';

export interface ApiKeySecretResult {
  clientId: string;
  /** Shown once by the form that asked for it. */
  secret: string;
}

const ACTION = 'api_client.create';

/** Creates an API client with the chosen scopes, none beyond the member's own power; its secret comes back once. */
export async function createApiKeyAction(
  _previous: ActionState<ApiKeySecretResult> | null,
  formData: FormData,
): Promise<ActionState<ApiKeySecretResult>> {
  const authz = await authorizeAction('developers', ACTION);
  if (!authz.ok) return authz;
  const t = await getT();
  const values = formValues(formData);
  const schema = z.object({
    name: requiredText(100, 'actions.developers.nameKey'),
    scopes: z.array(z.enum(API_SCOPES)).min(1, 'actions.developers.chooseScope'),
    idempotency_key: idempotencyKey,
  });
  const parsed = schema.safeParse({
    ...values,
    scopes: formData.getAll('scopes').filter((v): v is string => typeof v === 'string'),
  });
  if (!parsed.success) return refuseInvalid(authz.session, ACTION, values, parsed.error);
  const { idempotency_key: key, ...body } = parsed.data;
  // A key never carries more than its creator holds (docs/security.md, "API keys and their creator's power").
  const beyond = scopesBeyond(authz.session.user.access, body.scopes);
  if (beyond.length)
    return refuseBeyond(
      authz.session,
      ACTION,
      values,
      'scopes',
      t('actions.developers.scopesBeyond', { what: beyond.join('; ') }),
      {
        scopes: body.scopes,
        beyond,
      },
    );
  return actionWrite({
    session: authz.session,
    action: ACTION,
    summary: { name: body.name, scopes: body.scopes },
    values,
    fieldOf: (param) => (param.startsWith('scopes') ? 'scopes' : param),
    call: () => merchantWrites().createApiClient({ ...body, created_by: authz.session.user.email }, key),
    success: (created) => ({
      message: t('actions.developers.keyCreated'),
      result: { clientId: created?.client.client_id ?? '', secret: created?.client_secret ?? '' },
      target: created?.client.client_id ?? null,
    }),
    revalidate: ['/developers/api-keys'],
  });
}
