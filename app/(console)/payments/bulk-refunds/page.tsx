import type { Metadata } from 'next';
import { BulkRefundList } from '@/components/bulk-refunds/bulk-refund-list';
import { buttonClasses } from '@/components/ui/button';
import { Link } from '@/components/ui/link';
import { PageHeader } from '@/components/ui/page-header';
import { requirePermission } from '@/lib/auth';
import { loadBulkRefunds } from '@/lib/bulk-refunds/data';
import { getDisplay } from '@/lib/lists/data';
import { getT } from '@/lib/auth/translator';
import { withPageMessages } from '@/components/i18n/page-messages';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getT())('bulkRefund.listTitle') };
}

async function BulkRefundsPage() {
  const session = await requirePermission('refunds:bulk');
  const t = await getT();
  const [batches, display] = await Promise.all([loadBulkRefunds(), getDisplay()]);
  return (
    <>
      <PageHeader
        title={t('bulkRefund.listTitle')}
        description={t('bulkRefund.listDescription')}
        actions={
          <Link href="/payments/bulk-refunds/upload" className={buttonClasses({ variant: 'secondary' })}>
            {t('bulkCsv.link')}
          </Link>
        }
      />
      <BulkRefundList batches={batches} display={display} memberId={session.user.id} />
    </>
  );
}

export default withPageMessages('(console)/payments/bulk-refunds', BulkRefundsPage);
