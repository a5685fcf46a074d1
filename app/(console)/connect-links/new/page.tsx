import type { Metadata } from 'next';
import { ConnectLinkForm } from '@/components/actions/links/connect-link-form';
import { loadFormContext } from '@/lib/data/forms';
import { PageHeader } from '@/components/ui/page-header';
import { serviceName } from '@/lib/actions/kit/links';
import { requirePermission } from '@/lib/auth';

export const metadata: Metadata = { title: 'New connect link' };

export default async function NewConnectLinkPage() {
  await requirePermission('links:create');
  const context = await loadFormContext({ merchants: true, institutions: true });
  return (
    <div className="max-w-3xl">
      <PageHeader title="New connect link" description="A hosted page where your customer connects a bank account. You get its address and QR code." />
      <ConnectLinkForm context={context} serviceName={serviceName()} />
    </div>
  );
}
