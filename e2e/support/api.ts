import { randomUUID } from 'node:crypto';
import { expect, type APIRequestContext } from '@playwright/test';

/**
 * The Merchant API as the demo client sees it, for seeding each test's own data and reading the results
 * back (the console is the thing under test; the API is the source of truth).
 */
export class DemoApi {
  private token: string | null = null;
  private tenant: Promise<string> | null = null;

  constructor(private readonly request: APIRequestContext) {}

  private async authorization(): Promise<string> {
    if (!this.token) {
      const response = await this.request.post('/api/v1/oauth/token', {
        data: {
          client_id: 'demo-client',
          client_secret: 'demo-secret-change-me',
          audience: 'merchant-api',
          grant_type: 'client_credentials',
        },
      });
      expect(response.status(), await response.text()).toBe(200);
      this.token = (await response.json()).access_token as string;
    }
    return `Bearer ${this.token}`;
  }

  async get<T = Record<string, unknown>>(path: string, query: Record<string, string> = {}): Promise<T> {
    const response = await this.request.get(`/api/v1${path}`, {
      headers: { authorization: await this.authorization() },
      params: query,
    });
    expect(response.status(), `${path}: ${await response.text()}`).toBe(200);
    return (await response.json()) as T;
  }

  async send<T = Record<string, unknown>>(method: 'POST' | 'PUT', path: string, body: unknown = {}): Promise<T> {
    const response = await this.request.fetch(`/api/v1${path}`, {
      method,
      headers: {
        authorization: await this.authorization(),
        'content-type': 'application/json',
        'idempotency-key': randomUUID(),
      },
      data: body,
    });
    expect([200, 201], `${method} ${path}: ${await response.text()}`).toContain(response.status());
    return (await response.json()) as T;
  }

  /** Any request, answered or refused: its status, Request-Id and body (for tests of refusals and the request log). */
  async raw(
    method: 'GET' | 'POST' | 'PUT',
    path: string,
    body?: unknown,
  ): Promise<{ status: number; requestId: string; body: Record<string, unknown> }> {
    const response = await this.request.fetch(`/api/v1${path}`, {
      method,
      headers: {
        authorization: await this.authorization(),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      data: body,
    });
    return {
      status: response.status(),
      requestId: response.headers()['request-id'] ?? '',
      body: (await response.json().catch(() => ({}))) as Record<string, unknown>,
    };
  }

  post<T = Record<string, unknown>>(path: string, body: unknown): Promise<T> {
    return this.send<T>('POST', path, body);
  }

  /** The demo merchant's first tenant (read once per DemoApi). */
  tenantId(): Promise<string> {
    this.tenant ??= this.get<{ tenants: { uuid: string }[] }>('/tenants/list').then(({ tenants }) => tenants[0].uuid);
    return this.tenant;
  }

  async merchants(): Promise<{ uuid: string; name: string; parent_uuid: string | null }[]> {
    return (
      await this.get<{ merchants: { uuid: string; name: string; parent_uuid: string | null }[] }>('/merchants/list')
    ).merchants;
  }

  /** A CONNECTED checking account owned by a new end user with a unique email. */
  async connectAccount(
    label = 'e2e',
    person: { firstName: string; lastName: string } = { firstName: 'Ana', lastName: 'Tester' },
  ): Promise<{ uuid: string; code: string; last4: string; email: string; name: string; endUserId: string }> {
    const tag = randomUUID().slice(0, 8);
    const email = `${label}-${tag}@example.com`;
    const number = `${Date.now()}`.slice(-8) + String(Math.floor(Math.random() * 1e4)).padStart(4, '0');
    const { account } = await this.send<{
      account: { uuid: string; code: string; last_4: string; end_user: { uuid: string } };
    }>('POST', '/accounts/connect/', {
      institution_uuid: 'ins_00000000-0000-4000-8000-000000000001',
      account_number: number,
      new_end_user_details: {
        type: 'INDIVIDUAL',
        first_name: person.firstName,
        last_name: `${person.lastName} ${tag}`,
        email,
      },
    });
    return {
      uuid: account.uuid,
      code: account.code,
      last4: account.last_4,
      email,
      name: `${person.firstName} ${person.lastName} ${tag}`,
      endUserId: account.end_user.uuid,
    };
  }

  async createPayment(input: {
    funding: string;
    amount: number;
    description: string;
    currency?: string;
    reference?: string;
  }): Promise<{ uuid: string; code: string }> {
    const { payment } = await this.post<{ payment: { uuid: string; code: string } }>('/payments/create', {
      tenant_id: await this.tenantId(),
      amount: input.amount,
      description: input.description,
      auto_send_receipt: false,
      funding_source_id: input.funding,
      ...(input.currency ? { currency: input.currency } : {}),
      ...(input.reference ? { primary_reference: input.reference } : {}),
    });
    return payment;
  }

  async paymentStatus(uuid: string): Promise<string> {
    return (await this.payment(uuid)).status;
  }

  async payment(uuid: string): Promise<{
    status: string;
    amount: number;
    amount_refunded: number;
    refunds: { uuid: string; amount: number; refund_reason?: string; reason?: string }[];
  }> {
    return (await this.get<{ payment: never }>(`/payments/${uuid}`)).payment;
  }

  /** A SUCCESSFUL payment: created through the API, then moved along by the sandbox processor (seconds). */
  async successfulPayment(
    amount: number,
    label = 'refund',
  ): Promise<{ uuid: string; code: string; account: Awaited<ReturnType<DemoApi['connectAccount']>> }> {
    const account = await this.connectAccount(label);
    const payment = await this.createPayment({
      funding: account.uuid,
      amount,
      description: `e2e ${label} ${randomUUID().slice(0, 8)}`,
    });
    await expect
      .poll(async () => (await this.payment(payment.uuid)).status, { timeout: 45_000, intervals: [500] })
      .toBe('SUCCESSFUL');
    return { ...payment, account };
  }
}

/** `work` for every item, at most `limit` at a time; the results in the items' order. */
export async function eachLimited<T, R>(
  items: readonly T[],
  limit: number,
  work: (item: T, index: number) => Promise<R>,
): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const lane = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index]!, index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, lane));
  return results;
}

/** Statuses after which the sandbox processor leaves a payment alone. */
export const FINAL_STATUSES = ['SUCCESSFUL', 'FAILED', 'CANCELED', 'REVERSED', 'REFUNDED', 'DISPUTED'];
