import { authorizeRequest } from '@/lib/auth';
import { exportResponse } from '@/lib/export';

/** GET /transfers/export?format=csv|jsonl&<the list's filters>: the whole filtered list, streamed. */
export async function GET(request: Request) {
  const authz = await authorizeRequest('exports', 'transfers.export');
  if (!authz.ok) return authz.response;
  return exportResponse(request, 'transfers', authz.session);
}
