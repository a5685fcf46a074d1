import { randomUUID } from 'node:crypto';
import { expect, STAFF, test } from '../fixtures/auth';
import { DemoApi } from '../support/api';
import { captureAction, expectDeniedInAudit, idempotencyKeyOf, replayAction } from './server-action';

// Role tests sign in as several members and read the audit log as admin: more than the default minute under load.
test.describe.configure({ timeout: 120_000 });

async function seedPlan(api: DemoApi) {
  const account = await api.connectAccount('plan');
  const { recurring_plan: plan } = await api.send<{ recurring_plan: { uuid: string; code: string } }>(
    'POST',
    '/recurring-plans/create',
    {
      processing_method: 'AUTOMATIC',
      transaction: { tenant_id: await api.tenantId(), type: 'PAYMENT', amount: 2_500 },
      existing_end_user_id: account.endUserId,
      origin_account_id: account.uuid,
      cycle_frequency: 'MONTHLY',
      start_date: new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10),
    },
  );
  return plan;
}

test.describe('recurring plans', () => {
  test('support creates a plan: each cycle collects from the end user’s account', async ({ pageAs, request }) => {
    const api = new DemoApi(request);
    const account = await api.connectAccount('plan-new');
    const page = await pageAs('support');
    await page.goto('/recurring-plans/new');
    await page.getByLabel('Amount each cycle').fill('25');
    await page.getByLabel('Tenant').selectOption({ index: 1 });
    await page.getByRole('combobox', { name: 'End user' }).fill(account.email);
    await page.getByRole('option').filter({ hasText: account.email }).click();
    // The end user's accounts are suggested first.
    await page.getByRole('combobox', { name: 'Collect from account' }).click();
    await page.getByRole('option').filter({ hasText: account.last4 }).click();
    await page.getByLabel('Frequency').selectOption('WEEKLY');
    await page.getByLabel('After a number of cycles').check();
    await page.getByRole('textbox', { name: 'Number of cycles' }).fill('0');
    await page.getByRole('button', { name: 'Review' }).click();
    await expect(page.locator('#f-total_cycle_count-error')).toHaveText(
      'Enter a whole number of cycles from 1 to 10,000.',
    );
    await page.getByRole('textbox', { name: 'Number of cycles' }).fill('3');
    await page.getByLabel('Description (optional)', { exact: true }).fill(`e2e plan ${randomUUID().slice(0, 8)}`);
    await page.getByRole('button', { name: 'Review' }).click();
    await expect(page.getByTestId('review')).toContainText('Payment of $25.00');
    await page.getByRole('button', { name: 'Create plan' }).click();
    await expect(page.getByTestId('created-status')).toHaveText('ACTIVE');
    const href = await page.getByRole('link', { name: 'Open the plan' }).getAttribute('href');
    const { recurring_plan: plan } = await api.get<{ recurring_plan: Record<string, unknown> }>(
      `/recurring-plans/${href!.split('/').pop()}`,
    );
    expect(plan).toMatchObject({
      status: 'ACTIVE',
      processing_method: 'AUTOMATIC',
      cycle_frequency: 'WEEKLY',
      total_cycle_count: '3',
      origin_account: { uuid: account.uuid },
      transaction: { type: 'PAYMENT', amount: 2_500 },
    });
  });

  test('support pauses and activates a plan from its page', async ({ pageAs, request }) => {
    const api = new DemoApi(request);
    const plan = await seedPlan(api);
    const page = await pageAs('support');
    await page.goto(`/recurring-plans/${plan.uuid}`);
    await page.getByRole('button', { name: 'Pause plan…' }).click();
    let dialog = page.getByRole('dialog', { name: 'Pause this plan?' });
    await dialog.getByRole('button', { name: 'Pause plan' }).click();
    await expect(dialog.getByTestId('plan-status-done')).toContainText('PAUSED');
    expect(
      (await api.get<{ recurring_plan: { status: string } }>(`/recurring-plans/${plan.uuid}`)).recurring_plan.status,
    ).toBe('PAUSED');
    await dialog.getByRole('button', { name: 'Done' }).click();

    await page.getByRole('button', { name: 'Activate plan…' }).click();
    dialog = page.getByRole('dialog', { name: 'Activate this plan?' });
    await dialog.getByRole('button', { name: 'Activate plan' }).click();
    await expect(dialog.getByTestId('plan-status-done')).toContainText('ACTIVE');
    expect(
      (await api.get<{ recurring_plan: { status: string } }>(`/recurring-plans/${plan.uuid}`)).recurring_plan.status,
    ).toBe('ACTIVE');
  });

  test('finance gets no buttons nor the create page; the action refuses finance and is audited', async ({
    pageAs,
    request,
  }) => {
    const api = new DemoApi(request);
    const [target, other] = [await seedPlan(api), await seedPlan(api)];
    const finance = await pageAs('finance');
    await finance.goto('/recurring-plans');
    await expect(finance.getByRole('heading', { level: 1, name: 'Recurring plans' })).toBeVisible();
    await expect(finance.getByRole('link', { name: 'New recurring plan' })).toHaveCount(0);
    await finance.goto(`/recurring-plans/${target.uuid}`);
    await expect(finance.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(finance.getByRole('button', { name: 'Pause plan…' })).toHaveCount(0);
    await finance.goto('/recurring-plans/new');
    await expect(finance.getByRole('heading', { name: 'You do not have access to this page' })).toBeVisible();

    const support = await pageAs('support');
    await support.goto(`/recurring-plans/${other.uuid}`);
    await support.getByRole('button', { name: 'Pause plan…' }).click();
    const dialog = support.getByRole('dialog', { name: 'Pause this plan?' });
    const captured = await captureAction(support, () => dialog.getByRole('button', { name: 'Pause plan' }).click());
    await expect(dialog.getByTestId('plan-status-done')).toBeVisible();

    const answer = await replayAction(finance, captured, {
      [idempotencyKeyOf(captured)]: randomUUID(),
      [other.uuid]: target.uuid,
    });
    expect(answer.text).toContain('You do not have permission to do this');
    expect(
      (await api.get<{ recurring_plan: { status: string } }>(`/recurring-plans/${target.uuid}`)).recurring_plan.status,
    ).toBe('ACTIVE');
    await expectDeniedInAudit(await pageAs('admin'), 'recurring_plan.pause', STAFF.finance.email);
  });
});
