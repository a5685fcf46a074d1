import type { Metadata } from 'next';
import { loadFormContext } from '@/lib/data/forms';
import { RecurringPlanForm } from '@/components/actions/plans/recurring-plan-form';
import { PageHeader } from '@/components/ui/page-header';
import { requirePermission } from '@/lib/auth';

export const metadata: Metadata = { title: 'New recurring plan' };

export default async function NewRecurringPlanPage() {
  await requirePermission('plans:manage');
  const context = await loadFormContext({ tenants: true, merchants: true });
  return (
    <div className="max-w-3xl">
      <PageHeader title="New recurring plan" description="A schedule that creates a payment, payout or transfer every cycle until it ends or is paused." />
      <RecurringPlanForm context={context} />
    </div>
  );
}
