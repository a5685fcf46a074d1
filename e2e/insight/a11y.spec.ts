import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures/auth';
import { axeViolations as violations } from '../support/axe';

/** The theme class as the member's choice would set it (whatever theme the shared demo member saved), without colour transitions. */
async function dress(page: Page, scheme: 'light' | 'dark') {
  await page.addStyleTag({ content: '*, *::before, *::after { transition: none !important; }' });
  await page.evaluate((dark) => {
    document.documentElement.classList.toggle('dark', dark);
    document.documentElement.classList.toggle('light', !dark);
  }, scheme === 'dark');
}

for (const scheme of ['light', 'dark'] as const) {
  test.describe(`accessibility (${scheme})`, () => {
    test('overview, palette, shortcuts help and saved views have no serious violations', async ({ pageAs }) => {
      test.setTimeout(150_000); // several full-page axe runs
      const page = await pageAs('finance');
      await page.emulateMedia({ colorScheme: scheme, reducedMotion: 'reduce' });
      await page.goto('/?days=90');
      await dress(page, scheme);
      await expect(page.getByTestId('kpi-payments')).toBeVisible();
      await page.getByText('Show as table').first().click();
      expect(await violations(page, scheme)).toEqual([]);

      await page.keyboard.press('Control+K');
      const palette = page.getByRole('dialog', { name: 'Command palette' });
      await palette.getByRole('combobox').fill('pay');
      await expect(palette.getByRole('status')).not.toHaveText('Searching…');
      expect(await violations(page, scheme, 'dialog[open]')).toEqual([]);
      await page.keyboard.press('Escape');

      await page.keyboard.press('?');
      await expect(page.getByRole('dialog', { name: 'Keyboard shortcuts' })).toBeVisible();
      expect(await violations(page, scheme, 'dialog[open]')).toEqual([]);
      await page.keyboard.press('Escape');

      await page.goto('/payments');
      await dress(page, scheme);
      await page.getByRole('button', { name: 'Views' }).click();
      await expect(page.getByRole('region', { name: 'Saved views' })).not.toContainText('Loading');
      expect(await violations(page, scheme)).toEqual([]);
      await page.getByRole('button', { name: 'Save current view…' }).click();
      await expect(page.getByRole('dialog', { name: 'Save this view' })).toBeVisible();
      expect(await violations(page, scheme, 'dialog[open]')).toEqual([]);
    });
  });
}
