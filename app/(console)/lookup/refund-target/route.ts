import { authorizeRequest } from '@/lib/auth';
import { isApiError } from '@/lib/merchant-api';
import { loadRefundTarget } from '@/lib/data/refund-target';

/** The payment the refund form is about, read fresh when the form opens (?payment=trx_…). */
export async function GET(request: Request) {
  const authz = await authorizeRequest('refund', 'payment.refund');
  if (!authz.ok) return authz.response;
  const id = new URL(request.url).searchParams.get('payment')?.trim() ?? '';
  if (!/^trx_[A-Za-z0-9-]{1,96}$/.test(id)) return Response.json({ error: { message: 'Unknown payment.' } }, { status: 400 });
  try {
    const target = await loadRefundTarget(id);
    if (!target) return Response.json({ error: { message: 'This payment was not found.' } }, { status: 404 });
    return Response.json(target, { headers: { 'cache-control': 'no-store' } });
  } catch (error) {
    if (!isApiError(error)) throw error;
    return Response.json({ error: { message: error.message, request_id: error.requestId } }, { status: 502 });
  }
}
