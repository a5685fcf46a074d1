import { authorizeRequest } from '@/lib/auth';
import { exportResponse } from '@/lib/export';

/** GET /recurring-plans/export?format=csv|jsonl&<the list's filters>: the whole filtered list, streamed. */
export async function GET(request: Request) {
  const authz = await authorizeRequest('exports', 'recurring-plans.export');
  if (!authz.ok) return authz.response;
  return exportResponse(request, 'recurring-plans', authz.session);
}
