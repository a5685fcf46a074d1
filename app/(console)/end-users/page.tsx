import type { Metadata } from 'next';
import type { SearchParams } from 'nuqs/server';
import { hasFilters, toListQuery } from '@/components/data-table/search-params';
import { EndUsersTable } from '@/components/resources/end-users/end-users-table';
import { loadEndUserParams } from '@/components/resources/end-users/search-params';
import { getDisplay, listTableProps, loadDirectory, settleList } from '@/components/resources/shared/page-data';
import { NewLink } from '@/components/actions/new-link';
import { PageHeader } from '@/components/ui/page-header';
import { requirePermission } from '@/lib/auth';
import { endUsers } from '@/lib/merchant-api';
import { END_USER_FILTERS } from '@/lib/merchant-api/filters';

export const metadata: Metadata = { title: 'End users' };

export default async function EndUsersPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const session = await requirePermission('read');
  const [values, display] = await Promise.all([loadEndUserParams(searchParams), getDisplay()]);
  const [result, directory] = await Promise.all([settleList(endUsers.list(toListQuery(values, END_USER_FILTERS))), loadDirectory({ merchants: true })]);
  return (
    <>
      <PageHeader title="End users" description="Your customers: people and organizations who connect accounts and pay." actions={<NewLink href="/end-users/new" permission="end-users:create" role={session.user.role}>New end user</NewLink>} />
      <EndUsersTable {...listTableProps(result)} display={display} directory={directory} filtered={hasFilters(values, END_USER_FILTERS)} />
    </>
  );
}
