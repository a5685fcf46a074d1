'use client';

import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { useT } from '@/lib/i18n/client';

/** A review step: what is about to happen, as label/value lines, then go back or confirm. */
export function ReviewList({ items }: { items: { label: string; value: ReactNode }[] }) {
  return (
    <dl
      className="divide-y divide-slate-200 rounded-md border border-slate-200 text-sm dark:divide-slate-800 dark:border-slate-800"
      data-testid="review"
    >
      {items.map((item) => (
        <div key={item.label} className="grid grid-cols-[9rem_1fr] gap-3 px-3 py-2">
          <dt className="text-slate-500 dark:text-slate-400">{item.label}</dt>
          <dd className="min-w-0 font-medium break-words text-slate-900 dark:text-slate-100">{item.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The buttons of a review step; the confirm button submits its form and is disabled while it runs. */
export function ConfirmButtons({
  pending,
  onBack,
  backLabel,
  confirmLabel,
  pendingLabel,
  tone = 'primary',
}: {
  pending: boolean;
  onBack: () => void;
  backLabel?: string;
  confirmLabel: string;
  pendingLabel: string;
  tone?: 'primary' | 'danger';
}) {
  const t = useT();
  return (
    <div className="flex justify-end gap-2">
      <Button variant="secondary" onClick={onBack} disabled={pending}>
        {backLabel ?? t('common.back')}
      </Button>
      <Button type="submit" variant={tone} disabled={pending} aria-busy={pending || undefined}>
        {pending ? pendingLabel : confirmLabel}
      </Button>
    </div>
  );
}
