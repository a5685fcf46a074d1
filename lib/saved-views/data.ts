import 'server-only';
import { getConsoleDb } from '@/lib/db';
import type { SavedViewList } from '@/lib/saved-views/lists';
import { listSavedViews } from '@/lib/saved-views/queries';

/** The saved views of one list a member may apply: their own and the team's shared ones. */
export async function loadSavedViews(listKey: SavedViewList, memberId: string) {
  return listSavedViews(await getConsoleDb(), { listKey, memberId });
}
