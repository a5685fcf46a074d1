import { expect, test } from '../fixtures/auth';
import { signedInNewMember } from '../support/staff';

test.describe('languages', () => {
  test('a member who switches to Spanish gets the console in Spanish', async ({ pageAs, browser }) => {
    // A member of this test's own: the language is per member, and the demo members are shared by every test.
    const { page } = await signedInNewMember(browser, await pageAs('admin'), {
      label: 'idioma',
      name: 'Lucía Idioma',
      role: 'viewer',
    });
    await page.goto('/settings');
    await expect(
      page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Payments' }),
    ).toBeVisible();
    await page.getByLabel('Language').selectOption('es-CO');
    await page.getByRole('button', { name: 'Save preferences' }).click();

    const nav = page.getByRole('navigation', { name: 'Consola' });
    await expect(nav.getByRole('link', { name: 'Pagos' })).toBeVisible();
    // The answer stays on screen, in the language just chosen, while the form starts again from the saved values.
    await expect(page.getByText('Preferencias guardadas.')).toBeVisible();
    await expect(page.getByLabel('Idioma')).toHaveValue('es-CO');
    for (const label of ['Resumen', 'Transferencias', 'Desembolsos', 'Depósitos', 'Cuentas', 'Usuarios finales'])
      await expect(nav.getByRole('link', { name: label })).toBeVisible();
    await expect(page.locator('[lang="es-CO"]').first()).toBeAttached();

    await nav.getByRole('link', { name: 'Resumen' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Resumen' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Últimos 7 días' })).toBeVisible();

    await nav.getByRole('link', { name: 'Pagos' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Pagos' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Vistas' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Paginación' })).toContainText('Filas por página');

    await page.keyboard.press('Control+K');
    await expect(page.getByRole('dialog', { name: 'Paleta de comandos' })).toBeVisible();
    await page.context().close();
  });
});
