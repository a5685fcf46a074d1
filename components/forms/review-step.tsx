'use client';

import type { ReactNode } from 'react';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { ConfirmButtons, ReviewList } from './confirm';

/** A create form's review step (step-form.tsx): what is about to happen, then go back or confirm. */
export function ReviewStep({
  title,
  note,
  items,
  pending,
  onBack,
  backLabel,
  confirmLabel,
  pendingLabel,
}: {
  title?: string;
  note?: ReactNode;
  items: { label: string; value: ReactNode }[];
  pending: boolean;
  onBack: () => void;
  backLabel: string;
  confirmLabel: string;
  pendingLabel: string;
}) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>{title}</CardTitle>
      </CardHeader>
      <CardContent className="space-y-4">
        {note ? <p className="text-sm">{note}</p> : null}
        <ReviewList items={items} />
        <ConfirmButtons
          pending={pending}
          onBack={onBack}
          backLabel={backLabel}
          confirmLabel={confirmLabel}
          pendingLabel={pendingLabel}
        />
      </CardContent>
    </Card>
  );
}
