import type { Metadata } from 'next';
import type { SearchParams } from 'nuqs/server';
import { hasFilters, toListQuery } from '@/components/data-table/search-params';
import { getDisplay, listTableProps, loadDirectory, settleList } from '@/components/resources/shared/page-data';
import { loadTransactionParams } from '@/components/resources/transactions/search-params';
import { TransactionsTable } from '@/components/resources/transactions/transactions-table';
import { NewLink } from '@/components/actions/new-link';
import { PageHeader } from '@/components/ui/page-header';
import { requirePermission } from '@/lib/auth';
import { transfers } from '@/lib/merchant-api';
import { TRANSACTION_FILTERS } from '@/lib/merchant-api/filters';

export const metadata: Metadata = { title: 'Transfers' };

export default async function TransfersPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const session = await requirePermission('read');
  const [values, display] = await Promise.all([loadTransactionParams(searchParams), getDisplay()]);
  const [result, directory] = await Promise.all([
    settleList(transfers.list(toListQuery(values, TRANSACTION_FILTERS))),
    loadDirectory({ merchants: true, tenants: true, institutions: true }),
  ]);
  return (
    <>
      <PageHeader title="Transfers" description="Money moved between connected accounts." actions={<NewLink href="/transfers/new" permission="transfers:create" role={session.user.role}>New transfer</NewLink>} />
      <TransactionsTable
        kind="transfer"
        {...listTableProps(result)}
        display={display}
        directory={directory}
        filtered={hasFilters(values, TRANSACTION_FILTERS)}
      />
    </>
  );
}
