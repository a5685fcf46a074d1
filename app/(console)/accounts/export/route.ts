import { authorizeRequest } from '@/lib/auth';
import { exportResponse } from '@/lib/export';

/** GET /accounts/export?format=csv|jsonl&<the list's filters>: the whole filtered list, streamed. */
export async function GET(request: Request) {
  const authz = await authorizeRequest('exports', 'accounts.export');
  if (!authz.ok) return authz.response;
  return exportResponse(request, 'accounts', authz.session);
}
