'use client';

import { useMemo } from 'react';
import { DataTable } from '@/components/data-table/data-table';
import type { DirectoryOptions } from '@/components/detail/directory';
import type { Display } from '@/lib/lists/display';
import { useT } from '@/lib/i18n/client';
import type { ApiErrorInfo, PageInfo, Transaction } from '@/lib/merchant-api/types';
import { getDepositColumns } from './deposit-columns';

const rowId = (t: Transaction) => t.uuid;
const rowHref = (t: Transaction) => `/deposits/${encodeURIComponent(t.uuid)}`;

export function DepositsTable(props: {
  rows: Transaction[];
  pageInfo: PageInfo | null;
  display: Display;
  directory: DirectoryOptions;
  filtered: boolean;
  error?: ApiErrorInfo | null;
  unreadable?: number;
}) {
  const { rows, pageInfo, display, directory, filtered, error, unreadable } = props;
  const t = useT();
  const columns = useMemo(() => getDepositColumns({ display, directory, t }), [display, directory, t]);
  return (
    <DataTable
      label={t('nav.deposits')}
      columns={columns}
      data={rows}
      pageInfo={pageInfo}
      getRowId={rowId}
      getRowHref={rowHref}
      error={error}
      unreadable={unreadable}
      emptyTitle={t('list.deposits.empty')}
      filtered={filtered}
    />
  );
}
