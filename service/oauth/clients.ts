import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { and, eq, isNull, lt, or } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { apiClients } from '../db/schema';
import { API_SCOPES } from '../../core/scopes';

export const ALL_SCOPES = API_SCOPES;

/** Client secrets are 256 random bits, so one SHA-256 is a sound hash for them (no password stretching needed). */
export function hashSecret(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}

export function secretMatches(secret: string, hash: string): boolean {
  const a = Buffer.from(hashSecret(secret), 'hex');
  const b = Buffer.from(hash, 'hex');
  return a.length === b.length && timingSafeEqual(a, b);
}

export function newClientSecret(): string {
  return `sk_${randomBytes(32).toString('base64url')}`;
}

export async function createClient(
  db: DbOrTx,
  input: {
    merchantId: string;
    name: string;
    scopes?: readonly string[];
    clientId?: string;
    clientSecret?: string;
    createdBy?: string | null;
    now?: Date;
  },
): Promise<{ clientId: string; clientSecret: string }> {
  const clientId = input.clientId ?? `cli_${randomBytes(12).toString('hex')}`;
  const clientSecret = input.clientSecret ?? newClientSecret();
  await db.insert(apiClients).values({
    clientId,
    merchantId: input.merchantId,
    name: input.name,
    secretHash: hashSecret(clientSecret),
    scopes: (input.scopes ?? ALL_SCOPES).join(' '),
    createdBy: input.createdBy ?? null,
    ...(input.now && { dateCreated: input.now }),
  });
  return { clientId, clientSecret };
}

/** Whether `secret` is the client's, or its previous one still inside the rotation's grace period. */
export function clientSecretMatches(client: typeof apiClients.$inferSelect, secret: string, now: Date): boolean {
  if (secretMatches(secret, client.secretHash)) return true;
  return Boolean(
    client.previousSecretHash &&
    client.previousSecretExpiresAt &&
    client.previousSecretExpiresAt > now &&
    secretMatches(secret, client.previousSecretHash),
  );
}

const USE_RECORD_MS = 60_000;

/** Records that the client was used, at most once a minute per client (last_used_at is allowed a minute of staleness). */
export async function recordClientUse(db: DbOrTx, clientId: string, now: Date): Promise<void> {
  await db
    .update(apiClients)
    .set({ lastUsedAt: now })
    .where(
      and(
        eq(apiClients.clientId, clientId),
        or(isNull(apiClients.lastUsedAt), lt(apiClients.lastUsedAt, new Date(now.getTime() - USE_RECORD_MS))),
      ),
    );
}

export async function findClient(db: DbOrTx, clientId: string) {
  const [client] = await db.select().from(apiClients).where(eq(apiClients.clientId, clientId));
  return client;
}

/** What verifying a token needs of its client: whether it may still be used, and the token generation in force. */
export interface ClientTokenState {
  active: boolean;
  generation: number;
}

const stateCache = new Map<string, ClientTokenState & { at: number }>();
const CACHE_MS = 5_000;

/**
 * Whether the client still exists and is enabled, and its token generation (tokens issued under an older one
 * are refused): one lookup, cached for a few seconds per process. A rotation or revocation forgets the entry
 * in the process that served it, so there it applies at once; other processes follow within CACHE_MS.
 */
export async function clientTokenState(db: DbOrTx, clientId: string): Promise<ClientTokenState> {
  const hit = stateCache.get(clientId);
  if (hit && Date.now() - hit.at < CACHE_MS) return hit;
  const client = await findClient(db, clientId);
  const state = { active: Boolean(client && !client.disabled), generation: client?.tokenGeneration ?? 0 };
  stateCache.set(clientId, { ...state, at: Date.now() });
  // A cache miss is at most one per client every CACHE_MS: the moment to note that the client is in use.
  if (state.active) await recordClientUse(db, clientId, new Date());
  return state;
}

/** Forgets a client's cached state in this process (after a rotation or revocation: its old tokens stop at once here). */
export function forgetClient(clientId: string): void {
  stateCache.delete(clientId);
}

/** Marks the console's own client: the API refuses to rotate or revoke it (service/clients/queries.ts). */
export async function protectClient(db: DbOrTx, clientId: string): Promise<void> {
  await db
    .update(apiClients)
    .set({ protected: true })
    .where(and(eq(apiClients.clientId, clientId), eq(apiClients.protected, false)));
}
