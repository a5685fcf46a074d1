import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { remoteURL, SMTP_PORT } from '../playwright.config';
import { startSmtpServer } from '../lib/test/smtp-server';
import { expect, signIn, STAFF, test } from './fixtures/auth';

/** The SMTP capture on SMTP_PORT, once no other spec (invitations) holds the port: polled, not slept. */
async function captureMail() {
  let server: Awaited<ReturnType<typeof startSmtpServer>> | null = null;
  await expect
    .poll(
      async () => {
        server = await startSmtpServer({ port: SMTP_PORT }).catch(() => null);
        return server !== null;
      },
      { timeout: 120_000, intervals: [500, 1000, 2000] },
    )
    .toBe(true);
  return server!;
}

test.describe.configure({ timeout: 180_000 });

test('finance reads the payout reconciliation and the balance, exports it, subscribes it and sees the mailed delivery', async ({
  pageAs,
}) => {
  const finance = await pageAs('finance');
  await finance.goto('/reports');
  await expect(finance.getByTestId('report-days')).toHaveText('Days in UTC');
  const table = finance.getByRole('region', { name: 'Payout reconciliation' });
  await expect(table.getByRole('row').filter({ hasText: 'Totals' })).toBeVisible();
  // The currency is named, money in and out apart with their net, the net in the totals row's bank cell.
  await expect(finance.getByTestId('report-currency')).toHaveText(/^Amounts in [A-Z]{3}$/);
  const figures = finance.getByTestId('bank-figures');
  await expect(figures).toContainText('Money in (deposits)');
  await expect(figures).toContainText('Money out (payouts)');
  await expect(table.getByTestId('bank-total')).toHaveText((await figures.getByTestId('money-net').textContent())!);
  await expect(finance.getByLabel('Currency')).not.toHaveValue('');

  const [download] = await Promise.all([
    finance.waitForEvent('download'),
    finance.getByRole('link', { name: 'Export CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^payout-reconciliation-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.csv$/);
  const file = await readFile((await download.path())!, 'utf8');
  // A UTF-8 byte-order mark first, so spreadsheets read names as UTF-8 (core/csv.ts).
  expect(file.startsWith('\uFEFF')).toBe(true);
  const csv = file.slice(1);
  expect(csv.split('\r\n')[0]).toBe(
    'business_day,item_uuid,item_code,item_type,item_status,item_date_created,uuid,code,type,status,parent_uuid,date_created,currency,gross,fees,net',
  );

  // Ninety days of deposits and payouts: one page of 50 items at a time (the API's limit extension), the totals and
  // the export over all of them, next and previous pages by key. The period ends yesterday (the report's days are
  // UTC here): the specs running beside this one make payouts and deposits today, which would move its totals.
  const day = (daysAgo: number) => new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);
  await finance.getByLabel('From').fill(day(90));
  await finance.getByLabel('To', { exact: true }).fill(day(1));
  await finance.getByRole('button', { name: 'Show' }).click();
  await expect(finance).toHaveURL(/from=\d{4}-\d{2}-\d{2}/);
  const pages = finance.getByRole('navigation', { name: 'Pages of deposits and payouts' });
  await expect(pages.getByTestId('items-page')).toHaveText(/^50 of \d+ deposits and payouts on this page/);
  const bankTotal = await table.getByTestId('bank-total').textContent();
  const firstItem = await table.getByRole('row').nth(1).textContent();
  await expect(pages.getByRole('link', { name: 'Previous' })).toHaveCount(0);
  await pages.getByRole('link', { name: 'Next' }).click();
  await expect(finance).toHaveURL(/cursor=/);
  await expect(pages.getByRole('link', { name: 'Previous' })).toBeVisible();
  await expect(table.getByRole('row').nth(1)).not.toHaveText(firstItem!);
  await expect(table.getByTestId('bank-total')).toHaveText(bankTotal!);
  await expect(finance.getByRole('link', { name: 'Export CSV' })).not.toHaveAttribute('href', /cursor|before/);
  await pages.getByRole('link', { name: 'Previous' }).click();
  await expect(finance).toHaveURL(/before=/);
  await expect(pages.getByRole('link', { name: 'Previous' })).toHaveCount(0);
  await expect(table.getByRole('row').nth(1)).toHaveText(firstItem!);

  // A deposit's lines, headed as transactions, end with the deposit's own totals.
  await table.getByRole('row').filter({ hasText: 'Deposit ·' }).first().getByRole('link').click();
  await expect(finance).toHaveURL(/item=/);
  const lines = finance.getByRole('region', { name: /^DEP-/ });
  await expect(lines.getByRole('columnheader', { name: 'Transaction' })).toBeVisible();
  await expect(lines.getByTestId('item-totals')).toContainText(/^Totals of DEP-/);

  await finance.getByLabel('Report').selectOption('balance');
  await finance.getByRole('button', { name: 'Show' }).click();
  await expect(finance.getByTestId('closing-balance')).toBeVisible();
  await expect(finance.getByRole('region', { name: 'Balance' })).toContainText('Opening balance');

  const smtp = await captureMail();
  try {
    const recipient = `e2e-report-${randomUUID().slice(0, 8)}@example.com`;
    await finance.goto('/reports/schedules');
    const form = finance.getByRole('form', { name: 'Subscribe a report' });
    await form.getByLabel('Frequency').selectOption('weekly');
    await form.getByLabel('Recipients').fill(recipient);
    await form.getByRole('button', { name: 'Subscribe' }).click();
    await expect(form.getByText(/^Subscribed: the first report goes out/)).toBeVisible();
    const section = finance.locator('section').filter({ hasText: recipient });
    await section.getByRole('button', { name: 'Send the last period now' }).click();
    await expect(section.getByTestId('delivery').first()).toContainText('Sent');
    const mail = smtp.received.find((m) => m.to.includes(recipient));
    expect(mail?.headers.subject).toMatch(/^Payout reconciliation report, \d{4}-\d{2}-\d{2} to \d{4}-\d{2}-\d{2}$/);
    expect(mail?.parts['text/csv']).toContain('business_day,item_uuid');

    // Pause (no next send), resume (the next send in the business zone again), remove.
    await expect(finance.getByTestId('no-mail-server')).toHaveCount(0);
    await expect(section.getByTestId('next-run')).toContainText('(UTC)');
    await section.getByRole('button', { name: 'Pause' }).click();
    await expect(section.getByText('Paused', { exact: true })).toBeVisible();
    await expect(section.getByTestId('next-run')).toHaveCount(0);
    await section.getByRole('button', { name: 'Resume' }).click();
    await expect(section.getByTestId('next-run')).toBeVisible();
    await section.getByRole('button', { name: 'Remove' }).click();
    await expect(finance.locator('section').filter({ hasText: recipient })).toHaveCount(0);
  } finally {
    await smtp.close();
  }
});

test.describe('against a deployment without the reports extension', () => {
  test.use({ baseURL: remoteURL });
  test('the reports pages say why they are empty', async ({ page }) => {
    await signIn(page, STAFF.viewer.email, STAFF.viewer.password);
    await page.goto('/reports');
    await expect(page.getByText('This Merchant API has no reports')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Payout reconciliation' })).toHaveCount(0);
  });
});
