import { paletteAnswer } from '@/components/palette/palette-hits';
import { runSearch } from '@/lib/search/data';
import { getDisplay } from '@/lib/lists/data';
import { authorizeRequest } from '@/lib/auth';
import { getT } from '@/lib/auth/translator';

/** The command palette's object lookup (?q=an id, code, reference or email), the same search as /search. */
export async function GET(request: Request) {
  const authz = await authorizeRequest('read', 'search.palette');
  if (!authz.ok) return authz.response;
  const q = (new URL(request.url).searchParams.get('q') ?? '').trim().slice(0, 200);
  if (q.length < 2)
    return Response.json({ hits: [], partial: false, error: null }, { headers: { 'cache-control': 'no-store' } });
  const [outcome, display, t] = await Promise.all([runSearch(q), getDisplay(), getT()]);
  return Response.json(paletteAnswer(outcome, display, t), { headers: { 'cache-control': 'no-store' } });
}
