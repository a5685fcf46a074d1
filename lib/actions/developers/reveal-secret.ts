'use server';

import { z } from 'zod';
import { authorizeAction, recordAudit } from '@/lib/auth';
import type { ActionState } from '@/lib/forms/state';
import { isApiError, webhookEndpoints } from '@/lib/merchant-api';
import { idOf } from '../shared/fields';
import { formValues } from '../shared/form';

const ACTION = 'webhook_endpoint.reveal_secret';
const schema = z.object({ endpoint_id: idOf('whe', 'Unknown webhook endpoint.') });

/**
 * Reveals an endpoint's signing secret to an admin who asked for it (audited). The secret travels only in
 * this action's answer, never in a page's HTML.
 */
export async function revealSecretAction(_previous: ActionState<{ secret: string }> | null, formData: FormData): Promise<ActionState<{ secret: string }>> {
  const authz = await authorizeAction('developers', ACTION);
  if (!authz.ok) return authz;
  const parsed = schema.safeParse(formValues(formData));
  if (!parsed.success) return { ok: false, message: 'Unknown webhook endpoint.' };
  const endpointId = parsed.data.endpoint_id;
  try {
    const secret = await webhookEndpoints.secret(endpointId);
    await recordAudit({ session: authz.session, action: ACTION, target: endpointId, summary: {} });
    return { ok: true, result: { secret } };
  } catch (error) {
    await recordAudit({ session: authz.session, action: ACTION, outcome: 'failure', target: endpointId, summary: { error: isApiError(error) ? error.code : 'unexpected' } });
    return { ok: false, message: 'The secret could not be read. Try again.', requestId: isApiError(error) ? error.requestId : null };
  }
}
