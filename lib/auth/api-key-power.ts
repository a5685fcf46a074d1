import type { ApiScope } from '@/core/scopes';
import { can, hasCeilings, isMoneyPermission, type Access, type Permission } from './permissions';

/**
 * What an API key's scope stands for in the console's permissions (docs/security.md, "API keys and their creator's
 * power"). A key cannot carry more than the member who creates or rotates it holds: each of its scopes needs every
 * permission listed here, and a money permission without any ceiling (the API has no ceilings and no approval step,
 * so a key that moves money is as free as a member with no ceiling). `developers` is what the key pages need anyway.
 */
const MONEY_OUT: readonly Permission[] = [
  'refund',
  'payouts:create',
  'transfers:create',
  'payments:split',
  'plans:manage',
  'plans:payout',
  'plans:transfer',
];

export const SCOPE_NEEDS: Record<ApiScope, readonly Permission[]> = {
  'read:payments': ['read', 'deposits:read'],
  // Payments, payouts, transfers, refunds and recurring plans of any kind (docs/design.md, "Scopes").
  'write:payments': MONEY_OUT,
  // Authorizes any transaction type: a payout or transfer as much as a payment.
  'write:transaction': MONEY_OUT,
  'read:accounts': ['read'],
  'write:accounts': ['end-users:create', 'disconnect'],
  'read:connect': ['read'],
  'write:connect': ['links:create'],
  'read:events': ['read', 'deposits:read'],
  'write:webhooks': ['read', 'deposits:read'],
  'manage:clients': ['developers'],
  'read:request_logs': ['developers'],
};

/** Why a permission is beyond the member for a key: not held, or held only under a ceiling. */
function shortOf(access: Access, permission: Permission): string | null {
  if (!can(access, permission)) return permission;
  if (isMoneyPermission(permission) && hasCeilings(access, permission)) return `${permission} (ceiling)`;
  return null;
}

/**
 * The scopes beyond the member, each with what it lacks (`write:payments: payouts:create (ceiling)`): empty when the
 * member may give a key every one of them.
 */
export function scopesBeyond(access: Access, scopes: readonly string[]): string[] {
  const out: string[] = [];
  for (const scope of scopes) {
    const needs = SCOPE_NEEDS[scope as ApiScope];
    const short = needs ? needs.map((p) => shortOf(access, p)).filter((p): p is string => p !== null) : [scope];
    if (short.length) out.push(`${scope}: ${short.join(', ')}`);
  }
  return out;
}

/**
 * A webhook endpoint receives every event it subscribes to, with the object's data: what it reads must be readable
 * by the member who creates it (`deposit.*` needs `deposits:read`, every other event `read`; `*` both).
 */
export function eventTypesBeyond(access: Access, eventTypes: readonly string[]): string[] {
  const needs = new Set<Permission>();
  for (const type of eventTypes) {
    if (!type.startsWith('deposit.')) needs.add('read');
    if (type === '*' || type.startsWith('deposit.')) needs.add('deposits:read');
  }
  return [...needs].filter((p) => !can(access, p));
}
