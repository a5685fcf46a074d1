import { createHmac, randomBytes } from 'node:crypto';
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { accounts, endUsers, institutions, settings, type Metadata } from '../db/schema';
import { serializeEndUser, type EndUserRow } from '../end-users/queries';
import { conflict, invalidField } from '../lib/problems';
import { after, allOf, dateRange, newestFirst, paginate } from '../db/pages';
import { listSeek } from '../db/seek';
import { newCode, newId } from '../lib/ids';
import {
  afterValidation,
  capabilitiesFor,
  currencyForCountry,
  initialConnection,
  lastFour,
  validationOutcome,
  type ValidationOutcome,
} from './states';
import type { AccountListParams } from './schemas';
import { isUniqueViolation } from '../db/errors';

export type AccountRow = typeof accounts.$inferSelect;

export interface AccountRecord {
  account: AccountRow;
  endUser: EndUserRow | null;
  institution: { id: string; name: string };
}

/**
 * The key account numbers are hashed with (HMAC-SHA256), kept in the database so every service
 * process agrees: a bare SHA-256 of a 4–20 digit number could be reversed by trying them all.
 */
async function accountNumberKey(db: DbOrTx): Promise<string> {
  await db
    .insert(settings)
    .values({ key: 'account_number_key', value: randomBytes(32).toString('base64url') })
    .onConflictDoNothing();
  const [row] = await db.select().from(settings).where(eq(settings.key, 'account_number_key'));
  return row.value;
}

/** Per merchant, so the same bank account cannot be correlated across merchants. */
export async function hashAccountNumber(db: DbOrTx, merchantId: string, accountNumber: string): Promise<string> {
  return createHmac('sha256', await accountNumberKey(db))
    .update(`${merchantId}:${accountNumber}`)
    .digest('hex');
}

export interface ConnectAccountParams {
  merchantId: string;
  /** The merchant or sub-merchant the account belongs to. */
  ownerMerchantId: string;
  endUserId: string;
  institutionId: string;
  /** Digits only; only its keyed hash and last 4 digits are stored. */
  accountNumber: string;
  routingNumber?: string | null;
  type?: string;
  subtype?: string;
  primaryReference?: string | null;
  secondaryReference?: string | null;
  metadata?: Metadata;
  /** MERCHANT_API (POST /accounts/connect/), CONNECT_LINK (hosted page), MERCHANT_PORTAL… */
  creationSource: string;
  sourceConnectLinkId?: string | null;
  now: Date;
}

/**
 * Connects a bank account: the one way accounts come to exist (API, hosted Connect page, seed).
 * An institution that requires validation holds it VERIFICATION_PENDING with one pending
 * validation; otherwise it is CONNECTED. The same account number at the same institution can be
 * live once per end user (a unique index guards it): connecting it again is a 409.
 * Throws a 400 naming institution_uuid when the institution is unknown.
 */
