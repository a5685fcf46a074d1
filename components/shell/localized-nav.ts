import type { MessageKey, Translator } from '@/lib/i18n';
import type { NavSection } from '@/lib/navigation';

/** Each entry's message (lib/i18n/coverage.test.ts checks every entry of NAV_SECTIONS has one). */
export const ITEM_KEYS: Record<string, MessageKey> = {
  '/': 'nav.overview',
  '/payments': 'nav.payments',
  '/transfers': 'nav.transfers',
  '/payouts': 'nav.payouts',
  '/deposits': 'nav.deposits',
  '/disputes': 'nav.disputes',
  '/reports': 'nav.reports',
  '/reconciliation': 'nav.reconciliation',
  '/approvals': 'nav.approvals',
  '/accounts': 'nav.accounts',
  '/end-users': 'nav.endUsers',
  '/connect-links': 'nav.connectLinks',
  '/checkout-links': 'nav.checkoutLinks',
  '/recurring-plans': 'nav.recurringPlans',
  '/audit': 'nav.audit',
  '/developers/api-keys': 'nav.apiKeys',
  '/developers/webhooks': 'nav.webhooks',
  '/developers/events': 'nav.events',
  '/developers/logs': 'nav.logs',
  '/settings': 'nav.settings',
};

const SECTION_KEYS: Record<string, MessageKey> = {
  Money: 'nav.section.money',
  Customers: 'nav.section.customers',
  Admin: 'nav.section.admin',
  Developers: 'nav.section.developers',
};

/** The navigation in the member's language (entries without a message keep their label). */
export function localizedNav(sections: readonly NavSection[], t: Translator): NavSection[] {
  return sections.map((section) => ({
    label: section.label && SECTION_KEYS[section.label] ? t(SECTION_KEYS[section.label]) : section.label,
    items: section.items.map((item) => ({
      ...item,
      label: ITEM_KEYS[item.href] ? t(ITEM_KEYS[item.href]) : item.label,
    })),
  }));
}
