'use server';

import { z } from 'zod';
import { scopesBeyond } from '@/lib/auth/api-key-power';
import type { ActionState } from '@/lib/forms/state';
import { merchantWrites } from '@/lib/merchant-api/writes';
import { API_SCOPES } from '@/core/scopes';
import { idempotencyKey, requiredText } from '@/lib/actions/fields';
import { action } from '@/lib/actions/define';
import { actionWrite, refuseBeyond } from '@/lib/actions/write';

export interface ApiKeySecretResult {
  clientId: string;
  /** Shown once by the form that asked for it. */
  secret: string;
}

const ACTION = 'api_client.create';

const schema = z.object({
  name: requiredText(100, 'actions.developers.nameKey'),
  scopes: z.array(z.enum(API_SCOPES)).min(1, 'actions.developers.chooseScope'),
  idempotency_key: idempotencyKey,
});

/** Creates an API client with the chosen scopes, none beyond the member's own power; its secret comes back once. */
export const createApiKeyAction = action<typeof schema, ActionState<ApiKeySecretResult>>(
  {
    permission: 'developers',
    audit: ACTION,
    schema,
    input: (formData, values) => ({
      ...values,
      scopes: formData.getAll('scopes').filter((v): v is string => typeof v === 'string'),
    }),
  },
  async ({ session, input, values, t }) => {
    const { idempotency_key: key, ...body } = input;
    // A key never carries more than its creator holds (docs/security.md, "API keys and their creator's power").
    const beyond = scopesBeyond(session.user.access, body.scopes);
    if (beyond.length)
      return refuseBeyond(
        session,
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
      session,
      action: ACTION,
      summary: { name: body.name, scopes: body.scopes },
      values,
      fieldOf: (param) => (param.startsWith('scopes') ? 'scopes' : param),
      call: () => merchantWrites().createApiClient({ ...body, created_by: session.user.email }, key),
      success: (created) => ({
        message: t('actions.developers.keyCreated'),
        result: { clientId: created?.client.client_id ?? '', secret: created?.client_secret ?? '' },
        target: created?.client.client_id ?? null,
      }),
      revalidate: ['/developers/api-keys'],
    });
  },
);
