import { Link } from '@/components/ui/link';
import type { HeldForApproval } from '@/lib/forms/state';
import { Alert } from '@/components/ui/alert';
import { buttonClasses } from '@/components/ui/button';
import { useT } from '@/lib/i18n/client';

/** What a payout, transfer, split payment or refund form shows when an approval rule held it back. */
export function HeldForApprovalPanel({
  approval,
  message,
  onAnother,
  anotherLabel,
}: {
  approval: HeldForApproval;
  message?: string;
  onAnother?: () => void;
  anotherLabel?: string;
}) {
  const t = useT();
  return (
    <div className="space-y-4" data-testid="held-for-approval">
      <Alert tone="warning" role="status">
        <p className="font-medium">{t('approvals.waiting')}</p>
        <p className="mt-1">{message}</p>
      </Alert>
      <div className="flex flex-wrap gap-2">
        <Link href={approval.href} className={buttonClasses({ variant: 'primary' })}>
          {t('approvals.openRequest')}
        </Link>
        {onAnother ? (
          <button type="button" onClick={onAnother} className={buttonClasses({ variant: 'secondary' })}>
            {anotherLabel ?? t('approvals.startAnother')}
          </button>
        ) : null}
      </div>
    </div>
  );
}
