'use client';

import { useMemo } from 'react';
import { useRowRefunds } from '@/components/actions/refund/payment-row-menu';
import { DataTable } from '@/components/data-table/data-table';
import type { DirectoryOptions } from '@/components/resources/shared/directory';
import type { Parties } from '@/components/resources/shared/parties';
import type { Display } from '@/components/resources/shared/display';
import type { ApiErrorInfo, PageInfo, Transaction } from '@/lib/merchant-api/types';
import { getTransactionColumns } from './columns';
import { KIND_LABEL, type TransactionKind } from './kinds';
import { transactionParsers } from './search-params';

export interface TransactionsTableProps {
  kind: TransactionKind;
  rows: Transaction[];
  pageInfo: PageInfo | null;
  display: Display;
  directory: DirectoryOptions;
  parties?: Parties;
  filtered: boolean;
  error?: ApiErrorInfo | null;
  unreadable?: number;
  /** Payments only: the member may refund, so each row gets a menu with Refund…. */
  canRefund?: boolean;
}

const rowId = (t: Transaction) => t.uuid;

/** The payments, transfers or payouts list. */
export function TransactionsTable({ kind, rows, pageInfo, display, directory, parties, filtered, error, unreadable, canRefund }: TransactionsTableProps) {
  const columns = useMemo(() => getTransactionColumns(kind, { display, directory, parties }), [kind, display, directory, parties]);
  const { many, path } = KIND_LABEL[kind];
  const refunds = useRowRefunds(kind === 'payment' && Boolean(canRefund), display.language);
  return (
    <>
      <DataTable
        label={many}
        columns={columns}
        data={rows}
        parsers={transactionParsers}
        pageInfo={pageInfo}
        getRowId={rowId}
        getRowHref={(t) => `${path}/${encodeURIComponent(t.uuid)}`}
        error={error}
        unreadable={unreadable}
        emptyTitle={`No ${many.toLowerCase()}`}
        filtered={filtered}
        rowActions={refunds.rowActions}
      />
      {refunds.dialog}
    </>
  );
}
