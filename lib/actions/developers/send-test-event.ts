'use server';

import type { ActionState } from '@/lib/forms/state';
import { action } from '@/lib/actions/define';
import {
  changeWebhookEndpoint,
  endpointForm,
  endpointTarget,
  type WebhookChangeResult,
} from '@/lib/actions/developers/webhooks';

/** Sends a webhook_endpoint.test event to one endpoint (admins). */
export const sendTestEventAction = action<typeof endpointForm, ActionState<WebhookChangeResult>>(
  {
    permission: 'developers',
    audit: 'webhook_endpoint.test',
    schema: endpointForm,
    target: endpointTarget,
  },
  (context) => changeWebhookEndpoint(context, 'test'),
);
