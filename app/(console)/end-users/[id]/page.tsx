import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { EndUserDetail } from '@/components/resources/end-users/end-user-detail';
import { getDisplay, loadDirectory, toListResult } from '@/lib/data/lists';
import { UnsupportedDetail } from '@/components/resources/transactions/unsupported-detail';
import { requirePermission } from '@/lib/auth';
import { accounts, checkoutLinks, connectLinks, endUsers, payments, payouts, transfers } from '@/lib/merchant-api';
import { getT } from '@/lib/i18n/server';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getT())('kind.endUser') };
}

const RECENT = 10;

export default async function EndUserPage({ params }: { params: Promise<{ id: string }> }) {
  await requirePermission('read');
  const { id } = await params;
  const t = await getT();
  const byUser = { pageSize: RECENT, filters: { end_user_uuid: id } };
  const [lookup, display, directory, accountsResult, paymentsResult, transfersResult, payoutsResult, connectResult, checkoutResult] = await Promise.all([
    endUsers.get(id),
    getDisplay(),
    loadDirectory({ merchants: true }),
    toListResult(accounts.list(byUser)),
    toListResult(payments.list(byUser)),
    toListResult(transfers.list(byUser)),
    toListResult(payouts.list(byUser)),
    toListResult(connectLinks.list(byUser)),
    toListResult(checkoutLinks.list(byUser)),
  ]);
  if (lookup.kind === 'unsupported') return <UnsupportedDetail back={{ href: '/end-users', label: t('nav.endUsers') }} what={t('kind.endUser')} id={id} detail={lookup.detail} />;
  if (lookup.kind === 'not_found') notFound();
  return (
    <EndUserDetail
      endUser={lookup.data}
      related={{ accounts: accountsResult, payments: paymentsResult, transfers: transfersResult, payouts: payoutsResult, connectLinks: connectResult, checkoutLinks: checkoutResult }}
      display={display}
      directory={directory}
    />
  );
}
