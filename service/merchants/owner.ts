import { and, eq, or } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { merchants } from '../db/schema';
import { invalidField } from '../lib/problems';

/** merchant_id in a request: the merchant itself or one of its sub-merchants; absent → the merchant. */
export async function resolveOwnerMerchant(
  db: DbOrTx,
  merchantId: string,
  requested: string | undefined,
  param = 'merchant_id',
): Promise<string> {
  if (!requested) return merchantId;
  const rows = await db
    .select({ id: merchants.id })
    .from(merchants)
    .where(and(eq(merchants.id, requested), or(eq(merchants.id, merchantId), eq(merchants.parentId, merchantId))));
  if (rows.length === 0)
    throw invalidField(
      param,
      'unknown_merchant',
      `'${param}' must be your merchant id or one of your sub-merchants' (mer_…).`,
    );
  return requested;
}

export async function getMerchant(db: DbOrTx, merchantId: string) {
  const [row] = await db.select().from(merchants).where(eq(merchants.id, merchantId));
  return row;
}

/** The merchant a request is for: `requested` when it is the merchant or one of its sub-merchants, else undefined; absent → the merchant. */
export async function getOwnedMerchant(db: DbOrTx, merchantId: string, requested?: string) {
  const id = requested ?? merchantId;
  const [row] = await db
    .select()
    .from(merchants)
    .where(and(eq(merchants.id, id), or(eq(merchants.id, merchantId), eq(merchants.parentId, merchantId))));
  return row;
}
