'use client';

import { useQueryStates, type ParserMap } from 'nuqs';
import { useTransition } from 'react';

/**
 * The list's URL state. Every change goes to the server (the page re-renders with the new rows) inside a
 * transition, so the current rows stay on screen, marked busy, until the new ones arrive.
 */
export function useTableQuery<P extends ParserMap>(parsers: P) {
  const [isPending, startTransition] = useTransition();
  const [values, setValues] = useQueryStates(parsers, {
    shallow: false,
    history: 'push',
    scroll: false,
    startTransition,
  });
  return {
    values: values as Record<string, unknown>,
    setValues: setValues as (next: Record<string, unknown>) => Promise<URLSearchParams>,
    isPending,
  };
}

export type TableQuery = ReturnType<typeof useTableQuery>;
