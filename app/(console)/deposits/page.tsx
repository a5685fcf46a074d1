import type { Metadata } from 'next';
import type { SearchParams } from 'nuqs/server';
import { hasFilters, loadDepositParams } from '@/lib/lists/search-params';
import { UnsupportedNotice } from '@/components/data-table/unsupported-notice';
import { getDisplay, listTableProps, loadDirectory } from '@/lib/lists/data';
import { DepositsTable } from '@/components/transactions/deposits-table';
import { PageHeader } from '@/components/ui/page-header';
import { ListExports } from '@/components/export/list-exports';
import { requirePermission } from '@/lib/auth';
import { listDeposits } from '@/lib/transactions/deposits-data';
import { DEPOSIT_FILTERS } from '@/lib/merchant-api/filters';
import { getT } from '@/lib/auth/translator';
import { withPageMessages } from '@/components/i18n/page-messages';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getT())('nav.deposits') };
}

async function DepositsPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const session = await requirePermission('deposits:read');
  const t = await getT();
  const [values, display] = await Promise.all([loadDepositParams(searchParams), getDisplay()]);
  const [result, directory] = await Promise.all([
    listDeposits(values, display.timeZone),
    loadDirectory({ merchants: true }),
  ]);
  return (
    <>
      <PageHeader
        title={t('nav.deposits')}
        description={t('list.deposits.description')}
        actions={
          <>
            <ListExports listPath="/deposits" access={session.user.access} available={result.kind !== 'unsupported'} />
          </>
        }
      />
      {result.kind === 'unsupported' ? (
        <UnsupportedNotice
          title={t('list.deposits.unsupported')}
          detail={t('list.deposits.unsupportedDetail')}
          lookupLabel={t('list.deposits.lookup')}
          placeholder="trx_…"
        />
      ) : (
        <DepositsTable
          {...listTableProps(result)}
          display={display}
          directory={directory}
          filtered={hasFilters(values, DEPOSIT_FILTERS)}
        />
      )}
    </>
  );
}

export default withPageMessages('(console)/deposits', DepositsPage);
