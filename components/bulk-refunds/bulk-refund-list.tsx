import { Link } from '@/components/ui/link';
import { DateTime } from '@/components/detail/values';
import type { Display } from '@/lib/lists/display';
import { EmptyState } from '@/components/ui/page-header';
import { Table, TBody, Td, Th, THead, Tr } from '@/components/ui/table';
import type { BulkRefund, Counts } from '@/lib/bulk-refunds/batches';
import { batchStatePhrase } from '@/lib/bulk-refunds/state';
import { getT } from '@/lib/auth/translator';

/** The newest bulk refunds: who prepared them, when, their state and what came of them. */
export async function BulkRefundList({
  batches,
  display,
  memberId,
}: {
  batches: (BulkRefund & { counts: Counts })[];
  display: Display;
  memberId: string;
}) {
  const t = await getT();
  if (!batches.length) return <EmptyState title={t('bulkRefund.none')}>{t('bulkRefund.noneHint')}</EmptyState>;
  return (
    <Table label={t('bulkRefund.listTitle')}>
      <THead>
        <Tr>
          <Th>{t('bulkRefund.created')}</Th>
          <Th>{t('bulkRefund.preparedBy')}</Th>
          <Th>{t('bulkRefund.state')}</Th>
          <Th className="text-right">{t('bulkRefund.payments')}</Th>
          <Th>{t('bulkRefund.result')}</Th>
        </Tr>
      </THead>
      <TBody>
        {batches.map((batch) => (
          <Tr key={batch.id}>
            <Td>
              <Link
                href={`/payments/bulk-refunds/${batch.id}`}
                className="text-indigo-700 hover:underline dark:text-indigo-300"
              >
                <DateTime value={batch.createdAt.toISOString()} display={display} />
              </Link>
            </Td>
            <Td>{batch.makerEmail}</Td>
            <Td>{t(batchStatePhrase(batch, memberId))}</Td>
            <Td className="text-right tabular-nums">{batch.counts.total}</Td>
            <Td>
              {batch.status === 'done' || batch.status === 'running'
                ? t('bulkRefund.countsLine', { refunded: batch.counts.refunded, refused: batch.counts.refused })
                : null}
            </Td>
          </Tr>
        ))}
      </TBody>
    </Table>
  );
}
