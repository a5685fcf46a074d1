'use server';

import { z } from 'zod';
import { authorizeAction, recordAudit } from '@/lib/auth';
import type { ActionState } from '@/lib/forms/state';
import { getT } from '@/lib/i18n/server';
import { isApiError, webhookEndpoints } from '@/lib/merchant-api';
import { idOf } from '@/lib/actions/shared/fields';
import { formValues } from '@/lib/actions/shared/form';

const ACTION = 'webhook_endpoint.reveal_secret';
const schema = z.object({ endpoint_id: idOf('whe', 'actions.developers.unknownEndpoint') });

/**
 * Reveals an endpoint's signing secret to an admin who asked for it (audited). The secret travels only in
 * this action's answer, never in a page's HTML.
 */
export async function revealSecretAction(
  _previous: ActionState<{ secret: string }> | null,
  formData: FormData,
): Promise<ActionState<{ secret: string }>> {
  const authz = await authorizeAction('developers', ACTION);
  if (!authz.ok) return authz;
  const t = await getT();
  const parsed = schema.safeParse(formValues(formData));
  if (!parsed.success) return { ok: false, message: t('actions.developers.unknownEndpoint') };
  const endpointId = parsed.data.endpoint_id;
  try {
    const secret = await webhookEndpoints.secret(endpointId);
    await recordAudit({ session: authz.session, action: ACTION, target: endpointId, summary: {} });
    return { ok: true, result: { secret } };
  } catch (error) {
    await recordAudit({
      session: authz.session,
      action: ACTION,
      outcome: 'failure',
      target: endpointId,
      summary: { error: isApiError(error) ? error.code : 'unexpected' },
    });
    return {
      ok: false,
      message: t('actions.developers.secretUnreadable'),
      requestId: isApiError(error) ? error.requestId : null,
    };
  }
}
