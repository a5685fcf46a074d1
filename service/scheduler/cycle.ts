import { eq } from 'drizzle-orm';
import { insertCheckoutLink } from '../checkout-links/create';
import type { Db, Tx } from '../db/client';
import { endUsers, merchants, recurringPlans, transactions } from '../db/schema';
import { Problem } from '../lib/problems';
import { newCode, newId } from '../lib/ids';
import { insertPayment, planPayment, type PaymentRequest } from '../payments/create';
import { createPayout } from '../payouts/create';
import { createTransfer } from '../transfers/create';

type PlanRow = typeof recurringPlans.$inferSelect;

export interface MadeCycle {
  transactionId?: string;
  checkoutLinkId?: string;
}

/** The plan's transaction template (spec 2.8), as stored by POST /recurring-plans/create. */
export interface CycleTemplate {
  tenantId: string;
  type: 'PAYMENT' | 'PAYOUT' | 'TRANSFER';
  amount: number;
  currency: string | undefined;
  description: string | undefined;
  statementDescriptor: string | undefined;
  primaryReference: string | undefined;
  secondaryReference: string | undefined;
  metadata: Record<string, string> | undefined;
}

const str = (v: unknown) => (typeof v === 'string' && v !== '' ? v : undefined);

export function templateOf(plan: PlanRow): CycleTemplate {
  const t = plan.transaction;
  const type = str(t.type)?.toUpperCase();
  return {
    tenantId: str(t.tenant_id) ?? '',
    type: type === 'PAYOUT' || type === 'TRANSFER' ? type : 'PAYMENT',
    amount: Number(t.amount),
    currency: str(t.currency)?.toUpperCase(),
    description: str(t.description),
    statementDescriptor: str(t.statement_descriptor),
    primaryReference: str(t.primary_reference) ?? plan.primaryReference ?? undefined,
    secondaryReference: str(t.secondary_reference) ?? plan.secondaryReference ?? undefined,
    metadata: t.metadata && typeof t.metadata === 'object' ? (t.metadata as Record<string, string>) : undefined,
  };
}

const cycleDescription = (plan: PlanRow, template: CycleTemplate, cycle: number) =>
  `${template.description ?? plan.description ?? `Recurring plan ${plan.code}`} — cycle ${cycle}`.slice(0, 500);
const cycleMetadata = (plan: PlanRow, template: CycleTemplate, cycle: number) => ({
  ...template.metadata,
  recurring_plan: plan.id,
  cycle: String(cycle),
});

/**
 * Makes one due cycle of a plan, inside the scheduler's database transaction: a PAYMENT plan that is
 * SEND_REQUEST or has no origin account sends the end user a checkout link; otherwise the transaction of
 * the template's type is created (SEND_REQUEST means nothing to a PAYOUT or a TRANSFER).
 * A cycle whose accounts can no longer be used (disconnected since the plan was made…) still happens
 * once, as a FAILED transaction whose remarks say why.
 */
export async function createCycle(
  tx: Tx,
  plan: PlanRow,
  cycle: { cycle: number; dueDate: string },
  now: Date,
): Promise<MadeCycle> {
  const template = templateOf(plan);
  try {
    // A PAYMENT cycle asks the end user when the plan says so or has no account to collect from.
    if (template.type === 'PAYMENT' && (plan.processingMethod === 'SEND_REQUEST' || !plan.originAccountId)) {
      return { checkoutLinkId: await createRequestLink(tx, plan, template, cycle, now) };
    }
    const id = await createTransaction(tx, plan, template, cycle.cycle, now);
    await tx
      .update(transactions)
      .set({ recurringPlanId: plan.id, creationSource: 'RECURRING_PLAN', dueDate: cycle.dueDate })
      .where(eq(transactions.id, id));
    return { transactionId: id };
  } catch (error) {
    if (!(error instanceof Problem) || error.kind === 'other') throw error;
    return { transactionId: await insertFailedCycle(tx, plan, template, cycle, error, now) };
  }
}

/** How long the end user has to pay a SEND_REQUEST cycle's checkout link. */
export const REQUEST_LINK_DAYS = 14;

/**
 * SEND_REQUEST: the cycle's payment waits (PENDING, no funding source) on a checkout link sent to the
 * plan's end user, in their preferred language, valid REQUEST_LINK_DAYS days. Written the way
 * POST /checkout/link/create writes one (that route builds its link inline).
 */
