import type { Metadata } from 'next';
import type { SearchParams } from 'nuqs/server';
import { hasFilters, loadTransactionParams } from '@/lib/lists/search-params';
import { transactionParties } from '@/lib/lists/parties-data';
import { getDisplay, listTableProps, loadDirectory } from '@/lib/lists/data';
import { toSentTransactionRow } from '@/lib/transactions/rows';
import { TransactionsTable } from '@/components/transactions/transactions-table';
import { NewLink } from '@/components/detail/new-link';
import { PageHeader } from '@/components/ui/page-header';
import { ListExports } from '@/components/export/list-exports';
import { requirePermission } from '@/lib/auth';
import { listTransfers } from '@/lib/transactions/data';
import { TRANSACTION_FILTERS } from '@/lib/merchant-api/filters';
import { getT } from '@/lib/auth/translator';
import { withPageMessages } from '@/components/i18n/page-messages';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getT())('nav.transfers') };
}

async function TransfersPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const session = await requirePermission('read');
  const t = await getT();
  const [values, display] = await Promise.all([loadTransactionParams(searchParams), getDisplay()]);
  const [result, directory] = await Promise.all([
    listTransfers(values, display.timeZone),
    loadDirectory({ merchants: true, tenants: true, institutions: true }),
  ]);
  const parties = await transactionParties(result.kind === 'page' ? result.page.items : []);
  return (
    <>
      <PageHeader
        title={t('nav.transfers')}
        description={t('list.transfers.description')}
        actions={
          <>
            <ListExports listPath="/transfers" access={session.user.access} available={result.kind !== 'unsupported'} />
            <NewLink href="/transfers/new" permission="transfers:create" access={session.user.access}>
              {t('action.newTransfer')}
            </NewLink>
          </>
        }
      />
      <TransactionsTable
        kind="transfer"
        {...listTableProps(result, toSentTransactionRow)}
        display={display}
        directory={directory}
        parties={parties}
        filtered={hasFilters(values, TRANSACTION_FILTERS)}
      />
    </>
  );
}

export default withPageMessages('(console)/transfers/(list)', TransfersPage);
