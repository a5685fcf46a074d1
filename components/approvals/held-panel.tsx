import Link from 'next/link';
import type { HeldForApproval } from '@/lib/forms/state';
import { Alert, buttonClasses } from '@/components/ui';

/** What a payout, transfer, split payment or refund form shows when an approval rule held it back. */
export function HeldForApprovalPanel({ approval, message, onAnother, anotherLabel }: { approval: HeldForApproval; message?: string; onAnother?: () => void; anotherLabel?: string }) {
  return (
    <div className="space-y-4" data-testid="held-for-approval">
      <Alert tone="warning" role="status">
        <p className="font-medium">Waiting for approval</p>
        <p className="mt-1">{message}</p>
      </Alert>
      <div className="flex flex-wrap gap-2">
        <Link href={approval.href} className={buttonClasses({ variant: 'primary' })}>
          Open the approval request
        </Link>
        {onAnother ? (
          <button type="button" onClick={onAnother} className={buttonClasses({ variant: 'secondary' })}>
            {anotherLabel ?? 'Start another'}
          </button>
        ) : null}
      </div>
    </div>
  );
}
