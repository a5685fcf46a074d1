import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures/auth';
import { DemoApi } from './support/api';
import { signedInSpanishMember } from './support/staff';

/**
 * Support searches the way a caller speaks ("it's Mary Lewis, I paid 24"), opens the payment and starts
 * a refund, in English and es-CO, on a desktop and a phone. The payment is seeded through the API (docs/search.md).
 */
test.describe.configure({ timeout: 90_000 });

async function maryPaid24(api: DemoApi) {
  const tag = randomUUID().slice(0, 8);
  const account = await api.connectAccount('mary', { firstName: 'Mary', lastName: 'Lewis' });
  const payment = await api.createPayment({ funding: account.uuid, amount: 2400, description: `Tea ${tag}` });
  await expect
    .poll(async () => (await api.payment(payment.uuid)).status, { timeout: 45_000, intervals: [500] })
    .toBe('SUCCESSFUL');
  return { ...payment, description: `Tea ${tag}`, account };
}

async function searchAndRefund(
  page: Page,
  query: string,
  payment: Awaited<ReturnType<typeof maryPaid24>>,
  words: { payments: string; amount: string; refund: string; dialog: string },
) {
  await page.goto('/search');
  await page.locator('#search-q').fill(query);
  await page.locator('#search-q').press('Enter');
  await expect(page).toHaveURL(/\/search\?q=/);
  const payments = page.getByRole('heading', { name: new RegExp(`^${words.payments} \\(\\d+\\+?\\)$`) });
  await expect(payments).toBeVisible();
  const row = page.locator('main li').filter({ hasText: payment.description });
  await expect(row).toContainText(payment.account.name);
  await expect(row).toContainText(words.amount);
  // Keyboard: the result is a link reached with Tab and opened with Enter.
  await row.getByRole('link', { name: payment.description }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(`/payments/${payment.uuid}`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(words.amount);
  await page.getByRole('button', { name: words.refund }).click();
  await expect(page.getByRole('dialog', { name: `${words.dialog} ${payment.code}` })).toBeVisible();
}

/**
 * The walk in each language at both widths the issue names: one payment and one member per language, walked at
 * 1280 px and then again at 390 px (opening the refund dialog changes nothing, so the second walk finds the same
 * payment). The Spanish member is a new one (the language is per member; the demo members are shared).
 */
const LANGUAGES = [
  {
    name: 'English',
    spanish: false,
    query: 'mary 24',
    words: { payments: 'Payments', amount: '$24.00', refund: 'Refund…', dialog: 'Refund' },
  },
  {
    name: 'es-CO',
    spanish: true,
    query: 'mary 24,00',
    words: { payments: 'Pagos', amount: '24,00', refund: 'Reembolsar…', dialog: 'Reembolsar' },
  },
];

for (const language of LANGUAGES) {
  test(`support finds "${language.query}", opens the payment and starts a refund (${language.name}, 1280 px and 390 px)`, async ({
    pageAs,
    browser,
    request,
  }) => {
    const member = async () =>
      language.spanish
        ? (
            await signedInSpanishMember(browser, await pageAs('admin'), {
              label: 'busca-es',
              name: 'Sofía Soporte',
              role: 'support',
            })
          ).page
        : pageAs('support');
    const [payment, page] = await Promise.all([maryPaid24(new DemoApi(request)), member()]);
    for (const width of [1280, 390]) {
      await test.step(`${width} px`, async () => {
        await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
        await searchAndRefund(page, language.query, payment, language.words);
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      });
    }
    await page.context().close();
  });
}

test('a query that matches nothing says what was searched', async ({ pageAs }) => {
  const page = await pageAs('support');
  await page.goto(`/search?q=${encodeURIComponent('zzqx-nobody 24.00')}`);
  await expect(page.getByText('Nothing matches “zzqx-nobody 24.00”', { exact: true })).toBeVisible();
  // The amount was read in the member's format; no currency was typed, so none is named.
  await expect(page.getByText(/^Searched for the words “zzqx-nobody”, the amount 24\.00\./)).toBeVisible();
});
