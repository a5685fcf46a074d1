import { can, type Role } from '@/lib/auth/permissions';
import { planMoney } from '@/lib/approvals/kinds';
import { refundableOf } from '@/core/refunds';
import { refundTargetOf } from '@/lib/data/refund-target';
import type { Account, RecurringPlan, Transaction } from '@/lib/merchant-api/types';
import { DisconnectButton } from './accounts/disconnect-button';
import { PlanStatusButton } from './plans/plan-status-button';
import { RefundButton } from './refund/refund-button';

/**
 * The write actions of the detail pages, for their header's `actions` slot: each shown only when the
 * member's role may use it and the object is in a state that allows it (the actions check both again).
 * They stay mounted when the state changes, so a dialog that changed it keeps showing its result.
 */

export async function PaymentActions({ payment, role, language }: { payment: Transaction; role: Role; language?: string }) {
  if (!can(role, 'refund') || (payment.type && payment.type !== 'PAYMENT')) return null;
  const available = refundableOf(payment).refundable > 0;
  const target = available ? await refundTargetOf(payment) : undefined;
  return <RefundButton paymentId={payment.uuid} target={target} paymentLabel={payment.code} language={language} available={available} />;
}

export function AccountActions({ account, role }: { account: Account; role: Role }) {
  if (!can(role, 'disconnect')) return null;
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

export function PlanActions({ plan, role }: { plan: RecurringPlan; role: Role }) {
  if (!can(role, 'plans:manage')) return null;
  // Activating a plan that moves money starts it moving again: only for a role holding that money's permission.
  const money = planMoney(plan.transaction?.type, plan.processingMethod);
  const status = plan.status === 'PAUSED' && money && !can(role, money.permission) ? null : plan.status;
  return <PlanStatusButton planId={plan.uuid} status={status} planLabel={plan.code ?? plan.description} />;
}
