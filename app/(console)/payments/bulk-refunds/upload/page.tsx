import type { Metadata } from 'next';
import { CsvBulkRefund } from '@/components/bulk-refunds/csv-upload';
import { Link } from '@/components/ui/link';
import { PageHeader } from '@/components/ui/page-header';
import { requirePermission } from '@/lib/auth';
import { getT } from '@/lib/auth/translator';
import { withPageMessages } from '@/components/i18n/page-messages';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getT())('bulkCsv.title') };
}

/** A bulk refund from a CSV with an amount, reason and note per row (docs/bulk-refunds.md, "From a CSV"). */
async function CsvBulkRefundPage() {
  // A CSV makes a bulk refund of payments it reads: what the draft's page and its confirmation need (docs/roles.md).
  await requirePermission('refund', 'refunds:bulk', 'read');
  const t = await getT();
  return (
    <>
      <Link href="/payments/bulk-refunds" className="text-sm text-indigo-700 hover:underline dark:text-indigo-300">
        ← {t('bulkRefund.all')}
      </Link>
      <PageHeader title={t('bulkCsv.title')} description={t('bulkCsv.description')} />
      <CsvBulkRefund />
    </>
  );
}

export default withPageMessages('(console)/payments/bulk-refunds/upload', CsvBulkRefundPage);
