import { headers } from 'next/headers';
import type { ReactNode } from 'react';
import { getPreferences, requireSession } from '@/lib/auth';
import { AppShell } from '@/components/shell/app-shell';
import { ThemeProvider } from '@/components/shell/theme';
import { toLanguage } from '@/lib/i18n';
import { I18nProvider } from '@/lib/i18n/client';
import { frameMessages } from '@/components/i18n/page-messages';

/**
 * The staff console's frame. It sends signed-out visitors to /login, but pages render in
 * parallel with it, so every page still checks the session and permission itself.
 */
export default async function ConsoleLayout({ children }: { children: ReactNode }) {
  const session = await requireSession();
  const [preferences, requestHeaders] = await Promise.all([getPreferences(), headers()]);
  const language = toLanguage(preferences.language);
  return (
    <ThemeProvider theme={preferences.theme} nonce={requestHeaders.get('x-nonce') ?? undefined}>
      <I18nProvider language={language} messages={frameMessages(language)}>
        <AppShell user={session.user} language={language}>
          {children}
        </AppShell>
      </I18nProvider>
    </ThemeProvider>
  );
}
