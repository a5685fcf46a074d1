import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { endUsers } from '../db/schema';
import { after, allOf, dateRange, newestFirst, paginate } from '../db/pages';
import { listSeek } from '../db/seek';
import { newCode, newId } from '../lib/ids';
import { invalidField } from '../lib/problems';
import type { EndUserInput, EndUserListParams, NewEndUserDetailsInput } from './schemas';

export type EndUserRow = typeof endUsers.$inferSelect;

export async function createEndUser(
  db: DbOrTx,
  merchantId: string,
  ownerMerchantId: string,
  input: EndUserInput,
  options: { creationSource?: string; now?: Date } = {},
): Promise<EndUserRow> {
  const now = options.now ?? new Date();
  const [row] = await db
    .insert(endUsers)
    .values({
      id: newId('eur'),
      code: newCode('EUR'),
      merchantId,
      ownerMerchantId,
      type: input.type,
      firstName: input.first_name ?? null,
      lastName: input.last_name ?? null,
      organization: input.organization ?? input.organization_legal_name ?? null,
      organizationLegalName: input.organization_legal_name ?? null,
      localId: input.local_id ?? null,
      localIdType: input.local_id_type ?? null,
      localIdCountry: input.local_id_country ?? null,
      dateOfBirth: input.date_of_birth ?? null,
      email: input.email ?? null,
      phoneCountryCode: input.phone_number?.country_code ?? null,
      phoneNumber: input.phone_number?.number ?? null,
      address: input.address ?? null,
      preferredLanguage: input.preferred_language ?? null,
      note: input.note ?? null,
      primaryReference: input.primary_reference ?? null,
      secondaryReference: input.secondary_reference ?? null,
      metadata: input.metadata ?? {},
      creationSource: options.creationSource ?? 'MERCHANT_API',
      dateCreated: now,
      dateUpdated: now,
    })
    .returning();
  return row;
}

export async function getEndUser(db: DbOrTx, merchantId: string, id: string): Promise<EndUserRow | undefined> {
  const [row] = await db
    .select()
    .from(endUsers)
    .where(and(eq(endUsers.merchantId, merchantId), eq(endUsers.id, id)));
  return row;
}

/**
 * The end user a link or account request names: an existing one of this merchant, or one created from
 * new_end_user_details (pass a transaction so it is rolled back with the rest of the request on error).
 */
export async function resolveRequestEndUser(
  db: DbOrTx,
  merchantId: string,
  input: { existing_end_user_id?: string; new_end_user_details?: NewEndUserDetailsInput },
  options: { ownerMerchantId: string; creationSource: string; now: Date },
): Promise<EndUserRow> {
  if (input.new_end_user_details) {
    return createEndUser(db, merchantId, options.ownerMerchantId, input.new_end_user_details, {
      creationSource: options.creationSource,
      now: options.now,
    });
  }
  const id = input.existing_end_user_id ?? '';
  const row = await getEndUser(db, merchantId, id);
  if (!row)
    throw invalidField(
      'existing_end_user_id',
      'unknown_end_user',
      `'existing_end_user_id': you have no end user with id '${id}'.`,
    );
  return row;
}

export async function getEndUsersByIds(db: DbOrTx, ids: string[]): Promise<Map<string, EndUserRow>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select()
    .from(endUsers)
    .where(sql`${endUsers.id} in ${[...new Set(ids)]}`);
  return new Map(rows.map((r) => [r.id, r]));
}

export function listEndUsers(db: DbOrTx, merchantId: string, params: EndUserListParams) {
  const where = allOf([
    eq(endUsers.merchantId, merchantId),
    params.type ? eq(endUsers.type, params.type) : undefined,
    params.uuid ? eq(endUsers.id, params.uuid) : undefined,
    params.code ? eq(endUsers.code, params.code) : undefined,
    params.primary_reference ? eq(endUsers.primaryReference, params.primary_reference) : undefined,
    params.secondary_reference ? eq(endUsers.secondaryReference, params.secondary_reference) : undefined,
    ...dateRange(endUsers.dateCreated, params.date_from, params.date_to),
    params.email ? sql`lower(${endUsers.email}) = lower(${params.email})` : undefined,
    params.local_id ? eq(endUsers.localId, params.local_id) : undefined,
    params.first_name ? eq(endUsers.firstName, params.first_name) : undefined,
    params.last_name ? eq(endUsers.lastName, params.last_name) : undefined,
    params.organization ? eq(endUsers.organization, params.organization) : undefined,
    params.merchant_id ? eq(endUsers.ownerMerchantId, params.merchant_id) : undefined,
  ]);
  return paginate(
    params,
    (limit, offset, key) =>
      db
        .select()
        .from(endUsers)
        .where(and(where, after(endUsers.dateCreated, endUsers.id, key)))
        .orderBy(...newestFirst(endUsers.dateCreated, endUsers.id))
        .limit(limit)
        .offset(offset),
    // End users do not change after creation: every filter set may seek.
    listSeek(db, {
      name: 'end_users',
      table: endUsers,
      merchantId,
      params,
      changing: [],
      keyOf: (row: EndUserRow) => ({ created: row.dateCreated, id: row.id }),
    }),
  );
}

export function serializeEndUser(row: EndUserRow) {
  return {
    uuid: row.id,
    code: row.code,
    type: row.type,
    first_name: row.firstName,
    last_name: row.lastName,
    organization: row.organization,
    organization_legal_name: row.organizationLegalName,
    local_id: row.localId,
    local_id_type: row.localIdType,
    local_id_country: row.localIdCountry,
    date_of_birth: row.dateOfBirth,
    email: row.email,
    phone_number: row.phoneNumber ? { country_code: row.phoneCountryCode ?? '', number: row.phoneNumber } : null,
    address: row.address,
    preferred_language: row.preferredLanguage,
    note: row.note,
    primary_reference: row.primaryReference,
    secondary_reference: row.secondaryReference,
    metadata: row.metadata,
    merchant_id: row.ownerMerchantId,
    creation_source: row.creationSource,
    date_created_gmt: row.dateCreated.toISOString(),
    date_updated_gmt: row.dateUpdated.toISOString(),
  };
}
