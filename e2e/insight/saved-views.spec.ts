import { randomUUID } from 'node:crypto';
import { expect, test } from '../fixtures/auth';
import { openViewsMenu } from '../support/views';

test.describe('saved views', () => {
  test('a saved view restores its filters and columns; a shared one reaches the team, and only its owner deletes it', async ({
    pageAs,
  }) => {
    const tag = randomUUID().slice(0, 8);
    const name = `Failed ${tag}`;
    const page = await pageAs('finance');

    await page.goto(`/payments?status=FAILED&description=${tag}`);
    await expect(page.getByRole('list', { name: 'Active filters' })).toContainText('Failed');
    // Hide the Description column, then save the view for the team.
    await page.getByText('Columns', { exact: true }).click();
    await page.getByRole('group', { name: 'Visible columns' }).getByLabel('Description').uncheck();
    await expect(page).toHaveURL(/hide=/);
    await openViewsMenu(page);
    await page.getByRole('button', { name: 'Save current view…' }).click();
    const dialog = page.getByRole('dialog', { name: 'Save this view' });
    await dialog.getByLabel('Name').fill(name);
    await dialog.getByLabel('Share with the team').check();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('status').filter({ hasText: `View “${name}” saved.` })).toBeAttached();

    // A clean list, then the view.
    await page.goto('/payments');
    await expect(page.getByRole('list', { name: 'Active filters' })).toHaveCount(0);
    await openViewsMenu(page);
    await page.getByRole('link', { name: `Apply view ${name}` }).click();
    await expect(page).toHaveURL(new RegExp(`description=${tag}`));
    await expect(page).toHaveURL(/status=FAILED/);
    const chips = page.getByRole('list', { name: 'Active filters' });
    await expect(chips).toContainText('Failed');
    await expect(chips).toContainText(tag);
    await expect(page.getByRole('columnheader', { name: 'Description' })).toHaveCount(0);
    await expect(page.getByRole('columnheader', { name: 'Status' })).toBeVisible();

    // Someone else on the team sees the shared view and can apply it, but not delete it.
    const viewer = await pageAs('viewer');
    await viewer.goto('/payments');
    const shared = await openViewsMenu(viewer);
    await expect(shared.getByRole('link', { name: `Apply view ${name}` })).toBeVisible();
    await expect(shared).toContainText('by Fiona Finance');
    await expect(shared.getByRole('button', { name: `Delete view ${name}` })).toHaveCount(0);

    // The owner deletes it.
    await openViewsMenu(page);
    page.once('dialog', (d) => void d.accept());
    await page.getByRole('button', { name: `Delete view ${name}` }).click();
    await expect(page.getByRole('link', { name: `Apply view ${name}` })).toHaveCount(0);
  });
});
