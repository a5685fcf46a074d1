import type { Page } from '@playwright/test';
import { DemoApi } from './support/api';
import { axeViolations } from './support/axe';
import { signedInSpanishMember } from './support/staff';
import { expect, STAFF, test } from './fixtures/auth';
import { captureAction, expectDeniedInAudit, replayAction } from './actions/server-action';

/**
 * Disputes and returns (docs/disputes.md): support walks a dispute from the list's deadline badge to the
 * case, uploads evidence, submits with a confirmation and sees the outcome; a viewer reads the case without any
 * action. The sandbox disputes a payment whose amount ends in 66 and decides a submitted case seconds later
 * (playwright.config.ts FAST_SANDBOX); the test polls for both.
 */

test.describe.configure({ mode: 'parallel', timeout: 120_000 });

/** A payment of 100.66 (FRAUDULENT), created through the API; the case the sandbox opens for it. */
async function disputedPayment(
  api: DemoApi,
  amount = 10066,
): Promise<{ paymentId: string; caseId: string; payer: string }> {
  const account = await api.connectAccount('dispute', { firstName: 'Dora', lastName: 'Disputa' });
  const payment = await api.createPayment({ funding: account.uuid, amount, description: 'e2e dispute' });
  let caseId = '';
  await expect
    .poll(
      async () => {
        const { cases } = await api.get<{ cases: { uuid: string }[] }>('/cases/list', { payment_id: payment.uuid });
        caseId = cases[0]?.uuid ?? '';
        return caseId;
      },
      { timeout: 45_000, intervals: [500] },
    )
    .not.toBe('');
  return { paymentId: payment.uuid, caseId, payer: account.name };
}

/** From the list filtered to the payment: the deadline badge, then the case page. */
async function openFromList(page: Page, paymentId: string, badge: RegExp) {
  await page.goto(`/disputes?payment_id=${paymentId}`);
  const main = page.getByRole('main');
  await expect(main.getByText(badge)).toBeVisible();
  await main
    .getByRole('link', { name: /^DSP-|^cas_/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/disputes\/cas_/);
}

/** Reloads the case page until its status badge says `status` (the sandbox's review takes seconds). */
async function expectOutcome(page: Page, status: string) {
  await expect(async () => {
    await page.reload();
    await expect(page.locator('header').getByText(status, { exact: true })).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 45_000, intervals: [500, 1_000] });
}

test('support answers a dispute in English at 1280 px; a viewer reads it without actions; axe clean', async ({
  pageAs,
  request,
}) => {
  const api = new DemoApi(request);
  const { paymentId, caseId, payer } = await disputedPayment(api);
  const page = await pageAs('support');
  await page.setViewportSize({ width: 1280, height: 900 });

  // The overview counts the open cases and links to those waiting for a response.
  await page.goto('/');
  await expect(page.getByRole('link', { name: /open dispute (or|and) return cases?/ })).toHaveAttribute(
    'href',
    '/disputes?status=NEEDS_RESPONSE',
  );
  // The navigation leads to the list; the list shows the deadline badge and the payer's name.
  await page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Disputes and returns' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Disputes and returns' })).toBeVisible();
  await page.goto(`/disputes?payment_id=${paymentId}`);
  await expect(
    page.getByRole('region', { name: 'Disputes and returns' }).getByRole('link', { name: payer }),
  ).toBeVisible();
  await openFromList(page, paymentId, /^Due in \d+ days?$/);
  // The payer by name, and their history beside the case.
  await expect(page.getByRole('main').getByRole('link', { name: payer, exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: `Payments of ${payer}` })).toBeVisible();
  expect(await axeViolations(page, 'light'), 'case page').toEqual([]);
  await expect(page.getByRole('link', { name: paymentId, exact: true })).toHaveAttribute(
    'href',
    `/payments/${paymentId}`,
  );

  // The viewer reads the same case: no upload, no decision.
  const viewer = await pageAs('viewer');
  await viewer.goto(`/disputes/${caseId}`);
  await expect(viewer.getByText('Only support and admin members can respond to a case or accept it.')).toBeVisible();
  await expect(viewer.getByRole('button', { name: /^(Upload|Submit response…|Accept…)$/ })).toHaveCount(0);
  await expect(viewer.getByLabel('Evidence file')).toHaveCount(0);
  await viewer.context().close();

  // A file of a type the API refuses is named on its field, before anything is sent.
  const file = page.getByLabel('Evidence file');
  await file.setInputFiles({ name: 'page.html', mimeType: 'text/html', buffer: Buffer.from('<p>hi</p>') });
  await page.getByRole('button', { name: 'Upload' }).click();
  await expect(page.locator('#f-evidence_file-error')).toHaveText(
    'Only PDF, PNG, JPEG or plain text files can be uploaded.',
  );
  await file.setInputFiles({
    name: 'delivery.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('Signed for on arrival.'),
  });
  await page.getByRole('button', { name: 'Upload' }).click();
  const download = page.getByRole('link', { name: 'Download delivery.txt' });
  await expect(download).toBeVisible();
  const served = await page.request.get((await download.getAttribute('href'))!);
  expect(served.headers()['content-disposition']).toMatch(/^attachment/);
  expect(await served.text()).toBe('Signed for on arrival.');

  // Submit, behind its confirmation.
  await page.getByLabel('Written response').fill('The parcel was signed for; see the delivery note.');
  await page.getByRole('button', { name: 'Submit response…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Submit the response' });
  await expect(dialog.getByTestId('review')).toContainText('1 file');
  const submit = await captureAction(page, () => dialog.getByRole('button', { name: 'Submit response' }).click());
  await expect(dialog.getByRole('status')).toContainText('Response submitted: the case is under review.');
  await dialog.getByRole('button', { name: 'Done' }).click();

  // The same submit sent again (a double click, a retry) is the API's replay of the first, not a 409; sent by a
  // finance member it is refused and audited as denied.
  const again = await replayAction(page, submit);
  expect(again.status).toBe(200);
  expect(again.text).toContain('Response submitted: the case is under review.');
  const finance = await pageAs('finance');
  await finance.goto('/disputes');
  expect((await replayAction(finance, submit)).text).toContain('You do not have permission to do this');
  await expectDeniedInAudit(await pageAs('admin'), 'case.submit', STAFF.finance.email);
  await finance.context().close();
  await expectOutcome(page, 'Won');

  // The list (axe clean) and the payment, which links to its case.
  await page.goto(`/disputes?payment_id=${paymentId}`);
  await expect(
    page.getByRole('region', { name: 'Disputes and returns' }).getByText('Won', { exact: true }),
  ).toBeVisible();
  expect(await axeViolations(page, 'light'), 'list').toEqual([]);
  await page.goto(`/payments/${paymentId}`);
  await page.getByRole('link', { name: /^Open case / }).click();
  await expect(page).toHaveURL(`/disputes/${caseId}`);
});

