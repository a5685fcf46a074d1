'use server';

import { z } from 'zod';
import { authorizeAction } from '@/lib/auth';
import type { ActionState } from '@/lib/forms/state';
import { getT } from '@/lib/i18n/server';
import { merchantWrites } from '@/lib/merchant-api/writes';
import { idempotencyKey, idOf } from '@/lib/actions/shared/fields';
import { formValues } from '@/lib/actions/shared/form';
import { actionWrite, refuseInvalid } from '@/lib/actions/shared/write';

const ACTION = 'event.resend';
const schema = z.object({
  event_id: idOf('evt', 'actions.developers.unknownEvent'),
  endpoint_id: idOf('whe', 'actions.developers.chooseEndpoint'),
  idempotency_key: idempotencyKey,
});

/** Sends an event again to one endpoint (admins), with its original webhook-id. */
export async function resendEventAction(
  _previous: ActionState<{ eventId: string }> | null,
  formData: FormData,
): Promise<ActionState<{ eventId: string }>> {
  const authz = await authorizeAction('developers', ACTION);
  if (!authz.ok) return authz;
  const t = await getT();
  const values = formValues(formData);
  const parsed = schema.safeParse(values);
  if (!parsed.success) return refuseInvalid(authz.session, ACTION, values, parsed.error, values.event_id || null);
  const { event_id: eventId, endpoint_id: endpointId, idempotency_key: key } = parsed.data;
  return actionWrite({
    session: authz.session,
    action: ACTION,
    target: eventId,
    summary: { endpoint_id: endpointId },
    values,
    call: () => merchantWrites().resendEvent(eventId, endpointId, key),
    success: () => ({ message: t('actions.developers.eventQueued'), result: { eventId } }),
    revalidate: [`/developers/events/${eventId}`, `/developers/webhooks/${endpointId}`],
  });
}
