import 'server-only';
import { z } from 'zod';
import type { ActionState } from '@/lib/forms/state';
import { merchantWrites } from '@/lib/merchant-api/writes';
import { idempotencyKey, idOf } from '../fields';
import type { ActionContext } from '@/lib/actions/define';
import { actionWrite } from '../write';

export interface WebhookChangeResult {
  endpointId: string;
}

/** The endpoint a disable, enable or test form names. */
export const endpointForm = z.object({
  endpoint_id: idOf('whe', 'actions.developers.unknownEndpoint'),
  idempotency_key: idempotencyKey,
});

/** The endpoint an invalid form was about, for the audit log. */
export const endpointTarget = (values: Record<string, string>) => values.endpoint_id || null;

/**
 * Disable, enable and "send test event" differ only in the call and the words: one body, after the action's own
 * session and permission check and the form's rules (lib/actions/define.ts).
 */
export async function changeWebhookEndpoint(
  { session, input, values, t }: ActionContext<z.output<typeof endpointForm>>,
  change: 'disable' | 'enable' | 'test',
): Promise<ActionState<WebhookChangeResult>> {
  const action = change === 'test' ? 'webhook_endpoint.test' : `webhook_endpoint.${change}`;
  const { endpoint_id: endpointId, idempotency_key: key } = input;
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
