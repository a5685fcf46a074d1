'use client';

import dynamic from 'next/dynamic';
import { useState } from 'react';
import { Button, type ButtonProps } from '@/components/ui/button';
import { newIdempotencyKey } from '@/lib/forms/idempotency';
import type { NotRefundableReason } from '@/core/refunds';
import type { RefundTarget } from '@/lib/forms/options';
import { useT } from '@/lib/i18n/client';

// The refund form's code loads when a member reaches for the button, not with the payment page (docs/performance.md,
// "First-load JavaScript").
const loadRefundDialog = () => import('./refund-dialog').then((m) => m.RefundDialog);
const RefundDialog = dynamic(loadRefundDialog, { ssr: false });

/**
 * "Refund…" and its dialog. Render it only for members whose role can refund (`can(role, 'refund')`); the
 * action refuses the others anyway. `available` hides the button (nothing left to refund) but keeps an open
 * dialog mounted, so the result of the refund that emptied the payment stays on screen; `blocked` says why
 * where the button would be.
 */
export function RefundButton({
  paymentId,
  target,
  paymentLabel,
  language,
  available = true,
  blocked = null,
  variant = 'secondary',
  size = 'md',
}: {
  paymentId: string;
  /** The payment as the server page read it; without it the dialog reads it. */
  target?: RefundTarget;
  paymentLabel?: string | null;
  language?: string;
  available?: boolean;
  blocked?: NotRefundableReason | null;
  variant?: ButtonProps['variant'];
  size?: ButtonProps['size'];
}) {
  const t = useT();
  const [instance, setInstance] = useState<string | null>(null);
  // Mounted from the first opening on (and kept: the dialog shows the result of the refund that emptied the payment).
  const [opened, setOpened] = useState(false);
  return (
    <>
      {available ? (
        <Button
          variant={variant}
          size={size}
          onClick={() => {
            setOpened(true);
            setInstance(newIdempotencyKey());
          }}
          onPointerEnter={() => void loadRefundDialog()}
          onFocus={() => void loadRefundDialog()}
          aria-haspopup="dialog"
        >
          {t('refund.button')}
        </Button>
      ) : blocked ? (
        <p data-testid="refund-blocked" className="max-w-xs self-center text-sm text-slate-600 dark:text-slate-400">
          {t(`refund.blocked.${blocked}`)}
        </p>
      ) : null}
      {opened ? (
        <RefundDialog
          paymentId={paymentId}
          target={target}
          paymentLabel={paymentLabel}
          language={language}
          instance={instance}
          onClose={() => setInstance(null)}
        />
      ) : null}
    </>
  );
}
