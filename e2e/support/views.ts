import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Opens a list's "Views" menu and returns it. The button is server-rendered: a click before the page has hydrated
 * goes nowhere, as it would for a member, and on a loaded machine hydration can take seconds; so the click is tried
 * again until the menu is open (never on a menu already open, which it would close).
 */
export async function openViewsMenu(page: Page): Promise<Locator> {
  const button = page.getByRole('button', { name: 'Views' });
  const menu = page.getByRole('region', { name: 'Saved views' });
  await expect(async () => {
    if ((await button.getAttribute('aria-expanded')) !== 'true') await button.click();
    await expect(menu).toBeVisible({ timeout: 3_000 });
  }).toPass({ timeout: 30_000 });
  return menu;
}
