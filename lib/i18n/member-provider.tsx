import 'server-only';
import type { ReactNode } from 'react';
import { I18nProvider } from './client';
import { getT } from './server';
import { messagesOf } from './translate';

/**
 * The member's language for client components outside the console frame (sign-in, password, two-factor and
 * invitation pages), where the console layout's provider is not mounted; English when signed out.
 */
export async function MemberI18nProvider({ children }: { children: ReactNode }) {
  const { language } = await getT();
  return (
    <I18nProvider language={language} messages={messagesOf(language)}>
      {children}
    </I18nProvider>
  );
}
