import { eq, isNotNull, isNull, or } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { merchants, tenants } from '../db/schema';
import { allOf, newestFirst, paginate } from '../db/pages';
import type { MerchantListParams, TenantListParams } from './schemas';

type MerchantRow = typeof merchants.$inferSelect;
type TenantRow = typeof tenants.$inferSelect;

/** The merchant itself and its sub-merchants. */
export function listMerchants(db: DbOrTx, merchantId: string, params: MerchantListParams) {
  const where = allOf([
    or(eq(merchants.id, merchantId), eq(merchants.parentId, merchantId)),
    params.uuid ? eq(merchants.id, params.uuid) : undefined,
    params.is_sub_merchant === 'true' ? isNotNull(merchants.parentId) : undefined,
    params.is_sub_merchant === 'false' ? isNull(merchants.parentId) : undefined,
  ]);
  return paginate(params, (limit, offset) =>
    db
      .select()
      .from(merchants)
      .where(where)
      .orderBy(...newestFirst(merchants.dateCreated, merchants.id))
      .limit(limit)
      .offset(offset),
  );
}

export function serializeMerchant(row: MerchantRow) {
  return {
    uuid: row.id,
    code: row.code,
    name: row.name,
    country: row.country,
    default_currency: { code: row.defaultCurrency },
    parent_uuid: row.parentId,
    is_sub_merchant: row.parentId !== null,
    date_created_gmt: row.dateCreated.toISOString(),
  };
}

export function listTenants(db: DbOrTx, merchantId: string, params: TenantListParams) {
  const where = allOf([eq(tenants.merchantId, merchantId), params.uuid ? eq(tenants.id, params.uuid) : undefined]);
  return paginate(params, (limit, offset) =>
    db
      .select()
      .from(tenants)
      .where(where)
      .orderBy(...newestFirst(tenants.dateCreated, tenants.id))
      .limit(limit)
      .offset(offset),
  );
}

export function serializeTenant(row: TenantRow) {
  return { uuid: row.id, name: row.name, date_created_gmt: row.dateCreated.toISOString() };
}
