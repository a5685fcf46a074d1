import type { Metadata } from 'next';
import { loadFormContext } from '@/lib/data/forms';
import { SplitPaymentForm } from '@/components/actions/payments/split-payment-form';
import { PageHeader } from '@/components/ui/page-header';
import { requirePermission } from '@/lib/auth';

export const metadata: Metadata = { title: 'New split payment' };

export default async function NewPaymentPage() {
  await requirePermission('payments:split');
  const context = await loadFormContext({ tenants: true, merchants: true });
  return (
    <div className="max-w-4xl">
      <PageHeader title="New split payment" description="Collect a payment from a customer’s account and share it with sub-merchants. You review it before it is sent." />
      <SplitPaymentForm context={context} />
    </div>
  );
}
