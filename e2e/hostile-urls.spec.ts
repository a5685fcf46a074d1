import { networkInterfaces } from 'node:os';
import { expect, test } from './fixtures/auth';

/**
 * Two ways around the console's controls, tried from outside: a path segment that is not percent-encoded
 * UTF-8 (it made Next.js answer 500), and a forged X-Forwarded-For (it used to choose the address the sign-in
 * throttle counts).
 */
test.describe('hostile URLs and headers', () => {
  test('a malformed percent-encoding answers 400 or 404 with each surface’s usual body, never a 5xx', async ({
    request,
    pageAs,
  }) => {
    for (const path of [
      '/api/v1/deposits/%ED%A0%80',
      '/api/v1/webhook-endpoints/%ED%A0%80/rotate-secret',
      '/api/v1/recurring-plans/%ED%A0%80/pause',
      '/api/v1/payments/%zz',
    ]) {
      for (const method of ['GET', 'POST', 'PUT']) {
        const response = await request.fetch(path, {
          method,
          headers: { authorization: 'Bearer not-a-token', 'content-type': 'application/json' },
          data: method === 'GET' ? undefined : '{}',
        });
        expect([400, 404], `${method} ${path}`).toContain(response.status());
        expect(typeof (await response.json()).error?.code, `${method} ${path}`).toBe('string');
      }
    }
    // Hosted pages: a not-found page.
    for (const path of ['/connect/%ED%A0%80', '/checkout/%E0%A4%A', '/connect/%zz']) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(404);
      expect(await response.text(), path).toContain('<html');
    }
    // Console pages, signed in: the console's not-found page.
    const admin = await pageAs('admin');
    for (const path of ['/payments/%ED%A0%80', '/payments/%zz', '/deposits/%E0%A4%A']) {
      const response = await admin.goto(path);
      expect(response?.status(), path).toBe(404);
      await expect(admin.getByRole('heading', { name: 'Page not found' }), path).toBeVisible();
    }
    // An address no page matches, and a deposit that does not exist (inside the console's frame, with its navigation).
    const unknown = await admin.goto('/no-such-page');
    expect(unknown?.status()).toBe(404);
    await expect(admin.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await admin.goto('/deposits/00000000-0000-4000-8000-000000000000');
    await expect(admin.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await expect(admin.getByRole('navigation').getByRole('link', { name: 'Payments' }).first()).toBeVisible();
    await admin.getByRole('link', { name: 'Back to the overview' }).click();
    await expect(admin).toHaveURL(/\/$/);
  });

  test('rotating X-Forwarded-For does not escape the per-address sign-in lock', async ({ browser }) => {
    // The console's own address on this machine's network: requests from it are not loopback, so they count.
    const address = Object.values(networkInterfaces())
      .flat()
      .find((a) => a && a.family === 'IPv4' && !a.internal)?.address;
    expect(address, 'a non-loopback IPv4 address to reach the console on').toBeTruthy();
    const port = new URL(test.info().project.use.baseURL!).port;
    const page = await browser.newPage({ baseURL: `http://${address}:${port}` });
    let locked = false;
    for (let i = 1; i <= 25 && !locked; i++) {
      await page.setExtraHTTPHeaders({ 'x-forwarded-for': `198.51.100.${i}`, 'x-real-ip': `203.0.113.${i}` });
      await page.goto('/login');
      await page.getByLabel('Email').fill(`nobody-${i}-${Date.now()}@example.com`);
      await page.getByLabel('Password').fill('not-the-password');
      await page.getByRole('button', { name: 'Sign in' }).click();
      const status = page.getByRole('status');
      await expect(status).toContainText(/do not match|Too many failed attempts/);
      locked = /Too many failed attempts/.test((await status.textContent()) ?? '');
    }
    expect(locked, 'the address is locked whatever X-Forwarded-For says').toBe(true);
    await page.close();
  });
});
