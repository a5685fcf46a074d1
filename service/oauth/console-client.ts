import { createHmac } from 'node:crypto';
import { asc, isNull } from 'drizzle-orm';
import type { Db } from '../db/client';
import { apiClients, merchants } from '../db/schema';
import { ALL_SCOPES, findClient, forgetClient, hashSecret, secretMatches } from './clients';

/**
 * The console's own API client (embedded mode on a PostgreSQL server, docs/operations.md "The console's own
 * client"): one per merchant the console serves, made and kept by the service itself. Its id is
 * `console-<merchant id>`, so anyone can tell it apart from the clients a merchant makes (isConsoleClientId);
 * its secret is derived from the token signing key, so every console process on the database computes the same
 * one and it is never printed, stored or sent anywhere.
 */
export const CONSOLE_CLIENT_PREFIX = 'console-';

export function consoleClientId(merchantId: string): string {
  return `${CONSOLE_CLIENT_PREFIX}${merchantId}`;
}

/** Whether a client is a console's own (the console breaks if it is rotated or revoked). */
export function isConsoleClientId(clientId: string): boolean {
  return clientId.startsWith(CONSOLE_CLIENT_PREFIX);
}

export function consoleClientSecret(tokenSecret: Uint8Array, clientId: string): string {
  return `sk_${createHmac('sha256', tokenSecret).update(`console-client\0${clientId}`).digest('base64url')}`;
}

/**
 * Which merchant the console serves: CONSOLE_MERCHANT_ID when set, else the database's only top-level
 * merchant. Throws one sentence an operator can act on otherwise.
 */
export async function consoleMerchantId(db: Db, wanted: string | undefined): Promise<string> {
  const rows = await db
    .select({ id: merchants.id, name: merchants.name })
    .from(merchants)
    .where(isNull(merchants.parentId))
    .orderBy(asc(merchants.dateCreated));
  if (wanted) {
    if (rows.some((r) => r.id === wanted)) return wanted;
    throw new Error(
      `CONSOLE_MERCHANT_ID is ${wanted}, but the database has no such top-level merchant: set it to one of ${describe(rows)}.`,
    );
  }
  if (rows.length === 1) return rows[0].id;
  if (!rows.length)
    throw new Error(
      'The database has no merchant yet: run `npm run clients:create -- --merchant-name "Your Company"` first.',
    );
  throw new Error(
    `The database has ${rows.length} merchants: set CONSOLE_MERCHANT_ID to the one the console serves (${describe(rows)}).`,
  );
}

function describe(rows: { id: string; name: string }[]): string {
  return rows.length
    ? rows.map((r) => `${r.id} "${r.name}"`).join(', ')
    : 'none (run npm run clients:create -- --merchant-name "Your Company")';
}

/** Finds or creates the console's client of the merchant, and puts it back in working order (secret, scopes, enabled, protected from rotation and revocation through the API). */
export async function ensureConsoleClient(
  db: Db,
  tokenSecret: Uint8Array,
  merchantId: string,
): Promise<{ clientId: string; clientSecret: string; merchantId: string }> {
  const clientId = consoleClientId(merchantId);
  const clientSecret = consoleClientSecret(tokenSecret, clientId);
  const scopes = ALL_SCOPES.join(' ');
  const existing = await findClient(db, clientId);
  if (
    !existing ||
    existing.disabled ||
    !existing.protected ||
    existing.scopes !== scopes ||
    !secretMatches(clientSecret, existing.secretHash)
  ) {
    // Several console processes may start at once: the last write wins, and they all write the same row.
    const values = {
      secretHash: hashSecret(clientSecret),
      scopes,
      protected: true,
      disabled: false,
      disabledAt: null,
      previousSecretHash: null,
      previousSecretExpiresAt: null,
    };
    await db
      .insert(apiClients)
      .values({ clientId, merchantId, name: 'Merchant Console (the console’s own client)', ...values })
      .onConflictDoUpdate({ target: apiClients.clientId, set: values });
    forgetClient(clientId);
  }
  return { clientId, clientSecret, merchantId };
}
