import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { expect, STAFF, test } from './fixtures/auth';
import { DemoApi, eachLimited } from './support/api';
import { axeViolations } from './support/axe';
import { signedInSpanishMember } from './support/staff';
import { captureAction, expectDeniedInAudit, replayAction } from './actions/server-action';

// Fifty payments through the sandbox processor, then fifty refunds: more than the default minute.
test.describe.configure({ timeout: 300_000 });

type Listed = { uuid: string; code: string; status: string; amount: number; amount_refunded?: number };

/** Payments whose description holds `tag`, from the API (the list's description filter matches a part). */
async function paymentsTagged(api: DemoApi, tag: string): Promise<Listed[]> {
  return (await api.get<{ payments: Listed[] }>('/payments/list', { description: tag, page_size: '200' })).payments;
}

/** `count` payments with one description, all SUCCESSFUL (amounts end in 00: the sandbox lets them through). */
async function successfulPayments(
  api: DemoApi,
  tag: string,
  count: number,
  amountOf: (i: number) => number,
): Promise<Listed[]> {
  const account = await api.connectAccount('bulk');
  const amounts = Array.from({ length: count }, (_, i) => amountOf(i));
  await eachLimited(amounts, 8, (amount) =>
    api.createPayment({ funding: account.uuid, amount, description: `e2e ${tag}` }),
  );
  await expect
    .poll(async () => (await paymentsTagged(api, tag)).filter((p) => p.status === 'SUCCESSFUL').length, {
      timeout: 90_000,
      intervals: [500],
    })
    .toBe(count);
  return paymentsTagged(api, tag);
}

