import type { Metadata } from 'next';
import { KIND_LABEL } from '@/components/resources/transactions/kinds';
import { loadTransactionPage } from '@/lib/data/transactions';
import { TransactionDetail } from '@/components/resources/transactions/transaction-detail';
import { UnsupportedDetail } from '@/components/resources/transactions/unsupported-detail';
import { getDisplay } from '@/lib/data/lists';
import { requirePermission } from '@/lib/auth';

export const metadata: Metadata = { title: 'Payout' };

export default async function PayoutPage({ params }: { params: Promise<{ id: string }> }) {
  await requirePermission('read');
  const { id } = await params;
  const [data, display] = await Promise.all([loadTransactionPage('payout', id), getDisplay()]);
  if (data.kind === 'unsupported') {
    return <UnsupportedDetail back={{ href: KIND_LABEL.payout.path, label: KIND_LABEL.payout.many }} what="Payout" id={id} detail={data.detail} />;
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
