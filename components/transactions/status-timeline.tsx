import { cn } from '@/components/ui/cn';
import type { Transaction } from '@/lib/merchant-api/types';
import type { Display } from '@/lib/lists/display';
import { DateTime } from '@/components/detail/values';
import { transactionTimeline, type StepState } from './timeline';

const DOT: Record<StepState, string> = {
  done: 'bg-emerald-500 ring-emerald-100 dark:ring-emerald-950',
  current: 'bg-sky-500 ring-sky-100 animate-pulse dark:ring-sky-950',
  upcoming: 'bg-slate-300 ring-slate-100 dark:bg-slate-600 dark:ring-slate-800',
  failed: 'bg-red-500 ring-red-100 dark:ring-red-950',
};

const STATE_TEXT: Record<StepState, string> = {
  done: 'done',
  current: 'in progress',
  upcoming: 'not yet',
  failed: 'failed',
};

/** The lifecycle of a transaction as an ordered list (times only where the API reports them). */
export function StatusTimeline({ transaction, display }: { transaction: Transaction; display: Display }) {
  const steps = transactionTimeline(transaction);
  return (
    <ol className="space-y-4">
      {steps.map((step, i) => (
        <li key={step.key} className="relative flex gap-3" aria-current={step.state === 'current' ? 'step' : undefined}>
          {i < steps.length - 1 ? (
            <span aria-hidden="true" className="absolute top-4 left-[5px] h-full w-px bg-slate-200 dark:bg-slate-700" />
          ) : null}
          <span
            aria-hidden="true"
            className={cn('relative mt-1.5 h-2.5 w-2.5 shrink-0 rounded-full ring-4', DOT[step.state])}
          />
          <div className="min-w-0 text-sm">
            <p
              className={cn(
                'font-medium',
                step.state === 'upcoming' ? 'text-slate-500 dark:text-slate-400' : 'text-slate-900 dark:text-slate-100',
                step.state === 'failed' && 'text-red-700 dark:text-red-400',
              )}
            >
              {step.label} <span className="sr-only">({STATE_TEXT[step.state]})</span>
            </p>
            {step.at ? (
              <p className="text-xs text-slate-500 dark:text-slate-400">
                <DateTime value={step.at} display={display} seconds />
              </p>
            ) : null}
            {step.detail ? <p className="text-xs break-all text-slate-600 dark:text-slate-400">{step.detail}</p> : null}
          </div>
        </li>
      ))}
    </ol>
  );
}
