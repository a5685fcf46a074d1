import type { Metadata } from 'next';
import { loadFormContext } from '@/lib/forms/data';
import { TransferForm } from '@/components/transactions/transfer-form';
import { PageHeader } from '@/components/ui/page-header';
import { requirePermission } from '@/lib/auth';
import { getT } from '@/lib/auth/translator';
import { withPageMessages } from '@/components/i18n/page-messages';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getT())('action.newTransfer') };
}

async function NewTransferPage() {
  await requirePermission('transfers:create');
  const t = await getT();
  const context = await loadFormContext({ tenants: true, merchants: true });
  return (
    <div className="max-w-3xl">
      <PageHeader title={t('action.newTransfer')} description={t('new.transfers.description')} />
      <TransferForm context={context} />
    </div>
  );
}

export default withPageMessages('(console)/transfers/new', NewTransferPage);
