import { expect, test } from '../fixtures/auth';
import { DemoApi } from '../support/api';

interface Related {
  uuid: string;
  type: string;
}

test.describe('every transaction is a link', () => {
  test('a REVERSAL a deposit lists opens its own page, which shows the dispute', async ({ pageAs, request }) => {
    const api = new DemoApi(request);
    // The demo data settles disputed payments: find a deposit that lists the REVERSAL of one.
    const { deposits } = await api.get<{ deposits: { uuid: string }[] }>('/deposits/list', { page_size: '200' });
    let found: { deposit: string; reversal: Related } | null = null;
    for (const { uuid } of deposits) {
      const deposit = await api.get<{ related_transactions: Related[] }>(`/deposits/${uuid}`);
      const reversal = deposit.related_transactions.find((r) => r.type === 'REVERSAL');
      if (reversal) {
        found = { deposit: uuid, reversal };
        break;
      }
    }
    expect(found, 'a demo deposit with a REVERSAL').not.toBeNull();
    const transaction = (
      await api.get<{ transaction: { uuid: string; type: string; code: string } }>(
        `/transactions/${found!.reversal.uuid}`,
      )
    ).transaction;
    expect(transaction.type).toBe('REVERSAL');

    const page = await pageAs('finance');
    // Reversals near the top of the first page of lines (the page shows 50 at a time).
    await page.goto(`/deposits/${found!.deposit}?sort=-type`);
    await page.locator(`a[href="/transactions/${found!.reversal.uuid}"]`).first().click();
    await expect(page).toHaveURL(new RegExp(`/transactions/${found!.reversal.uuid}$`));
    await expect(page.getByText(transaction.code).first()).toBeVisible();
    await expect(page.getByText('Reversal').first()).toBeVisible();
  });
});
