import { randomInt } from 'node:crypto';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures/auth';
import { DemoApi } from './support/api';
import { signedInSpanishMember } from './support/staff';

/**
 * Support types names the way people type them (docs/search.md, "Typos"): five searches with a typing error each
 * find the payer and the payment, at 1280 px and 390 px, in English and es-CO, with the payment's status in the
 * member's language; at 1280 px the payments list shows Created and the row's actions, the disputes list Payer,
 * Payment and Opened (docs/decisions.md, "Every column reachable"). The payer is seeded through the API with a
 * surname of its own, so that no other name is as close to the typos.
 */
test.describe.configure({ timeout: 120_000 });

const LETTERS = 'bcdfghjklmnpqrstvwxz';
const randomLetters = (n: number) => Array.from({ length: n }, () => LETTERS[randomInt(LETTERS.length)]).join('');

async function seedPayer(api: DemoApi) {
  const surname = `Zorbrandt${randomLetters(4)}`;
  const account = await api.connectAccount('typo', { firstName: 'Mirela', lastName: surname });
  const payment = await api.createPayment({ funding: account.uuid, amount: 4150, description: `Kayak ${surname}` });
  await expect
    .poll(async () => (await api.payment(payment.uuid)).status, { timeout: 45_000, intervals: [500] })
    .toBe('SUCCESSFUL');
  const s = surname.toLowerCase();
  const swap = (i: number) => s.slice(0, i) + s[i + 1] + s[i] + s.slice(i + 2);
  const typos = [
    `${s.slice(0, 3)}a${s.slice(4)}`, // substitution: zora…
    s.slice(0, 4) + s.slice(5), // deletion: zorbandt…
    swap(5), // transposition
    `${s.slice(0, 6)}n${s.slice(6)}`, // insertion
    `mirela ${swap(2)}`, // a first name as typed, a surname transposed
  ];
  return { surname, name: account.name, payment, typos };
}

const WORDS = {
  en: { people: 'End users', payments: 'Payments', status: 'Successful', created: 'Created', actions: 'Actions' },
  es: { people: 'Usuarios finales', payments: 'Pagos', status: 'Exitoso', created: 'Creado', actions: 'Acciones' },
};
const CASE_COLUMNS = { en: ['Payer', 'Payment', 'Opened'], es: ['Pagador', 'Pago', 'Apertura'] };

async function searchWithTypo(
  page: Page,
  query: string,
  payer: Awaited<ReturnType<typeof seedPayer>>,
  words: typeof WORDS.en,
) {
  await page.goto(`/search?q=${encodeURIComponent(query)}`);
  for (const title of [words.people, words.payments])
    await expect(page.getByRole('heading', { name: new RegExp(`^${title} \\(\\d+\\+?\\)$`) })).toBeVisible();
  // The person's row links by name; the payment's row by its description, with the person and the status.
  await expect(page.getByRole('link', { name: payer.name, exact: true })).toBeVisible();
  const payment = page.locator('main li').filter({ hasText: `Kayak ${payer.surname}` });
  await expect(payment).toContainText(payer.name);
  await expect(payment).toBeVisible();
  await expect(payment).toContainText(words.status);
}

/** The element lies within the viewport's width (a column a member sees without scrolling). */
async function expectInView(page: Page, element: Locator) {
  await expect(element).toBeVisible();
  const box = await element.boundingBox();
  const width = page.viewportSize()!.width;
  expect(box, 'a box').not.toBeNull();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(width);
}

for (const language of ['en', 'es'] as const) {
  test(`five searches with a typing error find the payer (${language}, 1280 px and 390 px), and key columns show at 1280 px`, async ({
    pageAs,
    browser,
    request,
  }) => {
    const member = async () =>
      language === 'es'
        ? (
            await signedInSpanishMember(browser, await pageAs('admin'), {
              label: 'typo-es',
              name: 'Tomás Soporte',
              role: 'support',
            })
          ).page
        : pageAs('support');
    const [payer, page] = await Promise.all([seedPayer(new DemoApi(request)), member()]);
    const words = WORDS[language];
    for (const width of [1280, 390]) {
      await test.step(`${width} px`, async () => {
        await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
        for (const typo of payer.typos) await test.step(typo, () => searchWithTypo(page, typo, payer, words));
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      });
    }
    await test.step('columns at 1280 px', async () => {
      await page.setViewportSize({ width: 1280, height: 900 });
      await page.goto('/payments');
      await expectInView(page, page.getByRole('columnheader', { name: words.created }));
      await expectInView(page, page.getByRole('columnheader', { name: words.actions }));
      const firstRow = page.locator('main tbody tr').first();
      await expectInView(page, firstRow.locator('td').last());
      await page.goto('/disputes');
      for (const name of CASE_COLUMNS[language])
        await expectInView(page, page.getByRole('columnheader', { name, exact: true }));
    });
    await page.context().close();
  });
}
