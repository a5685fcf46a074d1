'use server';

import { authorizeAction } from '@/lib/auth';
import type { ActionState } from '@/lib/forms/state';
import { changeWebhookEndpoint, type WebhookChangeResult } from '@/lib/actions/shared/webhooks';

/** Disables a webhook endpoint (admins). */
export async function disableWebhookAction(
  _previous: ActionState<WebhookChangeResult> | null,
  formData: FormData,
): Promise<ActionState<WebhookChangeResult>> {
  const authz = await authorizeAction('developers', 'webhook_endpoint.disable');
  if (!authz.ok) return authz;
  return changeWebhookEndpoint(authz.session, 'disable', formData);
}
