import type { Metadata } from 'next';
import { loadAnyTransactionPage } from '@/lib/transactions/data';
import { TransactionDetail } from '@/components/transactions/transaction-detail';
import { UnsupportedDetail } from '@/components/transactions/unsupported-detail';
import { getDisplay } from '@/lib/lists/data';
import { requirePermission } from '@/lib/auth';
import { getT } from '@/lib/auth/translator';
import { withPageMessages } from '@/components/i18n/page-messages';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getT())('kind.transaction') };
}

/** Any transaction by id: REVERSAL and RETURN items of deposits and disputes; typed ones redirect to their page. */
async function TransactionPage({ params }: { params: Promise<{ id: string }> }) {
  await requirePermission('read');
  const { id } = await params;
  const t = await getT();
  const [data, display] = await Promise.all([loadAnyTransactionPage(id), getDisplay()]);
  if (data.kind === 'unsupported') {
    return (
      <UnsupportedDetail
        back={{ href: '/deposits', label: t('nav.deposits') }}
        what={t('kind.transaction')}
        id={id}
        detail={data.detail}
      />
    );
  }
  return (
    <TransactionDetail
      kind="payment"
      transaction={data.transaction}
      origin={data.origin}
      destination={data.destination}
      directory={data.directory}
      display={display}
      statusUrl={`/payments/${encodeURIComponent(data.transaction.uuid)}/status`}
    />
  );
}

export default withPageMessages('(console)/transactions/[id]', TransactionPage);
