import { and, asc, desc, eq, or, sql } from 'drizzle-orm';
import { savedViews, staffUsers, type ConsoleDb } from '@/lib/db';
import type { SavedView, SavedViewList, ViewColumns } from './lists';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Case-folded name: "Failed today" and "failed TODAY" are the same view of a member. */
export function nameKeyOf(name: string): string {
  return name.normalize('NFC').toLocaleLowerCase('en-US');
}

/** The member's own views of a list and the ones the team shares, own first, then by name. */
export async function listSavedViews(
  db: ConsoleDb,
  input: { listKey: SavedViewList; memberId: string },
): Promise<SavedView[]> {
  const rows = await db
    .select({
      id: savedViews.id,
      name: savedViews.name,
      query: savedViews.query,
      columns: savedViews.columns,
      shared: savedViews.shared,
      ownerId: savedViews.ownerId,
      ownerName: staffUsers.name,
      createdAt: savedViews.createdAt,
    })
    .from(savedViews)
    .innerJoin(staffUsers, eq(staffUsers.id, savedViews.ownerId))
    .where(
      and(
        eq(savedViews.listKey, input.listKey),
        or(eq(savedViews.ownerId, input.memberId), eq(savedViews.shared, true)),
      ),
    )
    .orderBy(asc(savedViews.nameKey), desc(savedViews.createdAt))
    .limit(200);
  return rows
    .map((row) => ({
      id: row.id,
      name: row.name,
      query: row.query,
      columns: row.columns ?? null,
      shared: row.shared,
      mine: row.ownerId === input.memberId,
      ownerName: row.ownerName,
      createdAt: row.createdAt.toISOString(),
    }))
    .sort((a, b) => Number(b.mine) - Number(a.mine));
}

export interface SaveViewInput {
  ownerId: string;
  listKey: SavedViewList;
  name: string;
  query: string;
  columns: ViewColumns | null;
  shared: boolean;
}

/** Saves a view; the member's view of the same name on the same list is replaced (one statement, race-free). */
export async function saveView(db: ConsoleDb, input: SaveViewInput): Promise<{ id: string; replaced: boolean }> {
  const now = new Date();
  const [row] = await db
    .insert(savedViews)
    .values({
      ownerId: input.ownerId,
      listKey: input.listKey,
      name: input.name,
      nameKey: nameKeyOf(input.name),
      query: input.query,
      columns: input.columns,
      shared: input.shared,
    })
    .onConflictDoUpdate({
      target: [savedViews.ownerId, savedViews.listKey, savedViews.nameKey],
      set: { name: input.name, query: input.query, columns: input.columns, shared: input.shared, updatedAt: now },
    })
    // xmax is 0 for a freshly inserted row and set for one the upsert updated.
    .returning({ id: savedViews.id, inserted: sql<boolean>`(xmax = 0)` });
  return { id: row.id, replaced: !row.inserted };
}

export type DeleteOutcome =
  { kind: 'deleted'; name: string; listKey: string } | { kind: 'not_found' } | { kind: 'not_owner'; name: string };

/** Deletes a view of its owner; anyone else's attempt is refused (and nothing else is said about it). */
export async function deleteView(db: ConsoleDb, input: { id: string; memberId: string }): Promise<DeleteOutcome> {
  if (!UUID.test(input.id)) return { kind: 'not_found' };
  const [deleted] = await db
    .delete(savedViews)
    .where(and(eq(savedViews.id, input.id), eq(savedViews.ownerId, input.memberId)))
    .returning({ name: savedViews.name, listKey: savedViews.listKey });
  if (deleted) return { kind: 'deleted', name: deleted.name, listKey: deleted.listKey };
  const [other] = await db
    .select({ name: savedViews.name, shared: savedViews.shared })
    .from(savedViews)
    .where(eq(savedViews.id, input.id));
  // Someone else's private view does not exist as far as this member can tell.
  return other?.shared ? { kind: 'not_owner', name: other.name } : { kind: 'not_found' };
}