test('support answers a dispute in Spanish on a 390 px phone; no sideways scroll, axe clean', async ({
  pageAs,
  browser,
  request,
}) => {
  const api = new DemoApi(request);
  const [{ paymentId }, { page }] = await Promise.all([
    disputedPayment(api),
    signedInSpanishMember(browser, await pageAs('admin'), {
      label: 'disputas',
      name: 'Sara Disputas',
      role: 'support',
    }),
  ]);
  await page.setViewportSize({ width: 390, height: 844 });
  await openFromList(page, paymentId, /^Vence en \d+ días?$/);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  expect(await axeViolations(page, 'light'), 'case page, phone, Spanish').toEqual([]);
  await page
    .getByLabel('Archivo de evidencia')
    .setInputFiles({ name: 'recibo.txt', mimeType: 'text/plain', buffer: Buffer.from('Entregado.') });
  await page.getByRole('button', { name: 'Cargar' }).click();
  await expect(page.getByRole('link', { name: 'Descargar recibo.txt' })).toBeVisible();
  await page.getByLabel('Respuesta escrita').fill('El pedido fue entregado.');
  await page.getByRole('button', { name: 'Enviar respuesta…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Enviar la respuesta' });
  await dialog.getByRole('button', { name: 'Enviar respuesta' }).click();
  await expect(dialog.getByRole('status')).toContainText('Respuesta enviada: el caso está en revisión.');
  await dialog.getByRole('button', { name: 'Listo' }).click();
  await expectOutcome(page, 'Ganada');
  await page.context().close();
});

test('a case_submit approval rule holds a large dispute response; an admin approves and approving submits it', async ({
  pageAs,
  request,
}) => {
  const api = new DemoApi(request);
  const admin = await pageAs('admin');
  // A rule for responses of $9,000.00 or more (the other dispute tests answer $100.66: never held).
  await admin.goto('/settings/approvals');
  const ruleForm = admin.getByRole('form', { name: 'New approval rule' });
  await ruleForm.getByLabel('Action').selectOption('case_submit');
  await ruleForm.getByLabel('Currency').fill('USD');
  await ruleForm.getByLabel('At or above (amount)').fill('9,000.00');
  await ruleForm.getByLabel('Approvals needed').selectOption('1');
  await ruleForm.getByRole('checkbox', { name: 'Admin' }).check();
  await ruleForm.getByRole('button', { name: 'Create rule' }).click();
  await expect(ruleForm.getByText('Rule created.')).toBeVisible();
  const ruleRow = admin
    .getByRole('row')
    .filter({ hasText: '$9,000.00' })
    .filter({ hasText: 'Dispute response' })
    .first();
  const ruleId = (await ruleRow.getAttribute('data-testid'))!.replace('approval-rule-', '');
  try {
    const { caseId } = await disputedPayment(api, 906_666);
    const support = await pageAs('support');
    await support.goto(`/disputes/${caseId}`);
    await support.getByLabel('Written response').fill('Delivered and signed for.');
    await support.getByRole('button', { name: 'Submit response…' }).click();
    const dialog = support.getByRole('dialog', { name: 'Submit the response' });
    await dialog.getByRole('button', { name: 'Submit response' }).click();
    const held = dialog.getByTestId('held-for-approval');
    await expect(held).toContainText('Waiting for approval');
    const href = (await held.getByRole('link', { name: 'Open the approval request' }).getAttribute('href'))!;
    const status = async () => (await api.get<{ case: { status: string } }>(`/cases/${caseId}`)).case.status;
    expect(await status()).toBe('NEEDS_RESPONSE');

    await admin.goto(href);
    await expect(admin.getByTestId('approval-amount')).toContainText('906666 minor units, USD');
    await expect(admin.getByRole('link', { name: caseId })).toHaveAttribute('href', `/disputes/${caseId}`);
    await admin.getByRole('button', { name: 'Approve' }).click();
    await expect(admin.getByTestId('approval-result')).toContainText('Sent to the API');
    expect(await status()).not.toBe('NEEDS_RESPONSE');
  } finally {
    await admin.goto('/settings/approvals');
    await admin.getByTestId(`approval-rule-${ruleId}`).getByRole('button', { name: 'Delete' }).click();
    await expect(admin.getByTestId(`approval-rule-${ruleId}`)).toHaveCount(0);
  }
});
