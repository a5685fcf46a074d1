import { createHash } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import { capabilitiesFor, currencyForCountry } from '../accounts/states';
import type { DbOrTx } from '../db/client';
import { accounts, institutions, merchants } from '../db/schema';
import { newCode, newId } from '../lib/ids';

/** The sandbox bank a merchant's settlement account is opened at, by the merchant's country. */
function settlementInstitution(country: string): string {
  return country === 'COL' ? 'ins_00000000-0000-4000-8000-000000000005' : 'ins_00000000-0000-4000-8000-000000000001';
}

/**
 * The merchant's settlement account (where its deposits go), opened on first use: a CONNECTED account
 * of the merchant with no end user, at the sandbox bank of its country. The conditional UPDATE of
 * merchants.settlement_account_id decides which of two racing processes' accounts is the one; the
 * loser's insert is rolled back with its transaction.
 */
export async function ensureSettlementAccount(tx: DbOrTx, merchantId: string, now: Date): Promise<string> {
  const [merchant] = await tx.select().from(merchants).where(eq(merchants.id, merchantId)).for('update');
  if (!merchant) throw new Error(`merchant ${merchantId} not found`);
  if (merchant.settlementAccountId) return merchant.settlementAccountId;

  const institutionId = settlementInstitution(merchant.country);
  const [institution] = await tx.select().from(institutions).where(eq(institutions.id, institutionId));
  const id = newId('acc');
  const accountNumber = createHash('sha256').update(id).digest('hex').replace(/\D/g, '').padEnd(12, '0').slice(0, 12);
  const { capabilities, enabledRealTimePayouts } = capabilitiesFor('CHECKING');
  await tx.insert(accounts).values({
    id,
    code: newCode('ACC'),
    merchantId,
    ownerMerchantId: merchantId,
    endUserId: null,
    institutionId,
    currentStatus: 'CONNECTED',
    token: newId('tok'),
    accountNumberHash: createHash('sha256').update(`settlement:${merchantId}:${accountNumber}`).digest('hex'),
    last4: accountNumber.slice(-4),
    type: 'DEPOSITORY',
    subtype: 'CHECKING',
    currency: currencyForCountry(institution?.country ?? merchant.country),
    capabilities,
    enabledRealTimePayouts,
    metadata: { purpose: 'settlement' },
    creationSource: 'SANDBOX',
    dateCreated: now,
    dateUpdated: now,
  });
  const [set] = await tx
    .update(merchants)
    .set({ settlementAccountId: id })
    .where(and(eq(merchants.id, merchantId), isNull(merchants.settlementAccountId)))
    .returning({ id: merchants.settlementAccountId });
  if (!set) throw new Error(`merchant ${merchantId} got a settlement account concurrently`);
  return id;
}
