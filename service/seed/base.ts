import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { institutions, merchants, tenants } from '../db/schema';
import { newCode, newId } from '../lib/ids';

export interface SeededMerchant {
  merchantId: string;
  subMerchantIds: string[];
  tenantIds: string[];
}

/** A merchant with its sub-merchants and tenants. */
export async function createMerchant(
  db: DbOrTx,
  input: {
    name: string;
    country?: string;
    currency?: string;
    subMerchants?: string[];
    tenants?: string[];
    id?: string;
  },
): Promise<SeededMerchant> {
  const merchantId = input.id ?? newId('mer');
  await db.insert(merchants).values({
    id: merchantId,
    code: newCode('MER'),
    name: input.name,
    country: input.country ?? 'USA',
    defaultCurrency: input.currency ?? 'USD',
  });
  const subMerchantIds: string[] = [];
  for (const name of input.subMerchants ?? []) {
    const id = newId('mer');
    subMerchantIds.push(id);
    await db.insert(merchants).values({
      id,
      code: newCode('MER'),
      name,
      country: input.country ?? 'USA',
      defaultCurrency: input.currency ?? 'USD',
      parentId: merchantId,
    });
  }
  const tenantIds: string[] = [];
  for (const name of input.tenants ?? ['Main store']) {
    const id = newId('ten');
    tenantIds.push(id);
    await db.insert(tenants).values({ id, merchantId, name });
  }
  return { merchantId, subMerchantIds, tenantIds };
}

/** Sandbox institutions: fixed ids so links and tests can name them. */
export const SANDBOX_INSTITUTIONS = [
  {
    id: 'ins_00000000-0000-4000-8000-000000000001',
    name: 'First Sandbox Bank',
    country: 'USA',
    requiresValidation: false,
  },
  {
    id: 'ins_00000000-0000-4000-8000-000000000002',
    name: 'Sandbox Credit Union',
    country: 'USA',
    requiresValidation: false,
  },
  {
    id: 'ins_00000000-0000-4000-8000-000000000003',
    name: 'Verification Savings Bank',
    country: 'USA',
    requiresValidation: true,
  },
  {
    id: 'ins_00000000-0000-4000-8000-000000000004',
    name: 'Pacific Sandbox Trust',
    country: 'USA',
    requiresValidation: false,
  },
  {
    id: 'ins_00000000-0000-4000-8000-000000000005',
    name: 'Banco Sandbox de Colombia',
    country: 'COL',
    requiresValidation: false,
  },
  {
    id: 'ins_00000000-0000-4000-8000-000000000006',
    name: 'Banco Andino de Pruebas',
    country: 'COL',
    requiresValidation: true,
  },
] as const;

export async function ensureInstitutions(db: DbOrTx): Promise<void> {
  await db
    .insert(institutions)
    .values([...SANDBOX_INSTITUTIONS])
    .onConflictDoNothing();
}

export async function merchantExists(db: DbOrTx, id: string): Promise<boolean> {
  const rows = await db.select({ id: merchants.id }).from(merchants).where(eq(merchants.id, id));
  return rows.length > 0;
}
