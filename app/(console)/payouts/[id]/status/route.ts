import { authorizeRequest } from '@/lib/auth';
import { pollTransaction } from '@/lib/transactions/data';

export const dynamic = 'force-dynamic';

/** GET /payouts/{id}/status: the payout's status, for the detail page's polling (session checked here). */
export async function GET(_request: Request, { params }: { params: Promise<{ id: string }> }) {
  const authz = await authorizeRequest('read', 'payout.status');
  if (!authz.ok) return authz.response;
  const { id } = await params;
  const lookup = await pollTransaction('payout', id);
  if (lookup.kind === 'error') return Response.json({ error: { message: lookup.message } }, { status: 502 });
  if (lookup.kind !== 'found') return Response.json({ error: { message: 'Not found.' } }, { status: 404 });
  return Response.json(
    { status: lookup.data.status, date_updated_gmt: lookup.data.dateUpdated },
    { headers: { 'cache-control': 'no-store' } },
  );
}
