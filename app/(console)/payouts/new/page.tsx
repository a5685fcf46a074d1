import type { Metadata } from 'next';
import { loadFormContext } from '@/lib/forms/data';
import { PayoutForm } from '@/components/transactions/payout-form';
import { PageHeader } from '@/components/ui/page-header';
import { requirePermission } from '@/lib/auth';
import { getT } from '@/lib/auth/translator';
import { withPageMessages } from '@/components/i18n/page-messages';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getT())('action.newPayout') };
}

async function NewPayoutPage() {
  await requirePermission('payouts:create');
  const t = await getT();
  const context = await loadFormContext({ tenants: true, merchants: true });
  return (
    <div className="max-w-3xl">
      <PageHeader title={t('action.newPayout')} description={t('new.payouts.description')} />
      <PayoutForm context={context} />
    </div>
  );
}

export default withPageMessages('(console)/payouts/new', NewPayoutPage);
