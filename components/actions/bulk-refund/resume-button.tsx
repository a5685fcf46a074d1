'use client';

import { useActionState } from 'react';
import { FormMessage } from '@/components/ui/alert';
import { SubmitButton } from '@/components/ui/submit-button';
import { resumeBulkRefundAction } from '@/lib/actions/bulk-refunds/resume';

/** "Carry on" for a bulk refund whose worker stopped, or "Send again" for refunds the API did not confirm (same keys: safe). */
export function ResumeBulkRefundButton({ batchId, label }: { batchId: string; label: string }) {
  const [state, dispatch] = useActionState(resumeBulkRefundAction, null);
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
