import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { expect, STAFF, test } from './fixtures/auth';
import { DemoApi } from './support/api';
import { captureAction, expectDeniedInAudit, idempotencyKeyOf, replayAction } from './actions/server-action';

// Several members, a rule and a plan or payout per test: more than the default minute on a loaded machine.
test.describe.configure({ timeout: 180_000 });

/**
 * Money cannot be moved around the approval rules (docs/security.md, docs/approvals.md). Rules are made with thresholds
 * no other spec reaches (and in currencies no other spec uses), so they never hold another spec's payouts, and are
 * deleted afterwards.
 */

async function deleteRule(admin: Page, id: string): Promise<void> {
  await admin.goto('/settings/approvals');
  await admin.getByTestId(`approval-rule-${id}`).getByRole('button', { name: 'Delete' }).click();
  await expect(admin.getByTestId(`approval-rule-${id}`)).toHaveCount(0);
}

async function ruleIdOf(admin: Page, text: string): Promise<string> {
  const row = admin.getByRole('row').filter({ hasText: text }).first();
  await expect(row).toBeVisible();
  return (await row.getAttribute('data-testid'))!.replace('approval-rule-', '');
}

test.describe('money controls', () => {
  test('a rule for every other currency holds a payout in a currency no rule names', async ({ pageAs, request }) => {
    const api = new DemoApi(request);
    const account = await api.connectAccount('any-currency');
    const admin = await pageAs('admin');
    await admin.goto('/settings/approvals');
    const form = admin.getByRole('form', { name: 'New approval rule' });
    await form.getByLabel('Action').selectOption('payout');
    await form.getByRole('checkbox', { name: 'All the others (catch-all)' }).check();
    await expect(form.getByLabel('Currency')).toBeDisabled();
    // Minor units, compared as-is whatever the currency: far above anything the other specs pay out.
    await form.getByLabel('At or above (amount)').fill('700000000000');
    await form.getByLabel('Approvals needed').selectOption('1');
    await form.getByRole('checkbox', { name: 'Admin' }).check();
    await form.getByRole('button', { name: 'Create rule' }).click();
    await expect(form.getByText('Rule created.')).toBeVisible();
    const ruleId = await ruleIdOf(admin, '700,000,000,000 minor units');
    await expect(admin.getByTestId(`approval-rule-${ruleId}`)).toContainText('Every other currency');
    try {
      const finance = await pageAs('finance');
      const description = `e2e any currency ${randomUUID().slice(0, 8)}`;
      await finance.goto('/payouts/new');
      await finance.getByRole('combobox', { name: 'Destination account' }).fill(account.email);
      await finance.getByRole('option').filter({ hasText: account.last4 }).click();
      await finance.getByLabel('Tenant').selectOption({ index: 1 });
      await finance.getByLabel('Currency').selectOption('BRL');
      await finance.getByLabel('Amount', { exact: true }).fill('7,500,000,000.00');
      await finance.getByLabel('Description (optional)').fill(description);
      await finance.getByRole('button', { name: 'Review' }).click();
      await finance.getByRole('button', { name: 'Create payout' }).click();
      const held = finance.getByTestId('held-for-approval');
      await expect(held).toContainText('Nothing was sent to the API yet');
      const { payouts } = await api.get<{ payouts: { description?: string }[] }>('/payouts/list');
      expect(payouts.filter((p) => p.description === description)).toHaveLength(0);
    } finally {
      await deleteRule(admin, ruleId);
    }
  });

  test('support is offered no payout plan, and the action refuses one sent anyway', async ({ pageAs, request }) => {
    const api = new DemoApi(request);
    const account = await api.connectAccount('plan-support');
    const support = await pageAs('support');
    await support.goto('/recurring-plans/new');
    const types = support.getByRole('group', { name: 'Transaction' });
    await expect(types.getByRole('radio', { name: /^Payment/ })).toBeVisible();
    await expect(types.getByRole('radio', { name: /^Payout/ })).toHaveCount(0);
    await expect(types.getByRole('radio', { name: /^Transfer/ })).toHaveCount(0);

    // A payment plan support may make, captured, then sent again as a payout plan to the same account.
    await support.getByLabel('Amount each cycle').fill('25');
    await support.getByLabel('Tenant').selectOption({ index: 1 });
    await support.getByRole('combobox', { name: 'End user' }).fill(account.email);
    await support.getByRole('option').filter({ hasText: account.email }).click();
    await support.getByRole('combobox', { name: 'Collect from account' }).click();
    await support.getByRole('option').filter({ hasText: account.last4 }).click();
    const description = `e2e support plan ${randomUUID().slice(0, 8)}`;
    await support.getByLabel('Description (optional)', { exact: true }).fill(description);
    await support.getByRole('button', { name: 'Review' }).click();
    const captured = await captureAction(support, () => support.getByRole('button', { name: 'Create plan' }).click());
    await expect(support.getByTestId('created-status')).toHaveText('ACTIVE');

    const payoutDescription = `e2e payout plan ${randomUUID().slice(0, 8)}`;
    const answer = await replayAction(support, captured, {
      [idempotencyKeyOf(captured)]: randomUUID(),
      '\r\n\r\nPAYMENT\r\n': '\r\n\r\nPAYOUT\r\n',
      'origin_account_id"': 'destination_account_id"',
      [description]: payoutDescription,
    });
    expect(answer.text).toContain('You do not have permission to do this');
    const { recurring_plans: plans } = await api.get<{ recurring_plans: { description?: string }[] }>(
      '/recurring-plans/list',
    );
    expect(plans.filter((p) => p.description === payoutDescription)).toHaveLength(0);
    await expectDeniedInAudit(await pageAs('admin'), 'recurring_plan.create', STAFF.support.email);
  });

  test('a paused payout plan shows support no way to activate it; the action refuses it sent anyway', async ({
    pageAs,
    request,
  }) => {
    const api = new DemoApi(request);
    const account = await api.connectAccount('plan-activate');
    const make = async () => {
      const { recurring_plan: plan } = await api.send<{ recurring_plan: { uuid: string } }>(
        'POST',
        '/recurring-plans/create',
        {
          processing_method: 'AUTOMATIC',
          transaction: { tenant_id: await api.tenantId(), type: 'PAYOUT', amount: 1_000 },
          existing_end_user_id: account.endUserId,
          destination_account_id: account.uuid,
          cycle_frequency: 'MONTHLY',
          // One cycle of $10.00: below every payout rule the other specs make, so the admin's activation is not held.
          total_cycle_count: 1,
          start_date: new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10),
        },
      );
      await api.send('PUT', `/recurring-plans/${plan.uuid}/pause`);
      return plan;
    };
    const [payoutPlan, other] = [await make(), await make()];
    const support = await pageAs('support');
    await support.goto(`/recurring-plans/${payoutPlan.uuid}`);
    await expect(support.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(support.getByRole('button', { name: 'Activate plan…' })).toHaveCount(0);

    // The admin may: capture their activation of one plan and send it again as support for the other.
    const admin = await pageAs('admin');
    await admin.goto(`/recurring-plans/${payoutPlan.uuid}`);
    await admin.getByRole('button', { name: 'Activate plan…' }).click();
    const dialog = admin.getByRole('dialog', { name: 'Activate this plan?' });
    const captured = await captureAction(admin, () => dialog.getByRole('button', { name: 'Activate plan' }).click());
    await expect(dialog.getByTestId('plan-status-done')).toContainText('ACTIVE');
    const answer = await replayAction(support, captured, {
      [idempotencyKeyOf(captured)]: randomUUID(),
      [payoutPlan.uuid]: other.uuid,
    });
    expect(answer.text).toContain('You do not have permission to do this');
    expect(
      (await api.get<{ recurring_plan: { status: string } }>(`/recurring-plans/${other.uuid}`)).recurring_plan.status,
    ).toBe('PAUSED');
    await expectDeniedInAudit(admin, 'recurring_plan.activate', STAFF.support.email);
  });

  test('a payout plan with no end is held by a payout rule whatever its threshold; a second member approves and it is created', async ({
    pageAs,
    request,
  }) => {
    const api = new DemoApi(request);
    const account = await api.connectAccount('plan-held');
    const admin = await pageAs('admin');
    await admin.goto('/settings/approvals');
    const form = admin.getByRole('form', { name: 'New approval rule' });
    await form.getByLabel('Action').selectOption('payout');
    await form.getByLabel('Currency').fill('USD');
    // The largest amount there is: no one-off payout reaches it, a plan with no end always does.
    await form.getByLabel('At or above (amount)').fill('9,999,999,999.99');
    await form.getByLabel('Approvals needed').selectOption('1');
    await form.getByRole('checkbox', { name: 'Finance' }).check();
    await form.getByRole('button', { name: 'Create rule' }).click();
    await expect(form.getByText('Rule created.')).toBeVisible();
    const ruleId = await ruleIdOf(admin, '$9,999,999,999.99');
    try {
      const description = `e2e held plan ${randomUUID().slice(0, 8)}`;
      await admin.goto('/recurring-plans/new');
      await admin
        .getByRole('group', { name: 'Transaction' })
        .getByRole('radio', { name: /^Payout/ })
        .check();
      await admin.getByLabel('Amount each cycle').fill('10');
      await admin.getByLabel('Currency').selectOption('USD');
      await admin.getByLabel('Tenant').selectOption({ index: 1 });
      await admin.getByRole('combobox', { name: 'End user' }).fill(account.email);
      await admin.getByRole('option').filter({ hasText: account.email }).click();
      await admin.getByRole('combobox', { name: 'Pay out to account' }).click();
      await admin.getByRole('option').filter({ hasText: account.last4 }).click();
      await admin.getByLabel('Description (optional)', { exact: true }).fill(description);
      await admin.getByRole('button', { name: 'Review' }).click();
      await admin.getByRole('button', { name: 'Create plan' }).click();
      const held = admin.getByTestId('held-for-approval');
      await expect(held).toContainText('Nothing was sent to the API yet');
      const href = (await held.getByRole('link', { name: 'Open the approval request' }).getAttribute('href'))!;
      const described = async () =>
        (
          await api.get<{ recurring_plans: { description?: string; transaction?: { type?: string } }[] }>(
            '/recurring-plans/list',
          )
        ).recurring_plans.filter((p) => p.description === description);
      expect(await described()).toHaveLength(0);

      const finance = await pageAs('finance');
      await finance.goto(href);
      await finance.getByRole('button', { name: 'Approve' }).click();
      await expect(finance.getByTestId('approval-result')).toContainText('Sent to the API');
      const plans = await described();
      expect(plans).toHaveLength(1);
      expect(plans[0].transaction?.type).toBe('PAYOUT');
    } finally {
      await deleteRule(admin, ruleId);
    }
  });
});
