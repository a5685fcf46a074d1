import { randomUUID } from 'node:crypto';
import { expect, STAFF, test } from '../fixtures/auth';
import { DemoApi } from '../support/api';
import { captureAction, expectDeniedInAudit, idempotencyKeyOf, replayAction } from './server-action';

// Role tests sign in as several members and read the audit log as admin: more than the default minute under load.
test.describe.configure({ timeout: 120_000 });

test.describe('split payments', () => {
  test('finance splits a payment; the preview is what the API allocates', async ({ pageAs, request }) => {
    const api = new DemoApi(request);
    const account = await api.connectAccount('split');
    const subs = (await api.merchants()).filter((m) => m.parent_uuid);
    const description = `e2e split ${randomUUID().slice(0, 8)}`;
    const page = await pageAs('finance');
    await page.goto('/payments/new');
    await page.getByRole('combobox', { name: 'Funding account' }).fill(account.last4);
    await page.getByRole('option').filter({ hasText: account.email }).click();
    await page.getByLabel('Amount', { exact: true }).fill('100.01');
    await page.getByLabel('Description', { exact: true }).fill(description);
    await page.getByLabel('Tenant').selectOption({ index: 1 });

    await page.getByLabel('Recipient 1 sub-merchant').selectOption(subs[0].uuid);
    await page.getByLabel('Recipient 1 percentage').fill('95');
    await page.getByRole('button', { name: 'Add recipient' }).click();
    await page.getByLabel('Recipient 2 sub-merchant').selectOption(subs[1].uuid);
    await page.getByLabel('Recipient 2 share kind').selectOption('amount');
    await page.getByLabel('Recipient 2 amount').fill('10');
    await expect(page.locator('#f-additional_recipients')).toHaveText(
      'The recipients’ shares add up to more than the amount.',
    );

    await page.getByLabel('Recipient 1 percentage').fill('33.33');
    // 33.33 % of 10001 is 3333.3333 → 3333; 10.00 → 1000; the merchant keeps 5668.
    await expect(page.getByTestId('share-0')).toHaveText('$33.33');
    await expect(page.getByTestId('share-1')).toHaveText('$10.00');
    await expect(page.getByTestId('share-remainder')).toHaveText('$56.68');
    await page.getByRole('button', { name: 'Review' }).click();
    await page.getByRole('button', { name: 'Create payment' }).click();
    await expect(page.getByTestId('created-status')).toHaveText('PENDING');

    const { payments } = await api.get<{ payments: { additional_recipients: { amount: number }[]; amount: number }[] }>(
      '/payments/list',
      { description },
    );
    expect(payments).toHaveLength(1);
    expect(payments[0].amount).toBe(10_001);
    expect(payments[0].additional_recipients.map((r) => r.amount)).toEqual([3_333, 1_000, 5_668]);
  });

  test('support gets no button nor page; the action refuses support and is audited', async ({ pageAs, request }) => {
    const api = new DemoApi(request);
    const account = await api.connectAccount('split-role');
    const support = await pageAs('support');
    await support.goto('/payments');
    await expect(support.getByRole('heading', { level: 1, name: 'Payments' })).toBeVisible();
    await expect(support.getByRole('link', { name: 'New split payment' })).toHaveCount(0);
    await support.goto('/payments/new');
    await expect(support.getByRole('heading', { name: 'You do not have access to this page' })).toBeVisible();

    const finance = await pageAs('finance');
    await finance.goto('/payments');
    await finance.getByRole('link', { name: 'New split payment' }).click();
    await finance.getByRole('combobox', { name: 'Funding account' }).fill(account.email);
    await finance.getByRole('option').filter({ hasText: account.last4 }).click();
    await finance.getByLabel('Amount', { exact: true }).fill('5');
    const description = `e2e split denied ${randomUUID().slice(0, 8)}`;
    await finance.getByLabel('Description', { exact: true }).fill(description);
    await finance.getByLabel('Tenant').selectOption({ index: 1 });
    await finance.getByRole('button', { name: 'Remove recipient 1' }).click();
    await finance.getByRole('button', { name: 'Review' }).click();
    const captured = await captureAction(finance, () =>
      finance.getByRole('button', { name: 'Create payment' }).click(),
    );
    await expect(finance.getByTestId('created')).toBeVisible();

    const answer = await replayAction(support, captured, { [idempotencyKeyOf(captured)]: randomUUID() });
    expect(answer.text).toContain('You do not have permission to do this');
    expect((await api.get<{ payments: unknown[] }>('/payments/list', { description })).payments).toHaveLength(1);
    await expectDeniedInAudit(await pageAs('admin'), 'payment.create', STAFF.support.email);
  });
});

