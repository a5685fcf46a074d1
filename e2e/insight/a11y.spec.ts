import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures/auth';
import { axeViolations } from '../support/axe';
import { openViewsMenu } from '../support/views';

const SCHEMES = ['light', 'dark'] as const;

/** The theme class as the member's choice would set it (whatever theme the shared demo member saved), without colour transitions. */
async function dress(page: Page, scheme: 'light' | 'dark') {
  await page.addStyleTag({ content: '*, *::before, *::after { transition: none !important; }' });
  await page.evaluate((dark) => {
    document.documentElement.classList.toggle('dark', dark);
    document.documentElement.classList.toggle('light', !dark);
  }, scheme === 'dark');
}

/**
 * What is on screen, in both themes switched live: the light pass runs every WCAG rule, the dark pass the colour
 * rules (e2e/support/axe.ts); the page is left in the light theme.
 */
async function expectClean(page: Page, what: string, include?: string) {
  for (const scheme of SCHEMES) {
    await page.emulateMedia({ colorScheme: scheme, reducedMotion: 'reduce' });
    await dress(page, scheme);
    expect(await axeViolations(page, scheme, include), `${what} (${scheme})`).toEqual([]);
  }
  await page.emulateMedia({ colorScheme: 'light', reducedMotion: 'reduce' });
  await dress(page, 'light');
}

test('overview, palette, shortcuts help and saved views have no serious violations, light and dark', async ({
  pageAs,
}) => {
  test.setTimeout(150_000); // several full-page axe runs
  const page = await pageAs('finance');
  await page.emulateMedia({ colorScheme: 'light', reducedMotion: 'reduce' });
  await page.goto('/?days=90');
  await expect(page.getByTestId('kpi-payments')).toBeVisible();
  await page.getByText('Show as table').first().click();
  await expectClean(page, 'overview');

  await page.keyboard.press('Control+K');
  const palette = page.getByRole('dialog', { name: 'Command palette' });
  await palette.getByRole('combobox').fill('pay');
  await expect(palette.getByRole('status')).not.toHaveText('Searching…');
  await expectClean(page, 'palette', 'dialog[open]');
  await page.keyboard.press('Escape');

  await page.keyboard.press('?');
  await expect(page.getByRole('dialog', { name: 'Keyboard shortcuts' })).toBeVisible();
  await expectClean(page, 'shortcuts help', 'dialog[open]');
  await page.keyboard.press('Escape');

  await page.goto('/payments');
  await expect(await openViewsMenu(page)).not.toContainText('Loading');
  await expectClean(page, 'saved views');
  await page.getByRole('button', { name: 'Save current view…' }).click();
  await expect(page.getByRole('dialog', { name: 'Save this view' })).toBeVisible();
  await expectClean(page, 'save view dialog', 'dialog[open]');
});
