import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { DbOrTx, Db } from '../db/client';
import { accounts, endUsers, transactions } from '../db/schema';
import { newCode, newId } from '../lib/ids';
import { SANDBOX_INSTITUTIONS } from '../seed/base';
import { applyFees, markFailed, markSucceeded } from '../transactions/lifecycle';

/** Test data written straight to the database, and state changes the processor would drive. */

type MerchantRef = { merchantId: string };
type EndUserRow = typeof endUsers.$inferSelect;
type AccountRow = typeof accounts.$inferSelect;

export async function insertEndUser(
  db: DbOrTx,
  merchant: MerchantRef,
  overrides: Partial<typeof endUsers.$inferInsert> = {},
): Promise<EndUserRow> {
  const suffix = randomBytes(3).toString('hex');
  const [row] = await db
    .insert(endUsers)
    .values({
      id: newId('eur'),
      code: newCode('EUR'),
      merchantId: merchant.merchantId,
      ownerMerchantId: merchant.merchantId,
      type: 'INDIVIDUAL',
      firstName: 'Ana',
      lastName: 'Gómez',
      email: `ana.${suffix}@example.com`,
      localId: `ID${suffix}`,
      localIdType: 'NATIONAL_ID',
      localIdCountry: 'USA',
      ...overrides,
    })
    .returning();
  return row;
}

/** A CONNECTED account with every capability, owned by a new end user unless one is given. */
export async function insertAccount(
  db: DbOrTx,
  merchant: MerchantRef,
  overrides: Partial<typeof accounts.$inferInsert> & { endUser?: EndUserRow | null } = {},
): Promise<AccountRow> {
  const { endUser: given, ...rest } = overrides;
  const endUser = given === undefined ? await insertEndUser(db, merchant) : given;
  const last4 = String(Math.floor(Math.random() * 10_000)).padStart(4, '0');
  const [row] = await db
    .insert(accounts)
    .values({
      id: newId('acc'),
      code: newCode('ACC'),
      merchantId: merchant.merchantId,
      ownerMerchantId: merchant.merchantId,
      endUserId: endUser?.id ?? null,
      institutionId: SANDBOX_INSTITUTIONS[0].id,
      currentStatus: 'CONNECTED',
      token: newId('tok'),
      accountNumberHash: randomBytes(16).toString('hex'),
      last4,
      capabilities: ['PAYMENTS', 'TRANSFERS', 'BALANCE', 'IDENTITY', 'AUTHENTICATION'],
      ...rest,
    })
    .returning();
  return row;
}

/** What the processor does to a transaction that goes through: fees computed, SUCCESSFUL, settled. */
export async function succeed(db: Db, transactionId: string, now = new Date()) {
  return db.transaction(async (tx) => {
    const row = await markSucceeded(tx, transactionId, now);
    if (!row) throw new Error(`transaction ${transactionId} is not PENDING or PROCESSING`);
    return row;
  });
}

/** What the processor does to a transaction that is declined. */
export async function fail(db: Db, transactionId: string, remarks = 'INSUFFICIENT_FUNDS', now = new Date()) {
  return db.transaction((tx) => markFailed(tx, transactionId, now, { remarks }));
}

export async function computeFees(db: Db, transactionId: string, now = new Date()) {
  return db.transaction((tx) => applyFees(tx, transactionId, now));
}

export async function setStatus(db: DbOrTx, transactionId: string, status: string) {
  await db.update(transactions).set({ status }).where(eq(transactions.id, transactionId));
}

export async function transactionRow(db: DbOrTx, transactionId: string) {
  const [row] = await db.select().from(transactions).where(eq(transactions.id, transactionId));
  return row;
}
