import { createRoute, z } from '@hono/zod-openapi';
import { getEndUser, resolveRequestEndUser } from '../end-users/queries';
import { endUserChoiceRules } from '../end-users/conditions';
import { gather, withBodyRules } from '../http/body-rules';
import { invalid, notFound, type FieldError } from '../http/errors';
import { newRouter } from '../http/router';
import { errorResponses, guard, jsonBody, jsonResponse } from '../http/route-spec';
import { getInstitution } from '../institutions/queries';
import { getOwnedMerchant, resolveOwnerMerchant } from '../merchants/owner';
import { getConnectLinkRecord, insertConnectLink, listConnectLinks, serializeConnectLink } from './queries';
import { introTextRules } from './intro-text';
import { ConnectLinkEnvelope, ConnectLinkListEnvelope, ConnectLinkListQuery, CreateConnectLinkBody } from './schemas';

const tags = ['Connect links'];

const create = createRoute({
  method: 'post',
  path: '/connect/link/create',
  tags,
  summary: 'Create a connect link',
  description:
    'A hosted page on which the end user connects a bank account. Exactly one of existing_end_user_id and ' +
    'new_end_user_details (the new end user is created with creation_source CONNECT_LINK, in the same transaction). ' +
    'intro_text: 40 to 70 characters containing the registered name of the merchant the link is for and the service name.',
  middleware: guard('write:connect', { idempotent: true }),
  request: { body: jsonBody(CreateConnectLinkBody) },
  responses: { 201: jsonResponse(ConnectLinkEnvelope, 'The connect link'), ...errorResponses },
});

const list = createRoute({
  method: 'get',
  path: '/connect/link/list',
  tags,
  summary: 'List connect links',
  middleware: guard('read:connect'),
  request: { query: ConnectLinkListQuery },
  responses: { 200: jsonResponse(ConnectLinkListEnvelope, 'A page of connect links, newest first'), ...errorResponses },
});

const get = createRoute({
  method: 'get',
  path: '/connect/link/{uuid}',
  tags,
  summary: 'Get a connect link',
  middleware: guard('read:connect'),
  request: {
    params: z.object({ uuid: z.string().openapi({ description: 'Connect link id (clk_…).', example: 'clk_…' }) }),
  },
  responses: { 200: jsonResponse(ConnectLinkEnvelope, 'The connect link'), ...errorResponses },
});

/** The rules that need other fields, the merchant or the clock; they run even when zod refused the body. */
const createRules = withBodyRules(async (c, body) => {
  const { db, clock, config } = c.var.deps;
  const { merchantId } = c.var.auth;
  const now = clock.now();
  const merchant = await getOwnedMerchant(db, merchantId);
  const errors: FieldError[] = endUserChoiceRules(body, {
    merchantCountry: merchant?.country ?? 'USA',
    today: now.toISOString().slice(0, 10),
  });
  if (typeof body.intro_text === 'string') {
    // The name to contain is that of the merchant the link is for; an unknown merchant_id is reported on its own.
    const owner =
      typeof body.merchant_id === 'string' ? await getOwnedMerchant(db, merchantId, body.merchant_id) : merchant;
    if (owner)
      errors.push(...introTextRules(body.intro_text, { merchantName: owner.name, serviceName: config.serviceName }));
  }
  return errors;
});

export function connectLinksRouter() {
  const router = newRouter();
  router.openapi(
    create,
    async (c) => {
      const { db, clock, config } = c.var.deps;
      const { merchantId } = c.var.auth;
      const input = c.req.valid('json');
      const now = clock.now();
      // References are checked together, so one 400 names every unknown id.
      const errors: FieldError[] = [];
      const owner = await gather(errors, () => resolveOwnerMerchant(db, merchantId, input.merchant_id));
      if (input.default_institution && !(await getInstitution(db, input.default_institution))) {
        errors.push({
          param: 'default_institution',
          code: 'unknown_institution',
          message: `'default_institution': no institution with id '${input.default_institution}'.`,
        });
      }
      if (input.existing_end_user_id && !(await getEndUser(db, merchantId, input.existing_end_user_id))) {
        errors.push({
          param: 'existing_end_user_id',
          code: 'unknown_end_user',
          message: `'existing_end_user_id': you have no end user with id '${input.existing_end_user_id}'.`,
        });
      }
      if (errors.length) throw invalid(errors);

      const ownerMerchantId = owner ?? merchantId;
      const linkId = await db.transaction(async (tx) => {
        const endUser = await resolveRequestEndUser(tx, merchantId, input, {
          ownerMerchantId,
          creationSource: 'CONNECT_LINK',
          now,
        });
        const link = await insertConnectLink(tx, {
          merchantId,
          ownerMerchantId,
          endUserId: endUser.id,
          introText: input.intro_text,
          backgroundColor: input.background_color,
          buttonColor: input.button_color,
          buttonTextColor: input.button_text_color,
          contentBoxTextColor: input.content_box_text_color,
          contentBackgroundColor: input.content_background_color,
          defaultInstitutionId: input.default_institution,
          primaryReference: input.primary_reference,
          secondaryReference: input.secondary_reference,
          defaultLanguage: input.default_language,
          redirectUrl: input.redirect_url,
          expirationDate: input.expiration_date,
          customConfirmationPage: input.custom_confirmation_page,
          metadata: input.metadata,
          now,
        });
        return link.id;
      });
      const record = await getConnectLinkRecord(db, merchantId, linkId);
      return c.json({ connect_link: serializeConnectLink(record!, { publicUrl: config.publicUrl, now }) }, 201);
    },
    createRules,
  );
  router.openapi(list, async (c) => {
    const { db, clock, config } = c.var.deps;
    const { items, pageInfo } = await listConnectLinks(db, c.var.auth.merchantId, c.req.valid('query'));
    const context = { publicUrl: config.publicUrl, now: clock.now() };
    return c.json({ connect_links: items.map((r) => serializeConnectLink(r, context)), page_info: pageInfo }, 200);
  });
  router.openapi(get, async (c) => {
    const { db, clock, config } = c.var.deps;
    const { uuid } = c.req.valid('param');
    const record = await getConnectLinkRecord(db, c.var.auth.merchantId, uuid);
    if (!record) throw notFound('connect link', uuid);
    return c.json(
      { connect_link: serializeConnectLink(record, { publicUrl: config.publicUrl, now: clock.now() }) },
      200,
    );
  });
  return router;
}