export async function connectAccount(db: DbOrTx, params: ConnectAccountParams): Promise<AccountRow> {
  const [institution] = await db.select().from(institutions).where(eq(institutions.id, params.institutionId));
  if (!institution)
    throw invalidField(
      'institution_uuid',
      'unknown_institution',
      `'institution_uuid': no institution with id '${params.institutionId}'.`,
    );
  const numberHash = await hashAccountNumber(db, params.merchantId, params.accountNumber);
  const [live] = await db
    .select({ id: accounts.id })
    .from(accounts)
    .where(
      and(
        eq(accounts.merchantId, params.merchantId),
        eq(accounts.endUserId, params.endUserId),
        eq(accounts.institutionId, institution.id),
        eq(accounts.accountNumberHash, numberHash),
        ne(accounts.currentStatus, 'DISCONNECTED'),
      ),
    );
  const duplicate = (id?: string) =>
    conflict(
      'account_already_connected',
      `This end user already has this account connected at ${institution.name}${id ? ` (${id})` : ''}; disconnect it first to connect it again.`,
    );
  if (live) throw duplicate(live.id);

  const subtype = params.subtype ?? 'CHECKING';
  const { capabilities, enabledRealTimePayouts } = capabilitiesFor(subtype);
  try {
    const [row] = await db
      .insert(accounts)
      .values({
        id: newId('acc'),
        code: newCode('ACC'),
        merchantId: params.merchantId,
        ownerMerchantId: params.ownerMerchantId,
        endUserId: params.endUserId,
        institutionId: institution.id,
        sourceConnectLinkId: params.sourceConnectLinkId ?? null,
        ...initialConnection(institution),
        token: newId('tok'),
        accountNumberHash: numberHash,
        routingNumber: params.routingNumber ?? null,
        last4: lastFour(params.accountNumber),
        type: params.type ?? 'DEPOSITORY',
        subtype,
        currency: currencyForCountry(institution.country),
        capabilities,
        enabledRealTimePayouts,
        primaryReference: params.primaryReference ?? null,
        secondaryReference: params.secondaryReference ?? null,
        metadata: params.metadata ?? {},
        creationSource: params.creationSource,
        dateCreated: params.now,
        dateUpdated: params.now,
      })
      .returning();
    return row;
  } catch (error) {
    if (isUniqueViolation(error)) throw duplicate();
    throw error;
  }
}

/** The account row alone, scoped to the merchant (for other resources that reference accounts). */
export async function getAccount(db: DbOrTx, merchantId: string, id: string): Promise<AccountRow | undefined> {
  const [row] = await db
    .select()
    .from(accounts)
    .where(and(eq(accounts.merchantId, merchantId), eq(accounts.id, id)));
  return row;
}

/** An account by its tok_ token, scoped to the merchant. */
export async function getAccountByToken(
  db: DbOrTx,
  merchantId: string,
  token: string,
): Promise<AccountRow | undefined> {
  const [row] = await db
    .select()
    .from(accounts)
    .where(and(eq(accounts.merchantId, merchantId), eq(accounts.token, token)));
  return row;
}

function selectRecords(db: DbOrTx) {
  return db
    .select({ account: accounts, endUser: endUsers, institution: { id: institutions.id, name: institutions.name } })
    .from(accounts)
    .innerJoin(institutions, eq(institutions.id, accounts.institutionId))
    .leftJoin(endUsers, eq(endUsers.id, accounts.endUserId));
}

export async function getAccountRecord(db: DbOrTx, merchantId: string, id: string): Promise<AccountRecord | undefined> {
  const [row] = await selectRecords(db).where(and(eq(accounts.merchantId, merchantId), eq(accounts.id, id)));
  return row;
}

export function listAccounts(db: DbOrTx, merchantId: string, params: AccountListParams) {
  const where = allOf([
    eq(accounts.merchantId, merchantId),
    params.type ? eq(accounts.type, params.type) : undefined,
    params.subtype ? eq(accounts.subtype, params.subtype) : undefined,
    params.current_status ? eq(accounts.currentStatus, params.current_status) : undefined,
    params.primary_reference ? eq(accounts.primaryReference, params.primary_reference) : undefined,
    params.secondary_reference ? eq(accounts.secondaryReference, params.secondary_reference) : undefined,
    ...dateRange(accounts.dateCreated, params.date_from, params.date_to),
    params.institution_uuid ? eq(accounts.institutionId, params.institution_uuid) : undefined,
    params.uuid ? eq(accounts.id, params.uuid) : undefined,
    params.uuid_in ? inArray(accounts.id, params.uuid_in) : undefined,
    params.code ? eq(accounts.code, params.code) : undefined,
    params.last_4 ? eq(accounts.last4, params.last_4) : undefined,
    params.end_user_uuid ? eq(accounts.endUserId, params.end_user_uuid) : undefined,
    params.end_user_code ? eq(endUsers.code, params.end_user_code) : undefined,
    params.end_user_email ? sql`lower(${endUsers.email}) = lower(${params.end_user_email})` : undefined,
    params.end_user_local_id ? eq(endUsers.localId, params.end_user_local_id) : undefined,
    // The end user is the merchant's: saying so lets the (merchant_id, lower(email)) and (merchant_id, local_id) indexes serve.
    params.end_user_email || params.end_user_local_id ? eq(endUsers.merchantId, merchantId) : undefined,
    params.merchant_id ? eq(accounts.ownerMerchantId, params.merchant_id) : undefined,
  ]);
  return paginate(
    params,
    (limit, offset, key) =>
      selectRecords(db)
        .where(and(where, after(accounts.dateCreated, accounts.id, key)))
        .orderBy(...newestFirst(accounts.dateCreated, accounts.id))
        .limit(limit)
        .offset(offset),
    // Disconnecting and validating move an account's status.
    listSeek(db, {
      name: 'accounts',
      table: accounts,
      merchantId,
      params,
      changing: ['current_status'],
      keyOf: ({ account }: { account: AccountRow }) => ({ created: account.dateCreated, id: account.id }),
    }),
  );
}

