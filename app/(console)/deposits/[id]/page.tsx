import type { Metadata } from 'next';
import { notFound, redirect } from 'next/navigation';
import { getDisplay, loadDirectory } from '@/lib/data/lists';
import { DepositDetail } from '@/components/resources/transactions/deposit-detail';
import { transactionHref } from '@/components/resources/transactions/kinds';
import { UnsupportedDetail } from '@/components/resources/transactions/unsupported-detail';
import { requirePermission } from '@/lib/auth';
import { accounts, deposits } from '@/lib/merchant-api';

export const metadata: Metadata = { title: 'Deposit' };

export default async function DepositPage({ params }: { params: Promise<{ id: string }> }) {
  await requirePermission('deposits:read');
  const { id } = await params;
  const [lookup, display, directory] = await Promise.all([deposits.get(id), getDisplay(), loadDirectory({ merchants: true, tenants: true })]);
  if (lookup.kind === 'unsupported') return <UnsupportedDetail back={{ href: '/deposits', label: 'Deposits' }} what="Deposit" id={id} detail={lookup.detail} />;
  if (lookup.kind === 'not_found') notFound();
  const deposit = lookup.data;
  if (deposit.type && deposit.type !== 'DEPOSIT') redirect(transactionHref(deposit.uuid, deposit.type));
  const destination = deposit.destinationAccountId ? await accounts.get(deposit.destinationAccountId).catch(() => null) : null;
  return <DepositDetail deposit={deposit} display={display} directory={directory} destination={destination} />;
}
