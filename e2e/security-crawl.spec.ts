import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { REMOTE_AUTH_SECRET, remoteURL } from '../playwright.config';
import { signIn, STAFF, type Role } from './fixtures/auth';

/**
 * Secrets never reach a browser: the console pointed at another deployment (its client secret, the bearer
 * token that deployment issues and the session secret are known here) is crawled as every role — each page's
 * HTML and its RSC payload — and the build's static files are searched. A server action posted from a
 * foreign Origin is refused.
 */
const SECRETS = ['quirky-secret', 'quirky-token', REMOTE_AUTH_SECRET];
const PAGES = [
  '/',
  '/payments',
  '/payouts',
  '/transfers',
  '/deposits',
  '/disputes',
  '/disputes/cas_quirk_1',
  '/accounts',
  '/end-users',
  '/connect-links',
  '/checkout-links',
  '/recurring-plans',
  '/search?q=PAY',
  '/settings',
  '/settings/staff',
  '/settings/staff/roles',
  '/audit',
  '/payments/new',
  '/payouts/new',
  '/transfers/new',
  '/end-users/new',
  '/connect-links/new',
  '/checkout-links/new',
  '/recurring-plans/new',
  '/payments/bulk-refunds/upload',
  '/payments/PAY-QUIRK-1',
];

test.describe('no secret in any page, payload or chunk', () => {
  test.use({ baseURL: remoteURL });

  for (const role of Object.keys(STAFF) as Role[]) {
    test(`${role}: every page's HTML and RSC payload are free of the API secret, its token and the session secret`, async ({
      page,
    }) => {
      await signIn(page, STAFF[role].email, STAFF[role].password);
      let crawled = 0;
      for (const url of PAGES) {
        for (const headers of [{}, { RSC: '1' }] as Record<string, string>[]) {
          const response = await page.request.get(url, { headers, maxRedirects: 0 });
          expect(response.status(), `${url} ${JSON.stringify(headers)}`).toBeLessThan(500);
          const body = await response.text();
          for (const secret of SECRETS)
            expect(body.includes(secret), `${secret} in ${url} ${JSON.stringify(headers)}`).toBe(false);
          crawled++;
        }
      }
      expect(crawled).toBe(PAGES.length * 2);
    });
  }

  test('the build ships none of them either', () => {
    const files: string[] = [];
    const walk = (dir: string) => {
      for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
        const full = path.join(dir, entry.name);
        if (entry.isDirectory()) walk(full);
        else files.push(full);
      }
    };
    // The build the web server runs: `.next`, or NEXT_DIST_DIR's folder (playwright.config.ts starts that one).
    walk(path.join(process.env.NEXT_DIST_DIR || '.next', 'static'));
    expect(files.length).toBeGreaterThan(10);
    for (const file of files) {
      const text = fs.readFileSync(file, 'utf8');
      for (const secret of SECRETS) expect(text.includes(secret), `${secret} in ${file}`).toBe(false);
    }
  });

  test('a server action posted from a foreign Origin is refused and changes nothing', async ({ page, request }) => {
    await signIn(page, STAFF.admin.email, STAFF.admin.password);
    const cookies = (await page.context().cookies()).map((c) => `${c.name}=${c.value}`).join('; ');
    const response = await request.post('/settings', {
      headers: {
        cookie: cookies,
        origin: 'https://evil.example',
        'next-action': '0'.repeat(40),
        'content-type': 'text/plain;charset=UTF-8',
      },
      data: '[]',
      maxRedirects: 0,
    });
    expect(response.status()).toBeGreaterThanOrEqual(400);
  });
});
