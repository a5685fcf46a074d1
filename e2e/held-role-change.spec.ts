import { randomUUID } from 'node:crypto';
import { expect, STAFF, test } from './fixtures/auth';
import { createPayoutRule, deleteApprovalRule } from './support/approval-rules';
import { addStaffMember, signedInNewMember, signedInSpanishMember } from './support/staff';

// Three members, a rule and a decision: more than the default minute on a loaded machine.
test.describe.configure({ timeout: 180_000 });

/**
 * A change of power while the merchant has an approval rule (docs/security.md, "Held changes of power"): raising a
 * member's role is held, shown on /approvals in words, refused to its maker, and applied once a second admin approves
 * it (here in Spanish); the audit names both.
 */
test('a raised role waits for a second admin: held in words, not approvable by its maker, applied once approved', async ({
  pageAs,
  browser,
}) => {
  const admin = await pageAs('admin');
  const maker = STAFF.admin.email;
  const ruleId = await createPayoutRule(admin, '77,000.00');
  try {
    const name = `Held ${randomUUID().slice(0, 6)}`;
    const member = await addStaffMember(admin, { label: 'held-role', name, role: 'viewer' });
    // The approver must not be linked to the maker (docs/approvals.md, "Deciding"): an admin the maker did not create,
    // made by one the maker did.
    const middle = await signedInNewMember(browser, admin, {
      label: 'held-middle',
      name: 'Middle admin',
      role: 'admin',
    });
    const approver = await signedInSpanishMember(browser, middle.page, {
      label: 'held-approver',
      name: 'Aprobadora',
      role: 'admin',
    });

    const href = await test.step('the maker raises the role: held, the role unchanged', async () => {
      await admin.goto('/settings/staff');
      await admin.getByLabel(`Role for ${name}`, { exact: true }).selectOption('finance');
      await admin.getByRole('button', { name: `Save role for ${name}` }).click();
      const row = admin.getByRole('row').filter({ hasText: member.email });
      await expect(row).toContainText('Role change held for approval: it gives');
      await expect(row).toContainText('Create payouts');
      const link = row.getByRole('link', { name: 'Open the approval request' });
      const target = (await link.getAttribute('href'))!;
      await admin.reload();
      await expect(admin.getByLabel(`Role for ${name}`, { exact: true })).toHaveValue('viewer');
      return target;
    });
    const id = href.split('/').pop()!;

    await test.step('/approvals shows it in words; its maker cannot approve it', async () => {
      await admin.goto('/approvals?view=all');
      await expect(admin.getByTestId(`approval-row-${id}`)).toContainText(
        `${maker} asks to give ${member.email} the role Finance (now Viewer).`,
      );
      await admin.goto(href);
      await expect(admin.getByTestId('approval-power-gained')).toContainText('Create payouts');
      await expect(admin.getByTestId('decision-refusal')).toContainText('You made this request');
      await expect(admin.getByRole('button', { name: 'Approve' })).toHaveCount(0);
    });

    await test.step('a second admin, in Spanish, finds it waiting and approves it', async () => {
      const { page } = approver;
      await page.goto('/approvals');
      const row = page.getByTestId(`approval-row-${id}`);
      await expect(row).toContainText(`${maker} pide dar a ${member.email} el rol Finanzas (hoy Lector).`);
      await row.getByRole('link').first().click();
      await expect(page.getByTestId('approval-power-gained')).toContainText('Crear desembolsos');
      await page.getByRole('button', { name: 'Aprobar' }).click();
      await expect(page.getByTestId('approval-result')).toContainText('Aprobado y aplicado');
    });

    await test.step('the member holds the role; the audit names the maker and the approver', async () => {
      await admin.goto('/settings/staff');
      const select = admin.getByLabel(`Role for ${name}`, { exact: true });
      await expect(select).toHaveValue('finance');
      const memberId = (await select.getAttribute('id'))!.replace(/^role-/, '');
      await admin.goto(`/audit?target=${memberId}&action=staff.change_role`);
      const entry = admin.getByRole('row').filter({ hasText: 'staff.change_role' });
      await expect(entry).toHaveCount(1);
      await expect(entry).toContainText(approver.email);
      await expect(entry.locator('dt:text-is("requested_by") + dd')).toHaveText(maker);
      await expect(entry.locator('dt:text-is("approved_by") + dd')).toHaveText(approver.email);
    });
  } finally {
    await deleteApprovalRule(admin, ruleId);
  }
});
