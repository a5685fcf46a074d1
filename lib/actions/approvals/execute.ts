import 'server-only';
import type { StaffSession } from '@/lib/auth';
import { releaseApprovedBatch } from '@/lib/bulk-refunds/release';
import { phrase, type Phrase } from '@/lib/i18n';
import { isApiError } from '@/lib/merchant-api';
import { merchantWrites, type WriteResult } from '@/lib/merchant-api/writes';
import { isRequestAction, type RequestAction } from '@/lib/approvals/kinds';
import type { ApprovalRequest } from '@/lib/approvals/requests';

type Body = Record<string, unknown>;

/** The API call each approved action makes, with the request's stored body and idempotency key. */
/** What the console reads of the object a call answers (a transaction, or a recurring plan). */
interface Answered {
  uuid: string;
  code?: string | null;
  status?: string | null;
  amount?: number | null;
  currency?: string | null;
}

const CALLS: Record<RequestAction, (payload: Body, key: string) => Promise<WriteResult<Answered>>> = {
  payout: (payload, key) => merchantWrites().createPayout(payload.body as Body, key),
  transfer: (payload, key) => merchantWrites().createTransfer(payload.body as Body, key),
  split_payment: (payload, key) => merchantWrites().createPayment(payload.body as Body, key),
  refund: (payload, key) =>
    merchantWrites().refundPayment(
      String(payload.payment_id),
      payload.body as { reason: string; note?: string; amount?: number },
      key,
    ),
  recurring_plan_create: (payload, key) => merchantWrites().createRecurringPlan(payload.body as Body, key),
  recurring_plan_activate: (payload, key) => merchantWrites().activateRecurringPlan(String(payload.plan_id), key),
  // A case answers with its own shape (`id`): the request's result names the case.
  case_submit: async (payload, key) => {
    const written = await merchantWrites().submitCase(
      String(payload.case_id),
      String((payload.body as Body | undefined)?.response_text ?? ''),
      key,
    );
    const c = written.data;
    return {
      ...written,
      data: c ? { uuid: c.id, code: c.code, status: c.status, amount: c.amount, currency: c.currency } : null,
    };
  },
};

export const LIST_PATH: Record<RequestAction, string> = {
  payout: '/payouts',
  transfer: '/transfers',
  split_payment: '/payments',
  refund: '/payments',
  recurring_plan_create: '/recurring-plans',
  recurring_plan_activate: '/recurring-plans',
  case_submit: '/disputes',
};

/** The result stored on an executed request: the object's id, code, status and the page to open. */
export function executedResult(
  action: RequestAction,
  request: ApprovalRequest,
  t: Answered | null,
): Record<string, unknown> {
  // A refund answers with the payment, an activation with the plan: their pages are the result to open.
  const uuid =
    t?.uuid ??
    (action === 'refund'
      ? String(request.payload.payment_id)
      : action === 'recurring_plan_activate'
        ? String(request.payload.plan_id)
        : action === 'case_submit'
          ? String(request.payload.case_id)
          : null);
  return {
    uuid,
    code: t?.code ?? null,
    status: t?.status ?? null,
    amount: t?.amount ?? null,
    currency: t?.currency ?? request.currency,
    href: uuid ? `${LIST_PATH[action]}/${encodeURIComponent(uuid)}` : null,
  };
}

export type Execution =
  | { status: 'executed'; result: Record<string, unknown>; apiRequestId: string | null }
  | { status: 'failed'; result: Record<string, unknown>; apiRequestId: string | null }
  /**
   * The API did not confirm (network, 5xx): the request stays `executing`; sending it again is safe (same key).
   * `message` is the API's own words, or a phrase of the console's, worded for whoever reads it.
   */
  | { status: 'uncertain'; message: string | Phrase; apiRequestId: string | null };

/**
 * Sends an approved request to the API once, with the maker's form key, and says what came of it. A bulk
 * refund (payload `bulk_refund_id`) is released to run its refunds, each with its own key.
 */
export async function executeRequest(request: ApprovalRequest, session: StaffSession): Promise<Execution> {
  // Stored on the request: a phrase, worded when shown (see resultMessage in ./requests).
  if (!isRequestAction(request.action))
    return {
      status: 'failed',
      result: { code: 'unknown_action', phrase: phrase('actions.approvals.unknownAction', { action: request.action }) },
      apiRequestId: null,
    };
  if (typeof request.payload.bulk_refund_id === 'string')
    return releaseApprovedBatch(request.payload.bulk_refund_id, session);
  const action = request.action;
  try {
    const written = await CALLS[action](request.payload, request.idempotencyKey);
    return {
      status: 'executed',
      result: {
        ...executedResult(action, request, written.data),
        ...(written.unreadable ? { unreadable_answer: written.unreadable } : {}),
      },
      apiRequestId: written.requestId,
    };
  } catch (error) {
    if (!isApiError(error)) {
      console.error('approval execution failed:', error);
      return { status: 'uncertain', message: phrase('actions.approvals.consoleFailed'), apiRequestId: null };
    }
    if (
      error.status === 0 ||
      error.status >= 500 ||
      (error.status === 409 && error.code === 'idempotency_key_in_flight')
    ) {
      return { status: 'uncertain', message: error.message, apiRequestId: error.requestId };
    }
    return {
      status: 'failed',
      result: { http_status: error.status, code: error.code, message: error.message, fields: error.fieldErrors },
      apiRequestId: error.requestId,
    };
  }
}
