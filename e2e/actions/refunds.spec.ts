import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { expect, STAFF, test } from '../fixtures/auth';
import { DemoApi } from '../support/api';
import { captureAction, expectDeniedInAudit, idempotencyKeyOf, replayAction } from './server-action';

// A payment has to reach SUCCESSFUL in the sandbox processor first (seconds).
test.describe.configure({ timeout: 120_000 });

async function openRefund(page: Page, code: string) {
  await page.getByRole('button', { name: 'Refund…' }).click();
  const dialog = page.getByRole('dialog', { name: `Refund ${code}` });
  await expect(dialog.getByRole('radio', { name: /Everything left/ })).toBeVisible();
  return dialog;
}

test.describe('refunds', () => {
  test('support refunds part of a payment, then the rest; the confirmation names amount, currency and customer', async ({
    pageAs,
    request,
  }) => {
    const api = new DemoApi(request);
    const payment = await api.successfulPayment(10_000);
    const page = await pageAs('support');
    await page.goto(`/payments/${payment.uuid}`);

    let dialog = await openRefund(page, payment.code);
    await dialog.getByLabel('Part of it').check();
    await dialog.getByLabel('Amount to refund').fill('100.01');
    await dialog.getByLabel('Reason').selectOption('REQUESTED_BY_CUSTOMER');
    await dialog.getByRole('button', { name: 'Review refund' }).click();
    await expect(dialog.locator('#f-amount-error')).toHaveText('At most $100.00 is left to refund.');
    await dialog.getByLabel('Amount to refund').fill('25.50');
    await dialog.getByLabel('Note (optional)').fill('Half the order was missing');
    await dialog.getByRole('button', { name: 'Review refund' }).click();
    await expect(dialog.getByTestId('confirm-amount')).toHaveText('$25.50');
    await expect(dialog).toContainText('(USD)');
    await expect(dialog.getByTestId('confirm-customer')).toContainText(payment.account.name);
    await expect(dialog.getByTestId('confirm-customer')).toContainText(payment.account.email);
    await dialog.getByRole('button', { name: 'Refund $25.50' }).click();
    await expect(dialog.getByTestId('refund-done')).toContainText('Refunded');
    await expect(dialog.getByTestId('refund-payment-status')).toHaveText('SUCCESSFUL');
    await expect(dialog.getByTestId('refund-done')).toContainText('$25.50 of $100.00');
    let state = await api.payment(payment.uuid);
    expect(state).toMatchObject({ status: 'SUCCESSFUL', amount_refunded: 2550 });
    expect(state.refunds).toHaveLength(1);
    await dialog.getByRole('button', { name: 'Done' }).click();

    dialog = await openRefund(page, payment.code);
    await expect(dialog.getByRole('radio', { name: 'Everything left: $74.50' })).toBeChecked();
    await dialog.getByLabel('Reason').selectOption('OTHER');
    await dialog.getByRole('button', { name: 'Review refund' }).click();
    await expect(dialog.locator('#f-note-error')).toHaveText('Explain the reason in the note.');
    await dialog.getByLabel('Note', { exact: true }).fill('Goodwill');
    await dialog.getByRole('button', { name: 'Review refund' }).click();
    await dialog.getByRole('button', { name: 'Refund $74.50' }).click();
    await expect(dialog.getByTestId('refund-payment-status')).toHaveText('REFUNDED');
    state = await api.payment(payment.uuid);
    expect(state).toMatchObject({ status: 'REFUNDED', amount_refunded: 10_000 });
    expect(state.refunds.map((r) => r.amount).sort((a, b) => a - b)).toEqual([2550, 7450]);
    await dialog.getByRole('button', { name: 'Done' }).click();
    // The page shows the new state at once: no refund button on a fully refunded payment.
    await expect(page.getByRole('button', { name: 'Refund…' })).toHaveCount(0);
  });

  test('two rapid clicks on confirm, and the same request sent again in parallel, refund exactly once', async ({
    pageAs,
    request,
  }) => {
    const api = new DemoApi(request);
    const payment = await api.successfulPayment(4_200);
    const page = await pageAs('support');
    await page.goto(`/payments/${payment.uuid}`);
    const dialog = await openRefund(page, payment.code);
    await dialog.getByLabel('Reason').selectOption('ACCIDENTAL_OR_DUPLICATE_CHARGE');
    await dialog.getByRole('button', { name: 'Review refund' }).click();
    const confirm = dialog.getByRole('button', { name: 'Refund $42.00' });
    const captured = await captureAction(page, () => confirm.dblclick());
    await expect(dialog.getByTestId('refund-payment-status')).toHaveText('REFUNDED');

    // The same form instance (same Idempotency-Key) sent twice more at once: replayed, not refunded again.
    const answers = await Promise.all([replayAction(page, captured), replayAction(page, captured)]);
    for (const answer of answers) expect(answer.text).toContain('"ok":true');
    const state = await api.payment(payment.uuid);
    expect(state.refunds).toHaveLength(1);
    expect(state.amount_refunded).toBe(4_200);
  });

  test('support refunds from the payments list row menu', async ({ pageAs, request }) => {
    const api = new DemoApi(request);
    const payment = await api.successfulPayment(1_999);
    const page = await pageAs('support');
    await page.goto(`/payments?code=${encodeURIComponent(payment.code)}`);
    await page.getByRole('button', { name: `Actions for ${payment.code}` }).click();
    await page.getByRole('menuitem', { name: 'Refund…' }).click();
    const dialog = page.getByRole('dialog', { name: `Refund ${payment.code}` });
    await dialog.getByLabel('Reason').selectOption('PRODUCT_NOT_RECEIVED');
    await dialog.getByRole('button', { name: 'Review refund' }).click();
    await dialog.getByRole('button', { name: 'Refund $19.99' }).click();
    await expect(dialog.getByTestId('refund-payment-status')).toHaveText('REFUNDED');
    await expect(page).toHaveURL(/\/payments\?code=/);
    expect((await api.payment(payment.uuid)).status).toBe('REFUNDED');
  });

  test('viewer and finance get no refund button or menu; the action refuses them and is audited', async ({
    pageAs,
    request,
  }) => {
    const api = new DemoApi(request);
    const payment = await api.successfulPayment(3_000);
    for (const role of ['viewer', 'finance'] as const) {
      const page = await pageAs(role);
      await page.goto(`/payments/${payment.uuid}`);
      await expect(page.getByRole('heading', { level: 1 })).toContainText('$30.00');
      await expect(page.getByRole('button', { name: 'Refund…' })).toHaveCount(0);
      await page.goto(`/payments?code=${encodeURIComponent(payment.code)}`);
      await expect(page.getByRole('link', { name: payment.code })).toBeVisible();
      await expect(page.getByRole('button', { name: `Actions for ${payment.code}` })).toHaveCount(0);
    }

    // A refund as support sends it, with a partial amount so the payment stays refundable.
    const support = await pageAs('support');
    await support.goto(`/payments/${payment.uuid}`);
    const dialog = await openRefund(support, payment.code);
    await dialog.getByLabel('Part of it').check();
    await dialog.getByLabel('Amount to refund').fill('1.00');
    await dialog.getByLabel('Reason').selectOption('REQUESTED_BY_CUSTOMER');
    await dialog.getByRole('button', { name: 'Review refund' }).click();
    const captured = await captureAction(support, () => dialog.getByRole('button', { name: 'Refund $1.00' }).click());
    await expect(dialog.getByTestId('refund-done')).toBeVisible();

    const viewer = await pageAs('viewer');
    await viewer.goto(`/payments/${payment.uuid}`);
    const answer = await replayAction(viewer, captured, { [idempotencyKeyOf(captured)]: randomUUID() });
    expect(answer.text).toContain('You do not have permission to do this');
    const state = await api.payment(payment.uuid);
    expect(state.refunds).toHaveLength(1);
    expect(state.amount_refunded).toBe(100);
    await expectDeniedInAudit(await pageAs('admin'), 'payment.refund', STAFF.viewer.email);
  });
});
