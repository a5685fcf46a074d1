import type { Metadata } from 'next';
import { Link } from '@/components/ui/link';
import { notFound } from 'next/navigation';
import { BulkRefundDetail } from '@/components/bulk-refunds/bulk-refund-detail';
import { PageHeader } from '@/components/ui/page-header';
import { requirePermission } from '@/lib/auth';
import { can } from '@/lib/auth/permissions';
import { loadBulkRefund } from '@/lib/bulk-refunds/data';
import { getDisplay } from '@/lib/lists/data';
import { getT } from '@/lib/auth/translator';
import { withPageMessages } from '@/components/i18n/page-messages';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getT())('bulkRefund.title') };
}

async function BulkRefundPage({ params }: { params: Promise<{ id: string }> }) {
  const session = await requirePermission('refunds:bulk');
  const t = await getT();
  const [view, display] = await Promise.all([loadBulkRefund((await params).id), getDisplay()]);
  if (!view) notFound();
  return (
    <>
      <Link href="/payments/bulk-refunds" className="text-sm text-indigo-700 hover:underline dark:text-indigo-300">
        ← {t('bulkRefund.all')}
      </Link>
      <PageHeader
        title={t('bulkRefund.title')}
        description={t('bulkRefund.description', { email: view.batch.makerEmail })}
      />
      <BulkRefundDetail
        view={view}
        display={display}
        memberId={session.user.id}
        mayDiscard={view.batch.makerId === session.user.id || can(session.user.access, 'approvals:manage')}
      />
    </>
  );
}

export default withPageMessages('(console)/payments/bulk-refunds/[id]', BulkRefundPage);
