import { randomUUID } from 'node:crypto';
import { expect, test } from '../fixtures/auth';
import { formatMoney } from '../../lib/format/money';
import { formatCount, formatRate } from '../../lib/overview/format';
import { FINAL_STATUSES, DemoApi } from '../support/api';

interface OverviewJson {
  currency: string;
  available_currencies: string[];
  payments: {
    count: number;
    amount: number;
    succeeded_count: number;
    succeeded_amount: number;
    finished_count: number;
    success_rate: number | null;
    total_fee: number;
    net_amount: number;
  };
  statuses: { status: string; count: number; amount: number }[];
  daily: { date: string; count: number; amount: number }[];
  refunds: { count: number; amount: number };
  disputes: { count: number; amount: number };
  payouts: { count: number; amount: number };
  transfers: { count: number; amount: number };
}

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

test.describe('overview', () => {
  test('shows the figures of the analytics endpoint for the chosen period and currency', async ({
    pageAs,
    request,
  }) => {
    // A currency only this test uses, so nothing else moves the figures while they are compared.
    const currency = 'CHF';
    const api = new DemoApi(request);
    const account = await api.connectAccount('overview');
    const tag = randomUUID().slice(0, 8);
    const payments = [];
    for (const amount of [1000, 2550, 12345])
      payments.push(
        await api.createPayment({ funding: account.uuid, amount, currency, description: `overview ${tag}` }),
      );
    // The sandbox processor finishes them within seconds; compare once nothing changes any more.
    for (const p of payments)
      await expect
        .poll(() => api.paymentStatus(p.uuid), { timeout: 60_000, intervals: [500] })
        .toMatch(new RegExp(`^(${FINAL_STATUSES.join('|')})$`));

    const page = await pageAs('viewer');
    await page.goto(`/?days=7&currency=${currency}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Last 7 days' })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByLabel('Currency')).toHaveValue(currency);

    await expect(async () => {
      await page.reload();
      const { overview } = await api.get<{ overview: OverviewJson }>('/analytics/overview', {
        date_from: day(-6),
        date_to: day(0),
        currency,
        time_zone: 'UTC',
      });
      expect(overview.payments.count).toBeGreaterThanOrEqual(3);
      const money = (v: number) => formatMoney(v, currency, 'en');
      await expect(page.getByTestId('kpi-payments')).toHaveText(formatCount(overview.payments.count, 'en-US'), {
        timeout: 1000,
      });
      await expect(page.getByTestId('kpi-volume')).toHaveText(money(overview.payments.succeeded_amount), {
        timeout: 1000,
      });
      await expect(page.getByTestId('kpi-net')).toHaveText(money(overview.payments.net_amount), { timeout: 1000 });
      await expect(page.getByTestId('kpi-success-rate')).toHaveText(
        overview.payments.success_rate === null ? '—' : formatRate(overview.payments.success_rate, 'en-US'),
        { timeout: 1000 },
      );
      await expect(page.getByTestId('kpi-refunds')).toHaveText(money(overview.refunds.amount), { timeout: 1000 });
      await expect(page.getByTestId('kpi-disputes')).toHaveText(money(overview.disputes.amount), { timeout: 1000 });
      await expect(page.getByTestId('kpi-payouts')).toHaveText(money(overview.payouts.amount), { timeout: 1000 });
      await expect(page.getByTestId('kpi-transfers')).toHaveText(money(overview.transfers.amount), { timeout: 1000 });
      for (const s of overview.statuses)
        await expect(page.getByTestId(`status-count-${s.status}`)).toHaveText(formatCount(s.count, 'en-US'), {
          timeout: 1000,
        });
      expect(overview.available_currencies).toContain(currency);
    }).toPass({ timeout: 30_000 });

    // The charts' figures are readable as a table: today's row holds the payments of today.
    const { overview } = await api.get<{ overview: OverviewJson }>('/analytics/overview', {
      date_from: day(-6),
      date_to: day(0),
      currency,
      time_zone: 'UTC',
    });
    const today = overview.daily.at(-1)!;
    const volume = page.getByRole('figure').filter({ hasText: 'Volume per day' });
    await volume.getByText('Show as table').click();
    const row = volume.getByRole('row').last();
    await expect(row.getByRole('cell').first()).toHaveText(formatCount(today.count, 'en-US'));
    await expect(row).toContainText(formatMoney(today.amount, currency, 'en'));
    await expect(volume.getByRole('img')).toHaveAccessibleName(/Payment volume per day/);
  });

  test('a custom period and another currency stay in the URL', async ({ pageAs }) => {
    const page = await pageAs('viewer');
    await page.goto('/');
    await page.getByLabel('From', { exact: true }).fill(day(-13));
    await page.getByLabel('To', { exact: true }).fill(day(-1));
    await page.getByRole('button', { name: 'Custom' }).click();
    await expect(page).toHaveURL(new RegExp(`from=${day(-13)}&to=${day(-1)}`));
    await expect(page.getByRole('button', { name: 'Custom' })).toBeVisible();
    await expect(page.getByTestId('overview-period')).toBeVisible();
    await page.getByLabel('Currency').selectOption('USD');
    await page.getByRole('button', { name: 'Show' }).click();
    await expect(page).toHaveURL(new RegExp(`from=${day(-13)}&to=${day(-1)}&currency=USD`));
    await expect(page.getByTestId('overview-currency')).toHaveText('USD');
  });
});
