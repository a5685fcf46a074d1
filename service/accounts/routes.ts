import { createRoute, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { getEndUser, resolveRequestEndUser } from '../end-users/queries';
import { endUserChoiceRules } from '../end-users/conditions';
import { gather, withBodyRules } from '../http/body-rules';
import type { AppEnv } from '../http/env';
import { conflict, invalid, invalidField, notFound, type FieldError } from '../http/errors';
import { readerFor } from '../http/readers';
import { newRouter } from '../http/router';
import { errorResponses, guard, jsonBody, jsonResponse } from '../http/route-spec';
import { getInstitution } from '../institutions/queries';
import { getMerchant, resolveOwnerMerchant } from '../merchants/owner';
import {
  connectAccount,
  disconnectAccount,
  getAccount,
  getAccountRecord,
  listAccounts,
  serializeAccount,
  validateAccount,
} from './queries';
import {
  AccountEnvelope,
  AccountListEnvelope,
  AccountListQuery,
  ConnectAccountBody,
  DisconnectAccountBody,
  ValidateAccountBody,
  type ConnectAccountInput,
} from './schemas';

const tags = ['Accounts'];
const uuidParam = z.object({
  account_uuid: z.string().openapi({ description: 'Account id (acc_…).', example: 'acc_…' }),
});

const list = createRoute({
  method: 'get',
  path: '/accounts/list',
  tags,
  summary: 'List connected accounts',
  middleware: guard('read:accounts'),
  request: { query: AccountListQuery },
  responses: { 200: jsonResponse(AccountListEnvelope, 'A page of accounts, newest first'), ...errorResponses },
});

const get = createRoute({
  method: 'get',
  path: '/accounts/{account_uuid}',
  tags,
  summary: 'Get an account',
  middleware: guard('read:accounts'),
  request: { params: uuidParam },
  responses: { 200: jsonResponse(AccountEnvelope, 'The account'), ...errorResponses },
});

const disconnect = createRoute({
  method: 'put',
  path: '/accounts/{account_uuid}/disconnect',
  tags,
  summary: 'Disconnect an account',
  description:
    'Any state but DISCONNECTED → DISCONNECTED, with the reason and note; disconnecting a disconnected account is a 409.',
  middleware: guard('write:accounts'),
  request: { params: uuidParam, body: jsonBody(DisconnectAccountBody) },
  responses: { 200: jsonResponse(AccountEnvelope, 'The disconnected account'), ...errorResponses },
});

const connect = createRoute({
  method: 'post',
  path: '/accounts/connect/',
  tags,
  summary: 'Connect an account with data the merchant supplies (no Connect Link)',
  description:
    'Exactly one of existing_end_user_id and new_end_user_details. An institution that requires validation answers ' +
    'VERIFICATION_PENDING with pending_account_validations; otherwise CONNECTED. The same account number at the same ' +
    'institution may be live once per end user (409 account_already_connected). Also served without the trailing slash.',
  middleware: guard('write:accounts', { idempotent: true }),
  request: { body: jsonBody(ConnectAccountBody) },
  responses: { 201: jsonResponse(AccountEnvelope, 'The connected account'), ...errorResponses },
});

const validate = createRoute({
  method: 'put',
  path: '/accounts/validate',
  tags,
  summary: 'Validate a pending account connection',
  description:
    'Send a slug from the account’s pending_account_validations: the account becomes CONNECTED once none is left. ' +
    'A slug that is not pending is a 400 naming slug; an account with nothing pending is a 409.',
  middleware: guard('write:accounts'),
  request: { body: jsonBody(ValidateAccountBody) },
  responses: { 200: jsonResponse(AccountEnvelope, 'The account after validation'), ...errorResponses },
});

const connectRules = withBodyRules(async (c, body) => {
  const merchant = await getMerchant(c.var.deps.db, c.var.auth.merchantId);
  return endUserChoiceRules(body, {
    merchantCountry: merchant?.country ?? 'USA',
    today: c.var.deps.clock.now().toISOString().slice(0, 10),
  });
});

async function connectFromRequest(c: Context<AppEnv>, input: ConnectAccountInput) {
  const { db, clock } = c.var.deps;
  const { merchantId } = c.var.auth;
  const now = clock.now();
  // References are checked together, so one 400 names every unknown id.
  const errors: FieldError[] = [];
  const institution = await getInstitution(db, input.institution_uuid);
  if (!institution)
    errors.push({
      param: 'institution_uuid',
      code: 'unknown_institution',
      message: `'institution_uuid': no institution with id '${input.institution_uuid}'.`,
    });
  const owner = await gather(errors, () => resolveOwnerMerchant(db, merchantId, input.merchant_id));
  const existing = input.existing_end_user_id
    ? await getEndUser(db, merchantId, input.existing_end_user_id)
    : undefined;
  if (input.existing_end_user_id && !existing) {
    errors.push({
      param: 'existing_end_user_id',
      code: 'unknown_end_user',
      message: `'existing_end_user_id': you have no end user with id '${input.existing_end_user_id}'.`,
    });
  }
  if (errors.length) throw invalid(errors);

  const accountId = await db.transaction(async (tx) => {
    const endUser = await resolveRequestEndUser(tx, merchantId, input, {
      ownerMerchantId: owner ?? merchantId,
      creationSource: 'MERCHANT_API',
      now,
    });
    const account = await connectAccount(tx, {
      merchantId,
      ownerMerchantId: input.merchant_id ? (owner ?? merchantId) : endUser.ownerMerchantId,
      endUserId: endUser.id,
      institutionId: input.institution_uuid,
      accountNumber: input.account_number,
      routingNumber: input.routing_number,
      type: input.type,
      subtype: input.subtype,
      primaryReference: input.primary_reference,
      secondaryReference: input.secondary_reference,
      metadata: input.metadata,
      creationSource: 'MERCHANT_API',
      now,
    });
    return account.id;
  });
  const record = await getAccountRecord(db, merchantId, accountId);
  return c.json({ account: serializeAccount(record!) }, 201);
}

export function accountsRouter() {
  const router = newRouter();
  router.openapi(list, async (c) => {
    const { items, pageInfo } = await listAccounts(readerFor(c), c.var.auth.merchantId, c.req.valid('query'));
    return c.json({ accounts: items.map(serializeAccount), page_info: pageInfo }, 200);
  });
  router.openapi(connect, (c) => connectFromRequest(c, c.req.valid('json')), connectRules);
  router.openapi(
    { ...connect, path: '/accounts/connect', hide: true },
    (c) => connectFromRequest(c, c.req.valid('json')),
    connectRules,
  );
  router.openapi(validate, async (c) => {
    const { db, clock } = c.var.deps;
    const { merchantId } = c.var.auth;
    const { account_uuid, slug } = c.req.valid('json');
    const { outcome } = await validateAccount(db, merchantId, account_uuid, slug, clock.now());
    if (outcome === 'not_found') throw notFound('account', account_uuid);
    if (outcome === 'nothing_pending')
      throw conflict('no_pending_validation', `Account '${account_uuid}' has no pending validation.`);
    if (outcome === 'slug_mismatch')
      throw invalidField(
        'slug',
        'unknown_slug',
        `'slug' is not pending on account '${account_uuid}'; use a slug from its pending_account_validations.`,
      );
    const record = await getAccountRecord(db, merchantId, account_uuid);
    return c.json({ account: serializeAccount(record!) }, 200);
  });
  router.openapi(get, async (c) => {
    const { account_uuid } = c.req.valid('param');
    const record = await getAccountRecord(c.var.deps.db, c.var.auth.merchantId, account_uuid);
    if (!record) throw notFound('account', account_uuid);
    return c.json({ account: serializeAccount(record) }, 200);
  });
  router.openapi(disconnect, async (c) => {
    const { db, clock } = c.var.deps;
    const { merchantId } = c.var.auth;
    const { account_uuid } = c.req.valid('param');
    const body = c.req.valid('json');
    const updated = await disconnectAccount(db, merchantId, account_uuid, {
      reason: body.disconnection_reason,
      note: body.disconnection_note ?? null,
      now: clock.now(),
    });
    if (!updated) {
      if (!(await getAccount(db, merchantId, account_uuid))) throw notFound('account', account_uuid);
      throw conflict('account_already_disconnected', `Account '${account_uuid}' is already DISCONNECTED.`);
    }
    const record = await getAccountRecord(db, merchantId, account_uuid);
    return c.json({ account: serializeAccount(record!) }, 200);
  });
  return router;
}
