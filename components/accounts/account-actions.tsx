import { can, type Access } from '@/lib/auth/permissions';
import type { Account } from '@/lib/merchant-api/types';
import { DisconnectButton } from './disconnect-button';

/**
 * The account page's write actions, for their header's `actions` slot: each shown only when the
 * member's role may use it and the object is in a state that allows it (the actions check both again).
 * They stay mounted when the state changes, so a dialog that changed it keeps showing its result.
 */

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
