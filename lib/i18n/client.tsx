'use client';

import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { createTranslator, type Language, type Messages, type Translator } from './core';

const I18nContext = createContext<Translator>(createTranslator('en', {}));

/**
 * Makes the member's language available to client components below (mounted by the console layout with
 * `messagesOf(language)`, so the messages travel with the page, not in a bundle).
 */
export function I18nProvider({ language, messages, children }: { language: Language; messages: Messages; children: ReactNode }) {
  const t = useMemo(() => createTranslator(language, messages), [language, messages]);
  return <I18nContext.Provider value={t}>{children}</I18nContext.Provider>;
}

/** The translator of the member's language (outside an I18nProvider, messages show their keys). */
export function useT(): Translator {
  return useContext(I18nContext);
}
