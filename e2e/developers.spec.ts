import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Webhook } from 'standardwebhooks';
import { remoteURL } from '../playwright.config';
import { expect, signIn, STAFF, test } from './fixtures/auth';
import { DemoApi } from './support/api';

/**
 * A merchant's receiver: verifies every signature with the standardwebhooks library and fails on purpose the
 * first two requests it gets. It listens on a free loopback port (demo mode allows loopback URLs).
 */
class Receiver {
  secret = '';
  requests = 0;
  deliveries: { id: string; type: string; objectId: string }[] = [];
  rejected = 0;
  private server: Server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      this.requests++;
      if (this.requests <= 2) return void res.writeHead(503).end('warming up');
      try {
        const event = new Webhook(this.secret).verify(body, req.headers as Record<string, string>) as {
          type: string;
          data: { object: { uuid: string } };
        };
        this.deliveries.push({
          id: String(req.headers['webhook-id']),
          type: event.type,
          objectId: event.data.object.uuid,
        });
        res.writeHead(204).end();
      } catch {
        this.rejected++;
        res.writeHead(400).end('bad signature');
      }
    });
  });
  async start(): Promise<string> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/webhooks`;
  }
  close() {
    return new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}

test.describe('Developers: webhooks and events', () => {
  test('an admin adds an endpoint and receives every event of a payment once, signed, after two failures', async ({
    pageAs,
    request,
  }) => {
    test.setTimeout(150_000);
    const receiver = new Receiver();
    const url = await receiver.start();
    try {
      const page = await pageAs('admin');
      await page.goto('/developers/webhooks');
      await expect(page.getByRole('heading', { level: 1, name: 'Webhooks' })).toBeVisible();
      await page.getByLabel('Endpoint URL').fill(url);
      await page
        .getByLabel('Event types')
        .fill('payment.created, payment.processing, payment.succeeded, webhook_endpoint.test');
      await page.getByLabel('Description').fill('e2e receiver');
      await page.getByRole('button', { name: 'Add endpoint' }).click();
      const secret = (await page.getByTestId('webhook-secret').textContent())?.trim() ?? '';
      expect(secret).toMatch(/^whsec_/);
      receiver.secret = secret;

      const api = new DemoApi(request);
      const account = await api.connectAccount('webhooks');
      const payment = await api.createPayment({ funding: account.uuid, amount: 4_321, description: 'Webhook e2e' });
      await expect
        .poll(() => receiver.deliveries.filter((d) => d.objectId === payment.uuid).map((d) => d.type), {
          timeout: 120_000,
          intervals: [250],
        })
        .toEqual(['payment.created', 'payment.processing', 'payment.succeeded']);
      const mine = receiver.deliveries.filter((d) => d.objectId === payment.uuid);
      expect(new Set(mine.map((d) => d.id)).size).toBe(3);
      expect(receiver.rejected).toBe(0);

      // The endpoint's page: the delivery log shows the two failures and the successes; the secret is behind a reveal.
      await page.getByRole('link', { name: 'Open the endpoint' }).click();
      await expect(page.getByRole('heading', { level: 1 })).toContainText(url);
      await expect(page.getByTestId('delivery-attempt').filter({ hasText: '503' }).first()).toBeVisible();
      await expect(page.getByText(secret)).toHaveCount(0);
      await page.getByRole('button', { name: 'Reveal signing secret' }).click();
      await expect(page.getByTestId('revealed-secret')).toHaveText(secret);

      await page.getByRole('button', { name: 'Send test event' }).click();
      await expect
        .poll(() => receiver.deliveries.some((d) => d.type === 'webhook_endpoint.test'), {
          timeout: 60_000,
          intervals: [250],
        })
        .toBe(true);

      // Events: filtered by the payment, its detail shows the payload and the delivery; resend sends the same id again.
      await page.goto(`/developers/events?object_id=${payment.uuid}`);
      await expect(page.getByTestId('event-row')).toHaveCount(3);
      await page.getByRole('link', { name: 'payment.created' }).click();
      await expect(page.getByTestId('event-payload')).toContainText(payment.uuid);
      await expect(page.getByTestId('delivery-row')).toHaveCount(1);
      await page.getByRole('button', { name: 'Resend' }).click();
      await expect(page.getByRole('status').filter({ hasText: 'queued to be sent again' })).toBeVisible();
      const createdId = mine[0].id;
      await expect
        .poll(() => receiver.deliveries.filter((d) => d.id === createdId).length, { timeout: 60_000, intervals: [250] })
        .toBe(2);
    } finally {
      await receiver.close();
    }
  });

  test('a webhook URL is validated, naming the field', async ({ pageAs }) => {
    const page = await pageAs('admin');
    await page.goto('/developers/webhooks');
    await page.getByLabel('Endpoint URL').fill('https://example.com/hooks');
    await page.getByLabel('Event types').fill('payment.exploded');
    await page.getByRole('button', { name: 'Add endpoint' }).click();
    await expect(page.getByText(/must be \* or one of/)).toBeVisible();
  });

  for (const role of ['support', 'finance', 'viewer'] as const) {
    test(`${role}: no Developers area`, async ({ pageAs }) => {
      const page = await pageAs(role);
      for (const path of ['/developers/webhooks', '/developers/events']) {
        const response = await page.goto(path);
        expect(response?.status()).toBe(403);
      }
      await page.goto('/');
      await expect(page.getByRole('link', { name: 'Webhooks' })).toHaveCount(0);
    });
  }
});

test.describe('Developers against a deployment without the extension', () => {
  test.use({ baseURL: remoteURL });

  test('the pages say the API does not offer it', async ({ page }) => {
    await signIn(page, STAFF.admin.email, STAFF.admin.password);
    for (const path of ['/developers/events', '/developers/webhooks']) {
      await page.goto(path);
      await expect(page.getByText('Not available on this API')).toBeVisible();
    }
  });
});
