import { createRoute, z } from '@hono/zod-openapi';
import { getEndUser, resolveRequestEndUser } from '../end-users/queries';
import { endUserChoiceRules } from '../end-users/conditions';
import { withBodyRules } from '../http/body-rules';
import { conflict, notFound } from '../http/errors';
import { readerFor } from '../http/readers';
import { newRouter } from '../http/router';
import { errorResponses, extension, guard, jsonBody, jsonResponse } from '../http/route-spec';
import { getMerchant } from '../merchants/owner';
import {
  accountProblem,
  FieldErrors,
  findAccount,
  findTenantId,
  merchantFamily,
  today,
  unknownMerchant,
  unknownTenant,
} from '../transactions/references';
import { insertRecurringPlan } from './create';
import {
  getRecurringPlan,
  listRecurringPlans,
  serializeRecurringPlan,
  setPlanStatus,
  type PlanTransaction,
} from './queries';
import {
  CreateRecurringPlanBody,
  RecurringPlanEnvelope,
  RecurringPlanListEnvelope,
  RecurringPlanListQuery,
} from './schemas';
import { readTogether } from '../db/parallel';

const tags = ['Recurring plans'];

const planParam = z.object({
  uuid: z
    .string()
    .max(100)
    .openapi({
      description: 'Recurring plan id (rcp_…).',
      example: 'rcp_4d5e6f7a-8b9c-4d0e-9f1a-2b3c4d5e6f7a',
      param: { name: 'uuid', in: 'path' },
    }),
});

const create = createRoute({
  method: 'post',
  path: '/recurring-plans/create',
  tags,
  summary: 'Create a recurring plan',
  description:
    'A plan that creates one transaction per cycle from start_date (default today) until end_date or total_cycle_count. It starts ACTIVE. ' +
    'The accounts needed depend on transaction.type: PAYMENT origin_account_id (AUTOMATIC) or none (SEND_REQUEST: a checkout link each cycle), ' +
    'PAYOUT destination_account_id, TRANSFER both.',
  middleware: guard('write:payments', { idempotent: true }),
  request: { body: jsonBody(CreateRecurringPlanBody) },
  responses: { 201: jsonResponse(RecurringPlanEnvelope, 'The plan, ACTIVE'), ...errorResponses },
});

const statusRoute = (action: 'pause' | 'activate') =>
  createRoute({
    method: 'put',
    path: `/recurring-plans/{uuid}/${action}`,
    tags,
    summary: action === 'pause' ? 'Pause a recurring plan' : 'Activate a paused recurring plan',
    description:
      action === 'pause'
        ? 'ACTIVE → PAUSED; pausing a paused plan is a 409.'
        : 'PAUSED → ACTIVE; activating an active plan is a 409.',
    ...(action === 'activate' ? extension : {}),
    middleware: guard('write:payments'),
    request: { params: planParam },
    responses: { 200: jsonResponse(RecurringPlanEnvelope, 'The plan'), ...errorResponses },
  });

const list = createRoute({
  method: 'get',
  path: '/recurring-plans/list',
  tags,
  summary: 'List recurring plans',
  ...extension,
  middleware: guard('read:payments'),
  request: { query: RecurringPlanListQuery },
  responses: { 200: jsonResponse(RecurringPlanListEnvelope, 'A page of plans, newest first'), ...errorResponses },
});

const get = createRoute({
  method: 'get',
  path: '/recurring-plans/{uuid}',
  tags,
  summary: 'Get a recurring plan',
  ...extension,
  middleware: guard('read:payments'),
  request: { params: planParam },
  responses: { 200: jsonResponse(RecurringPlanEnvelope, 'The plan'), ...errorResponses },
});

/**
 * The spec lists the account ids and the dates as optional with no condition, so no combination of them is
 * refused: the plan stores what was sent and the scheduler uses what each cycle needs (docs/decisions.md,
 * "Recurring plans"): an AUTOMATIC PAYMENT without origin_account_id asks the end user through a checkout link
 * like SEND_REQUEST; SEND_REQUEST on a PAYOUT or TRANSFER runs AUTOMATIC; a cycle missing the account its
 * transaction needs is recorded as a FAILED transaction whose remarks say which; cycles due before the plan was
 * created (a past start_date) are skipped, never charged; an end_date before the start leaves no cycle to run.
 */
const createRules = withBodyRules(async (c, body) => {
  const merchant = await getMerchant(c.var.deps.db, c.var.auth.merchantId);
  return endUserChoiceRules(body, {
    merchantCountry: merchant?.country ?? 'USA',
    today: today(c.var.deps.clock.now()),
  });
});

