import { authorizeRequest, recordAudit } from '@/lib/auth';
import { bulkRefundCsv } from '@/lib/bulk-refunds/data';

export const dynamic = 'force-dynamic';

/** GET /payments/bulk-refunds/{id}/export: every payment of the batch with what came of its refund, as CSV. */
export async function GET(_request: Request, { params }: { params: Promise<{ id: string }> }) {
  const authz = await authorizeRequest('refunds:bulk', 'bulk_refund.export');
  if (!authz.ok) return authz.response;
  const id = (await params).id;
  const csv = await bulkRefundCsv(id);
  if (csv === null) return Response.json({ error: { message: 'Not found.' } }, { status: 404 });
  await recordAudit({ session: authz.session, action: 'bulk_refund.export', target: id });
  return new Response(csv, {
    headers: {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="bulk-refund-${id.slice(0, 8)}.csv"`,
      'cache-control': 'no-store',
    },
  });
}
