import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { PlanActions } from '@/components/recurring-plans/plan-actions';
import { getRecurringPlan, loadRecurringPlanRelated } from '@/lib/recurring-plans/data';
import { RecurringPlanDetail } from '@/components/recurring-plans/recurring-plan-detail';
import { getDisplay, loadDirectory } from '@/lib/lists/data';
import { UnsupportedDetail } from '@/components/transactions/unsupported-detail';
import { requirePermission } from '@/lib/auth';
import { utcDate } from '@/lib/format/date';
import { getT } from '@/lib/auth/translator';
import { withPageMessages } from '@/components/i18n/page-messages';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getT())('kind.recurringPlan') };
}

async function RecurringPlanPage({ params }: { params: Promise<{ id: string }> }) {
  const session = await requirePermission('read');
  const { id } = await params;
  const t = await getT();
  const [lookup, display, directory] = await Promise.all([
    getRecurringPlan(id),
    getDisplay(),
    loadDirectory({ merchants: true, tenants: true }),
  ]);
  if (lookup.kind === 'unsupported')
    return (
      <UnsupportedDetail
        back={{ href: '/recurring-plans', label: t('nav.recurringPlans') }}
        what={t('kind.recurringPlan')}
        id={id}
        detail={lookup.detail}
      />
    );
  if (lookup.kind === 'not_found') notFound();
  const related = await loadRecurringPlanRelated(lookup.data);
  return (
    <RecurringPlanDetail
      plan={lookup.data}
      related={related}
      display={display}
      directory={directory}
      today={utcDate()}
      actions={<PlanActions plan={lookup.data} access={session.user.access} />}
    />
  );
}

export default withPageMessages('(console)/recurring-plans/[id]', RecurringPlanPage);
