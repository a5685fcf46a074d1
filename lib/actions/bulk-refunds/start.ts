'use server';

import { after } from 'next/server';
import { revalidatePath } from 'next/cache';
import { z } from 'zod';
import { recordAudit } from '@/lib/auth';
import { isUuid } from '@/lib/auth/staff';
import { action, type ActionContext, type FormContext, type MoneyAnswer } from '@/lib/actions/define';
import { can, decideMoney, hasCeilings } from '@/lib/auth/permissions';
import { matchRule } from '@/lib/approvals/rules';
import { confirmDraft, getBatch, listItems, refuseDraft, totalsByCurrency } from '@/lib/bulk-refunds/batches';
import { DRAFT_HOLD_HOURS, isDraftExpired } from '@/lib/bulk-refunds/hold';
import { runBatch } from '@/lib/bulk-refunds/run';
import { getConsoleDb } from '@/lib/db';
import { minorToDecimal } from '@/core/money/units';
import { noteExpected, REFUND_REASONS, reasonValues } from '@/lib/forms/reasons';
import { LIMITS } from '@/lib/forms/field-rules';
import type { ActionState } from '@/lib/forms/state';
import { optionalText } from '@/lib/actions/fields';
import { ceilingRefusal } from '@/lib/approvals/hold';

/** A CSV batch: each row carries its own reason and note, so the confirmation takes only the batch. */
const csvSchema = z.object({ bulk_refund_id: z.uuid({ error: 'actions.bulkRefund.error.unknown' }) });

const schema = z
  .object({
    bulk_refund_id: z.uuid({ error: 'actions.bulkRefund.error.unknown' }),
    reason: z.enum(reasonValues(REFUND_REASONS), { error: 'forms.error.chooseReason' }),
    note: optionalText(LIMITS.note),
  })
  .superRefine((data, ctx) => {
    if (noteExpected(data.reason) && !data.note)
      ctx.addIssue({ code: 'custom', path: ['note'], message: 'forms.error.explainReason' });
  });

/** The largest single refund of the batch in `currency` (what a per-payment ceiling is compared with). */
function largestOf(items: readonly { currency: string; amount: number }[], currency: string): number {
  return Math.max(0, ...items.filter((item) => item.currency === currency).map((item) => item.amount));
}

/** The form's rules for the draft it names (a CSV batch's rows carry their own reason and note), with its refunds. */
async function schemaFor({ values }: FormContext) {
  const db = await getConsoleDb();
  const id = values.bulk_refund_id ?? '';
  const draft = isUuid(id) ? await getBatch(db, id) : null;
  const items = draft ? await listItems(db, draft.id) : [];
  return draft?.source.kind === 'csv'
    ? csvSchema.transform((v) => ({ ...v, reason: 'PER_ROW', note: undefined as string | undefined, draft, items }))
    : schema.transform((v) => ({ ...v, draft, items }));
}
type StartSchema = Awaited<ReturnType<typeof schemaFor>>;
type Start = ActionContext<z.output<StartSchema>>;

/** The refunds the batch can still send, their totals per currency, and what the audit log and a request say. */
function planOf({ input }: Start) {
  const { draft, items } = input;
  const sendable = items.filter((item) => item.status === 'queued' && item.amount > 0);
  const totals = totalsByCurrency(sendable);
  const summary = {
    bulk_refund_id: draft?.id,
    payments: items.length,
    totals,
    reason: input.reason,
    note: input.note ?? null,
  };
  return { sendable, totals, summary };
}

/**
 * The batch's money rule: a draft that cannot be confirmed (gone, someone else's, confirmed, expired, nothing to send)
 * or a currency above the member's ceiling is refused; otherwise the strictest approval rule among the batch's
 * currencies' totals holds the whole batch: a large refund split across many payments needs the same approvals as one.
 */
