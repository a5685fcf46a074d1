'use client';

import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { createTranslator, type Language, type Messages, type Translator } from './core';

const I18nContext = createContext<Translator>(createTranslator('en', {}));
const MessagesContext = createContext<Partial<Messages>>({});

/**
 * Makes the member's language available to client components below, with the messages they use: the console
 * layout provides the frame's, each page adds its own with a nested provider (components/i18n/page-messages.tsx), so only
 * those travel with the page and none in a bundle. A nested provider keeps its parent's messages.
 */
export function I18nProvider({
  language,
  messages,
  children,
}: {
  language: Language;
  messages: Partial<Messages>;
  children: ReactNode;
}) {
  const parent = useContext(MessagesContext);
  const merged = useMemo(
    () => (Object.keys(parent).length === 0 ? messages : { ...parent, ...messages }),
    [parent, messages],
  );
  const t = useMemo(() => createTranslator(language, merged, undefined, reportMissing), [language, merged]);
  return (
    <MessagesContext.Provider value={merged}>
      <I18nContext.Provider value={t}>{children}</I18nContext.Provider>
    </MessagesContext.Provider>
  );
}

/** A key no provider above gave: lib/i18n/client-keys.ts did not see it (e2e/page-weight.spec.ts watches for this). */
function reportMissing(key: string) {
  console.error(`Missing message "${key}": no I18nProvider above provides it (lib/i18n/client-keys.json).`);
}

/** The translator of the member's language (outside an I18nProvider, messages show their keys). */
export function useT(): Translator {
  return useContext(I18nContext);
}
