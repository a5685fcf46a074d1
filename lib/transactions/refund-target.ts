import 'server-only';
import { accounts, isApiError, payments } from '@/lib/merchant-api';
import { getT } from '@/lib/auth/translator';
import { accountOption } from '@/lib/forms/pickers';
import { refundableOf } from '@/core/refunds';
import type { Lookup } from '@/lib/merchant-api';
import type { Account, Transaction } from '@/lib/merchant-api/types';
import type { RefundTarget } from '@/lib/forms/options';

/** A payment as the refund form shows it: what is left to refund and who the customer is. Null when not found. */
export async function loadRefundTarget(paymentId: string): Promise<RefundTarget | null> {
  const lookup = await payments.get(paymentId);
  if (lookup.kind !== 'found' || lookup.data.type === 'REFUND') return null;
  return refundTargetOf(lookup.data);
}

/**
 * The same for the refund form's fresh read: 'error' carries an API error's message and request id (any
 * other failure is thrown).
 */
export async function readRefundTarget(
  paymentId: string,
): Promise<
  | { kind: 'found'; target: RefundTarget }
  | { kind: 'not_found' }
  | { kind: 'error'; message: string; requestId: string | null }
> {
  try {
    const target = await loadRefundTarget(paymentId);
    return target ? { kind: 'found', target } : { kind: 'not_found' };
  } catch (error) {
    if (!isApiError(error)) throw error;
    return { kind: 'error', message: error.message, requestId: error.requestId };
  }
}

/**
 * The same for a payment the page already read: its account is looked up for the customer's name, unless the
 * caller read it already (`account`: the detail page's origin lookup).
 */
export async function refundTargetOf(p: Transaction, account?: Lookup<Account> | null): Promise<RefundTarget> {
  const accountId = p.fundingSourceId ?? p.originAccountId;
  if (account === undefined) account = accountId ? await accounts.get(accountId).catch(() => null) : null;
  const owner = account?.kind === 'found' ? account.data.endUser : null;
  const { refunded, refundable } = refundableOf(p);
  return {
    uuid: p.uuid,
    code: p.code,
    status: p.status,
    currency: p.currency,
    amount: p.amount,
    amountRefunded: refunded,
    refundable,
    customer:
      account?.kind === 'found'
        ? {
            name: owner?.displayName ?? null,
            email: owner?.email ?? null,
            accountLabel: accountOption(account.data, await getT()).label,
          }
        : accountId
          ? { name: null, email: null, accountLabel: accountId }
          : null,
  };
}
