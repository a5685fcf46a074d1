import type { Metadata } from 'next';
import { cache } from 'react';
import { hostedPages } from '@/lib/embedded-api';
import { HostedShell } from '@/components/hosted/hosted-shell';
import { ProblemPage } from '@/components/hosted/problem-page';
import { hostedMetadata } from '@/lib/hosted/metadata';
import { messagesFor } from '@/lib/hosted/messages';
import { refuseLink } from '@/lib/hosted/problem';
import { hostedPagesAvailable } from '@/lib/hosted/request';
import { submitConnectAction } from '@/lib/actions/hosted/connect';
import { ConnectForm } from '@/components/hosted/connect-form';

export const dynamic = 'force-dynamic';

/** The link, read once per request (the metadata and the page both need it). */
const openConnect = cache(async (code: string) => (await hostedPages()).openConnect(code));

/** The title in the link's language (English when hosted pages are not served here). */
export async function generateMetadata({ params }: { params: Promise<{ code: string }> }): Promise<Metadata> {
  const language = hostedPagesAvailable() ? (await openConnect((await params).code)).language : 'en_US';
  return hostedMetadata(messagesFor(language).connect.title);
}

/** The hosted Connect page (spec 4.5): the end user connects a bank account; no staff session. */
export default async function ConnectPage({ params }: { params: Promise<{ code: string }> }) {
  const { code } = await params;
  if (!hostedPagesAvailable()) refuseLink();
  const page = await openConnect(code);
  // Unknown: notFound() (404). Expired or used: the same page, with the 410 proxy.ts gave the response.
  if (page.status === 'not_found') refuseLink();
  if (page.status !== 'open')
    return (
      <ProblemPage problem={page.status} language={page.language} merchantName={page.merchantName} kind="connect" />
    );
  return (
    <HostedShell lang={messagesFor(page.language).lang} background={page.colors.background}>
      <ConnectForm page={page} action={submitConnectAction.bind(null, code)} />
    </HostedShell>
  );
}
