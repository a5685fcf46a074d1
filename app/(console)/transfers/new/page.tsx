import type { Metadata } from 'next';
import { loadFormContext } from '@/lib/data/forms';
import { TransferForm } from '@/components/actions/transfers/transfer-form';
import { PageHeader } from '@/components/ui/page-header';
import { requirePermission } from '@/lib/auth';

export const metadata: Metadata = { title: 'New transfer' };

export default async function NewTransferPage() {
  await requirePermission('transfers:create');
  const context = await loadFormContext({ tenants: true, merchants: true });
  return (
    <div className="max-w-3xl">
      <PageHeader title="New transfer" description="Move money between two connected accounts. You review it before it is sent." />
      <TransferForm context={context} />
    </div>
  );
}
