import type { MessageKey } from '@/lib/i18n/core';

/** The transaction lists of the console and where each kind of transaction is shown. */
export type TransactionKind = 'payment' | 'transfer' | 'payout';

export const KIND_LABEL: Record<TransactionKind, { one: string; many: string; path: string }> = {
  payment: { one: 'Payment', many: 'Payments', path: '/payments' },
  transfer: { one: 'Transfer', many: 'Transfers', path: '/transfers' },
  payout: { one: 'Payout', many: 'Payouts', path: '/payouts' },
};

/** The messages naming each kind: one, the list, the list's empty state and the link to the whole list. */
export const KIND_KEYS: Record<
  TransactionKind,
  { one: MessageKey; many: MessageKey; empty: MessageKey; all: MessageKey }
> = {
  payment: { one: 'kind.payment', many: 'nav.payments', empty: 'list.payments.empty', all: 'transaction.allPayments' },
  transfer: {
    one: 'kind.transfer',
    many: 'nav.transfers',
    empty: 'list.transfers.empty',
    all: 'transaction.allTransfers',
  },
  payout: { one: 'kind.payout', many: 'nav.payouts', empty: 'list.payouts.empty', all: 'transaction.allPayouts' },
};

/**
 * The detail page of a transaction by its type (refunds are read through the payments API); the other
 * types (REVERSAL, RETURN…) have the generic /transactions page.
 */
export function transactionHref(uuid: string, type: string | null | undefined): string {
  const id = encodeURIComponent(uuid);
  switch (type) {
    case 'TRANSFER':
      return `/transfers/${id}`;
    case 'PAYOUT':
      return `/payouts/${id}`;
    case 'DEPOSIT':
      return `/deposits/${id}`;
    case 'PAYMENT':
    case 'REFUND':
    case null:
    case undefined:
      return `/payments/${id}`;
    default:
      return `/transactions/${id}`;
  }
}

/** Types that have a page of their own (every other type is shown on /transactions/[id]). */
export const TYPED_PAGES: readonly string[] = ['PAYMENT', 'REFUND', 'TRANSFER', 'PAYOUT', 'DEPOSIT'];
