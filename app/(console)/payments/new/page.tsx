import type { Metadata } from 'next';
import { loadFormContext } from '@/lib/forms/data';
import { SplitPaymentForm } from '@/components/transactions/split-payment-form';
import { PageHeader } from '@/components/ui/page-header';
import { requirePermission } from '@/lib/auth';
import { getT } from '@/lib/auth/translator';
import { withPageMessages } from '@/components/i18n/page-messages';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getT())('action.newSplitPayment') };
}

async function NewPaymentPage() {
  await requirePermission('payments:split');
  const t = await getT();
  const context = await loadFormContext({ tenants: true, merchants: true });
  return (
    <div className="max-w-4xl">
      <PageHeader title={t('action.newSplitPayment')} description={t('new.payments.description')} />
      <SplitPaymentForm context={context} />
    </div>
  );
}

export default withPageMessages('(console)/payments/new', NewPaymentPage);
