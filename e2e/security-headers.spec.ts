import { expect, test } from './fixtures/auth';

/**
 * Security headers on every kind of page, and a Content-Security-Policy strict enough to matter that the
 * pages still live with: any violation the browser reports fails the test.
 */
test.describe('security headers', () => {
  test('console, sign-in and hosted pages carry a nonce CSP and the other headers, and raise no CSP violation', async ({
    pageAs,
    browser,
    request,
  }) => {
    const violations: string[] = [];
    const watch = async (page: import('@playwright/test').Page) => {
      await page.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (e) => {
          (window as unknown as { __csp: string[] }).__csp = [
            ...((window as unknown as { __csp?: string[] }).__csp ?? []),
            `${e.violatedDirective} ${e.blockedURI}`,
          ];
        });
      });
      page.on('console', (message) => {
        if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
      });
    };
    const check = async (page: import('@playwright/test').Page, path: string) => {
      const response = await page.goto(path);
      const headers = response!.headers();
      const policy = headers['content-security-policy'] ?? '';
      expect(policy, path).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]+' 'strict-dynamic'/);
      for (const directive of ["frame-ancestors 'none'", "object-src 'none'", "base-uri 'none'", "form-action 'self'"])
        expect(policy, path).toContain(directive);
      expect(headers['x-content-type-options'], path).toBe('nosniff');
      expect(headers['referrer-policy'], path).toBeTruthy();
      // Served to localhost: no HSTS (it would pin the browser to https for a development host).
      expect(headers['strict-transport-security'], path).toBeUndefined();
      await page.waitForLoadState('load');
      const reported = await page.evaluate(() => (window as unknown as { __csp?: string[] }).__csp ?? []);
      expect(reported, path).toEqual([]);
    };

    const anonymous = await browser.newPage();
    await watch(anonymous);
    await check(anonymous, '/login');

    const admin = await pageAs('admin');
    await watch(admin);
    for (const path of ['/', '/payments', '/deposits', '/payouts/new', '/settings']) await check(admin, path);
    // The palette and a theme switch run client code after load: still no violation.
    await admin.keyboard.press('Control+k');

    // A hosted Connect page, made through the API.
    const token = (
      await (
        await request.post('/api/v1/oauth/token', {
          data: {
            client_id: 'demo-client',
            client_secret: 'demo-secret-change-me',
            audience: 'merchant-api',
            grant_type: 'client_credentials',
          },
        })
      ).json()
    ).access_token;
    const links = await (
      await request.get('/api/v1/connect/link/list', {
        headers: { authorization: `Bearer ${token}` },
        params: { page_size: '50' },
      })
    ).json();
    const open = (links.connect_links as { url?: string; expired?: boolean | string }[]).find(
      (l) => l.url && String(l.expired) !== 'true',
    );
    expect(open?.url, 'an open demo connect link').toBeTruthy();
    await check(anonymous, new URL(open!.url!).pathname);
    expect(violations).toEqual([]);
  });
});
