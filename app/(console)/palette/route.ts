import { paletteAnswer } from '@/components/palette/palette-hits';
import { runSearch } from '@/lib/data/search';
import { getDisplay } from '@/lib/data/lists';
import { authorizeRequest } from '@/lib/auth';

/** The command palette's object lookup (?q=an id, code, reference or email), the same search as /search. */
export async function GET(request: Request) {
  const authz = await authorizeRequest('read', 'search.palette');
  if (!authz.ok) return authz.response;
  const q = (new URL(request.url).searchParams.get('q') ?? '').trim().slice(0, 200);
  if (q.length < 2)
    return Response.json({ hits: [], partial: false, error: null }, { headers: { 'cache-control': 'no-store' } });
  const [outcome, display] = await Promise.all([runSearch(q), getDisplay()]);
  return Response.json(paletteAnswer(outcome, display), { headers: { 'cache-control': 'no-store' } });
}
