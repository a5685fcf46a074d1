'use client';

import { useMemo } from 'react';
import { DataTable } from '@/components/data-table/data-table';
import type { DirectoryOptions } from '@/components/resources/shared/directory';
import type { Display } from '@/components/resources/shared/display';
import type { ApiErrorInfo, PageInfo, Transaction } from '@/lib/merchant-api/types';
import { getDepositColumns } from './deposit-columns';
import { depositParsers } from './search-params';

const rowId = (t: Transaction) => t.uuid;
const rowHref = (t: Transaction) => `/deposits/${encodeURIComponent(t.uuid)}`;

export function DepositsTable(props: { rows: Transaction[]; pageInfo: PageInfo | null; display: Display; directory: DirectoryOptions; filtered: boolean; error?: ApiErrorInfo | null; unreadable?: number }) {
  const { rows, pageInfo, display, directory, filtered, error, unreadable } = props;
  const columns = useMemo(() => getDepositColumns({ display, directory }), [display, directory]);
  return (
    <DataTable
      label="Deposits"
      columns={columns}
      data={rows}
      parsers={depositParsers}
      pageInfo={pageInfo}
      getRowId={rowId}
      getRowHref={rowHref}
      error={error}
      unreadable={unreadable}
      emptyTitle="No deposits"
      filtered={filtered}
    />
  );
}
