'use server';

import { z } from 'zod';
import { recordAudit } from '@/lib/auth';
import type { ActionState } from '@/lib/forms/state';
import { isApiError, webhookEndpoints } from '@/lib/merchant-api';
import { idOf } from '@/lib/actions/fields';
import { action } from '@/lib/actions/define';

const ACTION = 'webhook_endpoint.reveal_secret';
const schema = z.object({ endpoint_id: idOf('whe', 'actions.developers.unknownEndpoint') });

/**
 * Reveals an endpoint's signing secret to an admin who asked for it (audited). The secret travels only in
 * this action's answer, never in a page's HTML.
 */
export const revealSecretAction = action<typeof schema, ActionState<{ secret: string }>>(
  {
    permission: 'developers',
    audit: ACTION,
    schema,
    invalid: 'actions.developers.unknownEndpoint',
  },
  async ({ session, input, t }) => {
    const endpointId = input.endpoint_id;
    try {
      const secret = await webhookEndpoints.secret(endpointId);
      await recordAudit({ session, action: ACTION, target: endpointId, summary: {} });
      return { ok: true, result: { secret } };
    } catch (error) {
      await recordAudit({
        session,
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
  },
);
