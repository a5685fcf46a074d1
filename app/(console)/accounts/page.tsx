import { toAccountRow } from '@/lib/lists/list-rows';
import type { Metadata } from 'next';
import type { SearchParams } from 'nuqs/server';
import { hasFilters, loadAccountParams } from '@/lib/lists/search-params';
import { AccountsTable } from '@/components/accounts/accounts-table';
import { getDisplay, listTableProps, loadDirectory } from '@/lib/lists/data';
import { PageHeader } from '@/components/ui/page-header';
import { ListExports } from '@/components/export/list-exports';
import { requirePermission } from '@/lib/auth';
import { listAccounts } from '@/lib/accounts/data';
import { ACCOUNT_FILTERS } from '@/lib/merchant-api/filters';
import { getT } from '@/lib/auth/translator';
import { withPageMessages } from '@/components/i18n/page-messages';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getT())('nav.accounts') };
}

async function AccountsPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const session = await requirePermission('read');
  const t = await getT();
  const [values, display] = await Promise.all([loadAccountParams(searchParams), getDisplay()]);
  const [result, directory] = await Promise.all([
    listAccounts(values, display.timeZone),
    loadDirectory({ merchants: true, institutions: true }),
  ]);
  return (
    <>
      <PageHeader
        title={t('nav.accounts')}
        description={t('list.accounts.description')}
        actions={
          <>
            <ListExports listPath="/accounts" access={session.user.access} available={result.kind !== 'unsupported'} />
          </>
        }
      />
      <AccountsTable
        {...listTableProps(result, toAccountRow)}
        display={display}
        directory={directory}
        filtered={hasFilters(values, ACCOUNT_FILTERS)}
      />
    </>
  );
}

export default withPageMessages('(console)/accounts', AccountsPage);
