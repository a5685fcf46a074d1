import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { institutions } from '../db/schema';
import { allOf, paginate } from '../db/pages';
import type { InstitutionListParams } from './schemas';

export type InstitutionRow = typeof institutions.$inferSelect;

/** Institutions are shared by every merchant (the banks accounts can be connected at). */
export async function getInstitution(db: DbOrTx, id: string): Promise<InstitutionRow | undefined> {
  const [row] = await db.select().from(institutions).where(eq(institutions.id, id));
  return row;
}

/** Alphabetical (a list people pick a bank from), then by id so pages stay stable. */
export function listInstitutions(db: DbOrTx, params: InstitutionListParams) {
  const where = allOf([
    params.uuid ? eq(institutions.id, params.uuid) : undefined,
    params.country ? eq(institutions.country, params.country) : undefined,
    params.requires_account_validation === undefined
      ? undefined
      : eq(institutions.requiresValidation, params.requires_account_validation === 'true'),
  ]);
  return paginate(params, (limit, offset) =>
    db
      .select()
      .from(institutions)
      .where(where)
      .orderBy(asc(institutions.name), asc(institutions.id))
      .limit(limit)
      .offset(offset),
  );
}

export function serializeInstitution(row: InstitutionRow) {
  return { uuid: row.id, name: row.name, country: row.country, requires_account_validation: row.requiresValidation };
}
