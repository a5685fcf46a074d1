'use server';

import { authorizeAction } from '@/lib/auth';
import type { ActionState } from '@/lib/forms/state';
import { changeWebhookEndpoint, type WebhookChangeResult } from '@/lib/actions/shared/webhooks';

/** Sends a webhook_endpoint.test event to one endpoint (admins). */
export async function sendTestEventAction(
  _previous: ActionState<WebhookChangeResult> | null,
  formData: FormData,
): Promise<ActionState<WebhookChangeResult>> {
  const authz = await authorizeAction('developers', 'webhook_endpoint.test');
  if (!authz.ok) return authz;
  return changeWebhookEndpoint(authz.session, 'test', formData);
}
