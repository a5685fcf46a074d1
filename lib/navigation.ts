import type { Permission } from '@/lib/auth/permissions';

export type NavIcon =
  | 'overview'
  | 'payments'
  | 'transfers'
  | 'payouts'
  | 'deposits'
  | 'disputes'
  | 'reconciliation'
  | 'accounts'
  | 'end-users'
  | 'connect-links'
  | 'checkout-links'
  | 'plans'
  | 'audit'
  | 'api-keys'
  | 'webhooks'
  | 'events'
  | 'logs'
  | 'approvals'
  | 'reports'
  | 'settings';

export interface NavItem {
  href: string;
  label: string;
  icon: NavIcon;
  /** Shown only to members whose role grants it. */
  permission: Permission;
}

export interface NavSection {
  label: string | null;
  items: NavItem[];
}

export const NAV_SECTIONS: readonly NavSection[] = [
  { label: null, items: [{ href: '/', label: 'Overview', icon: 'overview', permission: 'read' }] },
  {
    label: 'Money',
    items: [
      { href: '/payments', label: 'Payments', icon: 'payments', permission: 'read' },
      { href: '/transfers', label: 'Transfers', icon: 'transfers', permission: 'read' },
      { href: '/payouts', label: 'Payouts', icon: 'payouts', permission: 'read' },
      { href: '/deposits', label: 'Deposits', icon: 'deposits', permission: 'deposits:read' },
      { href: '/disputes', label: 'Disputes and returns', icon: 'disputes', permission: 'read' },
      { href: '/reports', label: 'Reports', icon: 'reports', permission: 'deposits:read' },
      { href: '/reconciliation', label: 'Reconciliation', icon: 'reconciliation', permission: 'deposits:read' },
      { href: '/approvals', label: 'Approvals', icon: 'approvals', permission: 'read' },
    ],
  },
  {
    label: 'Customers',
    items: [
      { href: '/accounts', label: 'Accounts', icon: 'accounts', permission: 'read' },
      { href: '/end-users', label: 'End users', icon: 'end-users', permission: 'read' },
      { href: '/connect-links', label: 'Connect links', icon: 'connect-links', permission: 'read' },
      { href: '/checkout-links', label: 'Checkout links', icon: 'checkout-links', permission: 'read' },
      { href: '/recurring-plans', label: 'Recurring plans', icon: 'plans', permission: 'read' },
    ],
  },
  { label: 'Admin', items: [{ href: '/audit', label: 'Audit log', icon: 'audit', permission: 'audit:read' }] },
  {
    label: 'Developers',
    items: [
      { href: '/developers/api-keys', label: 'API keys', icon: 'api-keys', permission: 'developers' },
      { href: '/developers/webhooks', label: 'Webhooks', icon: 'webhooks', permission: 'developers' },
      { href: '/developers/events', label: 'Events', icon: 'events', permission: 'developers' },
      { href: '/developers/logs', label: 'Request log', icon: 'logs', permission: 'developers' },
    ],
  },
  { label: null, items: [{ href: '/settings', label: 'Settings', icon: 'settings', permission: 'read' }] },
];

/** Whether `href` is the current section: exact for Overview, by path prefix for the rest. */
export function isActive(href: string, pathname: string): boolean {
  if (href === '/') return pathname === '/';
  return pathname === href || pathname.startsWith(`${href}/`);
}
