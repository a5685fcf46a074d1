import type { Metadata } from 'next';
import { loadFormContext } from '@/lib/data/forms';
import { PayoutForm } from '@/components/actions/payouts/payout-form';
import { PageHeader } from '@/components/ui/page-header';
import { requirePermission } from '@/lib/auth';

export const metadata: Metadata = { title: 'New payout' };

export default async function NewPayoutPage() {
  await requirePermission('payouts:create');
  const context = await loadFormContext({ tenants: true, merchants: true });
  return (
    <div className="max-w-3xl">
      <PageHeader title="New payout" description="Pay money out to a connected account. You review it before it is sent." />
      <PayoutForm context={context} />
    </div>
  );
}
