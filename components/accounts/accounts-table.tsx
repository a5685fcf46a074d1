'use client';

import { useMemo } from 'react';
import { DataTable } from '@/components/data-table/data-table';
import type { DirectoryOptions } from '@/components/detail/directory';
import type { Display } from '@/lib/lists/display';
import { useT } from '@/lib/i18n/client';
import type { ApiErrorInfo, PageInfo } from '@/lib/merchant-api/types';
import type { AccountRow } from '@/lib/lists/list-rows';
import { getAccountColumns } from './columns';

const rowId = (a: AccountRow) => a.uuid;
const rowHref = (a: AccountRow) => `/accounts/${encodeURIComponent(a.uuid)}`;

export function AccountsTable(props: {
  rows: AccountRow[];
  pageInfo: PageInfo | null;
  display: Display;
  directory: DirectoryOptions;
  filtered: boolean;
  error?: ApiErrorInfo | null;
  unreadable?: number;
}) {
  const { rows, pageInfo, display, directory, filtered, error, unreadable } = props;
  const t = useT();
  const columns = useMemo(() => getAccountColumns({ display, directory, t }), [display, directory, t]);
  return (
    <DataTable
      label={t('nav.accounts')}
      columns={columns}
      data={rows}
      pageInfo={pageInfo}
      getRowId={rowId}
      getRowHref={rowHref}
      error={error}
      unreadable={unreadable}
      emptyTitle={t('list.accounts.empty')}
      filtered={filtered}
    />
  );
}
