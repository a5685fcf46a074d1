'use server';

import type { ActionState } from '@/lib/forms/state';
import { action } from '@/lib/actions/define';
import {
  changeWebhookEndpoint,
  endpointForm,
  endpointTarget,
  type WebhookChangeResult,
} from '@/lib/actions/developers/webhooks';

/** Enables a webhook endpoint (admins). */
export const enableWebhookAction = action<typeof endpointForm, ActionState<WebhookChangeResult>>(
  {
    permission: 'developers',
    audit: 'webhook_endpoint.enable',
    schema: endpointForm,
    target: endpointTarget,
  },
  (context) => changeWebhookEndpoint(context, 'enable'),
);