test.describe('transfers', () => {
  test('finance moves money between two accounts; the statement descriptor rules show as typed', async ({
    pageAs,
    request,
  }) => {
    const api = new DemoApi(request);
    const [from, to] = [await api.connectAccount('transfer-from'), await api.connectAccount('transfer-to')];
    const description = `e2e transfer ${randomUUID().slice(0, 8)}`;
    const page = await pageAs('finance');
    await page.goto('/transfers');
    await page.getByRole('link', { name: 'New transfer' }).click();
    await page.getByRole('combobox', { name: 'From account' }).fill(from.email);
    await page.getByRole('option').filter({ hasText: from.last4 }).click();
    await page.getByRole('combobox', { name: 'To account' }).fill(to.email);
    await page.getByRole('option').filter({ hasText: to.last4 }).click();
    await page.getByLabel('Tenant').selectOption({ index: 2 });
    await page.getByLabel('Amount', { exact: true }).fill('0.99');
    await page.getByLabel('Description', { exact: true }).fill(description);
    const descriptor = page.getByLabel('Statement descriptor');
    await descriptor.fill('AB');
    await expect(page.locator('#f-statement_descriptor-error')).toHaveText('Use 4 to 22 characters (2 now).');
    await descriptor.fill('2026');
    await expect(page.locator('#f-statement_descriptor-error')).toHaveText('Include at least one letter.');
    await descriptor.fill('ACME TRANSFER');
    await page.getByRole('button', { name: 'Review' }).click();
    await page.getByRole('button', { name: 'Create transfer' }).click();
    await expect(page.getByTestId('created-status')).toHaveText('PENDING');
    const href = await page.getByRole('link', { name: 'Open the transfer' }).getAttribute('href');
    const { transfer } = await api.get<{ transfer: Record<string, unknown> }>(`/transfers/${href!.split('/').pop()}`);
    expect(transfer).toMatchObject({
      amount: 99,
      description,
      statement_descriptor: 'ACME TRANSFER',
      origin_account: { uuid: from.uuid },
      destination_account: { uuid: to.uuid },
    });
  });

  test('a viewer gets no button nor page; the action refuses them and is audited', async ({ pageAs, request }) => {
    const api = new DemoApi(request);
    const [from, to] = [await api.connectAccount('transfer-role'), await api.connectAccount('transfer-role')];
    const viewer = await pageAs('viewer');
    await viewer.goto('/transfers');
    await expect(viewer.getByRole('link', { name: 'New transfer' })).toHaveCount(0);
    await viewer.goto('/transfers/new');
    await expect(viewer.getByRole('heading', { name: 'You do not have access to this page' })).toBeVisible();

    const admin = await pageAs('admin');
    await admin.goto('/transfers/new');
    await admin.getByRole('combobox', { name: 'From account' }).fill(from.email);
    await admin.getByRole('option').filter({ hasText: from.last4 }).click();
    await admin.getByRole('combobox', { name: 'To account' }).fill(to.email);
    await admin.getByRole('option').filter({ hasText: to.last4 }).click();
    await admin.getByLabel('Tenant').selectOption({ index: 1 });
    await admin.getByLabel('Amount', { exact: true }).fill('3');
    const description = `e2e transfer denied ${randomUUID().slice(0, 8)}`;
    await admin.getByLabel('Description', { exact: true }).fill(description);
    await admin.getByLabel('Statement descriptor').fill('ACME');
    await admin.getByRole('button', { name: 'Review' }).click();
    const captured = await captureAction(admin, () => admin.getByRole('button', { name: 'Create transfer' }).click());
    await expect(admin.getByTestId('created')).toBeVisible();

    const answer = await replayAction(viewer, captured, { [idempotencyKeyOf(captured)]: randomUUID() });
    expect(answer.text).toContain('You do not have permission to do this');
    expect((await api.get<{ transfers: unknown[] }>('/transfers/list', { description })).transfers).toHaveLength(1);
    await expectDeniedInAudit(admin, 'transfer.create', STAFF.viewer.email);
  });
});
