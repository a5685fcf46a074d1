'use client';

import { Dialog } from '@/components/ui/dialog';
import type { RefundTarget } from '@/lib/forms/options';
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
