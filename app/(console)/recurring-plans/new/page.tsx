import type { Metadata } from 'next';
import { loadFormContext } from '@/lib/forms/data';
import { RecurringPlanForm } from '@/components/recurring-plans/recurring-plan-form';
import { PageHeader } from '@/components/ui/page-header';
import { requirePermission } from '@/lib/auth';
import { getT } from '@/lib/auth/translator';
import { withPageMessages } from '@/components/i18n/page-messages';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getT())('action.newRecurringPlan') };
}

async function NewRecurringPlanPage() {
  const session = await requirePermission('plans:manage');
  const t = await getT();
  const context = await loadFormContext({ tenants: true, merchants: true });
  return (
    <div className="max-w-3xl">
      <PageHeader title={t('action.newRecurringPlan')} description={t('new.recurring-plans.description')} />
      <RecurringPlanForm context={context} access={session.user.access} />
    </div>
  );
}

export default withPageMessages('(console)/recurring-plans/new', NewRecurringPlanPage);
