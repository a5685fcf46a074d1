import { describe, expect, it } from 'vitest';
import { MONEY_PERMISSIONS, type MoneyPermission } from '@/lib/auth/permissions';
import { APPROVAL_ACTION_PERMISSION, APPROVAL_ACTIONS, approverRolesFor } from './kinds';

describe('approval actions and money permissions: one table', () => {
  it('gives every approval action exactly one maker permission, held back by that action’s rules', () => {
    expect(APPROVAL_ACTION_PERMISSION).toEqual({
      payout: 'payouts:create',
      transfer: 'transfers:create',
      refund: 'refund',
      split_payment: 'payments:split',
      case_submit: 'cases:act',
    });
    for (const action of APPROVAL_ACTIONS) {
      const makers = (Object.keys(MONEY_PERMISSIONS) as MoneyPermission[]).filter((permission) => {
        const link: { rule: string; maker?: true } = MONEY_PERMISSIONS[permission];
        return link.rule === action && link.maker;
      });
      expect(makers, action).toEqual([APPROVAL_ACTION_PERMISSION[action]]);
    }
  });

  it('names a rule action for every money permission, so each is held by some rule', () => {
    for (const link of Object.values(MONEY_PERMISSIONS))
      expect(APPROVAL_ACTIONS as readonly string[]).toContain(link.rule);
    // Approvers are the roles that may make the action: finance moves payouts, support does not.
    expect(approverRolesFor('payout')).toContain('finance');
    expect(approverRolesFor('payout')).not.toContain('support');
  });
});
