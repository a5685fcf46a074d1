import { authorizeRequest } from '@/lib/auth';
import { isSavedViewList } from '@/lib/saved-views/lists';
import { loadSavedViews } from '@/lib/saved-views/data';

/** The saved views of one list the member may apply (?list=payments): their own and the team's shared ones. */
export async function GET(request: Request) {
  const authz = await authorizeRequest('read', 'saved_views.list');
  if (!authz.ok) return authz.response;
  const list = new URL(request.url).searchParams.get('list');
  if (!isSavedViewList(list)) return Response.json({ error: { message: 'Unknown list.' } }, { status: 400 });
  const views = await loadSavedViews(list, authz.session.user.id);
  return Response.json({ views }, { headers: { 'cache-control': 'no-store' } });
}
