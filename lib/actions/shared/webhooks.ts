import 'server-only';
import { z } from 'zod';
import type { StaffSession } from '@/lib/auth';
import type { ActionState } from '@/lib/forms/state';
import { getT } from '@/lib/i18n/server';
import { merchantWrites } from '@/lib/merchant-api/writes';
import { idempotencyKey, idOf } from './fields';
import { formValues } from './form';
import { actionWrite, refuseInvalid } from './write';

export interface WebhookChangeResult {
  endpointId: string;
}

const endpointForm = z.object({
  endpoint_id: idOf('whe', 'actions.developers.unknownEndpoint'),
  idempotency_key: idempotencyKey,
});

/** Disable, enable and "send test event" differ only in the call and the words: one body, after the action's own session and permission check. */
export async function changeWebhookEndpoint(
  session: StaffSession,
  change: 'disable' | 'enable' | 'test',
  formData: FormData,
): Promise<ActionState<WebhookChangeResult>> {
  const action = change === 'test' ? 'webhook_endpoint.test' : `webhook_endpoint.${change}`;
  const t = await getT();
  const values = formValues(formData);
  const parsed = endpointForm.safeParse(values);
  if (!parsed.success) return refuseInvalid(session, action, values, parsed.error, values.endpoint_id || null);
  const { endpoint_id: endpointId, idempotency_key: key } = parsed.data;
  return actionWrite<unknown, WebhookChangeResult>({
    session,
    action,
    target: endpointId,
    summary: {},
    values,
    call: () =>
      change === 'test'
        ? merchantWrites().sendWebhookTest(endpointId, key)
        : merchantWrites().setWebhookEndpointStatus(endpointId, change, key),
    success: () => ({
      message: t(
        change === 'test'
          ? 'actions.developers.testSent'
          : change === 'disable'
            ? 'actions.developers.endpointDisabled'
            : 'actions.developers.endpointEnabled',
      ),
      result: { endpointId },
    }),
    revalidate: [`/developers/webhooks/${endpointId}`, '/developers/webhooks'],
  });
}
