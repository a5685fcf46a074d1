import { authorizeRequest } from '@/lib/auth';
import { exportResponse } from '@/lib/export';

/** GET /connect-links/export?format=csv|jsonl&<the list's filters>: the whole filtered list, streamed. */
export async function GET(request: Request) {
  const authz = await authorizeRequest('exports', 'connect-links.export');
  if (!authz.ok) return authz.response;
  return exportResponse(request, 'connect-links', authz.session);
}
