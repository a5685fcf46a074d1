import { expect, test } from './fixtures/auth';
import { DemoApi } from './support/api';
import { signedInSpanishMember } from './support/staff';

test.describe.configure({ timeout: 120_000 });

test.describe('server messages in the member’s language', () => {
  test('a member who reads Spanish gets the payout form’s rules and the action’s refusal in Spanish', async ({
    pageAs,
    browser,
    request,
  }) => {
    // A member of this test's own: the language is per member, and the demo members are shared by every test.
    const { page } = await signedInSpanishMember(browser, await pageAs('admin'), {
      label: 'dinero',
      name: 'Camila Dinero',
      role: 'finance',
    });
    await expect(page.getByRole('navigation', { name: 'Consola' })).toBeVisible();

    // The live rules (lib/forms), worded in the browser.
    await page.goto('/payouts/new');
    await page.getByLabel('Monto', { exact: true }).fill('10.005');
    await page.getByLabel('Referencia principal').fill('x'.repeat(41));
    await page.getByRole('button', { name: 'Revisar' }).click();
    await expect(page.getByTestId('error-summary')).toBeFocused();
    await expect(page.locator('#f-amount-error')).toHaveText('Usa como máximo 2 decimales.');
    await expect(page.locator('#f-primary_reference-error')).toHaveText(
      'Usa como máximo 40 caracteres (ahora hay 41).',
    );
    await expect(page.getByTestId('review')).toHaveCount(0);

    // The server action's own check: a form whose Idempotency-Key was tampered with is refused before the API.
    const account = await new DemoApi(request).connectAccount('payout');
    await page.getByRole('combobox', { name: 'Cuenta de destino' }).fill(account.email);
    await page.getByRole('option').filter({ hasText: account.last4 }).click();
    await page.getByLabel('Tenant').selectOption({ index: 1 });
    await page.getByLabel('Monto', { exact: true }).fill('5.00');
    await page.getByLabel('Referencia principal').fill('REF-ES-1');
    await page.getByRole('button', { name: 'Revisar' }).click();
    await expect(page.getByTestId('review')).toBeVisible();
    await page.locator('input[name="idempotency_key"]').evaluate((input: HTMLInputElement) => {
      input.value = 'not-a-key';
    });
    await page.getByRole('button', { name: 'Crear desembolso' }).click();

    const summary = page.getByTestId('error-summary');
    await expect(summary).toContainText('Revisa los campos resaltados.');
    await expect(summary).toContainText('Este formulario está desactualizado. Recarga la página e inténtalo de nuevo.');
    await expect(page.getByLabel('Referencia principal')).toHaveValue('REF-ES-1');
    await page.context().close();
  });
});