async function createRequestLink(
  tx: Tx,
  plan: PlanRow,
  template: CycleTemplate,
  cycle: { cycle: number; dueDate: string },
  now: Date,
): Promise<string> {
  const description = cycleDescription(plan, template, cycle.cycle);
  const input: PaymentRequest = {
    tenant_id: template.tenantId,
    amount: template.amount,
    currency: template.currency,
    merchant_id: plan.ownerMerchantId,
    description,
    statement_descriptor: template.statementDescriptor,
    primary_reference: template.primaryReference,
    secondary_reference: template.secondaryReference,
    metadata: cycleMetadata(plan, template, cycle.cycle),
  };
  return tx.transaction(async (sp) => {
    const planned = await planPayment(sp, plan.merchantId, input, { now });
    const { row } = await insertPayment(sp, plan.merchantId, planned, input, {
      now,
      creationSource: 'RECURRING_PLAN',
      processAfter: null,
      endUserId: plan.endUserId,
      recurringPlanId: plan.id,
    });
    await sp.update(transactions).set({ dueDate: cycle.dueDate }).where(eq(transactions.id, row.id));
    const [endUser] = await sp
      .select({ language: endUsers.preferredLanguage })
      .from(endUsers)
      .where(eq(endUsers.id, plan.endUserId));
    return insertCheckoutLink(
      sp,
      {
        merchantId: plan.merchantId,
        ownerMerchantId: plan.ownerMerchantId,
        endUserId: plan.endUserId,
        transactionId: row.id,
        linkName: description.slice(0, 200),
        linkDescription: `Cycle ${cycle.cycle} of ${plan.code}, due ${cycle.dueDate}`,
        primaryReference: template.primaryReference ?? null,
        secondaryReference: template.secondaryReference ?? null,
        defaultLanguage: endUser?.language === 'es_CO' ? 'es_CO' : 'en_US',
        expirationDate: new Date(now.getTime() + REQUEST_LINK_DAYS * 86_400_000),
        recurringPlanId: plan.id,
        metadata: { recurring_plan: plan.id, cycle: String(cycle.cycle) },
      },
      now,
    );
  });
}

async function createTransaction(
  tx: Tx,
  plan: PlanRow,
  template: CycleTemplate,
  cycle: number,
  now: Date,
): Promise<string> {
  const common = {
    tenant_id: template.tenantId,
    amount: template.amount,
    merchant_id: plan.ownerMerchantId,
    description: cycleDescription(plan, template, cycle),
    primary_reference: template.primaryReference,
    secondary_reference: template.secondaryReference,
    metadata: cycleMetadata(plan, template, cycle),
  };
  // A savepoint: a request refused half-way leaves nothing behind.
  return tx.transaction(async (sp) => {
    if (template.type === 'PAYOUT') {
      const row = await createPayout(
        sp as unknown as Db,
        plan.merchantId,
        {
          ...common,
          currency: template.currency ?? (await defaultCurrency(sp, plan)),
          destination_account_id: plan.destinationAccountId ?? '',
        },
        now,
      );
      return row.id;
    }
    if (template.type === 'TRANSFER') {
      const row = await createTransfer(
        sp as unknown as Db,
        plan.merchantId,
        {
          ...common,
          currency: template.currency ?? (await defaultCurrency(sp, plan)),
          statement_descriptor: template.statementDescriptor ?? 'RECURRING',
          auto_send_receipt: false,
          origin_account_id: plan.originAccountId ?? '',
          destination_account_id: plan.destinationAccountId ?? '',
        },
        now,
      );
      return row.id;
    }
    const input: PaymentRequest = {
      ...common,
      currency: template.currency,
      statement_descriptor: template.statementDescriptor,
      funding_source_id: plan.originAccountId ?? '',
      auto_send_receipt: false,
    };
    const planned = await planPayment(sp, plan.merchantId, input, { now });
    const { row } = await insertPayment(sp, plan.merchantId, planned, input, {
      now,
      creationSource: 'RECURRING_PLAN',
      processAfter: now,
      recurringPlanId: plan.id,
    });
    return row.id;
  });
}

async function defaultCurrency(tx: Tx, plan: PlanRow): Promise<string> {
  const [m] = await tx
    .select({ currency: merchants.defaultCurrency })
    .from(merchants)
    .where(eq(merchants.id, plan.merchantId));
  return m?.currency ?? 'USD';
}

/** The cycle happened but could not be made: a FAILED transaction records it, and why. */
async function insertFailedCycle(
  tx: Tx,
  plan: PlanRow,
  template: CycleTemplate,
  cycle: { cycle: number; dueDate: string },
  error: Problem,
  now: Date,
): Promise<string> {
  const reason = error.details[0] ?? { code: error.code, message: error.message };
  const [row] = await tx
    .insert(transactions)
    .values({
      id: newId('trx'),
      code: newCode(template.type === 'PAYOUT' ? 'PYO' : template.type === 'TRANSFER' ? 'TRF' : 'PAY'),
      merchantId: plan.merchantId,
      ownerMerchantId: plan.ownerMerchantId,
      tenantId: template.tenantId || null,
      type: template.type,
      status: 'FAILED',
      creationSource: 'RECURRING_PLAN',
      amount: Number.isSafeInteger(template.amount) && template.amount > 0 ? template.amount : 0,
      currency: template.currency ?? (await defaultCurrency(tx, plan)),
      description: cycleDescription(plan, template, cycle.cycle),
      remarks: reason.code.toUpperCase(),
      declineReason: reason.message,
      originAccountId: template.type === 'PAYOUT' ? null : plan.originAccountId,
      destinationAccountId: template.type === 'PAYMENT' ? null : plan.destinationAccountId,
      originEndUserId: plan.endUserId,
      statementDescriptor: template.statementDescriptor ?? null,
      primaryReference: template.primaryReference ?? null,
      secondaryReference: template.secondaryReference ?? null,
      metadata: cycleMetadata(plan, template, cycle.cycle),
      dueDate: cycle.dueDate,
      recurringPlanId: plan.id,
      dateCreated: now,
      dateUpdated: now,
    })
    .returning({ id: transactions.id });
  return row.id;
}
