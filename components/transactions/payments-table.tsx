'use client';

import dynamic from 'next/dynamic';
import { useMemo } from 'react';
import { useRowRefunds } from '@/components/transactions/payment-row-menu';
import type { TableSelection } from '@/components/data-table/data-table';
import type { TransactionRow } from '@/lib/transactions/rows';
import { TransactionsTable, type TransactionsTableProps } from './transactions-table';

// The bulk-refund bar shows once a payment is picked: its code loads then, not with the list (docs/performance.md,
// "First-load JavaScript").
const BulkRefundBar = dynamic(() => import('@/components/bulk-refunds/selection-bar').then((m) => m.BulkRefundBar));

/**
 * The payments list: when the member may refund (`canRefund`), each row gets a menu with Refund… and can be picked
 * for a bulk refund.
 */
export function PaymentsTable({ canRefund, ...props }: Omit<TransactionsTableProps, 'kind'> & { canRefund?: boolean }) {
  const refundable = Boolean(canRefund);
  const refunds = useRowRefunds(refundable, props.display.language);
  const hasNextPage = Boolean(props.pageInfo?.hasNextPage);
  const selection = useMemo(
    () =>
      refundable
        ? {
            rowName: (trx: TransactionRow) => trx.code ?? trx.uuid,
            bar: (picked: TableSelection) => <BulkRefundBar selection={picked} morePages={hasNextPage} />,
          }
        : undefined,
    [refundable, hasNextPage],
  );
  return (
    <TransactionsTable kind="payment" {...props} rowActions={refunds.rowActions} selection={selection}>
      {refunds.dialog}
    </TransactionsTable>
  );
}
