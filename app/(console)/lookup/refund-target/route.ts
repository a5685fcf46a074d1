import { authorizeRequest } from '@/lib/auth';
import { readRefundTarget } from '@/lib/transactions/refund-target';

/** The payment the refund form is about, read fresh when the form opens (?payment=trx_…). */
export async function GET(request: Request) {
  const authz = await authorizeRequest('refund', 'payment.refund');
  if (!authz.ok) return authz.response;
  const id = new URL(request.url).searchParams.get('payment')?.trim() ?? '';
  if (!/^trx_[A-Za-z0-9-]{1,96}$/.test(id))
    return Response.json({ error: { message: 'Unknown payment.' } }, { status: 400 });
  const read = await readRefundTarget(id);
  if (read.kind === 'error')
    return Response.json({ error: { message: read.message, request_id: read.requestId } }, { status: 502 });
  if (read.kind === 'not_found')
    return Response.json({ error: { message: 'This payment was not found.' } }, { status: 404 });
  return Response.json(read.target, { headers: { 'cache-control': 'no-store' } });
}
