'use server';

import { redirect } from 'next/navigation';
import { hostedPages, type LinkProblem } from '@/lib/embedded-api';
import { clientIp, hostedPagesAvailable } from '@/lib/hosted/request';
import { openAction } from '@/lib/actions/open';

export type CheckoutFormState =
  | { status: 'idle' }
  | { status: 'invalid'; errors: Partial<Record<string, string>> }
  | { status: 'refused'; reason: 'forbidden' | 'rate_limited'; retryAfterSeconds?: number }
  | { status: 'problem'; problem: LinkProblem }
  | { status: 'account_pending'; account: { code: string; institutionName: string; last4: string } }
  | {
      status: 'paid';
      payment: { id: string; code: string; status: string; amount: number; currency: string };
      account: { code: string; institutionName: string; last4: string };
      redirectTo: string | null;
    };

/**
 * The Checkout form's submit: pay from a connected account (account_id) or from one connected here
 * first (account_id "new" with the bank fields). Public, so protected like the Connect form: Origin
 * check by Next.js, the per-page token bound to this link, a rate limit per IP and link.
 */
export const payCheckoutAction = openAction(
  'the link’s code, with the page’s form token bound to it and the rate limit per IP and link',
  async (code: string, _prev: CheckoutFormState, formData: FormData): Promise<CheckoutFormState> => {
    if (!hostedPagesAvailable()) return { status: 'problem', problem: 'not_found' };
    const hosted = await hostedPages();
    const chosen = formData.get('account_id');
    const newAccount = chosen === null || chosen === 'new';
    const result = await hosted.payCheckout(
      code,
      newAccount
        ? {
            account: {
              institution_id: formData.get('institution_id'),
              account_number: formData.get('account_number'),
              routing_number: formData.get('routing_number'),
              type: formData.get('type'),
              subtype: formData.get('subtype'),
              consent: formData.get('consent'),
            },
          }
        : { account_id: chosen, consent: formData.get('consent') },
      { formToken: formData.get('form_token'), ip: await clientIp() },
    );
    switch (result.status) {
      case 'paid':
        if (result.redirectTo && !result.showConfirmation) redirect(result.redirectTo);
        return { status: 'paid', payment: result.payment, account: result.account, redirectTo: result.redirectTo };
      case 'account_pending':
        return { status: 'account_pending', account: result.account };
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
