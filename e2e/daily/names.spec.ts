import { expect, test } from '../fixtures/auth';
import { DemoApi } from '../support/api';

/**
 * Who, not which id — names and institution + last 4 where lists showed account ids (docs/decisions.md, "Console as
 * used all day").
 */
test.describe('counterparties by name', () => {
  test('payments list, overview, search and export name the end user and the account', async ({ pageAs, request }) => {
    const api = new DemoApi(request);
    const account = await api.connectAccount('names');
    const payment = await api.createPayment({ funding: account.uuid, amount: 4321, description: 'Named payment' });
    const page = await pageAs('finance');

    await page.goto(`/payments?code=${payment.code}`);
    const row = page.getByRole('row').filter({ hasText: payment.code });
    await expect(row).toHaveCount(1);
    const party = row.locator(`[data-party="${account.uuid}"]`);
    await expect(party.getByRole('link', { name: account.name })).toHaveAttribute('title', account.uuid);
    await expect(party).toContainText(`···· ${account.last4}`);
    await expect(party.getByRole('button', { name: `Copy id ${account.uuid}` })).toBeVisible();
    // No id-only counterparty: the account id is on hover, not in the text.
    await expect(row).not.toContainText('acc_');

    await page.goto('/');
    const recent = page.getByRole('region', { name: 'Recent payments' });
    await expect(recent.getByRole('row').filter({ hasText: payment.code })).toContainText(account.name);
    // On a phone the overview's recent payments are cards naming who paid, and nothing scrolls sideways.
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(
      page.getByRole('list', { name: 'Recent payments' }).getByRole('listitem').filter({ hasText: payment.code }),
    ).toContainText(account.name);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.setViewportSize({ width: 1280, height: 900 });

    await page.goto(`/search?q=${payment.code}`);
    await expect(page.locator('main li').filter({ hasText: payment.code })).toContainText(account.name);

    const csv = await (await page.request.get(`/payments/export?format=csv&code=${payment.code}`)).text();
    const [header, line] = csv
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/);
    const cols = header.split(',');
    const cells = line.split(',');
    expect(cells[cols.indexOf('counterparty_name')]).toBe(account.name);
    expect(cells[cols.indexOf('counterparty_last_4')]).toBe(account.last4);
  });
});

