import { randomUUID } from 'node:crypto';
import { expect, type Page } from '@playwright/test';
import type { Permission } from '../../lib/auth/permissions';

/**
 * A custom role created by `admin` through Settings → Staff → Roles (docs/roles.md): a unique key from `label`, the
 * permissions ticked, and ceilings typed as the form's lines ("USD 5.00") under their money permission's box.
 */
export async function createRoleInPage(
  admin: Page,
  input: { label: string; permissions: Permission[]; ceilings?: Partial<Record<Permission, string>> },
): Promise<{ key: string; name: string }> {
  const suffix = randomUUID().slice(0, 6);
  const key = `e2e-${input.label}-${suffix}`;
  const name = `E2E ${input.label} ${suffix}`;
  await admin.goto('/settings/staff/roles');
  const form = admin.getByRole('form', { name: 'New role' });
  await form.getByLabel('Name', { exact: true }).fill(name);
  await form.getByRole('textbox', { name: 'Key', exact: true }).fill(key);
  for (const permission of input.permissions)
    await form.locator(`input[name="permissions"][value="${permission}"]`).check();
  for (const [permission, lines] of Object.entries(input.ceilings ?? {}))
    await form.locator(`textarea[name="ceiling:${permission}"]`).fill(lines);
  await form.getByRole('button', { name: 'Create role' }).click();
  await expect(form.getByText(`The role ${name} is created.`)).toBeVisible();
  await expect(admin.getByTestId(`role-${key}`)).toBeVisible();
  return { key, name };
}
