import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { merchants } from '../db/schema';
import { DEFAULT_BUSINESS_DAY, type BusinessDay } from '../../core/business-day';

/**
 * The merchant's business day (core/business-day.ts): stored on the merchant row (migration 0012), read by the
 * reports, the overview's default period and the reconciliation report's deposit days. A sub-merchant follows
 * its merchant: the setting is the API merchant's.
 */
export async function getBusinessDay(db: DbOrTx, merchantId: string): Promise<BusinessDay> {
  const [row] = await db
    .select({ timeZone: merchants.businessTimeZone, cutoff: merchants.businessDayCutoff })
    .from(merchants)
    .where(eq(merchants.id, merchantId));
  return row ?? DEFAULT_BUSINESS_DAY;
}

export async function setBusinessDay(db: DbOrTx, merchantId: string, value: BusinessDay): Promise<BusinessDay> {
  await db
    .update(merchants)
    .set({ businessTimeZone: value.timeZone, businessDayCutoff: value.cutoff })
    .where(eq(merchants.id, merchantId));
  return value;
}
