'use client';

import { createContext, useContext, type ReactNode } from 'react';
import { translator, type Language, type Translator } from './translate';

const LanguageContext = createContext<Language>('en');

/** Makes the member's language available to client components below (mounted by the console layout). */
export function I18nProvider({ language, children }: { language: Language; children: ReactNode }) {
  return <LanguageContext.Provider value={language}>{children}</LanguageContext.Provider>;
}

/** The translator of the member's language; English outside an I18nProvider. */
export function useT(): Translator {
  return translator(useContext(LanguageContext));
}
