'use client';

import { useMemo } from 'react';
import { BulkRefundBar } from '@/components/actions/bulk-refund/selection-bar';
import { useRowRefunds } from '@/components/actions/refund/payment-row-menu';
import { DataTable, type TableSelection } from '@/components/data-table/data-table';
import type { DirectoryOptions } from '@/components/resources/shared/directory';
import type { Parties } from '@/lib/resources/parties';
import type { Display } from '@/lib/resources/display';
import { useT } from '@/lib/i18n/client';
import type { ApiErrorInfo, PageInfo } from '@/lib/merchant-api/types';
import type { TransactionRow } from '@/lib/resources/transaction-rows';
import { getTransactionColumns } from './columns';
import { KIND_KEYS, KIND_LABEL, type TransactionKind } from '@/lib/resources/kinds';
import { transactionParsers } from '@/lib/resources/search-params';

export interface TransactionsTableProps {
  kind: TransactionKind;
  /** lib/resources/transaction-rows.ts: only the fields the columns read. */
  rows: TransactionRow[];
  pageInfo: PageInfo | null;
  display: Display;
  directory: DirectoryOptions;
  parties?: Parties;
  filtered: boolean;
  error?: ApiErrorInfo | null;
  unreadable?: number;
  /** Payments only: the member may refund, so each row gets a menu with Refund… and can be picked for a bulk refund. */
  canRefund?: boolean;
}

const rowId = (t: TransactionRow) => t.uuid;

/** The payments, transfers or payouts list. */
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
  canRefund,
}: TransactionsTableProps) {
  const t = useT();
  const columns = useMemo(
    () => getTransactionColumns(kind, { display, directory, parties, t }),
    [kind, display, directory, parties, t],
  );
  const { path } = KIND_LABEL[kind];
  const keys = KIND_KEYS[kind];
  const refundable = kind === 'payment' && Boolean(canRefund);
  const refunds = useRowRefunds(refundable, display.language);
  const selection = useMemo(
    () =>
      refundable
        ? {
            rowName: (trx: TransactionRow) => trx.code ?? trx.uuid,
            bar: (picked: TableSelection) => (
              <BulkRefundBar selection={picked} morePages={Boolean(pageInfo?.hasNextPage)} />
            ),
          }
        : undefined,
    [refundable, pageInfo?.hasNextPage],
  );
  return (
    <>
      <DataTable
        label={t(keys.many)}
        columns={columns}
        data={rows}
        parsers={transactionParsers}
        pageInfo={pageInfo}
        getRowId={rowId}
        getRowHref={(trx) => `${path}/${encodeURIComponent(trx.uuid)}`}
        error={error}
        unreadable={unreadable}
        emptyTitle={t(keys.empty)}
        filtered={filtered}
        rowActions={refunds.rowActions}
        selection={selection}
      />
      {refunds.dialog}
    </>
  );
}
