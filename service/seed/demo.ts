import type { Db } from '../db/client';
import { createClient, findClient } from '../oauth/clients';
import { createMerchant, ensureInstitutions, merchantExists } from './base';

export const DEMO_MERCHANT_ID = 'mer_00000000-0000-4000-8000-0000000000d1';
export const DEMO_CLIENT_ID = 'demo-client';
export const DEMO_CLIENT_SECRET = 'demo-secret-change-me';

export interface DemoCredentials {
  clientId: string;
  clientSecret: string;
  merchantId: string;
}

/** Demo mode only: the demo merchant (with sub-merchants), its API client and the sandbox institutions. */
export async function seedDemo(db: Db): Promise<DemoCredentials> {
  await ensureInstitutions(db);
  if (!(await merchantExists(db, DEMO_MERCHANT_ID))) {
    await db.transaction(async (tx) => {
      await createMerchant(tx, {
        id: DEMO_MERCHANT_ID,
        name: 'Acme Outdoor Co',
        subMerchants: ['Acme Rentals', 'Acme Guides', 'Trailhead Café'],
        tenants: ['Acme Online Store', 'Acme Retail'],
      });
    });
  }
  if (!(await findClient(db, DEMO_CLIENT_ID))) {
    await createClient(db, { merchantId: DEMO_MERCHANT_ID, name: 'Demo client', clientId: DEMO_CLIENT_ID, clientSecret: DEMO_CLIENT_SECRET });
  }
  return { clientId: DEMO_CLIENT_ID, clientSecret: DEMO_CLIENT_SECRET, merchantId: DEMO_MERCHANT_ID };
}
