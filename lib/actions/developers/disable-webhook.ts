'use server';

import type { ActionState } from '@/lib/forms/state';
import { action } from '@/lib/actions/define';
import {
  changeWebhookEndpoint,
  endpointForm,
  endpointTarget,
  type WebhookChangeResult,
} from '@/lib/actions/developers/webhooks';

/** Disables a webhook endpoint (admins). */
export const disableWebhookAction = action<typeof endpointForm, ActionState<WebhookChangeResult>>(
  {
    permission: 'developers',
    audit: 'webhook_endpoint.disable',
    schema: endpointForm,
    target: endpointTarget,
  },
  (context) => changeWebhookEndpoint(context, 'disable'),
);
