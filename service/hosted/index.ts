import type { Db } from '../db/client';
import type { Clock } from '../lib/clock';
import { checkoutLinkState, openCheckoutPage, payCheckout, type CheckoutPayInput } from './checkout';
import { connectLinkState, openConnectPage, submitConnect } from './connect';
import type { AccountFormInput } from './account-form';
import { HostedRateLimiter } from './rate-limit';
import type { HostedDeps, LinkProblem, SubmitContext } from './shared';

export type { AccountFormErrorCode, AccountFormErrors, AccountFormField, InstitutionChoice } from './account-form';
export type {
  CheckoutColors,
  CheckoutPage,
  CheckoutPageResult,
  CheckoutPayInput,
  CheckoutPayResult,
  PayingAccount,
} from './checkout';
export type {
  ConnectColors,
  ConnectPage,
  ConnectPageResult,
  ConnectSubmitResult,
  ConnectedAccountSummary,
} from './connect';
export type { HostedLanguage, LinkProblem, SubmitContext } from './shared';

/** What the hosted Connect and Checkout pages may do: public pages, so nothing else of the service. */
export interface HostedPages {
  openConnect(token: string): ReturnType<typeof openConnectPage>;
  submitConnect(token: string, input: AccountFormInput, context: SubmitContext): ReturnType<typeof submitConnect>;
  openCheckout(token: string): ReturnType<typeof openCheckoutPage>;
  payCheckout(token: string, input: CheckoutPayInput, context: SubmitContext): ReturnType<typeof payCheckout>;
  /** Whether a link can be used, changing nothing (the HTTP status of its page: 404 unknown, 410 expired or used). */
  linkState(kind: 'connect' | 'checkout', token: string): Promise<LinkProblem | 'open'>;
}

export function createHostedPages(options: {
  db: Db;
  clock: Clock;
  serviceName: string;
  limiter?: HostedRateLimiter;
}): HostedPages {
  const deps: HostedDeps = {
    db: options.db,
    clock: options.clock,
    serviceName: options.serviceName,
    limiter: options.limiter ?? new HostedRateLimiter(),
  };
  return {
    openConnect: (token) => openConnectPage(deps, token),
    submitConnect: (token, input, context) => submitConnect(deps, token, input, context),
    openCheckout: (token) => openCheckoutPage(deps, token),
    payCheckout: (token, input, context) => payCheckout(deps, token, input, context),
    linkState: (kind, token) => (kind === 'connect' ? connectLinkState(deps, token) : checkoutLinkState(deps, token)),
  };
}
