import type { NavSection } from '@/lib/navigation';
import { can, type Access, type Permission, type Role } from '@/lib/auth/permissions';
import type { MessageKey, Translator } from '@/lib/i18n';
import { translator } from '@/lib/i18n';
import { GO_SHORTCUTS } from './shortcuts';
import type { PaletteCommand } from './types';

/** The create forms, each behind the permission its server action checks. */
const ACTIONS: readonly { href: string; label: MessageKey; permission: Permission }[] = [
  { href: '/payments/new', label: 'action.newPayment', permission: 'payments:split' },
  { href: '/payouts/new', label: 'action.newPayout', permission: 'payouts:create' },
  { href: '/transfers/new', label: 'action.newTransfer', permission: 'transfers:create' },
  { href: '/end-users/new', label: 'action.newEndUser', permission: 'end-users:create' },
  { href: '/connect-links/new', label: 'action.newConnectLink', permission: 'links:create' },
  { href: '/checkout-links/new', label: 'action.newCheckoutLink', permission: 'links:create' },
  { href: '/recurring-plans/new', label: 'action.newRecurringPlan', permission: 'plans:manage' },
];

const EXTRA_PAGES: readonly { href: string; label: MessageKey; permission: Permission }[] = [
  { href: '/settings/staff', label: 'nav.staff', permission: 'staff:manage' },
  { href: '/docs/api', label: 'nav.apiReference', permission: 'read' },
];

const english = translator('en');

/**
 * What the palette offers this member: every page of their (already localized) navigation and the actions
 * their role allows. The English label is kept as a keyword, so "payments" finds "Pagos" too.
 */
export function paletteCommands(role: Access | Role, sections: readonly NavSection[], t: Translator): PaletteCommand[] {
  const pages: PaletteCommand[] = sections.flatMap((section) =>
    section.items.map((item) => ({
      href: item.href,
      label: item.label,
      group: 'pages' as const,
      keywords: item.href.slice(1).replace(/-/g, ' '),
    })),
  );
  for (const page of EXTRA_PAGES)
    if (can(role, page.permission))
      pages.push({ href: page.href, label: t(page.label), group: 'pages', keywords: english(page.label) });
  const actions: PaletteCommand[] = ACTIONS.filter((a) => can(role, a.permission)).map((a) => ({
    href: a.href,
    label: t(a.label),
    group: 'actions',
    keywords: english(a.label),
  }));
  return [...pages, ...actions];
}

/** The `g` shortcuts' destinations this role may open. */
export function allowedGoTargets(sections: readonly NavSection[]): string[] {
  const hrefs = new Set(sections.flatMap((s) => s.items.map((i) => i.href)));
  return GO_SHORTCUTS.filter((s) => hrefs.has(s.href)).map((s) => s.href);
}