export function recurringPlansRouter() {
  const router = newRouter();
  router.openapi(
    create,
    async (c) => {
      const { db, clock } = c.var.deps;
      const { merchantId } = c.var.auth;
      const input = c.req.valid('json');
      const now = clock.now();
      const t = input.transaction;
      const errors = new FieldErrors();
      const [family, tenantId, origin, destination, existing] = await readTogether(db, [
        () => merchantFamily(db, merchantId),
        () => findTenantId(db, merchantId, t.tenant_id),
        async () => (input.origin_account_id ? findAccount(db, merchantId, input.origin_account_id) : undefined),
        async () =>
          input.destination_account_id ? findAccount(db, merchantId, input.destination_account_id) : undefined,
        async () => (input.existing_end_user_id ? getEndUser(db, merchantId, input.existing_end_user_id) : undefined),
      ]);
      if (!tenantId) errors.push(unknownTenant('transaction.tenant_id', t.tenant_id));
      const debit = t.type === 'TRANSFER' ? ['PAYMENTS', 'TRANSFERS'] : ['PAYMENTS'];
      if (input.origin_account_id)
        errors.push(accountProblem(origin, 'origin_account_id', input.origin_account_id, debit));
      if (input.destination_account_id)
        errors.push(accountProblem(destination, 'destination_account_id', input.destination_account_id));
      if (input.existing_end_user_id && !existing)
        errors.add(
          'existing_end_user_id',
          'unknown_end_user',
          `you have no end user with id '${input.existing_end_user_id}'`,
        );
      const owner = input.merchant_id ?? merchantId;
      if (owner !== merchantId && !family.subMerchants.has(owner)) errors.push(unknownMerchant('merchant_id'));
      errors.throwIfAny();

      const template: PlanTransaction = {
        tenant_id: tenantId!,
        type: t.type,
        currency: t.currency ?? family.merchant.defaultCurrency,
        amount: t.amount,
        description: t.description ?? input.description ?? null,
        statement_descriptor: t.statement_descriptor ?? null,
        primary_reference: t.primary_reference ?? null,
        secondary_reference: t.secondary_reference ?? null,
        metadata: t.metadata ?? {},
      };
      const planId = await db.transaction(async (tx) => {
        const endUser = await resolveRequestEndUser(tx, merchantId, input, {
          ownerMerchantId: owner,
          creationSource: 'MERCHANT_API',
          now,
        });
        return insertRecurringPlan(
          tx,
          {
            merchantId,
            ownerMerchantId: owner,
            endUserId: endUser.id,
            description: input.description ?? null,
            processingMethod: input.processing_method,
            startDate: input.start_date ?? today(now),
            endDate: input.end_date ?? null,
            totalCycleCount: input.total_cycle_count ?? null,
            cycleFrequency: input.cycle_frequency ?? 'MONTHLY',
            originAccountId: input.origin_account_id ?? null,
            destinationAccountId: input.destination_account_id ?? null,
            transaction: template as unknown as Record<string, unknown>,
            primaryReference: input.primary_reference ?? null,
            secondaryReference: input.secondary_reference ?? null,
            metadata: input.metadata ?? {},
          },
          now,
        );
      });
      const record = await getRecurringPlan(db, merchantId, planId);
      return c.json({ recurring_plan: serializeRecurringPlan(record!) }, 201);
    },
    createRules,
  );

  for (const [action, from, to] of [
    ['pause', 'ACTIVE', 'PAUSED'],
    ['activate', 'PAUSED', 'ACTIVE'],
  ] as const) {
    router.openapi(statusRoute(action), async (c) => {
      const { db, clock } = c.var.deps;
      const { uuid } = c.req.valid('param');
      const outcome = await setPlanStatus(db, c.var.auth.merchantId, uuid, from, to, clock.now());
      if (outcome === 'not_found') throw notFound('recurring plan', uuid);
      if (outcome === 'conflict')
        throw conflict(
          `plan_not_${from.toLowerCase()}`,
          `Recurring plan '${uuid}' is not ${from}; only ${from === 'ACTIVE' ? 'an' : 'a'} ${from} plan can be ${action === 'pause' ? 'paused' : 'activated'}.`,
        );
      const record = await getRecurringPlan(db, c.var.auth.merchantId, uuid);
      return c.json({ recurring_plan: serializeRecurringPlan(record!) }, 200);
    });
  }

  router.openapi(list, async (c) => {
    const { items, pageInfo } = await listRecurringPlans(readerFor(c), c.var.auth.merchantId, c.req.valid('query'));
    return c.json({ recurring_plans: items.map(serializeRecurringPlan), page_info: pageInfo }, 200);
  });
  router.openapi(get, async (c) => {
    const { uuid } = c.req.valid('param');
    const record = await getRecurringPlan(c.var.deps.db, c.var.auth.merchantId, uuid);
    if (!record) throw notFound('recurring plan', uuid);
    return c.json({ recurring_plan: serializeRecurringPlan(record) }, 200);
  });
  return router;
}
