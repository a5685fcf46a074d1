'use client';

import { useEffect, useRef } from 'react';
import type { ActionState } from '@/lib/forms/state';
import { useT } from '@/lib/i18n/client';
import { fieldId } from './use-action-form';

/** One line of the summary: the field it names and its error. */
export interface SummaryItem {
  name: string;
  message: string;
}

/**
 * The error summary's alert (error-summary.tsx holds the live region it appears in): the action's sentence and every
 * field error, each linking to its field. It takes focus after a refused submit so keyboard users land on it.
 */
export function ErrorAlert({
  state,
  items,
  labels,
  focus,
  onFocused,
}: {
  state: ActionState | null;
  items: SummaryItem[];
  labels?: Record<string, string>;
  /** A refused attempt not yet given focus. */
  focus?: unknown;
  onFocused: (attempt: unknown) => void;
}) {
  const t = useT();
  const ref = useRef<HTMLDivElement>(null);
  const refused = state && !state.ok;

  // Focus follows a refused attempt (a new focusKey), never the member's typing.
  useEffect(() => {
    if (!focus) return;
    ref.current?.focus();
    onFocused(focus);
  }, [focus, onFocused]);

  return (
    <div
      ref={ref}
      tabIndex={-1}
      role="alert"
      className="rounded-md border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-900 outline-none dark:border-red-900 dark:bg-red-950 dark:text-red-200"
      data-testid="error-summary"
    >
      <p className="font-medium">{refused && state?.message ? state.message : t('forms.checkFields')}</p>
      {items.length ? (
        <ul className="mt-2 list-disc space-y-0.5 pl-5">
          {items.map((item) => (
            <li key={item.name}>
              <a href={`#${fieldId(item.name)}`} className="underline">
                {labels?.[item.name] ?? labelOf(item.name)}
              </a>
              : {item.message}
            </li>
          ))}
        </ul>
      ) : null}
      {refused && state?.requestId ? (
        <p className="mt-2 text-xs opacity-80">{t('forms.requestId', { id: state.requestId })}</p>
      ) : null}
    </div>
  );
}

/** "transaction.statement_descriptor" → "Statement descriptor"; "metadata[2].key" → "Metadata row 3 key". */
function labelOf(name: string): string {
  const last = name
    .replace(/\[(\d+)\]/g, (_, i) => ` row ${Number(i) + 1}`)
    .split('.')
    .filter(Boolean);
  const text = (
    last.length > 1 && /row \d+$/.test(last[last.length - 2])
      ? `${last[last.length - 2]} ${last[last.length - 1]}`
      : (last[last.length - 1] ?? name)
  ).replace(/_/g, ' ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}
