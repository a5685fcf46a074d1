import { randomUUID } from 'node:crypto';
import { expect, test } from '../fixtures/auth';
import { DemoApi } from '../support/api';

/** The first cell of each CSV record (uuids need no quoting), header and byte-order mark dropped. */
function uuidsOf(csv: string): { header: string[]; uuids: string[] } {
  const lines = csv
    .replace(/^\uFEFF/, '')
    .split('\r\n')
    .filter(Boolean);
  return { header: lines[0].split(','), uuids: lines.slice(1).map((line) => line.split(',')[0]) };
}

test.describe('exports', () => {
  test('an export of a filtered payments list holds exactly the filtered rows', async ({ pageAs, request }) => {
    const api = new DemoApi(request);
    const tag = randomUUID().slice(0, 8);
    const account = await api.connectAccount('export');
    const created = [];
    for (const [amount, description] of [
      [1500, `export ${tag} small`],
      [2500, `export ${tag} middle`],
      [9900, `export ${tag} large`],
      [9900, `unrelated ${tag}`],
    ] as const) {
      created.push(await api.createPayment({ funding: account.uuid, amount, description }));
    }

    const page = await pageAs('finance');
    await page.goto(`/payments?description=${encodeURIComponent(`export ${tag}`)}&amount_greater_than=2000`);
    const table = page.getByRole('region', { name: 'Payments' }).getByRole('table');
    await expect(table.getByRole('row')).toHaveCount(3); // header + 2

    const filters = new URL(page.url()).searchParams;
    const { payments } = await api.get<{ payments: { uuid: string }[] }>('/payments/list', Object.fromEntries(filters));
    expect(payments).toHaveLength(2);

    const response = await page.request.get(`/payments/export?format=csv&${filters.toString()}`);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain('text/csv');
    const { header, uuids } = uuidsOf(await response.text());
    expect(header[0]).toBe('uuid');
    expect(uuids.sort()).toEqual(payments.map((p) => p.uuid).sort());
    expect(uuids).toEqual(expect.arrayContaining([created[1].uuid, created[2].uuid]));

    // Roles without the export permission are refused.
    const viewer = await pageAs('viewer');
    expect((await viewer.request.get(`/payments/export?format=csv&${filters.toString()}`)).status()).toBe(403);
  });
});
