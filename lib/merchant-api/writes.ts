import 'server-only';
import { z } from 'zod';
import { merchantApi } from './client';
import { ApiError } from './errors';
import type { MerchantApi } from './http';
import { AccountSchema, type Account } from './schemas/account';
import { CaseSchema, EvidenceSchema, type Case, type Evidence } from './schemas/cases';
import {
  BankAccountSchema,
  ExceptionSchema,
  ImportResultSchema,
  type BankAccount,
  LineSchema,
  SignOffSchema,
  StatementSchema,
  type ImportResult,
  type SignOff,
  type Statement,
  type ReconciliationException,
  type StatementLine,
} from './schemas/reconciliation';
import {
  ApiClientSchema,
  ApiClientWithSecretSchema,
  CreatedEndpointSchema,
  WebhookDeliverySchema,
  WebhookEndpointSchema,
  type ApiClient,
  type ApiClientWithSecret,
  type CreatedEndpoint,
  type WebhookDelivery,
  type WebhookEndpoint,
} from './schemas/developers';
import { EndUserSchema, type EndUser } from './schemas/end-user';
import { CheckoutLinkSchema, ConnectLinkSchema, type CheckoutLink, type ConnectLink } from './schemas/links';
import { RecurringPlanSchema, type RecurringPlan } from './schemas/recurring-plan';
import { BusinessDaySchema, type BusinessDay } from './schemas/reports';
import { TransactionSchema, type Transaction } from './schemas/transaction';

/**
 * Every write the console makes to the Merchant API. Each takes the Idempotency-Key of the form instance
 * that asked for it, so a double click, a retry after a timeout or a resubmitted form never acts twice
 * (the API replays the stored answer for the same key and body).
 */

export interface WriteResult<T> {
  /** The object the API answered with; null when the write was acknowledged but its body could not be read. */
  data: T | null;
  requestId: string | null;
  /** Why `data` is null. */
  unreadable?: string;
}

type Json = Record<string, unknown>;

/** Waits between retries of a request whose key is still being processed (a concurrent duplicate). */
const IN_FLIGHT_RETRY_MS = [150, 300, 600, 1000, 1500, 2000];

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** What a bulk decision did: the exceptions updated, and those skipped with why (unknown, resolved already). */
const BulkOutcomeSchema = z.object({
  updated: z.array(z.string()),
  skipped: z.array(z.object({ uuid: z.string(), message: z.string() })),
});

function unwrap(body: unknown, key: string): unknown {
  if (!body || typeof body !== 'object') return body;
  const record = body as Json;
  return key in record ? record[key] : body;
}

/** Sends one write; a duplicate still in flight is awaited (then replayed by the API), never sent as a new request. */
async function send<S extends z.ZodType>(
  api: MerchantApi,
  spec: { method: 'POST' | 'PUT'; path: string; body?: Json; key: string; envelope: string; schema: S },
): Promise<WriteResult<z.output<S>>> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      const response = await api.request(spec.path, {
        method: spec.method,
        body: spec.body ?? {},
        idempotencyKey: spec.key,
      });
      const parsed = spec.schema.safeParse(unwrap(response.body, spec.envelope));
      return parsed.success
        ? { data: parsed.data, requestId: response.requestId }
        : {
            data: null,
            requestId: response.requestId,
            unreadable: parsed.error.issues[0]?.message ?? 'unreadable answer',
          };
    } catch (error) {
      const inFlight = error instanceof ApiError && error.status === 409 && error.code === 'idempotency_key_in_flight';
      if (!inFlight || attempt >= IN_FLIGHT_RETRY_MS.length) throw error;
      await sleep(IN_FLIGHT_RETRY_MS[attempt]);
    }
  }
}

const enc = encodeURIComponent;
const key = Symbol.for('merchant-console.merchant-writes');
type GlobalWithWrites = typeof globalThis & { [key]?: MerchantWrites };

/**
 * The console's writes to the Merchant API (the one entry point: server actions, approvals and bulk refunds all call
 * it): bound to the process-wide client, or to `api` when one is given (tests).
 */
export function merchantWrites(api?: MerchantApi): MerchantWrites {
  if (api) return writesThrough(api);
  const g = globalThis as GlobalWithWrites;
  g[key] ??= writesThrough(merchantApi());
  return g[key];
}

