'use client';

import { useActionState } from 'react';
import { FormMessage } from '@/components/ui/alert';
import { SubmitButton } from '@/components/ui/submit-button';
import { discardBulkRefundAction } from '@/lib/actions/bulk-refunds/discard';
import { resumeBulkRefundAction } from '@/lib/actions/bulk-refunds/resume';
import type { ActionState } from '@/lib/forms/state';

type BatchAction = (previous: ActionState | null, formData: FormData) => Promise<ActionState>;

function BatchButton({ batchId, label, action }: { batchId: string; label: string; action: BatchAction }) {
  const [state, dispatch] = useActionState(action, null);
  return (
    <form action={dispatch} className="mt-2 space-y-2">
      <input type="hidden" name="bulk_refund_id" value={batchId} />
      <SubmitButton size="sm" variant="secondary">
        {label}
      </SubmitButton>
      <FormMessage state={state} />
    </form>
  );
}

/** "Carry on" for a bulk refund whose worker stopped, or "Send again" for refunds the API did not confirm (same keys: safe). */
export function ResumeBulkRefundButton({ batchId, label }: { batchId: string; label: string }) {
  return <BatchButton batchId={batchId} label={label} action={resumeBulkRefundAction} />;
}

/** "Discard draft": a draft nobody will start stops holding its amounts (nothing is sent). */
export function DiscardBulkRefundButton({ batchId, label }: { batchId: string; label: string }) {
  return <BatchButton batchId={batchId} label={label} action={discardBulkRefundAction} />;
}
