import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { apiClients } from '../db/schema';
import { after, allOf, newestFirst, paginate } from '../http/list';
import { conflict, invalidField, notFound } from '../lib/problems';
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
export async function createManagedClient(db: DbOrTx, caller: { merchantId: string; scopes: string[] }, input: CreateClientInput, now: Date) {
  const beyond = input.scopes.filter((s) => !caller.scopes.includes(s));
  if (beyond.length) throw invalidField('scopes', 'scope_not_held', `'scopes' may only list scopes this client holds; not: ${beyond.join(', ')}.`);
  const clientId = `cli_${randomBytes(12).toString('hex')}`;
  const { clientSecret } = await createClient(db, { merchantId: caller.merchantId, name: input.name, scopes: [...new Set(input.scopes)], clientId, createdBy: input.created_by ?? null, now });
  return { row: await getClient(db, caller.merchantId, clientId), clientSecret };
}

export async function getClient(db: DbOrTx, merchantId: string, clientId: string): Promise<ClientRow> {
  const [row] = await db.select().from(apiClients).where(and(eq(apiClients.merchantId, merchantId), eq(apiClients.clientId, clientId)));
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

/** A new secret; the current one keeps obtaining tokens for the grace period (0 ends it now). */
export async function rotateClientSecret(db: DbOrTx, merchantId: string, clientId: string, graceSeconds: number, now: Date) {
  const current = await getClient(db, merchantId, clientId);
  if (current.disabled) throw conflict('client_revoked', 'A revoked client cannot be rotated; create a new one.');
  const clientSecret = newClientSecret();
  const [row] = await db
    .update(apiClients)
    .set({
      secretHash: hashSecret(clientSecret),
      previousSecretHash: graceSeconds > 0 ? current.secretHash : null,
      previousSecretExpiresAt: graceSeconds > 0 ? new Date(now.getTime() + graceSeconds * 1000) : null,
    })
    .where(and(eq(apiClients.merchantId, merchantId), eq(apiClients.clientId, clientId)))
    .returning();
  return { row, clientSecret };
}

/** Revokes a client: no new tokens, and its tokens stop working once the active-client cache expires (seconds). */
export async function revokeClient(db: DbOrTx, merchantId: string, clientId: string, callerClientId: string, now: Date): Promise<ClientRow> {
  if (clientId === callerClientId) throw conflict('cannot_revoke_self', 'A client cannot revoke itself; use another client or the command line.');
  await getClient(db, merchantId, clientId);
  const [row] = await db
    .update(apiClients)
    .set({ disabled: true, disabledAt: now, previousSecretHash: null, previousSecretExpiresAt: null })
    .where(and(eq(apiClients.merchantId, merchantId), eq(apiClients.clientId, clientId)))
    .returning();
  return row;
}