test.describe('deposit page', () => {
  test('related transactions: full width, names, sortable, a page at a time, totals per type add up to the deposit', async ({
    pageAs,
    request,
  }) => {
    const api = new DemoApi(request);
    const { deposits } = await api.get<{
      deposits: { uuid: string; amount: number; related_transactions_count: number }[];
    }>('/deposits/list', { page_size: '200' });
    // The deposit with the most lines, shown 10 at a time (a page of lines, never all of them: docs/reconciliation.md,
    // "A deposit's lines, a page at a time").
    const deposit = [...deposits].sort((a, b) => b.related_transactions_count - a.related_transactions_count)[0];
    expect(deposit?.related_transactions_count, 'a demo deposit of more than 10 lines').toBeGreaterThan(10);
    const page = await pageAs('finance');
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`/deposits/${deposit!.uuid}?page_size=10`);
    const table = page.getByTestId('deposit-related');
    const pager = page.getByTestId('deposit-lines-pager');
    const lineIds = () =>
      table.locator('tbody tr td:first-child [title]').evaluateAll((els) => els.map((e) => e.getAttribute('title')!));
    await expect(table).toBeVisible();
    // Full width: the table spans the content column, not two thirds of it.
    const main = await page.locator('main').boundingBox();
    const box = await table.boundingBox();
    expect(box!.width).toBeGreaterThan(main!.width * 0.85);

    // Each type's total and the deposit total, as shown, add up to the deposit's amount.
    const typeTotals = await table
      .locator('tfoot tr[data-total]:not([data-total="deposit"]) [data-counts]')
      .evaluateAll((cells) => cells.map((c) => BigInt(c.getAttribute('data-counts')!)));
    expect(typeTotals.length).toBeGreaterThan(0);
    const all = BigInt((await table.locator('tr[data-total="deposit"] [data-counts]').getAttribute('data-counts'))!);
    expect(typeTotals.reduce((a, b) => a + b, 0n)).toBe(all);
    expect(all).toBe(BigInt(deposit!.amount));
    await expect(table.locator('tr[data-total="deposit"] [data-counts]')).toHaveText(
      (await page.locator('h1').innerText()).trim(),
    );

    // Next to the last page and back: every line exactly once, the totals the same on every page.
    const seen: string[] = [];
    const firstPage = await lineIds();
    expect(firstPage).toHaveLength(10);
    for (;;) {
      const ids = await lineIds();
      expect(ids.length).toBeGreaterThan(0);
      seen.push(...ids);
      await expect(table.locator('tr[data-total="deposit"] [data-counts]')).toHaveAttribute('data-counts', String(all));
      const next = pager.getByRole('link', { name: 'Next' });
      if (!(await next.count())) break;
      await next.click();
      // The next page's rows: a table caught empty between the two pages counts as not yet there.
      await expect.poll(async () => (await lineIds())[0] ?? ids[0]).not.toBe(ids[0]);
    }
    expect(seen).toHaveLength(deposit!.related_transactions_count);
    expect(new Set(seen).size).toBe(seen.length);
    while (await pager.getByRole('link', { name: 'Previous' }).count()) {
      const ids = await lineIds();
      await pager.getByRole('link', { name: 'Previous' }).click();
      // The previous page's rows (an empty table between the two is not yet there).
      await expect.poll(async () => (await lineIds())[0] ?? ids[0]).not.toBe(ids[0]);
    }
    expect(await lineIds()).toEqual(firstPage);

    // Counterparties by name, never a bare id.
    const firstParty = table.locator('tbody [data-party]').first();
    await expect(firstParty.getByRole('link')).not.toContainText('acc_');

    // Sort by amount, both ways.
    const amounts = () =>
      table
        .locator('tbody td[data-amount]')
        .evaluateAll((cells) => cells.map((c) => Number(c.getAttribute('data-amount'))));
    await table.getByRole('link', { name: /Amount/ }).click();
    await expect(table.getByRole('columnheader', { name: /Amount/ })).toHaveAttribute('aria-sort', 'ascending');
    const up = await amounts();
    expect(up).toEqual([...up].sort((a, b) => a - b));
    // Sorted across pages: the next page starts where this one stopped.
    await expect(page).not.toHaveURL(/cursor=/);
    await pager.getByRole('link', { name: 'Next' }).click();
    await expect(page).toHaveURL(/cursor=/);
    const after = await amounts();
    expect(after[0]).toBeGreaterThanOrEqual(up.at(-1)!);
    expect(after).toEqual([...after].sort((a, b) => a - b));
    await table.getByRole('link', { name: /Amount/ }).click();
    await expect(table.getByRole('columnheader', { name: /Amount/ })).toHaveAttribute('aria-sort', 'descending');
    const down = await amounts();
    expect(down).toEqual([...down].sort((a, b) => b - a));
    await table.getByRole('link', { name: /Type/ }).click();
    await expect(table.getByRole('columnheader', { name: /Type/ })).toHaveAttribute('aria-sort', 'ascending');
    const types = await table
      .locator('tbody tr')
      .evaluateAll((rows) => rows.map((r) => r.getAttribute('data-type') ?? ''));
    expect(types).toEqual([...types].sort((a, b) => a.localeCompare(b)));
    await table.scrollIntoViewIfNeeded();
    await page.screenshot({ path: test.info().outputPath('deposit-1280.png') });

    // On a phone: cards instead of a table that scrolls sideways, the totals still adding up to the deposit.
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(table).toBeHidden();
    const cards = page.getByTestId('deposit-related-cards');
    await expect(cards).toBeVisible();
    await expect(cards.getByRole('listitem')).toHaveCount(10);
    await expect(cards.locator('dl > div').last()).toContainText((await page.locator('h1').innerText()).trim());
    await expect(cards.locator('[data-party]').first().getByRole('link')).not.toContainText('acc_');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await cards.scrollIntoViewIfNeeded();
    await page.screenshot({ path: test.info().outputPath('deposit-390.png') });
  });
});
