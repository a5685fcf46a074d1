import { expect, signIn, test } from './fixtures/auth';
import { DemoApi } from './support/api';
import { refundPart } from './support/refund';
import { createRoleInPage } from './support/roles';
import { addStaffMember, freshPage } from './support/staff';

// A payment has to reach SUCCESSFUL in the sandbox processor first (seconds).
test.describe.configure({ timeout: 120_000 });

/**
 * docs/roles.md: an admin creates a role in the roles page with a refund ceiling of 5.00 USD; a member of it refunds
 * below the ceiling (sent at once), is refused above it (no approval rule covers the amount), is held for approval
 * above it once a refund rule names the role as its maker, and sees and reaches only what the role grants.
 */
test('a custom role with a refund ceiling: refunds below it, refused above it, nothing it does not grant', async ({
  pageAs,
  browser,
  request,
}) => {
  const api = new DemoApi(request);
  const payment = await api.successfulPayment(2_000, 'ceiling');
  const admin = await pageAs('admin');
  const role = await createRoleInPage(admin, {
    label: 'refunds',
    permissions: ['read', 'refund'],
    ceilings: { refund: 'USD 5.00' },
  });
  await expect(admin.getByTestId(`role-${role.key}`)).toContainText('refund ≤ USD 5.00');
  await admin.goto('/settings/staff');
  // The two-factor policy can require a second factor of the custom role's members too.
  await expect(
    admin.getByRole('form', { name: 'Two-factor policy' }).getByRole('checkbox', { name: role.name }),
  ).toBeVisible();
  const member = await addStaffMember(admin, { label: 'ceiling', name: 'Cey Ling', role: role.key });
  const page = await freshPage(browser);
  await signIn(page, member.email, member.password);

  await page.goto(`/payments/${payment.uuid}`);
  await expect(page.getByTestId('role-badge')).toHaveText(role.name);
  const refund = (amount: string) => refundPart(page, payment.code, amount);

  // Below the ceiling: allowed, sent at once.
  let dialog = await refund('5.00');
  await expect(dialog.getByTestId('refund-done')).toContainText('Refunded');
  expect(await api.payment(payment.uuid)).toMatchObject({ amount_refunded: 500 });
  await dialog.getByRole('button', { name: 'Done' }).click();

  // Above it, with no approval rule for the amount: refused, nothing sent.
  dialog = await refund('5.01');
  await expect(dialog).toContainText('Your role may move up to 5.00 USD at once without an approval');
  expect(await api.payment(payment.uuid)).toMatchObject({ amount_refunded: 500 });
  await page.keyboard.press('Escape');

  // Above it with a refund rule that names this role as its maker (the rule form offers custom roles): needs approval.
  await admin.goto('/settings/approvals');
  const ruleForm = admin.getByRole('form', { name: 'New approval rule' });
  await ruleForm.getByLabel('Action').selectOption('refund');
  await ruleForm.getByLabel('Currency').fill('USD');
  await ruleForm.getByLabel('At or above (amount)').fill('5.01');
  await ruleForm.getByLabel('Made by').selectOption(role.key);
  await ruleForm.getByLabel('Approvals needed').selectOption('1');
  await ruleForm.getByRole('checkbox', { name: 'Admin' }).check();
  await ruleForm.getByRole('button', { name: 'Create rule' }).click();
  await expect(ruleForm.getByText('Rule created.')).toBeVisible();
  const ruleRow = admin.getByRole('row').filter({ hasText: role.name });
  await expect(ruleRow).toContainText('$5.01');
  const ruleId = (await ruleRow.getAttribute('data-testid'))!.replace('approval-rule-', '');
  try {
    dialog = await refund('5.01');
    await expect(dialog).toContainText('Waiting for approval');
    expect(await api.payment(payment.uuid)).toMatchObject({ amount_refunded: 500 });
    await page.keyboard.press('Escape');
  } finally {
    await admin.goto('/settings/approvals');
    await admin.getByTestId(`approval-rule-${ruleId}`).getByRole('button', { name: 'Delete' }).click();
    await expect(admin.getByTestId(`approval-rule-${ruleId}`)).toHaveCount(0);
  }

  // The audit log names the member's role by its name, as the staff list and the invitation do (never its key).
  await admin.goto('/audit?action=payment.refund');
  const auditRow = admin.getByRole('row').filter({ hasText: member.email }).first();
  await expect(auditRow).toContainText(role.name);
  await expect(auditRow).not.toContainText(role.key);

  // Only what the role grants: no deposits, no exports, no payouts, no bulk refunds, in the menu or by URL.
  const nav = page.getByRole('navigation', { name: 'Console' });
  await expect(nav.getByRole('link', { name: 'Payments' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Deposits' })).toHaveCount(0);
  await page.goto('/payments');
  await expect(page.getByRole('link', { name: 'Bulk refunds' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Export / })).toHaveCount(0);
  for (const path of ['/deposits', '/payouts/new', '/payments/bulk-refunds', '/settings/staff/roles']) {
    const response = await page.request.get(path, { maxRedirects: 0 });
    expect(response.status(), path).toBe(403);
  }
});
