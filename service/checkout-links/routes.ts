import { createRoute, z } from '@hono/zod-openapi';
import { getEndUser, resolveRequestEndUser } from '../end-users/queries';
import { endUserChoiceRules } from '../end-users/conditions';
import { gather, withBodyRules } from '../http/body-rules';
import { invalid, notFound, type FieldError } from '../http/errors';
import { newRouter } from '../http/router';
import { errorResponses, extension, guard, jsonBody, jsonResponse } from '../http/route-spec';
import { getInstitution } from '../institutions/queries';
import { getOwnedMerchant, resolveOwnerMerchant } from '../merchants/owner';
import { insertPayment, planPayment, type PaymentPlan } from '../payments/create';
import { loadRelations } from '../transactions/serialize';
import { insertCheckoutLink } from './create';
import {
  getCheckoutLinkRecord,
  listCheckoutLinks,
  serializeCheckoutLink,
  serializeCheckoutLinkListItem,
} from './queries';
import {
  CheckoutLinkEnvelope,
  CheckoutLinkListEnvelope,
  CheckoutLinkListQuery,
  CreateCheckoutLinkBody,
} from './schemas';

const tags = ['Checkout links'];

const create = createRoute({
  method: 'post',
  path: '/checkout/link/create',
  tags,
  summary: 'Create a checkout link',
  description:
    'A hosted payment page bound to a new payment (creation_source CHECKOUT_LINK, PENDING until the end user pays on the page; ' +
    'it is not processed before). Exactly one of existing_end_user_id and new_end_user_details (created with creation_source CHECKOUT_LINK). ' +
    'Empty colours take the defaults of spec 2.7; a blank default_language is English.',
  middleware: guard('write:connect', { idempotent: true }),
  request: { body: jsonBody(CreateCheckoutLinkBody) },
  responses: { 201: jsonResponse(CheckoutLinkEnvelope, 'The checkout link with its payment'), ...errorResponses },
});

const listRoute = (path: string, hide = false) =>
  createRoute({
    method: 'get',
    path,
    tags,
    summary: hide ? `List checkout links (alias ${path})` : 'List checkout links',
    description:
      'Newest first. In this list colours are {hex}, default_institution {uuid, name} and default_language {code} (spec 2.7).',
    hide,
    middleware: guard('read:connect'),
    request: { query: CheckoutLinkListQuery },
    responses: { 200: jsonResponse(CheckoutLinkListEnvelope, 'A page of checkout links'), ...errorResponses },
  });

const get = createRoute({
  method: 'get',
  path: '/checkout/link/{uuid}',
  tags,
  summary: 'Get a checkout link',
  ...extension,
  middleware: guard('read:connect'),
  request: {
    params: z.object({
      uuid: z
        .string()
        .max(100)
        .openapi({
          description: 'Checkout link id (chk_…; chl_… is accepted).',
          example: 'chk_2b3c4d5e-6f7a-4b8c-9d0e-1f2a3b4c5d6e',
          param: { name: 'uuid', in: 'path' },
        }),
    }),
  },
  responses: { 200: jsonResponse(CheckoutLinkEnvelope, 'The checkout link'), ...errorResponses },
});

const createRules = withBodyRules(async (c, body) => {
  const { db, clock } = c.var.deps;
  const now = clock.now();
  const merchant = await getOwnedMerchant(db, c.var.auth.merchantId);
  const errors: FieldError[] = endUserChoiceRules(body, {
    merchantCountry: merchant?.country ?? 'USA',
    today: now.toISOString().slice(0, 10),
  });
  return errors;
});

export function checkoutLinksRouter() {
  const router = newRouter();
  router.openapi(
    create,
    async (c) => {
      const { db, clock, config } = c.var.deps;
      const { merchantId } = c.var.auth;
      const input = c.req.valid('json');
      const now = clock.now();
      const errors: FieldError[] = [];
      const owner = (await gather(errors, () => resolveOwnerMerchant(db, merchantId, input.merchant_id))) ?? merchantId;
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
      const payment = {
        ...input.transaction,
        description: input.transaction.description ?? input.link_name,
        merchant_id: input.transaction.merchant_id ?? owner,
      };
      const plan: PaymentPlan | undefined = await gather(errors, () =>
        planPayment(db, merchantId, payment, { now, prefix: 'transaction.' }),
      );
      if (errors.length || !plan) throw invalid(errors);

      const linkId = await db.transaction(async (tx) => {
        const endUser = await resolveRequestEndUser(tx, merchantId, input, {
          ownerMerchantId: owner,
          creationSource: 'CHECKOUT_LINK',
          now,
        });
        const { row } = await insertPayment(tx, merchantId, plan, payment, {
          now,
          creationSource: 'CHECKOUT_LINK',
          processAfter: null,
          endUserId: endUser.id,
        });
        return insertCheckoutLink(
          tx,
          {
            merchantId,
            ownerMerchantId: owner,
            endUserId: endUser.id,
            transactionId: row.id,
            linkName: input.link_name,
            linkDescription: input.link_description ?? null,
            backgroundColor: input.background_color ?? null,
            sidebarBackgroundColor: input.sidebar_background_color,
            sidebarTextColor: input.sidebar_text_color,
            mainContentBoxBackgroundColor: input.main_content_box_background_color,
            mainContentBoxTextColor: input.main_content_box_text_color,
            buttonColor: input.button_color ?? null,
            buttonTextColor: input.button_text_color ?? null,
            defaultInstitutionId: input.default_institution ?? null,
            primaryReference: input.primary_reference ?? null,
            secondaryReference: input.secondary_reference ?? null,
            defaultLanguage: input.default_language ?? 'en_US',
            redirectUrl: input.redirect_url ?? null,
            expirationDate: input.expiration_date ?? null,
            customConfirmationPage: input.custom_confirmation_page ?? false,
            deliveryStatus: 'CREATED',
            metadata: input.metadata ?? {},
          },
          now,
        );
      });
      const record = (await getCheckoutLinkRecord(db, merchantId, linkId))!;
      const relations = await loadRelations(db, [record.transaction]);
      return c.json(
        { checkout_link: serializeCheckoutLink(record, { publicUrl: config.publicUrl, now, relations }) },
        201,
      );
    },
    createRules,
  );
  for (const route of [listRoute('/checkout/link/list/'), listRoute('/checkout/link/list', true)]) {
    router.openapi(route, async (c) => {
      const { db, clock, config } = c.var.deps;
      const { items, pageInfo } = await listCheckoutLinks(db, c.var.auth.merchantId, c.req.valid('query'));
      const relations = await loadRelations(
        db,
        items.map((r) => r.transaction),
      );
      const context = { publicUrl: config.publicUrl, now: clock.now(), relations };
      return c.json(
        { checkout_links: items.map((r) => serializeCheckoutLinkListItem(r, context)), page_info: pageInfo },
        200,
      );
    });
  }
  router.openapi(get, async (c) => {
    const { db, clock, config } = c.var.deps;
    const { uuid } = c.req.valid('param');
    const record = await getCheckoutLinkRecord(db, c.var.auth.merchantId, uuid);
    if (!record) throw notFound('checkout link', uuid);
    const relations = await loadRelations(db, [record.transaction]);
    return c.json(
      { checkout_link: serializeCheckoutLink(record, { publicUrl: config.publicUrl, now: clock.now(), relations }) },
      200,
    );
  });
  return router;
}
