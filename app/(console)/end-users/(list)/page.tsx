import type { Metadata } from 'next';
import type { SearchParams } from 'nuqs/server';
import { hasFilters, loadEndUserParams } from '@/lib/lists/search-params';
import { EndUsersTable } from '@/components/end-users/end-users-table';
import { getDisplay, listTableProps, loadDirectory } from '@/lib/lists/data';
import { NewLink } from '@/components/detail/new-link';
import { PageHeader } from '@/components/ui/page-header';
import { ListExports } from '@/components/export/list-exports';
import { requirePermission } from '@/lib/auth';
import { listEndUsers } from '@/lib/end-users/data';
import { END_USER_FILTERS } from '@/lib/merchant-api/filters';
import { getT } from '@/lib/auth/translator';
import { withPageMessages } from '@/components/i18n/page-messages';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getT())('nav.endUsers') };
}

async function EndUsersPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const session = await requirePermission('read');
  const t = await getT();
  const [values, display] = await Promise.all([loadEndUserParams(searchParams), getDisplay()]);
  const [result, directory] = await Promise.all([
    listEndUsers(values, display.timeZone),
    loadDirectory({ merchants: true }),
  ]);
  return (
    <>
      <PageHeader
        title={t('nav.endUsers')}
        description={t('list.end-users.description')}
        actions={
          <>
            <ListExports listPath="/end-users" access={session.user.access} available={result.kind !== 'unsupported'} />
            <NewLink href="/end-users/new" permission="end-users:create" access={session.user.access}>
              {t('action.newEndUser')}
            </NewLink>
          </>
        }
      />
      <EndUsersTable
        {...listTableProps(result)}
        display={display}
        directory={directory}
        filtered={hasFilters(values, END_USER_FILTERS)}
      />
    </>
  );
}

export default withPageMessages('(console)/end-users/(list)', EndUsersPage);
