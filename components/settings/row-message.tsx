import type { ActionState } from '@/lib/forms/state';
import { cn } from '@/components/ui/cn';

/** The answer of a control in a table row: one short line, green or red, announced when it appears. */
export function RowMessage({ state }: { state: Pick<ActionState, 'ok' | 'message'> | null }) {
  return (
    <p
      aria-live="polite"
      className={cn(
        'mt-1 max-w-64 text-xs',
        state?.ok ? 'text-emerald-700 dark:text-emerald-400' : 'text-red-600 dark:text-red-400',
      )}
    >
      {state?.message}
    </p>
  );
}
