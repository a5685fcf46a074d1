'use server';

import { redirect } from 'next/navigation';
import { hostedPages, type ConnectedAccountSummary, type LinkProblem } from '@/lib/embedded-api';
import { clientIp, hostedPagesAvailable } from '@/lib/hosted/request';
import { openAction } from '@/lib/actions/open';

export type ConnectFormState =
  | { status: 'idle' }
  | { status: 'invalid'; errors: Partial<Record<string, string>> }
  | { status: 'refused'; reason: 'forbidden' | 'rate_limited'; retryAfterSeconds?: number }
  | { status: 'problem'; problem: LinkProblem }
  | { status: 'connected'; account: ConnectedAccountSummary; redirectTo: string | null };

/**
 * The Connect form's submit. Public (the end user has no session): Next.js refuses server actions
 * posted from another origin, the service checks the per-page token bound to this link and the rate
 * limit per IP and link, then connects the account. Straight to redirect_url when the merchant shows
 * its own confirmation page.
 */
export const submitConnectAction = openAction(
  'the link’s code, with the page’s form token bound to it and the rate limit per IP and link',
  async (code: string, _prev: ConnectFormState, formData: FormData): Promise<ConnectFormState> => {
    if (!hostedPagesAvailable()) return { status: 'problem', problem: 'not_found' };
    const hosted = await hostedPages();
    const result = await hosted.submitConnect(
      code,
      {
        institution_id: formData.get('institution_id'),
        account_number: formData.get('account_number'),
        routing_number: formData.get('routing_number'),
        type: formData.get('type'),
        subtype: formData.get('subtype'),
        consent: formData.get('consent'),
      },
      { formToken: formData.get('form_token'), ip: await clientIp() },
    );
    switch (result.status) {
      case 'connected':
        if (result.redirectTo && !result.showConfirmation) redirect(result.redirectTo);
        return { status: 'connected', account: result.account, redirectTo: result.redirectTo };
      case 'invalid':
        return { status: 'invalid', errors: result.errors };
      case 'forbidden':
        return { status: 'refused', reason: 'forbidden' };
      case 'rate_limited':
        return { status: 'refused', reason: 'rate_limited', retryAfterSeconds: result.retryAfterSeconds };
      default:
        return { status: 'problem', problem: result.status };
    }
  },
);
