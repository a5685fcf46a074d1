import type { Locator, Page } from '@playwright/test';

/**
 * A partial refund through the payment page's dialog (the page is open on the payment): the amount as typed
 * ("5.00"), reason "requested by customer", reviewed and confirmed. Returns the dialog, showing the outcome.
 */
export async function refundPart(page: Page, paymentCode: string, amount: string): Promise<Locator> {
  await page.getByRole('button', { name: 'Refund…' }).click();
  const dialog = page.getByRole('dialog', { name: `Refund ${paymentCode}` });
  await dialog.getByLabel('Part of it').check();
  await dialog.getByLabel('Amount to refund').fill(amount);
  await dialog.getByLabel('Reason').selectOption('REQUESTED_BY_CUSTOMER');
  await dialog.getByRole('button', { name: 'Review refund' }).click();
  await dialog.getByRole('button', { name: `Refund $${amount}` }).click();
  return dialog;
}
