import type { Metadata } from 'next';
import { notFound, redirect } from 'next/navigation';
import { getDisplay, loadDirectory } from '@/lib/data/lists';
import { DepositDetail } from '@/components/resources/transactions/deposit-detail';
import { toRelatedSort } from '@/components/resources/transactions/deposit-related';
import { lookupParties } from '@/lib/data/parties';
import { getT } from '@/lib/i18n/server';
import { transactionHref } from '@/lib/resources/kinds';
import { UnsupportedDetail } from '@/components/resources/transactions/unsupported-detail';
import { requirePermission } from '@/lib/auth';
import { getDeposit } from '@/lib/data/deposits';
import { casesOfDeposit } from '@/lib/data/cases';
import { lookupAccount } from '@/lib/data/accounts';
import { withPageMessages } from '@/lib/i18n/page-messages';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getT())('kind.deposit') };
}

async function DepositPage({
  params,
  searchParams,
}: {
  params: Promise<{ id: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  await requirePermission('deposits:read');
  const { id } = await params;
  const t = await getT();
  const [lookup, display, directory] = await Promise.all([
    getDeposit(id),
    getDisplay(),
    loadDirectory({ merchants: true, tenants: true }),
  ]);
  if (lookup.kind === 'unsupported')
    return (
      <UnsupportedDetail
        back={{ href: '/deposits', label: t('nav.deposits') }}
        what={t('kind.deposit')}
        id={id}
        detail={lookup.detail}
      />
    );
  if (lookup.kind === 'not_found') notFound();
  const deposit = lookup.data;
  if (deposit.type && deposit.type !== 'DEPOSIT') redirect(transactionHref(deposit.uuid, deposit.type));
  const [destination, parties, { sort }, lineCases] = await Promise.all([
    deposit.destinationAccountId ? lookupAccount(deposit.destinationAccountId) : null,
    lookupParties((deposit.relatedTransactions ?? []).map((r) => r.counterpartyAccountId)),
    searchParams,
    (deposit.relatedTransactions ?? []).some((r) => r.type === 'REVERSAL' || r.type === 'RETURN')
      ? casesOfDeposit(deposit.uuid)
      : {},
  ]);
  return (
    <DepositDetail
      deposit={deposit}
      display={display}
      directory={directory}
      destination={destination}
      parties={parties}
      sort={toRelatedSort(sort)}
      lineCases={lineCases}
      t={t}
    />
  );
}

export default withPageMessages('(console)/deposits/[id]', DepositPage);
