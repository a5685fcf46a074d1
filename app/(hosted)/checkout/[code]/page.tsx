import type { Metadata } from 'next';
import { cache } from 'react';
import { formatMoney } from '@/lib/format';
import { hostedPages } from '@/lib/embedded-api';
import { HostedShell } from '@/components/hosted/hosted-shell';
import { ProblemPage } from '@/components/hosted/problem-page';
import { hostedMetadata } from '@/lib/hosted/metadata';
import { messagesFor } from '@/lib/hosted/messages';
import { refuseLink } from '@/lib/hosted/problem';
import { hostedPagesAvailable } from '@/lib/hosted/request';
import { payCheckoutAction } from '@/lib/actions/hosted/pay-checkout';
import { CheckoutForm } from '@/components/hosted/checkout-form';

export const dynamic = 'force-dynamic';

/** The link, read once per request (the metadata and the page both need it). */
const openCheckout = cache(async (code: string) => (await hostedPages()).openCheckout(code));

/** The title in the link's language (English when hosted pages are not served here). */
export async function generateMetadata({ params }: { params: Promise<{ code: string }> }): Promise<Metadata> {
  const language = hostedPagesAvailable() ? (await openCheckout((await params).code)).language : 'en_US';
  return hostedMetadata(messagesFor(language).checkout.pageTitle);
}

/** The hosted Checkout page (spec 4.6): the end user pays the link's payment; no staff session. */
export default async function CheckoutPage({ params }: { params: Promise<{ code: string }> }) {
  const { code } = await params;
  if (!hostedPagesAvailable()) refuseLink();
  const page = await openCheckout(code);
  // Unknown: notFound() (404). Expired or used: the same page, with the 410 proxy.ts gave the response.
  if (page.status === 'not_found') refuseLink();
  if (page.status !== 'open')
    return (
      <ProblemPage problem={page.status} language={page.language} merchantName={page.merchantName} kind="checkout" />
    );
  return (
    <HostedShell lang={messagesFor(page.language).lang} background={page.colors.background} wide>
      <CheckoutForm
        page={page}
        amountText={formatMoney(page.amount, page.currency, page.language)}
        action={payCheckoutAction.bind(null, code)}
      />
    </HostedShell>
  );
}
