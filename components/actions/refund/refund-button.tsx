'use client';

import { useState } from 'react';
import { Button, type ButtonProps } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { newIdempotencyKey } from '@/lib/forms/idempotency';
import type { RefundTarget } from '@/lib/data/options';
import { useT } from '@/lib/i18n/client';
import { RefundFlow } from './refund-flow';

/**
 * The refund dialog of one payment. `instance` is the Idempotency-Key of the form inside (null: closed):
 * each opening is a new form instance; within it a double click or a retry can never refund twice.
 */
export function RefundDialog({
  paymentId,
  target,
  paymentLabel,
  language,
  instance,
  onClose,
}: {
  paymentId: string;
  target?: RefundTarget;
  paymentLabel?: string | null;
  language?: string;
  instance: string | null;
  onClose: () => void;
}) {
  const t = useT();
  return (
    <Dialog
      open={instance !== null}
      onClose={onClose}
      title={paymentLabel ? t('refund.dialogTitle', { payment: paymentLabel }) : t('refund.dialogTitlePayment')}
    >
      {instance ? (
        <RefundFlow
          key={instance}
          paymentId={paymentId}
          target={target}
          idempotencyKey={instance}
          language={language}
          onClose={onClose}
        />
      ) : null}
    </Dialog>
  );
}

/**
 * "Refund…" and its dialog. Render it only for members whose role can refund (`can(role, 'refund')`); the
 * action refuses the others anyway. `available` hides the button (nothing left to refund) but keeps an open
 * dialog mounted, so the result of the refund that emptied the payment stays on screen.
 */
export function RefundButton({
  paymentId,
  target,
  paymentLabel,
  language,
  available = true,
  variant = 'secondary',
  size = 'md',
}: {
  paymentId: string;
  /** The payment as the server page read it; without it the dialog reads it. */
  target?: RefundTarget;
  paymentLabel?: string | null;
  language?: string;
  available?: boolean;
  variant?: ButtonProps['variant'];
  size?: ButtonProps['size'];
}) {
  const t = useT();
  const [instance, setInstance] = useState<string | null>(null);
  return (
    <>
      {available ? (
        <Button variant={variant} size={size} onClick={() => setInstance(newIdempotencyKey())} aria-haspopup="dialog">
          {t('refund.button')}
        </Button>
      ) : null}
      <RefundDialog
        paymentId={paymentId}
        target={target}
        paymentLabel={paymentLabel}
        language={language}
        instance={instance}
        onClose={() => setInstance(null)}
      />
    </>
  );
}
