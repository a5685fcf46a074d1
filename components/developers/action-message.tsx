'use client';

import type { ActionState } from '@/lib/forms/state';

/** An action's outcome sentence, announced to screen readers. */
export function ActionMessage({ state }: { state: ActionState<unknown> | null }) {
  return (
    <p
      role="status"
      aria-live="polite"
      className={
        state?.ok ? 'text-sm text-emerald-700 dark:text-emerald-300' : 'text-sm text-red-700 dark:text-red-300'
      }
    >
      {state?.message ?? ''}
    </p>
  );
}
