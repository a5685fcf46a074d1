import { can, type Access } from '@/lib/auth/permissions';
import type { NotRefundableReason } from '@/core/refunds';
import type { RefundTarget } from '@/lib/forms/options';
import type { Transaction } from '@/lib/merchant-api/types';
import { RefundButton } from './refund-button';

/**
 * The payment page's write actions, for their header's `actions` slot: each shown only when the
 * member's role may use it and the object is in a state that allows it (the actions check both again).
 * They stay mounted when the state changes, so a dialog that changed it keeps showing its result.
 */

/** `target`: the refund form's context the page loaded with the payment (lib/transactions/data.ts); none when nothing is left to refund. */
export function PaymentActions({
  payment,
  target,
  blocked,
  access,
  language,
}: {
  payment: Transaction;
  target: RefundTarget | undefined;
  /** Why nothing can be refunded (core/refunds.ts), shown where the button would be. */
  blocked?: NotRefundableReason | null;
  access: Access;
  language?: string;
}) {
  if (!can(access, 'refund') || (payment.type && payment.type !== 'PAYMENT')) return null;
  return (
    <RefundButton
      paymentId={payment.uuid}
      target={target}
      paymentLabel={payment.code}
      language={language}
      available={target !== undefined}
      blocked={blocked}
    />
  );
}
