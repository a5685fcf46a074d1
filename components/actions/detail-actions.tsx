import { can, type Access } from '@/lib/auth/permissions';
import { planMoney } from '@/lib/approvals/kinds';
import type { NotRefundableReason } from '@/core/refunds';
import type { RefundTarget } from '@/lib/data/options';
import type { Account, RecurringPlan, Transaction } from '@/lib/merchant-api/types';
import { DisconnectButton } from './accounts/disconnect-button';
import { PlanStatusButton } from './plans/plan-status-button';
import { RefundButton } from './refund/refund-button';

/**
 * The write actions of the detail pages, for their header's `actions` slot: each shown only when the
 * member's role may use it and the object is in a state that allows it (the actions check both again).
 * They stay mounted when the state changes, so a dialog that changed it keeps showing its result.
 */

/** `target`: the refund form's context the page loaded with the payment (lib/data/transactions.ts); none when nothing is left to refund. */
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

export function AccountActions({ account, access }: { account: Account; access: Access }) {
  if (!can(access, 'disconnect')) return null;
  const user = account.endUser;
  return (
    <DisconnectButton
      available={account.currentStatus !== 'DISCONNECTED'}
      account={{
        uuid: account.uuid,
        label: `${account.institution?.name ?? 'Account'}${account.last4 ? ` ···· ${account.last4}` : ''}`,
        owner: user ? [user.displayName, user.email].filter(Boolean).join(' · ') || null : null,
      }}
    />
  );
}

export function PlanActions({ plan, access }: { plan: RecurringPlan; access: Access }) {
  if (!can(access, 'plans:manage')) return null;
  // Activating a plan that moves money starts it moving again: only for a role holding that money's permission.
  const money = planMoney(plan.transaction?.type, plan.processingMethod);
  const status = plan.status === 'PAUSED' && money && !can(access, money.permission) ? null : plan.status;
  return <PlanStatusButton planId={plan.uuid} status={status} planLabel={plan.code ?? plan.description} />;
}
