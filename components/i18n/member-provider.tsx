import 'server-only';
import type { ReactNode } from 'react';
import { I18nProvider } from '@/lib/i18n/client';
import { pageMessages, type PageId } from './page-messages';
import { getT } from '@/lib/auth/translator';

/**
 * The member's language for client components outside the console frame (sign-in, password, two-factor and
 * invitation pages), where the console layout's provider is not mounted; English when signed out. Only the page's
 * own messages (components/i18n/page-messages.tsx).
 */
export async function MemberI18nProvider({ page, children }: { page: PageId; children: ReactNode }) {
  const { language } = await getT();
  return (
    <I18nProvider language={language} messages={pageMessages(language, page)}>
      {children}
    </I18nProvider>
  );
}
