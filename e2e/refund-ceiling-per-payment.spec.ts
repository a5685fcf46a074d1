import { expect, signIn, test } from './fixtures/auth';
import { DemoApi } from './support/api';
import { refundPart } from './support/refund';
import { createRoleInPage } from './support/roles';
import { addStaffMember, freshPage } from './support/staff';

// A payment has to reach SUCCESSFUL in the sandbox processor first (seconds).
test.describe.configure({ timeout: 120_000 });

/**
 * docs/roles.md, "Ceilings": a role's refund ceiling bounds what it refunds of one payment however the refunds are
 * split. The review's case: a "refunds up to $50" role refunded $50.00, then $0.01, then $49.99 of one payment.
 */
test('a $50 refund role refunds $50.00 of a payment, then neither $0.01 nor $49.99 more of it', async ({
  pageAs,
  browser,
  request,
}) => {
  const api = new DemoApi(request);
  const payment = await api.successfulPayment(20_000, 'split-ceiling');
  const admin = await pageAs('admin');
  const role = await createRoleInPage(admin, {
    label: 'fifty',
    permissions: ['read', 'refund'],
    ceilings: { refund: 'USD 50.00' },
  });
  const member = await addStaffMember(admin, { label: 'fifty', name: 'Fifty Desk', role: role.key });
  const page = await freshPage(browser);
  await signIn(page, member.email, member.password);
  await page.goto(`/payments/${payment.uuid}`);
  const refund = (amount: string) => refundPart(page, payment.code, amount);

  const first = await refund('50.00');
  await expect(first.getByTestId('refund-done')).toContainText('Refunded');
  await first.getByRole('button', { name: 'Done' }).click();
  expect(await api.payment(payment.uuid)).toMatchObject({ amount_refunded: 5_000 });

  for (const amount of ['0.01', '49.99']) {
    const dialog = await refund(amount);
    await expect(dialog).toContainText('Your role may move up to 50.00 USD at once without an approval');
    await page.keyboard.press('Escape');
  }
  expect(await api.payment(payment.uuid)).toMatchObject({ amount_refunded: 5_000 });
});
