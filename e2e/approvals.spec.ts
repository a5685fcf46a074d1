import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures/auth';
import { DemoApi } from './support/api';
import { createPayoutRule, deleteApprovalRule } from './support/approval-rules';

// Several members, a rule and a payout per test: more than the default minute on a loaded machine.
test.describe.configure({ timeout: 180_000 });

async function makePayout(
  page: Page,
  account: { email: string; last4: string },
  amount: string,
  description: string,
): Promise<string> {
  await page.goto('/payouts/new');
  await page.getByRole('combobox', { name: 'Destination account' }).fill(account.email);
  await page.getByRole('option').filter({ hasText: account.last4 }).click();
  await page.getByLabel('Tenant').selectOption({ index: 1 });
  await page.getByLabel('Amount', { exact: true }).fill(amount);
  await page.getByLabel('Description (optional)').fill(description);
  await page.getByRole('button', { name: 'Review' }).click();
  await page.getByRole('button', { name: 'Create payout' }).click();
  const held = page.getByTestId('held-for-approval');
  await expect(held).toContainText('Waiting for approval');
  await expect(held).toContainText('Nothing was sent to the API yet');
  const href = await held.getByRole('link', { name: 'Open the approval request' }).getAttribute('href');
  return href!;
}

async function payoutsDescribed(api: DemoApi, description: string): Promise<{ uuid: string; amount: number }[]> {
  const { payouts } = await api.get<{ payouts: { uuid: string; amount: number; description?: string }[] }>(
    '/payouts/list',
  );
  return payouts.filter((p) => p.description === description);
}

test.describe('approvals (maker-checker)', () => {
  test('a rule holds a large payout; the maker cannot approve it; an admin approves and the payout exists once', async ({
    pageAs,
    request,
  }) => {
    const api = new DemoApi(request);
    const account = await api.connectAccount('approval');
    const admin = await pageAs('admin');
    const finance = await pageAs('finance');
    const ruleId = await createPayoutRule(admin, '50,000.00');
    try {
      const description = `e2e approval ${randomUUID().slice(0, 8)}`;
      const href = await makePayout(finance, account, '54,321.00', description);
      expect(await payoutsDescribed(api, description)).toHaveLength(0);

      await test.step('the maker sees the request but no way to approve it', async () => {
        await finance.goto(href);
        await expect(finance.getByTestId('approval-amount')).toContainText('5432100 minor units, USD');
        await expect(finance.getByTestId('decision-refusal')).toContainText('You made this request');
        await expect(finance.getByRole('button', { name: 'Approve' })).toHaveCount(0);
        await finance.goto('/approvals?view=mine');
        await expect(finance.getByText('Nothing is waiting for you')).toBeVisible();
      });

      await test.step('an admin finds it waiting for them and approves it', async () => {
        await admin.goto('/approvals?view=mine');
        const id = href.split('/').pop()!;
        await admin.getByTestId(`approval-row-${id}`).getByRole('link').click();
        await expect(admin.getByTestId('approval-details')).toContainText(description);
        await admin.getByRole('button', { name: 'Approve' }).click();
        await expect(admin.getByTestId('approval-result')).toContainText('Sent to the API');
        await admin.reload();
        await expect(admin.getByTestId('approval-result')).toContainText('Sent to the API');
        await expect(admin.getByRole('button', { name: 'Approve' })).toHaveCount(0);
      });

      const payouts = await payoutsDescribed(api, description);
      expect(payouts).toHaveLength(1);
      expect(payouts[0].amount).toBe(5432100);

      await test.step('the audit log has the request, the approval and the execution', async () => {
        const id = href.split('/').pop()!;
        await admin.goto(`/audit?target=${id}`);
        for (const action of ['approval.request', 'approval.approve', 'approval.execute'])
          await expect(admin.getByRole('cell', { name: action, exact: true }).first()).toBeVisible();
      });
    } finally {
      await deleteApprovalRule(admin, ruleId);
    }
  });

  test('a rejection needs a note and sends nothing; a viewer cannot manage rules', async ({ pageAs, request }) => {
    const api = new DemoApi(request);
    const account = await api.connectAccount('approval-reject');
    const admin = await pageAs('admin');
    const finance = await pageAs('finance');
    const ruleId = await createPayoutRule(admin, '55,000.00');
    try {
      const description = `e2e rejected ${randomUUID().slice(0, 8)}`;
      const href = await makePayout(finance, account, '60,000.00', description);
      await admin.goto(href);
      const reject = admin.getByRole('form', { name: 'Reject' });
      await reject.getByRole('button', { name: 'Reject' }).click();
      await expect(reject.getByText('Say why you reject it.')).toBeVisible();
      await reject.getByLabel('Why you reject it (required)').fill('Wrong account');
      await reject.getByRole('button', { name: 'Reject' }).click();
      await expect(admin.getByTestId('approval-result')).toContainText('Rejected; nothing was sent to the API.');
      await expect(admin.getByTestId('approval-decisions')).toContainText('Wrong account');
      await admin.goto('/approvals?view=decided');
      await expect(admin.getByTestId(`approval-row-${href.split('/').pop()}`)).toContainText('Rejected');
      expect(await payoutsDescribed(api, description)).toHaveLength(0);

      const viewer = await pageAs('viewer');
      const response = await viewer.goto('/settings/approvals');
      expect(response?.status()).toBe(403);
    } finally {
      await deleteApprovalRule(admin, ruleId);
    }
  });
});
