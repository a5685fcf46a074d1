import { authorizeRequest } from '@/lib/auth';
import { batchProgress } from '@/lib/bulk-refunds/data';

export const dynamic = 'force-dynamic';

/** GET /payments/bulk-refunds/{id}/progress: a batch's status and counts, for its page's progress bar (session checked here). */
export async function GET(_request: Request, { params }: { params: Promise<{ id: string }> }) {
  const authz = await authorizeRequest('refunds:bulk', 'bulk_refund.progress');
  if (!authz.ok) return authz.response;
  const progress = await batchProgress((await params).id);
  if (!progress) return Response.json({ error: { message: 'Not found.' } }, { status: 404 });
  return Response.json(progress, { headers: { 'cache-control': 'no-store' } });
}