async function batchMoney(context: Start): Promise<MoneyAnswer<ActionState>> {
  const { session, input, values, t } = context;
  const batch = input.draft;
  const refuse = (message: string, ok = false): MoneyAnswer<ActionState> => ({
    refuse: ok ? { ok, message } : { ok, message, values },
  });
  if (!batch) return refuse(t('actions.bulkRefund.error.missing'));
  if (batch.makerId !== session.user.id) return refuse(t('actions.bulkRefund.error.notMaker'));
  if (batch.status !== 'draft') return refuse(t('actions.bulkRefund.alreadyConfirmed'), true);
  if (isDraftExpired(batch, new Date()))
    return refuse(t('actions.bulkRefund.error.draftExpired', { hours: DRAFT_HOLD_HOURS }));
  const { sendable, totals, summary } = planOf(context);
  if (!sendable.length) return refuse(t('actions.bulkRefund.error.nothingToRefund'));

  const db = await getConsoleDb();
  let strictest: { currency: string; amount: number; approvals: number; threshold: number } | null = null;
  for (const total of totals) {
    const rule = await matchRule(db, {
      action: 'refund',
      currency: total.currency,
      amount: total.amount,
      makerRole: session.user.role,
    });
    // The role's `refunds:bulk` ceiling, per currency's total; with none, its `refund` ceiling on each payment, the
    // largest one deciding: above either only a rule can carry the batch (docs/roles.md, "Ceilings").
    const perPayment = !hasCeilings(session.user.access, 'refunds:bulk') && can(session.user.access, 'refund');
    const permission = perPayment ? 'refund' : 'refunds:bulk';
    const amount = perPayment ? largestOf(input.items, total.currency) : total.amount;
    const decision = decideMoney({ access: session.user.access, permission, currency: total.currency, amount, rule });
    if (decision.kind === 'refused' && decision.reason !== 'permission') {
      await recordAudit({
        session,
        action: 'bulk_refund.start',
        outcome: 'denied',
        target: batch.id,
        summary: { permission, currency: total.currency, amount, reason: decision.reason },
      });
      // Refused for good: the draft no longer reads as waiting for a confirmation that cannot come.
      await refuseDraft(db, batch.id);
      return refuse(await ceilingRefusal(decision, total.currency));
    }
    if (
      rule &&
      (!strictest ||
        rule.approvalsRequired > strictest.approvals ||
        (rule.approvalsRequired === strictest.approvals && rule.threshold > strictest.threshold))
    ) {
      strictest = {
        currency: total.currency,
        amount: total.amount,
        approvals: rule.approvalsRequired,
        threshold: rule.threshold,
      };
    }
  }
  if (!strictest) return null;
  return {
    action: 'refund',
    permission: 'refunds:bulk',
    currency: strictest.currency,
    amount: strictest.amount,
    target: null,
    summary,
    // `body` is what the request's page lists field by field; `bulk_refund_id` is what approval releases.
    payload: {
      bulk_refund_id: batch.id,
      body: {
        bulk_refund: `/payments/bulk-refunds/${batch.id}`,
        payments: input.items.length,
        totals: totals
          .map((total) => `${minorToDecimal(total.amount, total.currency)} ${total.currency} (${total.count})`)
          .join('; '),
        reason: input.reason,
        ...(input.note ? { note: input.note } : {}),
      },
    },
    idempotencyKey: batch.id,
  };
}

/**
 * Confirms a reviewed bulk refund (its maker, support or admin): with the reason and note for every refund.
 * When an approval rule holds the batch's total in any currency, the whole batch becomes one approval
 * request (the strictest rule among its currencies) and nothing is sent; otherwise the refunds start at once,
 * in the background, and the page follows their progress.
 */
export const startBulkRefundAction = action<StartSchema, ActionState>(
  {
    permission: 'refunds:bulk',
    audit: 'bulk_refund.start',
    schema: schemaFor,
    target: (values) => values.bulk_refund_id || null,
    money: batchMoney,
    // A held draft is confirmed as held, naming the request, and answered with the batch's count.
    held: async (held, { input, t }) => {
      if (!held.approval || !input.draft) return held;
      await confirmDraft(await getConsoleDb(), input.draft.id, {
        reason: input.reason,
        note: input.note ?? null,
        status: 'held',
        approvalRequestId: held.approval.id,
      });
      revalidatePath(`/payments/bulk-refunds/${input.draft.id}`);
      return { ...held, message: t.plural('actions.bulkRefund.held', input.items.length) };
    },
  },
  async (context) => {
    const { session, input, t } = context;
    // The money rule refused a missing draft: here it is the one the member confirms.
    const batch = input.draft;
    if (!batch) return { ok: false, message: t('actions.bulkRefund.error.missing') };
    const db = await getConsoleDb();
    const started = await confirmDraft(db, batch.id, {
      reason: input.reason,
      note: input.note ?? null,
      status: 'running',
    });
    if (!started) return { ok: true, message: t('actions.bulkRefund.alreadyConfirmed') };
    await recordAudit({ session, action: 'bulk_refund.start', target: batch.id, summary: planOf(context).summary });
    after(() => runBatch(db, batch.id, session));
    revalidatePath(`/payments/bulk-refunds/${batch.id}`);
    return { ok: true, message: t.plural('actions.bulkRefund.refunding', input.items.length) };
  },
);
