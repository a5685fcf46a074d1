import { authorizeRequest } from '@/lib/auth';
import { exportResponse } from '@/lib/export';

/**
 * GET /reconciliation/export?format=csv|jsonl&<the queue's filters>: every open exception the queue's filters hold,
 * streamed (docs/reconciliation.md, "In the console"). `owner=me` is the member who asks.
 */
export async function GET(request: Request) {
  const authz = await authorizeRequest('exports', 'reconciliation.export');
  if (!authz.ok) return authz.response;
  const url = new URL(request.url);
  if (url.searchParams.get('owner') === 'me') url.searchParams.set('owner', authz.session.user.email);
  return exportResponse(new Request(url, request), 'reconciliation', authz.session);
}
