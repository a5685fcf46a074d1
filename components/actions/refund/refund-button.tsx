'use client';

import { useState } from 'react';
import { Button, type ButtonProps } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { newIdempotencyKey } from '@/lib/forms/idempotency';
import { RefundFlow } from './refund-flow';

/**
 * "Refund…": opens the refund form for one payment. Each opening is a new form instance with its own
 * Idempotency-Key; within it, a double click or a retry can never refund twice. Render it only for members
 * whose role can refund (`can(role, 'refund')`); the action refuses the others anyway.
 */
export function RefundButton({ paymentId, paymentLabel, language, variant = 'secondary', size = 'md' }: { paymentId: string; paymentLabel?: string | null; language?: string; variant?: ButtonProps['variant']; size?: ButtonProps['size'] }) {
  const [instance, setInstance] = useState<string | null>(null);
  return (
    <>
      <Button variant={variant} size={size} onClick={() => setInstance(newIdempotencyKey())} aria-haspopup="dialog">
        Refund…
      </Button>
      <Dialog open={instance !== null} onClose={() => setInstance(null)} title={`Refund ${paymentLabel ?? 'payment'}`}>
        {instance ? <RefundFlow key={instance} paymentId={paymentId} idempotencyKey={instance} language={language} onClose={() => setInstance(null)} /> : null}
      </Dialog>
    </>
  );
}
