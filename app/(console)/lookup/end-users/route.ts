import { authorizeRequest } from '@/lib/auth';
import { searchEndUsers } from '@/lib/forms/pickers';

/** End users for the end-user pickers of the action forms (?q=…). */
export async function GET(request: Request) {
  const authz = await authorizeRequest('read', 'end_users.lookup');
  if (!authz.ok) return authz.response;
  const query = (new URL(request.url).searchParams.get('q') ?? '').slice(0, 200);
  return Response.json(await searchEndUsers(query), { headers: { 'cache-control': 'no-store' } });
}