test.describe('bulk refunds', () => {
  test('a bulk refund of 50 payments chosen by the filters: 48 refunded, 2 refused with the reason, results exported', async ({
    pageAs,
    request,
  }) => {
    const api = new DemoApi(request);
    const tag = `bulk-${randomUUID().slice(0, 8)}`;
    const payments = await successfulPayments(api, tag, 50, (i) => 1_000 + i * 100);
    const alreadyRefunded = payments.slice(0, 2);
    for (const payment of alreadyRefunded)
      await api.send('PUT', `/payments/${payment.uuid}/refund`, { reason: 'REQUESTED_BY_CUSTOMER' });
    const expectedTotal = payments.slice(2).reduce((sum, p) => sum + p.amount, 0);

    const support = await pageAs('support');
    await support.goto(`/payments?description=${tag}&page_size=25`);
    const table = support.getByRole('region', { name: 'Payments' });
    await expect(table.getByRole('row')).toHaveCount(26);

    await test.step('select the page, then every payment matching the filters', async () => {
      await expect(async () => {
        await table.getByRole('checkbox', { name: 'Select every row on this page' }).check({ timeout: 2_000 });
        await expect(support.getByRole('form', { name: 'Bulk refund selection' })).toContainText(
          '25 payments selected',
          { timeout: 2_000 },
        );
      }).toPass({ timeout: 20_000 });
      const bar = support.getByRole('form', { name: 'Bulk refund selection' });
      await bar.getByRole('button', { name: 'Select all payments matching the filters (up to 1,000)' }).click();
      await expect(bar).toContainText('All payments matching the filters are selected');
      await bar.getByRole('button', { name: 'Refund selected…' }).click();
    });

    await test.step('review: the count, the total and the two that cannot be refunded', async () => {
      await expect(support).toHaveURL(/\/payments\/bulk-refunds\/[0-9a-f-]{36}$/);
      await expect(support.getByTestId('bulk-count')).toHaveText('50');
      const dollars = (expectedTotal / 100).toLocaleString('en-US', { style: 'currency', currency: 'USD' });
      await expect(support.getByTestId('bulk-totals')).toContainText(dollars);
      await expect(support.getByTestId('bulk-totals')).toContainText('48 payments');
      await expect(support.getByText('2 payments cannot be refunded now')).toBeVisible();
      await expect(support.getByTestId('bulk-item')).toHaveCount(50);
    });

    await test.step('a reason is required; then the refunds run with a progress bar and end in a result table', async () => {
      const form = support.getByRole('form', { name: 'Confirm the bulk refund' });
      await form.getByRole('button', { name: 'Refund 50 payments' }).click();
      await expect(support.getByTestId('error-summary')).toContainText('Choose a reason');
      await form.getByLabel('Reason').selectOption('REQUESTED_BY_CUSTOMER');
      await form.getByRole('button', { name: 'Refund 50 payments' }).click();
      await expect(support.getByTestId('bulk-result')).toContainText(
        'Finished: 48 refunded, 2 refused, 0 not confirmed.',
        { timeout: 120_000 },
      );
      const refused = support.getByTestId('bulk-item').filter({ hasText: 'Refused' });
      await expect(refused).toHaveCount(2);
      for (const payment of alreadyRefunded) await expect(refused.filter({ hasText: payment.code })).toHaveCount(1);
      await expect(refused.first()).toContainText(/refund/i);
    });

    await test.step('the export has every payment with its result', async () => {
      const [download] = await Promise.all([
        support.waitForEvent('download'),
        support.getByRole('link', { name: 'Export results (CSV)' }).click(),
      ]);
      const lines = readFileSync((await download.path())!, 'utf8')
        .replace(/^\uFEFF/, '')
        .trim()
        .split('\r\n');
      expect(lines[0]).toContain('payment_uuid');
      expect(lines).toHaveLength(51);
      expect(lines.filter((line) => line.includes(',refunded,'))).toHaveLength(48);
      expect(lines.filter((line) => line.includes(',refused,'))).toHaveLength(2);
    });

    await test.step('the API agrees: each payment refunded exactly once, in full', async () => {
      const now = await eachLimited(payments, 8, (payment) => api.payment(payment.uuid));
      payments.forEach((payment, i) => {
        expect(now[i]!.amount_refunded, payment.code).toBe(payment.amount);
        expect(now[i]!.refunds, payment.code).toHaveLength(1);
      });
    });
  });

  test('an approval rule holds a bulk refund whose total reaches it, though each payment is below; an admin approves and it runs', async ({
    pageAs,
    request,
  }) => {
    const api = new DemoApi(request);
    const tag = `bulk-held-${randomUUID().slice(0, 8)}`;
    const payments = await successfulPayments(api, tag, 2, () => 2_600_000);
    const admin = await pageAs('admin');

    await admin.goto('/settings/approvals');
    const ruleForm = admin.getByRole('form', { name: 'New approval rule' });
    await ruleForm.getByLabel('Action').selectOption('refund');
    await ruleForm.getByLabel('Currency').fill('USD');
    await ruleForm.getByLabel('At or above (amount)').fill('45,000.00');
    await ruleForm.getByLabel('Approvals needed').selectOption('1');
    await ruleForm.getByRole('checkbox', { name: 'Admin' }).check();
    await ruleForm.getByRole('button', { name: 'Create rule' }).click();
    await expect(ruleForm.getByText('Rule created.')).toBeVisible();
    const ruleRow = admin.getByRole('row').filter({ hasText: '$45,000.00' }).first();
    const ruleId = (await ruleRow.getAttribute('data-testid'))!.replace('approval-rule-', '');

    try {
      const support = await pageAs('support');
      await support.goto(`/payments?description=${tag}`);
      const table = support.getByRole('region', { name: 'Payments' });
      await expect(table.getByRole('row')).toHaveCount(3);
      await expect(async () => {
        for (const payment of payments)
          await table.getByRole('checkbox', { name: `Select ${payment.code}` }).check({ timeout: 2_000 });
        await expect(support.getByRole('form', { name: 'Bulk refund selection' })).toContainText(
          '2 payments selected',
          { timeout: 2_000 },
        );
      }).toPass({ timeout: 20_000 });
      const prepare = await captureAction(support, () =>
        support.getByRole('button', { name: 'Refund selected…' }).click(),
      );
      await expect(support).toHaveURL(/\/payments\/bulk-refunds\/[0-9a-f-]{36}$/);
      const batchUrl = support.url();
      await support.getByLabel('Reason').selectOption('FRAUDULENT');
      const start = await captureAction(support, () =>
        support.getByRole('button', { name: 'Refund 2 payments' }).click(),
      );

      // The same two actions sent by members without the refund permission are refused and audited.
      const finance = await pageAs('finance');
      await finance.goto('/payments');
      expect((await replayAction(finance, prepare)).text).toContain('You do not have permission to do this');
      expect((await replayAction(finance, start)).text).toContain('You do not have permission to do this');
      await expectDeniedInAudit(admin, 'bulk_refund.prepare', STAFF.finance.email);
      await expectDeniedInAudit(admin, 'bulk_refund.start', STAFF.finance.email);
      const held = support.getByTestId('held-for-approval');
      await expect(held).toContainText('Waiting for approval');
      const href = (await held.getByRole('link', { name: 'Open the approval request' }).getAttribute('href'))!;
      for (const payment of payments) expect((await api.payment(payment.uuid)).amount_refunded ?? 0).toBe(0);

      await support.goto(href);
      await expect(support.getByRole('button', { name: 'Approve' })).toHaveCount(0);

      await admin.goto(href);
      // The approver sees the batch's rows: every payment and amount they sign for.
      for (const payment of payments)
        await expect(admin.getByTestId('approval-batch-rows')).toContainText(payment.code);
      await admin.getByRole('button', { name: 'Approve' }).click();
      await expect(admin.getByTestId('approval-result')).toBeVisible();

      await support.goto(batchUrl);
      await expect(support.getByTestId('bulk-result')).toContainText('Finished: 2 refunded, 0 refused', {
        timeout: 60_000,
      });
      for (const payment of payments) expect((await api.payment(payment.uuid)).amount_refunded).toBe(2_600_000);
    } finally {
      await admin.goto('/settings/approvals');
      await admin.getByTestId(`approval-rule-${ruleId}`).getByRole('button', { name: 'Delete' }).click();
      await expect(admin.getByTestId(`approval-rule-${ruleId}`)).toHaveCount(0);
    }
  });

  test('a CSV with an amount per row at 1280 px: a row over what is left fixed, an unknown one dropped, each refunded with its own amount and reason', async ({
    pageAs,
    request,
  }) => {
    const api = new DemoApi(request);
    const tag = `bulk-csv-${randomUUID().slice(0, 8)}`;
    const [a, b, c] = await successfulPayments(api, tag, 3, (i) => 1_000 * (i + 1));
    const support = await pageAs('support');
    await support.setViewportSize({ width: 1280, height: 900 });
    await support.goto('/payments/bulk-refunds');
    await support.getByRole('link', { name: 'Upload a CSV…' }).click();
    const csv = [
      'payment,amount,currency,reason,note',
      `${a.code},${(a.amount / 100 / 2).toFixed(2)},USD,REQUESTED_BY_CUSTOMER,`,
      `${b.code},${(b.amount / 100 + 5).toFixed(2)},USD,FRAUDULENT,`,
      `PAY-NOPE-${tag},1.00,USD,,`,
      `${c.uuid},${(c.amount / 100).toFixed(2)},,OTHER,"duplicate, see ticket 7"`,
    ].join('\n');
    await support
      .getByLabel('CSV file')
      .setInputFiles({ name: 'refunds.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
    await support.getByRole('button', { name: 'Check rows' }).click();
    await expect(support.getByText('4 rows: 2 ready, 2 with problems')).toBeVisible();
    const problems = support.getByTestId('csv-problem-rows');
    await expect(problems.locator('[data-line="3"]')).toContainText(
      `More than can be refunded: ${(b.amount / 100).toFixed(2)} USD left.`,
    );
    await expect(problems.locator('[data-line="4"]')).toContainText(`No payment PAY-NOPE-${tag}.`);
    expect(await axeViolations(support, 'light'), 'checked rows').toEqual([]);

    // Fix line 3, drop line 4, check again: nothing is sent until the review.
    await support.getByLabel('Amount, line 3').fill((b.amount / 100 / 4).toFixed(2));
    await support.getByRole('button', { name: 'Drop line 4' }).click();
    await expect(support.getByRole('button', { name: 'Review refunds' })).toBeDisabled();
    await support.getByRole('button', { name: 'Check again' }).click();
    await expect(support.getByText('3 rows: 3 ready, 0 with problems')).toBeVisible();
    for (const p of [a, b, c]) expect((await api.payment(p.uuid)).amount_refunded ?? 0).toBe(0);
    await support.getByRole('button', { name: 'Review refunds' }).click();
    await expect(support).toHaveURL(/\/payments\/bulk-refunds\/[0-9a-f-]{36}$/);
    await expect(support.getByText('Each row has its own amount, reason and note.')).toBeVisible();
    await support.getByRole('button', { name: 'Refund 3 payments' }).click();
    await expect(support.getByTestId('bulk-result')).toContainText('Finished: 3 refunded, 0 refused', {
      timeout: 60_000,
    });
    expect((await api.payment(a.uuid)).amount_refunded).toBe(a.amount / 2);
    expect((await api.payment(b.uuid)).amount_refunded).toBe(b.amount / 4);
    expect((await api.payment(c.uuid)).amount_refunded).toBe(c.amount);
    const exported = await support.request.get(`${new URL(support.url()).pathname}/export`);
    const lines = (await exported.text()).trim().split(/\r?\n/);
    expect(lines[0]).toContain('reason,note,csv_line');
    expect(lines[3]).toContain('OTHER,"duplicate, see ticket 7",5');
  });

  test('a CSV on a 390 px phone in Spanish: each row’s problem in Spanish, one dropped, no sideways scroll, axe clean', async ({
    pageAs,
    browser,
    request,
  }) => {
    const api = new DemoApi(request);
    const tag = `bulk-csv-es-${randomUUID().slice(0, 8)}`;
    const [[p], { page }] = await Promise.all([
      successfulPayments(api, tag, 1, () => 2_000),
      signedInSpanishMember(browser, await pageAs('admin'), { label: 'csv', name: 'Lina Reembolsos', role: 'support' }),
    ]);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/payments/bulk-refunds/upload');
    // Decimal commas (docs/bulk-refunds.md, "Amounts"): "5,00" is 5.00; "2.500" could be 2.5 or 2,500 and is refused.
    const csv = `pago;monto;motivo\n${p.code};5,00;REQUESTED_BY_CUSTOMER\n${p.code};2.500;\nPAY-NADA;1;\n`;
    await page
      .getByLabel('Archivo CSV')
      .setInputFiles({ name: 'r.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
    await page.getByRole('button', { name: 'Revisar filas' }).click();
    // The summary's words do not agree with a count that is not the sentence's subject ("1 listas").
    await expect(page.getByText('3 filas — para enviar: 1, con problemas: 2')).toBeVisible();
    const problems = page.getByTestId('csv-problem-rows');
    await expect(problems.locator('[data-line="4"]')).toContainText('No existe el pago PAY-NADA.');
    await expect(problems.locator('[data-line="3"]')).toContainText(
      'El monto 2.500 no se puede leer con certeza. La regla: una coma o un punto seguido de uno o dos dígitos',
    );
    await page.getByLabel('Monto, línea 3').fill('2,50');
    await page.getByRole('button', { name: 'Quitar la línea 4' }).click();
    await page.getByRole('button', { name: 'Revisar de nuevo' }).click();
    await expect(page.getByText('2 filas — para enviar: 2, con problemas: 0')).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(await axeViolations(page, 'light'), 'phone, Spanish').toEqual([]);
    await page.getByRole('button', { name: 'Revisar reembolsos' }).click();
    await expect(page).toHaveURL(/\/payments\/bulk-refunds\/[0-9a-f-]{36}$/);
    await expect(page.getByText('Cada fila tiene su propio monto, motivo y nota.')).toBeVisible();
    await page.context().close();
  });

  test('on a phone, payments are picked on their cards', async ({ pageAs, request }) => {
    const api = new DemoApi(request);
    const tag = `bulk-${randomUUID().slice(0, 8)}`;
    const payments = await successfulPayments(api, tag, 3, (i) => 2_000 + i * 100);
    const support = await pageAs('support');
    await support.setViewportSize({ width: 390, height: 844 });
    await support.goto(`/payments?description=${tag}`);
    const cards = support.locator('ul[data-cards] > li');
    await expect(cards).toHaveCount(3);
    await expect(support.getByRole('table')).toBeHidden();

    const bar = support.getByRole('form', { name: 'Bulk refund selection' });
    await expect(async () => {
      await cards.nth(0).getByRole('checkbox').check({ timeout: 2_000 });
      await expect(bar).toContainText('1 payment selected', { timeout: 2_000 });
    }).toPass({ timeout: 20_000 });
    await cards.nth(1).getByRole('checkbox').check();
    await expect(bar).toContainText('2 payments selected');
    // Ticking a card's box picks it without opening the payment.
    await expect(support).toHaveURL(/\/payments\?/);
    await support.getByRole('checkbox', { name: 'Select every row on this page' }).check();
    await expect(bar).toContainText('3 payments selected');
    expect(await support.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    await bar.getByRole('button', { name: 'Refund selected…' }).click();
    await expect(support).toHaveURL(/\/payments\/bulk-refunds\/[0-9a-f-]{36}$/);
    await expect(support.getByTestId('bulk-count')).toHaveText(String(payments.length));
  });

  test('viewers and finance cannot pick payments for a bulk refund nor open one', async ({ pageAs }) => {
    for (const role of ['viewer', 'finance'] as const) {
      const page = await pageAs(role);
      await page.goto('/payments');
      await expect(page.getByRole('heading', { level: 1, name: 'Payments' })).toBeVisible();
      await expect(page.getByRole('checkbox', { name: 'Select every row on this page' })).toHaveCount(0);
      const response = await page.goto('/payments/bulk-refunds');
      expect(response?.status()).toBe(403);
    }
  });
});
