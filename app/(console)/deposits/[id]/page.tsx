import type { Metadata } from 'next';
import { notFound, redirect } from 'next/navigation';
import { getDisplay, loadDirectory } from '@/lib/lists/data';
import { DepositDetail } from '@/components/transactions/deposit-detail';
import { toRelatedSort, type LineCases } from '@/components/transactions/deposit-related';
import { lookupParties } from '@/lib/lists/parties-data';
import { getT } from '@/lib/auth/translator';
import { transactionHref } from '@/lib/transactions/kinds';
import { UnsupportedDetail } from '@/components/transactions/unsupported-detail';
import { requirePermission } from '@/lib/auth';
import { getDepositLines } from '@/lib/transactions/deposits-data';
import { DEFAULT_LINES_PAGE_SIZE, LINES_PAGE_SIZES } from '@/lib/transactions/deposit-lines';
import { casesOfDeposit } from '@/lib/cases/data';
import { lookupAccount } from '@/lib/accounts/data';
import { withPageMessages } from '@/components/i18n/page-messages';

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
  const query = await searchParams;
  const sort = toRelatedSort(query.sort);
  const cursor = typeof query.cursor === 'string' && query.cursor ? query.cursor : null;
  const size = Number(query.page_size);
  const pageSize = (LINES_PAGE_SIZES as readonly number[]).includes(size) ? size : DEFAULT_LINES_PAGE_SIZE;
  const [lookup, display, directory] = await Promise.all([
    getDepositLines(id, { sort, cursor, pageSize }),
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
  const { deposit, lines } = lookup.data;
  if (deposit.type && deposit.type !== 'DEPOSIT') redirect(transactionHref(deposit.uuid, deposit.type));
  // Names and case links for the lines shown only; a case exists when the deposit settles a reversal or return.
  const shown = new Set(lines.items.map((r) => r.uuid));
  const [destination, parties, cases] = await Promise.all([
    deposit.destinationAccountId ? lookupAccount(deposit.destinationAccountId) : null,
    lookupParties(lines.items.map((r) => r.counterpartyAccountId)),
    lines.totals.some((g) => g.type === 'REVERSAL' || g.type === 'RETURN') ? casesOfDeposit(deposit.uuid, shown) : {},
  ]);
  const lineCases = cases as LineCases;
  return (
    <DepositDetail
      deposit={deposit}
      display={display}
      directory={directory}
      destination={destination}
      parties={parties}
      sort={sort}
      lines={lines}
      pageSize={pageSize}
      lineCases={lineCases}
      t={t}
    />
  );
}

export default withPageMessages('(console)/deposits/[id]', DepositPage);
