'use client';

import type { ActionState } from '@/lib/forms/state';
import { cn } from '@/components/ui/cn';
import { Link } from '@/components/ui/link';
import { useT } from '@/lib/i18n/client';

/**
 * The answer of a control in a table row: one short line, green or red, announced when it appears; with a link to the
 * approval request when the change was held for one (docs/security.md, "Held changes of power").
 */
export function RowMessage({ state }: { state: Pick<ActionState, 'ok' | 'message' | 'approval'> | null }) {
  const t = useT();
  return (
    <p
      aria-live="polite"
      className={cn(
        'mt-1 max-w-64 text-xs',
        state?.ok ? 'text-emerald-700 dark:text-emerald-400' : 'text-red-600 dark:text-red-400',
      )}
    >
      {state?.message}
      {state?.approval ? (
        <>
          {' '}
          <Link href={state.approval.href} className="underline">
            {t('approvals.openRequest')}
          </Link>
        </>
      ) : null}
    </p>
  );
}
