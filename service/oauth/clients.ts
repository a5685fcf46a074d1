import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { apiClients } from '../db/schema';

export const ALL_SCOPES = [
  'read:payments',
  'write:payments',
  'write:transaction',
  'read:accounts',
  'write:accounts',
  'read:connect',
  'write:connect',
  'read:events',
  'write:webhooks',
] as const;

/** Client secrets are 256 random bits, so one SHA-256 is a sound hash for them (no password stretching needed). */
export function hashSecret(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}

export function secretMatches(secret: string, hash: string): boolean {
  const a = Buffer.from(hashSecret(secret), 'hex');
  const b = Buffer.from(hash, 'hex');
  return a.length === b.length && timingSafeEqual(a, b);
}

export async function createClient(
  db: DbOrTx,
  input: { merchantId: string; name: string; scopes?: readonly string[]; clientId?: string; clientSecret?: string },
): Promise<{ clientId: string; clientSecret: string }> {
  const clientId = input.clientId ?? `cli_${randomBytes(12).toString('hex')}`;
  const clientSecret = input.clientSecret ?? `sk_${randomBytes(32).toString('base64url')}`;
  await db.insert(apiClients).values({
    clientId,
    merchantId: input.merchantId,
    name: input.name,
    secretHash: hashSecret(clientSecret),
    scopes: (input.scopes ?? ALL_SCOPES).join(' '),
  });
  return { clientId, clientSecret };
}

export async function findClient(db: DbOrTx, clientId: string) {
  const [client] = await db.select().from(apiClients).where(eq(apiClients.clientId, clientId));
  return client;
}

const activeCache = new Map<string, { active: boolean; at: number }>();
const CACHE_MS = 5_000;

/** Whether the client still exists and is enabled; cached for a few seconds per process. */
export async function isClientActive(db: DbOrTx, clientId: string): Promise<boolean> {
  const hit = activeCache.get(clientId);
  if (hit && Date.now() - hit.at < CACHE_MS) return hit.active;
  const client = await findClient(db, clientId);
  const active = Boolean(client && !client.disabled);
  activeCache.set(clientId, { active, at: Date.now() });
  return active;
}
