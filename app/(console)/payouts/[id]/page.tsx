import type { Metadata } from 'next';
import { KIND_KEYS, KIND_LABEL } from '@/lib/transactions/kinds';
import { loadTransactionPage } from '@/lib/transactions/data';
import { TransactionDetail } from '@/components/transactions/transaction-detail';
import { UnsupportedDetail } from '@/components/transactions/unsupported-detail';
import { getDisplay } from '@/lib/lists/data';
import { requirePermission } from '@/lib/auth';
import { getT } from '@/lib/auth/translator';
import { withPageMessages } from '@/components/i18n/page-messages';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getT())('kind.payout') };
}

async function PayoutPage({ params }: { params: Promise<{ id: string }> }) {
  await requirePermission('read');
  const { id } = await params;
  const t = await getT();
  const [data, display] = await Promise.all([loadTransactionPage('payout', id), getDisplay()]);
  if (data.kind === 'unsupported') {
    return (
      <UnsupportedDetail
        back={{ href: KIND_LABEL.payout.path, label: t(KIND_KEYS.payout.many) }}
        what={t('kind.payout')}
        id={id}
        detail={data.detail}
      />
    );
  }
  return (
    <TransactionDetail
      kind="payout"
      transaction={data.transaction}
      origin={data.origin}
      destination={data.destination}
      directory={data.directory}
      display={display}
      statusUrl={`/payouts/${encodeURIComponent(data.transaction.uuid)}/status`}
    />
  );
}

export default withPageMessages('(console)/payouts/[id]', PayoutPage);