function writesThrough(api: MerchantApi) {
  return {
    /** PUT /reports/business-day → the business day (an extension, docs/reports.md). */
    setBusinessDay: (body: { time_zone: string; cutoff: string }, key: string): Promise<WriteResult<BusinessDay>> =>
      send(api, {
        method: 'PUT',
        path: '/reports/business-day',
        body,
        key,
        envelope: 'business_day',
        schema: BusinessDaySchema,
      }),

    /** PUT /payments/{uuid}/refund → the payment, updated (with `refunds` and `amount_refunded` where the API has them). */
    refundPayment: (
      uuid: string,
      body: { reason: string; note?: string; amount?: number },
      key: string,
    ): Promise<WriteResult<Transaction>> =>
      send(api, {
        method: 'PUT',
        path: `/payments/${enc(uuid)}/refund`,
        body,
        key,
        envelope: 'payment',
        schema: TransactionSchema,
      }),

    /** PUT /accounts/{uuid}/disconnect → the account, DISCONNECTED. */
    disconnectAccount: (
      uuid: string,
      body: { disconnection_reason: string; disconnection_note?: string },
      key: string,
    ): Promise<WriteResult<Account>> =>
      send(api, {
        method: 'PUT',
        path: `/accounts/${enc(uuid)}/disconnect`,
        body,
        key,
        envelope: 'account',
        schema: AccountSchema,
      }),

    createPayout: (body: Json, key: string): Promise<WriteResult<Transaction>> =>
      send(api, {
        method: 'POST',
        path: '/payouts/create',
        body,
        key,
        envelope: 'payout',
        schema: TransactionSchema,
      }),

    createTransfer: (body: Json, key: string): Promise<WriteResult<Transaction>> =>
      send(api, {
        method: 'POST',
        path: '/transfers/create',
        body,
        key,
        envelope: 'transfer',
        schema: TransactionSchema,
      }),

    /** POST /payments/create (a split payment when the body has additional_recipients). */
    createPayment: (body: Json, key: string): Promise<WriteResult<Transaction>> =>
      send(api, {
        method: 'POST',
        path: '/payments/create',
        body,
        key,
        envelope: 'payment',
        schema: TransactionSchema,
      }),

    createRecurringPlan: (body: Json, key: string): Promise<WriteResult<RecurringPlan>> =>
      send(api, {
        method: 'POST',
        path: '/recurring-plans/create',
        body,
        key,
        envelope: 'recurring_plan',
        schema: RecurringPlanSchema,
      }),

    pauseRecurringPlan: (uuid: string, key: string): Promise<WriteResult<RecurringPlan>> =>
      send(api, {
        method: 'PUT',
        path: `/recurring-plans/${enc(uuid)}/pause`,
        key,
        envelope: 'recurring_plan',
        schema: RecurringPlanSchema,
      }),

    /** PUT /recurring-plans/{uuid}/activate (extension). */
    activateRecurringPlan: (uuid: string, key: string): Promise<WriteResult<RecurringPlan>> =>
      send(api, {
        method: 'PUT',
        path: `/recurring-plans/${enc(uuid)}/activate`,
        key,
        envelope: 'recurring_plan',
        schema: RecurringPlanSchema,
      }),

    createEndUser: (body: Json, key: string): Promise<WriteResult<EndUser>> =>
      send(api, {
        method: 'POST',
        path: '/end-users/create',
        body,
        key,
        envelope: 'end_user',
        schema: EndUserSchema,
      }),

    createConnectLink: (body: Json, key: string): Promise<WriteResult<ConnectLink>> =>
      send(api, {
        method: 'POST',
        path: '/connect/link/create',
        body,
        key,
        envelope: 'connect_link',
        schema: ConnectLinkSchema,
      }),

    createCheckoutLink: (body: Json, key: string): Promise<WriteResult<CheckoutLink>> =>
      send(api, {
        method: 'POST',
        path: '/checkout/link/create',
        body,
        key,
        envelope: 'checkout_link',
        schema: CheckoutLinkSchema,
      }),

    /** POST /webhook-endpoints/create (extension) → the endpoint and its signing secret (shown once). */
    createWebhookEndpoint: (body: Json, key: string): Promise<WriteResult<CreatedEndpoint>> =>
      send(api, {
        method: 'POST',
        path: '/webhook-endpoints/create',
        body,
        key,
        envelope: '',
        schema: CreatedEndpointSchema,
      }),

    /** PUT /webhook-endpoints/{uuid}/disable or /enable (extension). */
    setWebhookEndpointStatus: (
      uuid: string,
      change: 'disable' | 'enable',
      key: string,
    ): Promise<WriteResult<WebhookEndpoint>> =>
      send(api, {
        method: 'PUT',
        path: `/webhook-endpoints/${enc(uuid)}/${change}`,
        key,
        envelope: 'webhook_endpoint',
        schema: WebhookEndpointSchema,
      }),

    /** POST /webhook-endpoints/{uuid}/test (extension) → the test delivery. */
    sendWebhookTest: (uuid: string, key: string): Promise<WriteResult<WebhookDelivery>> =>
      send(api, {
        method: 'POST',
        path: `/webhook-endpoints/${enc(uuid)}/test`,
        key,
        envelope: 'delivery',
        schema: WebhookDeliverySchema,
      }),

    /** POST /events/{uuid}/resend (extension) → the new delivery. */
    resendEvent: (uuid: string, endpointId: string, key: string): Promise<WriteResult<WebhookDelivery>> =>
      send(api, {
        method: 'POST',
        path: `/events/${enc(uuid)}/resend`,
        body: { endpoint_id: endpointId },
        key,
        envelope: 'delivery',
        schema: WebhookDeliverySchema,
      }),

    /** POST /clients/create (extension) → the client and its secret (shown once). */
    createApiClient: (body: Json, key: string): Promise<WriteResult<ApiClientWithSecret>> =>
      send(api, {
        method: 'POST',
        path: '/clients/create',
        body,
        key,
        envelope: '',
        schema: ApiClientWithSecretSchema,
      }),

    /** POST /clients/{id}/rotate-secret (extension) → the client and its new secret. */
    rotateApiClient: (clientId: string, graceSeconds: number, key: string): Promise<WriteResult<ApiClientWithSecret>> =>
      send(api, {
        method: 'POST',
        path: `/clients/${enc(clientId)}/rotate-secret`,
        body: { grace_period_seconds: graceSeconds },
        key,
        envelope: '',
        schema: ApiClientWithSecretSchema,
      }),

    /** PUT /cases/{uuid}/accept (extension, docs/disputes.md): the merchant does not contest. */
    acceptCase: (uuid: string, key: string): Promise<WriteResult<Case>> =>
      send(api, { method: 'PUT', path: `/cases/${enc(uuid)}/accept`, key, envelope: 'case', schema: CaseSchema }),

    /** PUT /cases/{uuid}/submit (extension): the written response and the evidence so far go to review. */
    submitCase: (uuid: string, responseText: string, key: string): Promise<WriteResult<Case>> =>
      send(api, {
        method: 'PUT',
        path: `/cases/${enc(uuid)}/submit`,
        body: responseText ? { response_text: responseText } : {},
        key,
        envelope: 'case',
        schema: CaseSchema,
      }),

    /** POST /cases/{uuid}/evidence (extension): one file, its bytes in base64. */
    uploadCaseEvidence: (
      uuid: string,
      file: { fileName: string; contentType: string; contentBase64: string },
      key: string,
    ): Promise<WriteResult<Evidence>> =>
      send(api, {
        method: 'POST',
        path: `/cases/${enc(uuid)}/evidence`,
        body: { file_name: file.fileName, content_type: file.contentType, content_base64: file.contentBase64 },
        key,
        envelope: 'evidence',
        schema: EvidenceSchema,
      }),

    /** POST /reconciliation/statements/import (extension, docs/reconciliation.md): the file's text, then auto-match. */
    importStatement: (
      input: {
        format: string;
        fileName: string;
        content: string;
        mappingId?: string;
        bankAccountId?: string;
        actor: string;
      },
      key: string,
    ): Promise<WriteResult<ImportResult>> =>
      send(api, {
        method: 'POST',
        path: '/reconciliation/statements/import',
        body: {
          format: input.format,
          file_name: input.fileName,
          content: input.content,
          ...(input.mappingId ? { mapping_id: input.mappingId } : {}),
          ...(input.bankAccountId ? { bank_account_id: input.bankAccountId } : {}),
          actor: input.actor,
        },
        key,
        envelope: '',
        schema: ImportResultSchema,
      }),

    /** POST /reconciliation/bank-accounts/create (extension): a bank account statements are imported into. */
    createBankAccount: (
      input: {
        name: string;
        currency: string;
        accountNumber: string;
        bankName?: string;
        carries: string;
        actor: string;
      },
      key: string,
    ): Promise<WriteResult<BankAccount>> =>
      send(api, {
        method: 'POST',
        path: '/reconciliation/bank-accounts/create',
        body: {
          name: input.name,
          currency: input.currency,
          account_number: input.accountNumber,
          ...(input.bankName ? { bank_name: input.bankName } : {}),
          carries: input.carries,
          actor: input.actor,
        },
        key,
        envelope: 'bank_account',
        schema: BankAccountSchema,
      }),

    /** PUT /reconciliation/exceptions/{uuid}/resolve (extension): a resolution and why, audited with the member. */
    resolveReconciliationException: (
      uuid: string,
      input: { resolution: string; note: string; actor: string },
      key: string,
    ): Promise<WriteResult<ReconciliationException>> =>
      send(api, {
        method: 'PUT',
        path: `/reconciliation/exceptions/${enc(uuid)}/resolve`,
        body: input,
        key,
        envelope: 'exception',
        schema: ExceptionSchema,
      }),

    /** POST /reconciliation/exceptions/bulk (extension): assign or resolve up to 500 exceptions, each audited. */
    bulkReconciliationExceptions: (
      input: {
        exception_ids: string[];
        action: 'ASSIGN' | 'RESOLVE';
        owner?: string | null;
        resolution?: string;
        note?: string;
        actor: string;
      },
      key: string,
    ): Promise<WriteResult<z.output<typeof BulkOutcomeSchema>>> =>
      send(api, {
        method: 'POST',
        path: '/reconciliation/exceptions/bulk',
        body: input,
        key,
        envelope: 'result',
        schema: BulkOutcomeSchema,
      }),

    /** PUT /reconciliation/lines/{uuid}/unmatch (extension): the line and its transactions are open again. */
    unmatchStatementLine: (
      uuid: string,
      input: { reason: string; actor: string },
      key: string,
    ): Promise<WriteResult<StatementLine>> =>
      send(api, {
        method: 'PUT',
        path: `/reconciliation/lines/${enc(uuid)}/unmatch`,
        body: input,
        key,
        envelope: 'line',
        schema: LineSchema,
      }),

    /** PUT /reconciliation/lines/{uuid}/match (extension): one or several deposits or payouts, audited with why. */
    matchStatementLine: (
      uuid: string,
      input: { transaction_ids: string[]; reason: string; accept_difference: boolean; actor: string },
      key: string,
    ): Promise<WriteResult<StatementLine>> =>
      send(api, {
        method: 'PUT',
        path: `/reconciliation/lines/${enc(uuid)}/match`,
        body: input,
        key,
        envelope: 'line',
        schema: LineSchema,
      }),

    /** PUT /reconciliation/lines/{uuid}/annotate (extension): the line's note (empty clears). */
    annotateStatementLine: (
      uuid: string,
      input: { note: string; actor: string },
      key: string,
    ): Promise<WriteResult<StatementLine>> =>
      send(api, {
        method: 'PUT',
        path: `/reconciliation/lines/${enc(uuid)}/annotate`,
        body: input,
        key,
        envelope: 'line',
        schema: LineSchema,
      }),

    /** PUT /reconciliation/statements/{uuid}/void (extension): its matches undone, its lines void, audited. */
    voidStatement: (
      uuid: string,
      input: { reason: string; actor: string },
      key: string,
    ): Promise<WriteResult<Statement>> =>
      send(api, {
        method: 'PUT',
        path: `/reconciliation/statements/${enc(uuid)}/void`,
        body: input,
        key,
        envelope: 'statement',
        schema: StatementSchema,
      }),

    /** POST /reconciliation/close/sign-off (extension): who signed a month of an account off, and when. */
    signOffMonth: (
      input: { month: string; bankAccountId: string; note?: string; actor: string },
      key: string,
    ): Promise<WriteResult<SignOff>> =>
      send(api, {
        method: 'POST',
        path: '/reconciliation/close/sign-off',
        body: {
          month: input.month,
          bank_account_id: input.bankAccountId,
          ...(input.note ? { note: input.note } : {}),
          actor: input.actor,
        },
        key,
        envelope: 'sign_off',
        schema: SignOffSchema,
      }),

    /** PUT /reconciliation/lines/{uuid}/resolve (extension): a line with no deposit or payout, explained. */
    resolveStatementLine: (
      uuid: string,
      input: { resolution: string; note?: string; actor: string },
      key: string,
    ): Promise<WriteResult<StatementLine>> =>
      send(api, {
        method: 'PUT',
        path: `/reconciliation/lines/${enc(uuid)}/resolve`,
        body: { resolution: input.resolution, ...(input.note ? { note: input.note } : {}), actor: input.actor },
        key,
        envelope: 'line',
        schema: LineSchema,
      }),

    /** PUT /reconciliation/exceptions/{uuid}/update (extension): owner and note (null clears). */
    updateReconciliationException: (
      uuid: string,
      input: { owner: string | null; note: string | null; actor: string },
      key: string,
    ): Promise<WriteResult<ReconciliationException>> =>
      send(api, {
        method: 'PUT',
        path: `/reconciliation/exceptions/${enc(uuid)}/update`,
        body: input,
        key,
        envelope: 'exception',
        schema: ExceptionSchema,
      }),

    /** PUT /clients/{id}/revoke (extension). */
    revokeApiClient: (clientId: string, key: string): Promise<WriteResult<ApiClient>> =>
      send(api, {
        method: 'PUT',
        path: `/clients/${enc(clientId)}/revoke`,
        key,
        envelope: 'client',
        schema: ApiClientSchema,
      }),
  };
}

export type MerchantWrites = ReturnType<typeof writesThrough>;
