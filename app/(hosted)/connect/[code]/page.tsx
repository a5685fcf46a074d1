import type { Metadata } from 'next';
import { hostedPages } from '@/lib/embedded-api';
import { HostedShell } from '@/components/hosted/hosted-shell';
import { ProblemPage } from '@/components/hosted/problem-page';
import { messagesFor } from '@/lib/hosted/messages';
import { refuseLink } from '@/lib/hosted/problem';
import { hostedPagesAvailable } from '@/lib/hosted/request';
import { submitConnectAction } from '@/lib/actions/hosted/connect';
import { ConnectForm } from '@/components/hosted/connect-form';

export const dynamic = 'force-dynamic';

// The URL holds the link's token: keep it out of search engines and other sites' logs.
export const metadata: Metadata = { title: 'Connect your bank account', robots: { index: false, follow: false }, referrer: 'no-referrer' };

/** The hosted Connect page (spec 4.5): the end user connects a bank account; no staff session. */
export default async function ConnectPage({ params }: { params: Promise<{ code: string }> }) {
  const { code } = await params;
  if (!hostedPagesAvailable()) refuseLink();
  const page = await (await hostedPages()).openConnect(code);
  // Unknown: notFound() (404). Expired or used: the same page, with the 410 proxy.ts gave the response.
  if (page.status === 'not_found') refuseLink();
  if (page.status !== 'open') return <ProblemPage problem={page.status} language={page.language} merchantName={page.merchantName} kind="connect" />;
  return (
    <HostedShell lang={messagesFor(page.language).lang} background={page.colors.background}>
      <ConnectForm page={page} action={submitConnectAction.bind(null, code)} />
    </HostedShell>
  );
}
