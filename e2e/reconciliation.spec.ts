import { randomUUID } from 'node:crypto';
import { remoteURL } from '../playwright.config';
import { DemoApi } from './support/api';
import { expect, signIn, STAFF, test } from './fixtures/auth';

/**
 * Bank reconciliation (issue 23, docs/reconciliation.md): finance imports a camt.053 statement whose first line is
 * the demo merchant's newest deposit (matched automatically by its code) and whose second line matches nothing (an
 * exception), sees both, and resolves the exception. A viewer reads without acting; a deployment without the
 * extension says so.
 */

test.describe.configure({ mode: 'parallel', timeout: 90_000 });

interface Deposit {
  uuid: string;
  code: string;
  amount: number;
  date_created_gmt: string;
}

const decimal = (minor: number) => `${Math.trunc(minor / 100)}.${String(minor % 100).padStart(2, '0')}`;
const entry = (amount: number, day: string, reference: string, text: string) => `
      <Ntry>
        <Amt Ccy="USD">${decimal(amount)}</Amt>
        <CdtDbtInd>CRDT</CdtDbtInd>
        <BookgDt><Dt>${day}</Dt></BookgDt>
        <ValDt><Dt>${day}</Dt></ValDt>
        <NtryDtls><TxDtls><Refs><EndToEndId>${reference}</EndToEndId></Refs><RmtInf><Ustrd>${text}</Ustrd></RmtInf></TxDtls></NtryDtls>
      </Ntry>`;

test('finance imports a camt.053 statement, sees a match and an exception, and resolves the exception', async ({
  pageAs,
  request,
}) => {
  const api = new DemoApi(request);
  const { deposits } = await api.get<{ deposits: Deposit[] }>('/deposits/list', { page_size: '20', currency: 'USD' });
  // Not one an earlier attempt matched already (the demo merchant is shared by the run).
  const { lines: matched } = await api.get<{ lines: { matches: { transaction_id: string }[] }[] }>(
    '/reconciliation/lines/list',
    { status: 'MATCHED' },
  );
  const taken = new Set(matched.flatMap((l) => l.matches.map((m) => m.transaction_id)));
  const deposit = deposits.find((d) => d.amount > 0 && !taken.has(d.uuid))!;
  const day = deposit.date_created_gmt.slice(0, 10);
  const stray = 1_000 + Math.floor(Math.random() * 8_999); // an amount no deposit has: 10.00–99.99
  const xml = `<?xml version="1.0" encoding="UTF-8"?>
<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.08">
  <BkToCstmrStmt>
    <Stmt>
      <Id>E2E-${randomUUID()}</Id>${entry(deposit.amount, day, deposit.code, 'Settlement')}${entry(stray, day, `INT-${randomUUID().slice(0, 8)}`, 'Interest')}
    </Stmt>
  </BkToCstmrStmt>
</Document>
`;
  const page = await pageAs('finance');
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/');
  await page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Reconciliation' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Reconciliation' })).toBeVisible();

  await page.getByLabel('Format').selectOption('CAMT053');
  await page.getByLabel('Statement file').setInputFiles({
    name: `e2e-${day}.xml`,
    mimeType: 'application/xml',
    buffer: Buffer.from(xml),
  });
  await page.getByRole('button', { name: 'Import and match' }).click();
  await expect(page.getByText('Imported 2 lines; 1 matched automatically.')).toBeVisible();

  const lines = page.getByRole('region', { name: 'Latest statement' });
  await expect(lines.getByRole('row').filter({ hasText: deposit.code })).toContainText('Matched');
  await expect(lines.locator('[data-status="UNMATCHED"]')).toHaveCount(1);

  const queue = page.getByRole('region', { name: 'Exceptions queue' });
  const row = queue.getByRole('row').filter({ hasText: `$${decimal(stray)}` });
  await expect(row).toContainText('Line without a deposit or payout');
  await row.getByLabel('Resolution').selectOption('BANK_ERROR');
  await row.getByLabel('Note').fill('Bank credited interest to the wrong account');
  await row.getByRole('button', { name: 'Resolve' }).click();
  await expect(queue.getByRole('row').filter({ hasText: `$${decimal(stray)}` })).toHaveCount(0);

  // The viewer reads the page and its queue, with nothing to do.
  const viewer = await pageAs('viewer');
  await viewer.goto('/reconciliation');
  await expect(viewer.getByText('Your role can read reconciliation but not import or resolve.')).toBeVisible();
  await expect(viewer.getByRole('button', { name: /^(Import and match|Resolve)$/ })).toHaveCount(0);
  await viewer.context().close();
});

test.describe('against a deployment without the extension', () => {
  test.use({ baseURL: remoteURL });

  test('the page says why there is nothing to reconcile', async ({ page }) => {
    await signIn(page, STAFF.viewer.email, STAFF.viewer.password);
    await page.goto('/reconciliation');
    await expect(page.getByText('This Merchant API has no bank reconciliation')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Import and match' })).toHaveCount(0);
  });
});
