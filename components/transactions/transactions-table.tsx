'use client';

import { useMemo, type ReactNode } from 'react';
import { DataTable, type DataTableProps } from '@/components/data-table/data-table';
import type { DirectoryOptions } from '@/components/detail/directory';
import type { Parties } from '@/lib/lists/parties';
import type { Display } from '@/lib/lists/display';
import { useT } from '@/lib/i18n/client';
import type { ApiErrorInfo, PageInfo } from '@/lib/merchant-api/types';
import { fromSentRow, type SentTransactionRow, type TransactionRow } from '@/lib/transactions/rows';
import { getTransactionColumns } from './columns';
import { KIND_KEYS, KIND_LABEL, type TransactionKind } from '@/lib/transactions/kinds';

export interface TransactionsTableProps {
  kind: TransactionKind;
  /** lib/transactions/rows.ts: only the fields the columns read, without their nulls. */
  rows: SentTransactionRow[];
  pageInfo: PageInfo | null;
  display: Display;
  directory: DirectoryOptions;
  parties?: Parties;
  filtered: boolean;
  error?: ApiErrorInfo | null;
  unreadable?: number;
}

/** What ./payments-table.tsx adds: a menu per row, picking rows, and what renders beside the table. */
interface RowExtras {
  rowActions?: DataTableProps<TransactionRow>['rowActions'];
  selection?: DataTableProps<TransactionRow>['selection'];
  children?: ReactNode;
}

const rowId = (t: TransactionRow) => t.uuid;

/**
 * The payments, transfers or payouts list. The payments list's refund menus and bulk-refund picking live in
 * ./payments-table.tsx, so the transfers and payouts pages carry neither their code nor their messages
 * (docs/performance.md, "First-load JavaScript").
 */
export function TransactionsTable({
  kind,
  rows,
  pageInfo,
  display,
  directory,
  parties,
  filtered,
  error,
  unreadable,
  rowActions,
  selection,
  children,
}: TransactionsTableProps & RowExtras) {
  const t = useT();
  const data = useMemo(() => rows.map(fromSentRow), [rows]);
  const columns = useMemo(
    () => getTransactionColumns(kind, { display, directory, parties, t }),
    [kind, display, directory, parties, t],
  );
  const { path } = KIND_LABEL[kind];
  const keys = KIND_KEYS[kind];
  return (
    <>
      <DataTable
        label={t(keys.many)}
        columns={columns}
        data={data}
        pageInfo={pageInfo}
        getRowId={rowId}
        getRowHref={(trx) => `${path}/${encodeURIComponent(trx.uuid)}`}
        error={error}
        unreadable={unreadable}
        emptyTitle={t(keys.empty)}
        filtered={filtered}
        rowActions={rowActions}
        selection={selection}
      />
      {children}
    </>
  );
}
