import { configFromEnv } from '../config';
import type { Db } from '../db/client';
import { eq } from 'drizzle-orm';
import { apiClients, merchants, tenants } from '../db/schema';
import { newCode } from '../lib/ids';
import { ALL_SCOPES, createClient, findClient, protectClient } from '../oauth/clients';
import { ensureInstitutions, merchantExists } from './base';
import { hasMarker, hasTransactions, loadDataset } from './load';

export const DEMO_MERCHANT_ID = 'mer_00000000-0000-4000-8000-0000000000d1';
export const DEMO_CLIENT_ID = 'demo-client';
export const DEMO_CLIENT_SECRET = 'demo-secret-change-me';

/** Fixed ids, so the demo data set is the same on every machine. */
const DEMO_SUB_MERCHANTS = [
  { id: 'mer_00000000-0000-4000-8000-0000000000d2', name: 'Acme Rentals', feeBasisPoints: 290, feeFixed: 30 },
  { id: 'mer_00000000-0000-4000-8000-0000000000d3', name: 'Acme Guides', feeBasisPoints: 320, feeFixed: 30 },
  { id: 'mer_00000000-0000-4000-8000-0000000000d4', name: 'Trailhead Café', feeBasisPoints: 250, feeFixed: 25 },
];
const DEMO_TENANTS = [
  { id: 'ten_00000000-0000-4000-8000-0000000000e1', name: 'Acme Online Store' },
  { id: 'ten_00000000-0000-4000-8000-0000000000e2', name: 'Acme Retail' },
];

/** service_settings key set in the same transaction as the demo data: it is loaded once. */
export const DEMO_DATA_MARKER = 'demo_data';
export const DEMO_DATA_SEED = 20_261_122;

export interface DemoCredentials {
  clientId: string;
  clientSecret: string;
  merchantId: string;
}

/** Transactions in the demo data set: DEMO_TRANSACTIONS, else 2,000 under E2E=1 (fast CI), else 20,000. */
export function demoTransactionCount(env: Record<string, string | undefined> = process.env): number {
  const explicit = Number(env.DEMO_TRANSACTIONS);
  if (env.DEMO_TRANSACTIONS !== undefined && Number.isSafeInteger(explicit) && explicit >= 0) return explicit;
  return env.E2E === '1' ? 2_000 : 20_000;
}

/** The demo merchant with its sub-merchants (own pricing) and tenants. */
export async function ensureDemoMerchant(db: Db): Promise<void> {
  if (await merchantExists(db, DEMO_MERCHANT_ID)) return;
  await db.transaction(async (tx) => {
    await tx.insert(merchants).values({
      id: DEMO_MERCHANT_ID,
      code: newCode('MER'),
      name: 'Acme Outdoor Co',
      country: 'USA',
      defaultCurrency: 'USD',
    });
    await tx.insert(merchants).values(
      DEMO_SUB_MERCHANTS.map((s) => ({
        ...s,
        code: newCode('MER'),
        country: 'USA',
        defaultCurrency: 'USD',
        parentId: DEMO_MERCHANT_ID,
      })),
    );
    await tx.insert(tenants).values(DEMO_TENANTS.map((t) => ({ ...t, merchantId: DEMO_MERCHANT_ID })));
  });
}

/**
 * Demo mode only: the sandbox institutions, the demo merchant, its API client, and — on an empty
 * database, once — the demo data set (service/seed/dataset.ts; docs/sandbox.md).
 */
export async function seedDemo(db: Db): Promise<DemoCredentials> {
  await ensureInstitutions(db);
  await ensureDemoMerchant(db);
  const demoClient = await findClient(db, DEMO_CLIENT_ID);
  if (!demoClient) {
    await createClient(db, {
      merchantId: DEMO_MERCHANT_ID,
      name: 'Demo client',
      clientId: DEMO_CLIENT_ID,
      clientSecret: DEMO_CLIENT_SECRET,
    });
  } else if (demoClient.scopes !== ALL_SCOPES.join(' ')) {
    // A demo database made by an earlier version: the demo client gets the scopes added since (the request log's…).
    await db
      .update(apiClients)
      .set({ scopes: ALL_SCOPES.join(' ') })
      .where(eq(apiClients.clientId, DEMO_CLIENT_ID));
  }
  // The console's own client in demo mode: no API key may rotate or revoke it.
  await protectClient(db, DEMO_CLIENT_ID);
  const count = demoTransactionCount();
  if (count > 0 && !(await hasMarker(db, DEMO_DATA_MARKER)) && !(await hasTransactions(db, DEMO_MERCHANT_ID))) {
    const result = await loadDataset(db, {
      merchantId: DEMO_MERCHANT_ID,
      transactions: count,
      seed: DEMO_DATA_SEED,
      now: new Date(),
      serviceName: configFromEnv().serviceName,
      marker: DEMO_DATA_MARKER,
    });
    console.log(
      `Demo data loaded in ${(result.ms / 1000).toFixed(1)} s: ${result.transactions} transactions, ${result.endUsers} end users, ` +
        `${result.accounts} accounts, ${result.deposits} deposits, ${result.connectLinks} connect links, ${result.checkoutLinks} checkout links, ${result.recurringPlans} recurring plans.`,
    );
  }
  return { clientId: DEMO_CLIENT_ID, clientSecret: DEMO_CLIENT_SECRET, merchantId: DEMO_MERCHANT_ID };
}
