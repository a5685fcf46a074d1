import type { Metadata } from 'next';
import { CheckoutLinkForm } from '@/components/actions/links/checkout-link-form';
import { loadFormContext } from '@/lib/data/forms';
import { PageHeader } from '@/components/ui/page-header';
import { requirePermission } from '@/lib/auth';

export const metadata: Metadata = { title: 'New checkout link' };

export default async function NewCheckoutLinkPage() {
  await requirePermission('links:create');
  const context = await loadFormContext({ tenants: true, merchants: true, institutions: true });
  return (
    <div className="max-w-3xl">
      <PageHeader title="New checkout link" description="A hosted page where your customer pays one payment. You get its address and QR code." />
      <CheckoutLinkForm context={context} />
    </div>
  );
}
