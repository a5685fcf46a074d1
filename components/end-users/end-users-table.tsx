'use client';

import { useMemo } from 'react';
import { DataTable } from '@/components/data-table/data-table';
import type { DirectoryOptions } from '@/components/detail/directory';
import type { Display } from '@/lib/lists/display';
import { useT } from '@/lib/i18n/client';
import type { ApiErrorInfo, EndUser, PageInfo } from '@/lib/merchant-api/types';
import { getEndUserColumns } from './columns';

const rowId = (u: EndUser) => u.uuid;
const rowHref = (u: EndUser) => `/end-users/${encodeURIComponent(u.uuid)}`;

export function EndUsersTable(props: {
  rows: EndUser[];
  pageInfo: PageInfo | null;
  display: Display;
  directory: DirectoryOptions;
  filtered: boolean;
  error?: ApiErrorInfo | null;
  unreadable?: number;
}) {
  const { rows, pageInfo, display, directory, filtered, error, unreadable } = props;
  const t = useT();
  const columns = useMemo(() => getEndUserColumns({ display, directory, t }), [display, directory, t]);
  return (
    <DataTable
      label={t('nav.endUsers')}
      columns={columns}
      data={rows}
      pageInfo={pageInfo}
      getRowId={rowId}
      getRowHref={rowHref}
      error={error}
      unreadable={unreadable}
      emptyTitle={t('list.end-users.empty')}
      filtered={filtered}
    />
  );
}
