import { randomUUID } from 'node:crypto';
import { expect, type APIRequestContext } from '@playwright/test';

/**
 * The Merchant API as the demo client sees it: each insight test seeds its own records through it and
 * checks the console against it (the API is the source of truth).
 */
export class InsightApi {
  private token: string | null = null;

  constructor(private readonly request: APIRequestContext) {}

  private async authorization(): Promise<string> {
    if (!this.token) {
      const response = await this.request.post('/api/v1/oauth/token', {
        data: { client_id: 'demo-client', client_secret: 'demo-secret-change-me', audience: 'merchant-api', grant_type: 'client_credentials' },
      });
      expect(response.status(), await response.text()).toBe(200);
      this.token = (await response.json()).access_token as string;
    }
    return `Bearer ${this.token}`;
  }

  async get<T = Record<string, unknown>>(path: string, query: Record<string, string> = {}): Promise<T> {
    const response = await this.request.get(`/api/v1${path}`, { headers: { authorization: await this.authorization() }, params: query });
    expect(response.status(), `${path}: ${await response.text()}`).toBe(200);
    return (await response.json()) as T;
  }

  async post<T = Record<string, unknown>>(path: string, body: unknown): Promise<T> {
    const response = await this.request.post(`/api/v1${path}`, {
      headers: { authorization: await this.authorization(), 'idempotency-key': randomUUID() },
      data: body,
    });
    expect([200, 201], `POST ${path}: ${await response.text()}`).toContain(response.status());
    return (await response.json()) as T;
  }

  async tenantId(): Promise<string> {
    const { tenants } = await this.get<{ tenants: { uuid: string }[] }>('/tenants/list');
    return tenants[0].uuid;
  }

  /** A CONNECTED account of a new end user (unique email), able to pay. */
  async connectAccount(label: string): Promise<{ uuid: string; email: string; endUserId: string }> {
    const tag = randomUUID().slice(0, 8);
    const email = `${label}-${tag}@example.com`;
    const number = `${Date.now()}`.slice(-8) + String(Math.floor(Math.random() * 1e4)).padStart(4, '0');
    const { account } = await this.post<{ account: { uuid: string; end_user: { uuid: string } } }>('/accounts/connect/', {
      institution_uuid: 'ins_00000000-0000-4000-8000-000000000001',
      account_number: number,
      new_end_user_details: { type: 'INDIVIDUAL', first_name: 'Insight', last_name: `Tester ${tag}`, email },
    });
    return { uuid: account.uuid, email, endUserId: account.end_user.uuid };
  }

  async createPayment(input: { funding: string; amount: number; description: string; currency?: string; reference?: string }): Promise<{ uuid: string; code: string }> {
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
    return (await this.get<{ payment: { status: string } }>(`/payments/${uuid}`)).payment.status;
  }
}

/** Statuses after which the sandbox processor leaves a payment alone. */
export const FINAL_STATUSES = ['SUCCESSFUL', 'FAILED', 'CANCELED', 'REVERSED', 'REFUNDED', 'DISPUTED'];
