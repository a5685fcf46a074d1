import 'server-only';
import { z } from 'zod';
import type { StaffSession } from '@/lib/auth';
import type { ActionState } from '@/lib/forms/state';
import { writes } from '@/lib/merchant-api/writes';
import { idempotencyKey, idOf } from './fields';
import { formValues } from './form';
import { performWrite, refuseInvalid } from './perform';

export interface WebhookChangeResult {
  endpointId: string;
}

const endpointForm = z.object({ endpoint_id: idOf('whe', 'Unknown webhook endpoint.'), idempotency_key: idempotencyKey });

/** Disable, enable and "send test event" differ only in the call and the words: one body, after the action's own session and permission check. */
export async function changeWebhookEndpoint(session: StaffSession, change: 'disable' | 'enable' | 'test', formData: FormData): Promise<ActionState<WebhookChangeResult>> {
  const action = change === 'test' ? 'webhook_endpoint.test' : `webhook_endpoint.${change}`;
  const values = formValues(formData);
  const parsed = endpointForm.safeParse(values);
  if (!parsed.success) return refuseInvalid(session, action, values, parsed.error, values.endpoint_id || null);
  const { endpoint_id: endpointId, idempotency_key: key } = parsed.data;
  return performWrite<unknown, WebhookChangeResult>({
    session,
    action,
    target: endpointId,
    summary: {},
    values,
    call: () => (change === 'test' ? writes().sendWebhookTest(endpointId, key) : writes().setWebhookEndpointStatus(endpointId, change, key)),
    success: () => ({
      message: change === 'test' ? 'A test event is on its way; its delivery appears in the log below.' : change === 'disable' ? 'The endpoint is disabled: nothing is sent to it.' : 'The endpoint is enabled again.',
      result: { endpointId },
    }),
    revalidate: [`/developers/webhooks/${endpointId}`, '/developers/webhooks'],
  });
}
