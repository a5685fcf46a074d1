'use client';

import dynamic from 'next/dynamic';
import { useState } from 'react';
import type { ActionState } from '@/lib/forms/state';
import type { SummaryItem } from './error-alert';

// The alert itself (its wording, the field links) loads when there is something to show: a create form's first
// load does not carry it (docs/performance.md, "First-load JavaScript"). `preloadErrorAlert` fetches it early, when a
// member starts on the form.
const loadAlert = () => import('./error-alert');
export const preloadErrorAlert = () => void loadAlert();
const ErrorAlert = dynamic(() => loadAlert().then((m) => m.ErrorAlert));

/**
 * The form's problems in one live region: the action's sentence and every field error, each linking to its
 * field. Screen readers announce it when it changes; it takes focus after a refused submit so keyboard users
 * land on it.
 */
export function ErrorSummary({
  state,
  items,
  labels,
  focusKey,
}: {
  state: ActionState | null;
  items: SummaryItem[];
  labels?: Record<string, string>;
  focusKey?: unknown;
}) {
  const visible = Boolean(state && !state.ok) || items.length > 0;
  // The attempt whose focus was given: an alert shown again while the member types does not take it back.
  const [focused, setFocused] = useState<unknown>(undefined);
  return (
    <div aria-live="assertive" aria-atomic="true">
      {visible ? (
        <ErrorAlert
          state={state}
          items={items}
          labels={labels}
          focus={focusKey && focusKey !== focused ? focusKey : undefined}
          onFocused={setFocused}
        />
      ) : null}
    </div>
  );
}

/** The summary's items: server errors first, then the live problems a submit attempt revealed, one per field. */
export function summaryItems(
  state: ActionState | null,
  problems: Record<string, string | null | undefined>,
  attempted: boolean,
  error: (name: string, problem?: string | null) => string | undefined,
): SummaryItem[] {
  const names = new Set<string>([
    ...Object.keys(state?.ok ? {} : (state?.fieldErrors ?? {})),
    ...(attempted ? Object.keys(problems).filter((k) => problems[k]) : []),
  ]);
  const items: SummaryItem[] = [];
  for (const name of names) {
    const message = error(name, problems[name]);
    if (message) items.push({ name, message });
  }
  return items;
}
