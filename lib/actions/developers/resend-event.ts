'use server';

import { z } from 'zod';
import type { ActionState } from '@/lib/forms/state';
import { merchantWrites } from '@/lib/merchant-api/writes';
import { idempotencyKey, idOf } from '@/lib/actions/fields';
import { action } from '@/lib/actions/define';
import { actionWrite } from '@/lib/actions/write';

const ACTION = 'event.resend';
const schema = z.object({
  event_id: idOf('evt', 'actions.developers.unknownEvent'),
  endpoint_id: idOf('whe', 'actions.developers.chooseEndpoint'),
  idempotency_key: idempotencyKey,
});

/** Sends an event again to one endpoint (admins), with its original webhook-id. */
export const resendEventAction = action<typeof schema, ActionState<{ eventId: string }>>(
  {
    permission: 'developers',
    audit: ACTION,
    schema,
    target: (values) => values.event_id || null,
  },
  async ({ session, input, values, t }) => {
    const { event_id: eventId, endpoint_id: endpointId, idempotency_key: key } = input;
    return actionWrite({
      session,
      action: ACTION,
      target: eventId,
      summary: { endpoint_id: endpointId },
      values,
      call: () => merchantWrites().resendEvent(eventId, endpointId, key),
      success: () => ({ message: t('actions.developers.eventQueued'), result: { eventId } }),
      revalidate: [`/developers/events/${eventId}`, `/developers/webhooks/${endpointId}`],
    });
  },
);
