import { randomUUID } from 'node:crypto';
import { expect, STAFF, test } from '../fixtures/auth';
import { DemoApi } from '../support/api';
import { captureAction, expectDeniedInAudit, idempotencyKeyOf, replayAction } from './server-action';

// Role tests sign in as several members and read the audit log as admin: more than the default minute under load.
test.describe.configure({ timeout: 120_000 });

test.describe('payouts', () => {
  test('finance pays out to a connected account; the API holds the payout', async ({ pageAs, request }) => {
    const api = new DemoApi(request);
    const account = await api.connectAccount('payout');
    const description = `e2e payout ${randomUUID().slice(0, 8)}`;
    const page = await pageAs('finance');

    await page.goto('/payouts/new');
    await page.getByRole('combobox', { name: 'Destination account' }).fill(account.email);
    await page.getByRole('option').filter({ hasText: account.last4 }).click();
    await page.getByLabel('Tenant').selectOption({ index: 1 });
    await page.getByLabel('Amount', { exact: true }).fill('1,234.56');
    await expect(page.getByTestId('f-amount-reading')).toContainText('1,234.56');
    await page.getByLabel('Description (optional)').fill(description);
    await page.getByLabel('Primary reference').fill('INV-E2E-1');
    await page.getByRole('button', { name: 'Add metadata' }).click();
    await page.getByLabel('Metadata key 1').fill('order_id');
    await page.getByLabel('Metadata value 1').fill('6735');
    await page.getByRole('button', { name: 'Review' }).click();

    await expect(page.getByTestId('review')).toContainText(account.last4);
    await page.getByRole('button', { name: 'Create payout' }).click();
    const created = page.getByTestId('created');
    await expect(created).toContainText('Payout created');
    await expect(created.getByTestId('created-status')).toHaveText('PENDING');
    const href = await created.getByRole('link', { name: 'Open the payout' }).getAttribute('href');
    const uuid = decodeURIComponent(href!.split('/').pop()!);

    const { payout } = await api.get<{ payout: Record<string, unknown> }>(`/payouts/${uuid}`);
    expect(payout).toMatchObject({
      amount: 123456,
      description,
      primary_reference: 'INV-E2E-1',
      metadata: { order_id: '6735' },
      destination_account: { uuid: account.uuid },
    });
  });

  test('the form refuses what the spec refuses before anything is sent', async ({ pageAs }) => {
    const page = await pageAs('finance');
    await page.goto('/payouts/new');
    await page.getByLabel('Amount', { exact: true }).fill('10.005');
    await page.getByLabel('Primary reference').fill('x'.repeat(41));
    await page.getByRole('button', { name: 'Add metadata' }).click();
    await page.getByLabel('Metadata key 1').fill('k'.repeat(41));
    await page.getByRole('button', { name: 'Review' }).click();
    const summary = page.getByTestId('error-summary');
    await expect(summary).toBeFocused();
    await expect(summary).toContainText('Destination account');
    await expect(page.locator('#f-amount-error')).toHaveText('Use at most 2 decimal places.');
    await expect(page.locator('#f-primary_reference-error')).toHaveText('Use at most 40 characters (41 now).');
    await expect(page.locator('#f-metadata-0-key-error')).toHaveText('Keys are at most 40 characters (41 now).');
    await expect(page.getByTestId('review')).toHaveCount(0);
  });

  test('an API refusal lands on its field and nothing typed is lost', async ({ pageAs }) => {
    const page = await pageAs('finance');
    await page.goto('/payouts/new');
    const unknown = 'acc_00000000-0000-4000-8000-00000000beef';
    await page.getByRole('combobox', { name: 'Destination account' }).fill(unknown);
    await page.getByRole('option').filter({ hasText: 'Typed id' }).click();
    await page.getByLabel('Tenant').selectOption({ index: 1 });
    await page.getByLabel('Amount', { exact: true }).fill('5.00');
    await page.getByLabel('Description (optional)').fill('kept after the refusal');
    await page.getByRole('button', { name: 'Review' }).click();
    await page.getByRole('button', { name: 'Create payout' }).click();

    const summary = page.getByTestId('error-summary');
    await expect(summary).toBeFocused();
    await expect(summary).toContainText('Destination account');
    await expect(page.locator('#f-destination_account_id-error')).not.toBeEmpty();
    await expect(page.getByLabel('Amount', { exact: true })).toHaveValue('5.00');
    await expect(page.getByLabel('Description (optional)')).toHaveValue('kept after the refusal');
    await expect(page.getByTestId('f-destination_account_id-chosen')).toContainText(unknown);
  });

  test('a viewer gets no button and no page, and the action refuses them and is audited', async ({
    pageAs,
    request,
  }) => {
    const api = new DemoApi(request);
    const account = await api.connectAccount('payout-role');
    const viewer = await pageAs('viewer');
    await viewer.goto('/payouts');
    await expect(viewer.getByRole('heading', { level: 1, name: 'Payouts' })).toBeVisible();
    await expect(viewer.getByRole('link', { name: 'New payout' })).toHaveCount(0);
    const financeList = await pageAs('finance');
    await financeList.goto('/payouts');
    await expect(financeList.getByRole('link', { name: 'New payout' })).toBeVisible();
    await viewer.goto('/payouts/new');
    await expect(viewer.getByRole('heading', { name: 'You do not have access to this page' })).toBeVisible();

    // The action as finance sends it, sent again from the viewer's session with a fresh key.
    const finance = await pageAs('finance');
    await finance.goto('/payouts/new');
    await finance.getByRole('combobox', { name: 'Destination account' }).fill(account.email);
    await finance.getByRole('option').filter({ hasText: account.last4 }).click();
    await finance.getByLabel('Tenant').selectOption({ index: 1 });
    await finance.getByLabel('Amount', { exact: true }).fill('7.00');
    const description = `e2e denied payout ${randomUUID().slice(0, 8)}`;
    await finance.getByLabel('Description (optional)').fill(description);
    await finance.getByRole('button', { name: 'Review' }).click();
    const captured = await captureAction(finance, () => finance.getByRole('button', { name: 'Create payout' }).click());
    await expect(finance.getByTestId('created')).toBeVisible();

    await viewer.goto('/payouts');
    const answer = await replayAction(viewer, captured, { [idempotencyKeyOf(captured)]: randomUUID() });
    expect(answer.text).toContain('You do not have permission to do this');
    const { payouts } = await api.get<{ payouts: unknown[] }>('/payouts/list', { description });
    expect(payouts).toHaveLength(1);

    await expectDeniedInAudit(await pageAs('admin'), 'payout.create', STAFF.viewer.email);
  });
});
