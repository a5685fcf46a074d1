'use client';

import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { useCallback, useMemo, useTransition } from 'react';
import { DEFAULT_PAGE_SIZE } from '@/lib/merchant-api/filters';

/** A param set to its default is left out of the URL (as the server's parsers, lib/lists/search-params.ts, read it). */
const DEFAULTS: Record<string, string> = { page: '1', page_size: String(DEFAULT_PAGE_SIZE), amount_currency: 'USD' };

/** The URL's search with these params set (null or empty: removed, as is a param set to its default). */
export function withParams(search: string, next: Record<string, string | number | null | undefined>): string {
  const params = new URLSearchParams(search);
  for (const [name, value] of Object.entries(next)) {
    const text = value === null || value === undefined ? '' : String(value);
    if (text === '' || DEFAULTS[name] === text) params.delete(name);
    else params.set(name, text);
  }
  const query = params.toString();
  return query ? `?${query}` : '';
}

/**
 * The list's URL state, as the URL's strings (the server page parses them with the list's nuqs loader). Every
 * change goes to the server (the page re-renders with the new rows) inside a transition, so the current rows stay
 * on screen, marked busy, until the new ones arrive. No parser library in the browser (docs/performance.md, "First-load
 * JavaScript").
 */
export function useTableQuery() {
  const router = useRouter();
  const pathname = usePathname();
  const search = useSearchParams();
  const [isPending, startTransition] = useTransition();
  const values = useMemo(() => Object.fromEntries(search.entries()) as Record<string, string>, [search]);
  const setValues = useCallback(
    (next: Record<string, string | number | null>) => {
      const href = `${pathname}${withParams(window.location.search, next)}`;
      startTransition(() => router.push(href, { scroll: false }));
    },
    [pathname, router],
  );
  return { values, setValues, isPending };
}

export type TableQuery = ReturnType<typeof useTableQuery>;
