import 'server-only';
import type { ReactNode } from 'react';
import { I18nProvider } from '@/lib/i18n/client';
import found from '@/lib/i18n/client-keys.json';
import type { Language, MessageKey, Messages } from '@/lib/i18n/core';
import { getT } from '@/lib/auth/translator';
import { messagesOf } from '@/lib/i18n/translate';

/**
 * Only the messages a page's client components use reach the browser (docs/decisions.md). Which ones is read from
 * the source by lib/i18n/client-keys.ts into ./client-keys.json (`npm run i18n:keys`; its test fails while stale):
 * the console layout provides the frame's (`frameMessages`), each page wraps itself in `withPageMessages('<its
 * folder under app/>', Page)` for the rest.
 */

interface KeyUse {
  keys: string[];
  prefixes: string[];
}

export type PageId = keyof typeof found.pages;

const chosen = new Map<string, Partial<Messages>>();

function pick(language: Language, id: string, use: KeyUse): Partial<Messages> {
  const cacheKey = `${language}|${id}`;
  let messages = chosen.get(cacheKey);
  if (!messages) {
    const all = messagesOf(language);
    const keys = new Set(use.keys);
    messages = {};
    for (const key of Object.keys(all) as MessageKey[]) {
      if (keys.has(key) || use.prefixes.some((prefix) => key.startsWith(prefix))) messages[key] = all[key];
    }
    chosen.set(cacheKey, messages);
  }
  return messages;
}

/** The messages of the console frame (layout, loading and error files): every console page has them. */
export function frameMessages(language: Language): Partial<Messages> {
  return pick(language, '(frame)', found.frame);
}

/** The messages one page's client components use, beyond the frame's for a console page. */
export function pageMessages(language: Language, page: PageId): Partial<Messages> {
  return pick(language, page, found.pages[page]);
}

/** A page with its client components' messages (`export default withPageMessages('(console)/payments/(list)', Page)`). */
export function withPageMessages<P extends object>(page: PageId, Page: (props: P) => ReactNode | Promise<ReactNode>) {
  async function PageWithMessages(props: P) {
    const { language } = await getT();
    return (
      <I18nProvider language={language} messages={pageMessages(language, page)}>
        <Page {...props} />
      </I18nProvider>
    );
  }
  return PageWithMessages;
}
