'use server';

import { z } from 'zod';
import { eventTypesBeyond } from '@/lib/auth/api-key-power';
import type { ActionState } from '@/lib/forms/state';
import { merchantWrites } from '@/lib/merchant-api/writes';
import { idempotencyKey, optionalText, requiredText } from '@/lib/actions/fields';
import { action } from '@/lib/actions/define';
import { actionWrite, refuseBeyond } from '@/lib/actions/write';

export interface CreatedWebhookResult {
  endpointId: string;
  url: string;
  /** The signing secret, shown once in the form that created the endpoint. */
  secret: string;
}

const ACTION = 'webhook_endpoint.create';

const schema = z.object({
  url: requiredText(2048, 'actions.developers.enterUrl').refine(
    (v) => /^https?:\/\/\S+$/i.test(v),
    'actions.developers.httpUrl',
  ),
  event_types: z
    .string()
    .default('*')
    .transform((v) => v.split(/[\s,]+/).filter(Boolean))
    .transform((v) => (v.length ? v : ['*'])),
  description: optionalText(500),
  idempotency_key: idempotencyKey,
});

/** Creates a webhook endpoint (admins): its signing secret comes back once, for the form to show. */
export const createWebhookAction = action<typeof schema, ActionState<CreatedWebhookResult>>(
  {
    permission: 'developers',
    audit: ACTION,
    schema,
  },
  async ({ session, input, values, t }) => {
    const { idempotency_key: key, ...body } = input;
    // An endpoint receives only what its creator may read (docs/security.md, "API keys and their creator's power").
    const beyond = eventTypesBeyond(session.user.access, body.event_types);
    if (beyond.length)
      return refuseBeyond(
        session,
        ACTION,
        values,
        'event_types',
        t('actions.developers.eventsBeyond', { what: beyond.join(', ') }),
        { event_types: body.event_types, beyond },
      );
    return actionWrite({
      session,
      action: ACTION,
      summary: { url: body.url, event_types: body.event_types },
      values,
      fieldOf: (param) => (param.startsWith('event_types') ? 'event_types' : param),
      call: () => merchantWrites().createWebhookEndpoint(body, key),
      success: (created) => ({
        message: t('actions.developers.endpointCreated'),
        result: { endpointId: created?.webhook_endpoint.uuid ?? '', url: body.url, secret: created?.secret ?? '' },
        target: created?.webhook_endpoint.uuid ?? null,
      }),
      revalidate: ['/developers/webhooks'],
    });
  },
);