/**
 * DISCONNECTED with reason and note; pending validations are dropped. The status condition in the
 * UPDATE makes a concurrent second disconnect find nothing (→ 409), never overwrite the first.
 */
export async function disconnectAccount(
  db: DbOrTx,
  merchantId: string,
  id: string,
  input: { reason: string; note: string | null; now: Date },
): Promise<AccountRow | undefined> {
  const [row] = await db
    .update(accounts)
    .set({
      currentStatus: 'DISCONNECTED',
      disconnectionReason: input.reason,
      disconnectionNote: input.note,
      requiresAccountValidation: false,
      pendingAccountValidations: null,
      dateUpdated: input.now,
    })
    .where(and(eq(accounts.merchantId, merchantId), eq(accounts.id, id), ne(accounts.currentStatus, 'DISCONNECTED')))
    .returning();
  return row;
}

/**
 * PUT /accounts/validate: under a row lock, so two validations of one account cannot both apply.
 * `not_found` covers unknown ids and other merchants' accounts alike.
 */
export async function validateAccount(
  db: DbOrTx,
  merchantId: string,
  id: string,
  slug: string,
  now: Date,
): Promise<{ outcome: ValidationOutcome | 'not_found'; account?: AccountRow }> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(accounts)
      .where(and(eq(accounts.merchantId, merchantId), eq(accounts.id, id)))
      .for('update');
    if (!row) return { outcome: 'not_found' as const };
    const outcome = validationOutcome(row, slug);
    if (outcome !== 'validated') return { outcome };
    const [updated] = await tx
      .update(accounts)
      .set({ ...afterValidation(row.pendingAccountValidations ?? [], slug), dateUpdated: now })
      .where(eq(accounts.id, row.id))
      .returning();
    return { outcome, account: updated };
  });
}

export function serializeAccount({ account, endUser, institution }: AccountRecord) {
  return {
    uuid: account.id,
    code: account.code,
    token: account.token,
    source_connect_link: account.sourceConnectLinkId,
    current_status: account.currentStatus,
    requires_account_validation: account.requiresAccountValidation,
    pending_account_validations: account.pendingAccountValidations ?? null,
    remarks: account.remarks,
    institution: { uuid: institution.id, name: institution.name },
    last_4: account.last4,
    routing_number: account.routingNumber,
    type: account.type,
    subtype: account.subtype,
    currency: { code: account.currency },
    capabilities: account.capabilities,
    enabled_real_time_payouts: account.enabledRealTimePayouts,
    end_user: endUser ? serializeEndUser(endUser) : null,
    disconnection_reason: account.disconnectionReason,
    disconnect_reason: account.disconnectionReason,
    disconnection_note: account.disconnectionNote,
    primary_reference: account.primaryReference,
    secondary_reference: account.secondaryReference,
    metadata: account.metadata,
    merchant_id: account.ownerMerchantId,
    creation_source: account.creationSource,
    date_created_gmt: account.dateCreated.toISOString(),
    date_updated_gmt: account.dateUpdated.toISOString(),
  };
}
