import 'server-only';
import { refundabilityOf, type NotRefundableReason } from '@/core/refunds';
import { notFound, redirect } from 'next/navigation';
import { cache } from 'react';
import { loadDirectory, toListResult, type ListValues } from '@/lib/lists/data';
import { toListQuery } from '@/lib/lists/search-params';
import {
  accounts,
  isApiError,
  payments,
  payouts,
  transactions,
  transfers,
  type Account,
  type Lookup,
  type Transaction,
} from '@/lib/merchant-api';
import { TRANSACTION_FILTERS } from '@/lib/merchant-api/filters';
import { transactionHref, TYPED_PAGES, type TransactionKind } from '@/lib/transactions/kinds';
import type { RefundTarget } from '@/lib/forms/options';
import { refundTargetOf } from './refund-target';

const resources = { payment: payments, transfer: transfers, payout: payouts } as const;

/** Which types a kind's detail page shows (a refund is read through the payments API and shown there). */
const SHOWN: Record<TransactionKind, readonly string[]> = {
  payment: ['PAYMENT', 'REFUND'],
  transfer: ['TRANSFER'],
  payout: ['PAYOUT'],
};

/**
 * One read per request (React cache): the page, its metadata and anything it hands the payment down to share the
 * answer, and a server action's revalidated page reads afresh in its own render.
 */
const readTransaction = cache((kind: TransactionKind, id: string) => resources[kind].get(id));
const readAccount = cache((id: string) => accounts.get(id).catch(() => null));
const lookupAccount = (id: string | null): Promise<Lookup<Account> | null> =>
  id ? readAccount(id) : Promise.resolve(null);

/** A page of payments for the list's URL values (API errors shown in place of the rows). */
export function listPayments(values: ListValues<typeof TRANSACTION_FILTERS>, timeZone: string) {
  return toListResult(payments.list(toListQuery(values, TRANSACTION_FILTERS, timeZone)));
}

/** A page of payouts for the list's URL values (API errors shown in place of the rows). */
export function listPayouts(values: ListValues<typeof TRANSACTION_FILTERS>, timeZone: string) {
  return toListResult(payouts.list(toListQuery(values, TRANSACTION_FILTERS, timeZone)));
}

/** A page of transfers for the list's URL values (API errors shown in place of the rows). */
export function listTransfers(values: ListValues<typeof TRANSACTION_FILTERS>, timeZone: string) {
  return toListResult(transfers.list(toListQuery(values, TRANSACTION_FILTERS, timeZone)));
}

/**
 * A payment, payout or transfer read fresh for the detail page's status polling: found, not_found,
 * unsupported, or 'error' with the API error's message (any other failure is thrown).
 */
export function pollTransaction(kind: TransactionKind, id: string) {
  return resources[kind].get(id).catch((error: unknown) => {
    if (isApiError(error)) return { kind: 'error' as const, message: error.message };
    throw error;
  });
}

export type TransactionPageData =
  | {
      kind: 'found';
      transaction: Transaction;
      origin: Lookup<Account> | null;
      destination: Lookup<Account> | null;
      directory: Awaited<ReturnType<typeof loadDirectory>>;
      /** A payment's refund form context, from the reads above (undefined when nothing is left to refund or not a payment). */
      refundTarget?: RefundTarget;
      /** Why a payment cannot be refunded (core/refunds.ts): the page says so where the button would be. */
      refundBlocked?: NotRefundableReason | null;
    }
  | { kind: 'unsupported'; detail: string };

/**
 * Everything a transaction detail page shows. A trx_ id of another kind (the search box sends every trx_
 * to /payments/…) is redirected to its own page; an unknown id is a 404.
 */
export async function loadTransactionPage(kind: TransactionKind, id: string): Promise<TransactionPageData> {
  const lookup = await readTransaction(kind, id);
  if (lookup.kind === 'found') {
    const t = lookup.data;
    if (t.type && !SHOWN[kind].includes(t.type)) redirect(transactionHref(t.uuid, t.type));
    const [origin, destination, directory] = await Promise.all([
      lookupAccount(t.fundingSourceId ?? t.originAccountId),
      lookupAccount(t.destinationAccountId),
      loadDirectory({ merchants: true, tenants: true }),
    ]);
    const refundBlocked = kind === 'payment' ? refundabilityOf(t).reason : null;
    const refundTarget = kind === 'payment' && !refundBlocked ? await refundTargetOf(t, origin) : undefined;
    return { kind: 'found', transaction: t, origin, destination, directory, refundTarget, refundBlocked };
  }
  const elsewhere = await transactions.find(id);
  if (elsewhere.kind === 'found' && elsewhere.data.uuid) {
    const href = transactionHref(
      elsewhere.data.uuid,
      elsewhere.data.type ?? (elsewhere.list === 'payments' ? 'PAYMENT' : elsewhere.list.slice(0, -1).toUpperCase()),
    );
    redirect(href);
  }
  if (lookup.kind === 'unsupported') return { kind: 'unsupported', detail: lookup.detail };
  notFound();
}

/**
 * A transaction of a type without a page of its own (REVERSAL, RETURN…) through GET /transactions/{uuid};
 * one that has its own page is redirected there. Against an API without that extension: 'unsupported'.
 */
export async function loadAnyTransactionPage(id: string): Promise<TransactionPageData> {
  const lookup = await transactions.get(id);
  if (lookup.kind === 'found') {
    const t = lookup.data;
    if (t.type && TYPED_PAGES.includes(t.type)) redirect(transactionHref(t.uuid, t.type));
    const [origin, destination, directory] = await Promise.all([
      lookupAccount(t.fundingSourceId ?? t.originAccountId),
      lookupAccount(t.destinationAccountId),
      loadDirectory({ merchants: true, tenants: true }),
    ]);
    return { kind: 'found', transaction: t, origin, destination, directory };
  }
  if (lookup.kind === 'unsupported') return { kind: 'unsupported', detail: lookup.detail };
  notFound();
}
