import { randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { apiClients } from '../db/schema';
import { after, allOf, newestFirst, paginate } from '../db/pages';
import { conflict, forbidden, invalidField, notFound } from '../lib/problems';
import { createClient, hashSecret, newClientSecret } from '../oauth/clients';
import type { CreateClientInput } from './schemas';

type ClientRow = typeof apiClients.$inferSelect;

export const DEFAULT_GRACE_SECONDS = 3600;

export function serializeClient(row: ClientRow) {
  return {
    client_id: row.clientId,
    name: row.name,
    scopes: row.scopes.split(' ').filter(Boolean),
    status: row.disabled ? ('REVOKED' as const) : ('ACTIVE' as const),
    created_by: row.createdBy,
    date_created_gmt: row.dateCreated.toISOString(),
    last_used_gmt: row.lastUsedAt?.toISOString() ?? null,
    previous_secret_expires_at: row.previousSecretExpiresAt?.toISOString() ?? null,
    revoked_at: row.disabledAt?.toISOString() ?? null,
  };
}

/** A client of the caller's merchant, with at most the caller's scopes (a client cannot mint a stronger one). */
export async function createManagedClient(
  db: DbOrTx,
  caller: { merchantId: string; scopes: string[] },
  input: CreateClientInput,
  now: Date,
) {
  const beyond = input.scopes.filter((s) => !caller.scopes.includes(s));
  if (beyond.length)
    throw invalidField(
      'scopes',
      'scope_not_held',
      `'scopes' may only list scopes this client holds; not: ${beyond.join(', ')}.`,
    );
  const clientId = `cli_${randomBytes(12).toString('hex')}`;
  const { clientSecret } = await createClient(db, {
    merchantId: caller.merchantId,
    name: input.name,
    scopes: [...new Set(input.scopes)],
    clientId,
    createdBy: input.created_by ?? null,
    now,
  });
  return { row: await getClient(db, caller.merchantId, clientId), clientSecret };
}

export async function getClient(db: DbOrTx, merchantId: string, clientId: string): Promise<ClientRow> {
  const [row] = await db
    .select()
    .from(apiClients)
    .where(and(eq(apiClients.merchantId, merchantId), eq(apiClients.clientId, clientId)));
  if (!row) throw notFound('API client', clientId);
  return row;
}

export function listClients(db: DbOrTx, merchantId: string, params: { page?: number; page_size?: number }) {
  return paginate(params, (limit, offset, key) =>
    db
      .select()
      .from(apiClients)
      .where(allOf([eq(apiClients.merchantId, merchantId), after(apiClients.dateCreated, apiClients.clientId, key)]))
      .orderBy(...newestFirst(apiClients.dateCreated, apiClients.clientId))
      .limit(limit)
      .offset(offset),
  );
}

/** The client making the request: its id and the scopes of its token. */
export interface Caller {
  merchantId: string;
  clientId: string;
  scopes: string[];
}

/**
 * A client of the caller's merchant that the caller may rotate or revoke: never the console's own client, and
 * only one whose every scope the caller holds (a `manage:clients` key cannot take over a stronger key).
 */
async function manageableClient(db: DbOrTx, caller: Caller, clientId: string): Promise<ClientRow> {
  const target = await getClient(db, caller.merchantId, clientId);
  if (target.protected) {
    throw forbidden(
      'client_protected',
      `API client '${clientId}' is the console’s own client; it cannot be rotated or revoked through the API.`,
    );
  }
  const beyond = target.scopes.split(' ').filter((s) => s && !caller.scopes.includes(s));
  if (beyond.length) {
    throw forbidden(
      'scope_not_held',
      `API client '${clientId}' holds scopes this client does not (${beyond.join(', ')}); only a client holding all of them may rotate or revoke it.`,
    );
  }
  return target;
}

/**
 * A new secret; the current one keeps obtaining tokens for the grace period. With no grace (0) the tokens
 * already issued end too: the client's token generation is raised.
 */
export async function rotateClientSecret(
  db: DbOrTx,
  caller: Caller,
  clientId: string,
  graceSeconds: number,
  now: Date,
) {
  const current = await manageableClient(db, caller, clientId);
  if (current.disabled) throw conflict('client_revoked', 'A revoked client cannot be rotated; create a new one.');
  const clientSecret = newClientSecret();
  const [row] = await db
    .update(apiClients)
    .set({
      secretHash: hashSecret(clientSecret),
      previousSecretHash: graceSeconds > 0 ? current.secretHash : null,
      previousSecretExpiresAt: graceSeconds > 0 ? new Date(now.getTime() + graceSeconds * 1000) : null,
      ...(graceSeconds > 0 ? {} : { tokenGeneration: sql`${apiClients.tokenGeneration} + 1` }),
    })
    .where(and(eq(apiClients.merchantId, caller.merchantId), eq(apiClients.clientId, clientId)))
    .returning();
  return { row, clientSecret };
}

/** Revokes a client: no new tokens, and the ones issued end (its token generation is raised too). */
export async function revokeClient(db: DbOrTx, caller: Caller, clientId: string, now: Date): Promise<ClientRow> {
  if (clientId === caller.clientId)
    throw conflict('cannot_revoke_self', 'A client cannot revoke itself; use another client or the command line.');
  await manageableClient(db, caller, clientId);
  const [row] = await db
    .update(apiClients)
    .set({
      disabled: true,
      disabledAt: now,
      previousSecretHash: null,
      previousSecretExpiresAt: null,
      tokenGeneration: sql`${apiClients.tokenGeneration} + 1`,
    })
    .where(and(eq(apiClients.merchantId, caller.merchantId), eq(apiClients.clientId, clientId)))
    .returning();
  return row;
}
