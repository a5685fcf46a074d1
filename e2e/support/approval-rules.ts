import { expect, type Page } from '@playwright/test';

/**
 * A USD payout rule made by `admin` in Settings → Approvals, one approval from Admin at or above `threshold` (as the
 * form takes it, "50,000.00"). Pick a threshold above anything the other specs pay out, one per test, so the rule
 * holds nobody else's payouts. Returns the rule's id.
 */
export async function createPayoutRule(admin: Page, threshold: string): Promise<string> {
  await admin.goto('/settings/approvals');
  const form = admin.getByRole('form', { name: 'New approval rule' });
  await form.getByLabel('Action').selectOption('payout');
  await form.getByLabel('Currency').fill('USD');
  await form.getByLabel('At or above (amount)').fill(threshold);
  await form.getByLabel('Approvals needed').selectOption('1');
  await form.getByRole('checkbox', { name: 'Admin' }).check();
  await form.getByRole('button', { name: 'Create rule' }).click();
  await expect(form.getByText('Rule created.')).toBeVisible();
  const row = admin
    .getByRole('row')
    .filter({ hasText: `$${threshold}` })
    .first();
  await expect(row).toContainText('1 from Admin');
  const testId = await row.getAttribute('data-testid');
  return testId!.replace('approval-rule-', '');
}

export async function deleteApprovalRule(admin: Page, id: string): Promise<void> {
  await admin.goto('/settings/approvals');
  await admin.getByTestId(`approval-rule-${id}`).getByRole('button', { name: 'Delete' }).click();
  await expect(admin.getByTestId(`approval-rule-${id}`)).toHaveCount(0);
}
