import { authorizeRequest } from '@/lib/auth';
import { getConsoleDb } from '@/lib/db';
import { isSavedViewList } from '@/lib/saved-views/lists';
import { listSavedViews } from '@/lib/saved-views/queries';

/** The saved views of one list the member may apply (?list=payments): their own and the team's shared ones. */
export async function GET(request: Request) {
  const authz = await authorizeRequest('read', 'saved_views.list');
  if (!authz.ok) return authz.response;
  const list = new URL(request.url).searchParams.get('list');
  if (!isSavedViewList(list)) return Response.json({ error: { message: 'Unknown list.' } }, { status: 400 });
  const views = await listSavedViews(await getConsoleDb(), { listKey: list, memberId: authz.session.user.id });
  return Response.json({ views }, { headers: { 'cache-control': 'no-store' } });
}
