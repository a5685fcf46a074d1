import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { remoteURL } from '../playwright.config';
import { formatMoney } from '../lib/format/money';
import { DemoApi } from './support/api';
import { signedInSpanishMember } from './support/staff';
import { expect, signIn, STAFF, test } from './fixtures/auth';

/**
 * Bank reconciliation (docs/reconciliation.md), finance's walk: import a camt.053 statement whose first
 * line is one of the demo merchant's deposits (matched automatically by its code) and whose second line matches
 * nothing (an exception); assign the exception, match its line by hand, unmatch it, annotate it, resolve the
 * exception again opened with a resolution, export the payout reconciliation. In English at 1280 px, then a shorter
 * pass in es-CO at 390 px by a Spanish-reading finance member (the same controls, reachable and worded in Spanish).
 * One test, so the two passes never pick the same deposit. A viewer reads without acting; a deployment without the
 * extension says so.
 */

test.describe.configure({ mode: 'parallel', timeout: 180_000 });

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

/** A statement of two lines: a free deposit of the demo merchant (matched by its code) and an amount no deposit has. */
async function statementFor(api: DemoApi) {
  const { deposits } = await api.get<{ deposits: Deposit[] }>('/deposits/list', { page_size: '20', currency: 'USD' });
  // Not one an earlier attempt matched already (the demo merchant is shared by the run).
  const { lines: matched } = await api.get<{ lines: { matches: { transaction_id: string }[] }[] }>(
    '/reconciliation/lines/list',
    { status: 'MATCHED', page_size: '200' },
  );
  const taken = new Set(matched.flatMap((l) => l.matches.map((m) => m.transaction_id)));
  const deposit = deposits.find((d) => d.amount > 0 && !taken.has(d.uuid))!;
  const day = deposit.date_created_gmt.slice(0, 10);
  const stray = 1_000 + Math.floor(Math.random() * 8_999); // an amount no deposit has: 10.00–99.99
  const xml = `<?xml version="1.0" encoding="UTF-8"?>
<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.08">
  <BkToCstmrStmt>
    <Stmt>
      <Id>E2E-${randomUUID()}</Id>
      <Acct><Id><Othr><Id>E2E-RECON-USD-0001</Id></Othr></Id><Ccy>USD</Ccy></Acct>${entry(deposit.amount, day, deposit.code, 'Settlement')}${entry(stray, day, `INT-${randomUUID().slice(0, 8)}`, 'Interest')}
    </Stmt>
  </BkToCstmrStmt>
</Document>
`;
  return {
    deposit,
    day,
    stray,
    file: { name: `e2e-${day}.xml`, mimeType: 'application/xml', buffer: Buffer.from(xml) },
  };
}

/** The import form, in the page's language. */
async function importStatement(page: Page, file: { name: string; mimeType: string; buffer: Buffer }, w: Words) {
  await page.getByLabel(w.format).selectOption('CAMT053');
  await page.getByLabel(w.file).setInputFiles(file);
  await page.getByRole('button', { name: w.importSubmit }).click();
  await expect(page.getByText(w.imported)).toBeVisible();
  // The queue of this statement alone: other statements' exceptions stay out of the way (a page is 25 rows).
  await page.getByRole('form', { name: w.importForm }).getByRole('link', { name: w.showExceptions }).click();
  await expect(page).toHaveURL(/statement=stm_/);
}

interface Words {
  format: string;
  file: string;
  importSubmit: string;
  imported: string;
  showExceptions: string;
  importForm: string;
}

test('finance imports a statement, matches, unmatches and annotates a line, resolves the exception and exports (1280 px, English; 390 px, es-CO)', async ({
  pageAs,
  request,
  browser,
}) => {
  const api = new DemoApi(request);
  const first = await statementFor(api);
  const page = await pageAs('finance');
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/');
  await page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Reconciliation' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Reconciliation' })).toBeVisible();
  // The per-day table shows the month's latest seven days; the rest of the month is a link away.
  const byDay = page.getByRole('region', { name: 'Per day' });
  const datesShown = async () => new Set(await byDay.locator('tbody tr td:first-child').allTextContents()).size;
  expect(await datesShown()).toBeLessThanOrEqual(7);
  const allDays = page.getByRole('link', { name: /^Show all \d+ days$/ });
  if (await allDays.count()) {
    const total = Number((await allDays.textContent())!.match(/\d+/)![0]);
    await allDays.click();
    await expect(page.getByRole('link', { name: 'Show the latest 7 days only' })).toBeVisible();
    expect(new URL(page.url()).searchParams.get('days')).toBe('all');
    expect(await datesShown()).toBe(total);
    await page.goto('/reconciliation');
  }
  await importStatement(page, first.file, {
    format: 'Format',
    file: 'Statement file',
    importSubmit: 'Import and match',
    imported: 'Imported 2 lines; 1 matched automatically.',
    showExceptions: 'Show this statement’s exceptions',
    importForm: 'Import a bank statement',
  });

  const lines = page.getByRole('region', { name: 'Latest statement' });
  await expect(lines.getByRole('row').filter({ hasText: first.deposit.code })).toContainText('Matched');
  await expect(lines.locator('[data-status="UNMATCHED"]')).toHaveCount(1);

  const queue = page.getByRole('region', { name: 'Exceptions queue' });
  const strayAmount = formatMoney(first.stray, 'USD', 'en');
  const row = () => queue.getByRole('row').filter({ hasText: strayAmount });
  await expect(row()).toContainText('Line without a deposit or payout');

  // Assign it, then match its line by hand to the closest open deposit, accepting the difference.
  // A row's decisions wait behind its menu (the row stays short).
  await row().getByRole('button', { name: 'Assign or resolve' }).click();
  const assign = queue.getByTestId('queue-row-menu').getByRole('form', { name: 'Save owner and note' });
  await assign.getByLabel('Owner').fill(STAFF.finance.email);
  await assign.getByLabel('Note').fill('Asking the bank');
  await assign.getByRole('button', { name: 'Save owner and note' }).click();
  await expect(row()).toContainText(STAFF.finance.email);
  await row().getByRole('link', { name: 'Match by hand' }).click();
  const panel = page.getByTestId('selected-line');
  await expect(
    panel.getByRole('heading', { name: new RegExp(`^Line \\d+ · ${strayAmount.replace('$', '\\$')}`) }),
  ).toBeVisible();
  const lineId = new URL(page.url()).searchParams.get('line')!;
  const match = panel.getByRole('form', { name: 'Match by hand' });
  await match.getByRole('button', { name: 'Match' }).click();
  await expect(match.getByText('Choose at least one deposit or payout.')).toBeVisible();
  await match.getByTestId('match-candidates').getByRole('checkbox').first().check();
  await match.getByLabel('Match although the amounts differ').check();
  await match.getByLabel('Why').fill('Interest credited with a settlement');
  await match.getByRole('button', { name: 'Match' }).click();
  await expect(panel).toHaveAttribute('data-status', 'MATCHED');
  await expect(row()).toHaveCount(0);
  const decisions = panel.getByTestId('line-decisions');
  await expect(decisions).toContainText(
    `Matched by hand by ${STAFF.finance.email} — Interest credited with a settlement`,
  );

  // Undo it (the exception opens again), note why, and resolve the exception with a resolution instead.
  const unmatch = panel.getByRole('form', { name: 'Undo the match' });
  await unmatch.getByLabel('Why').fill('Wrong deposit');
  await unmatch.getByRole('button', { name: 'Unmatch' }).click();
  await expect(panel).toHaveAttribute('data-status', 'UNMATCHED');
  await expect(decisions).toContainText(`Unmatched by ${STAFF.finance.email} — Wrong deposit`);
  const annotate = panel.getByRole('form', { name: 'Note on the line' });
  await annotate.getByLabel('Note').fill('Bank credited interest to the wrong account');
  await annotate.getByRole('button', { name: 'Save note' }).click();
  await expect(lines.locator('[data-status="UNMATCHED"]')).toContainText('Bank credited interest to the wrong account');
  await row().getByRole('button', { name: 'Assign or resolve' }).click();
  const resolve = queue.getByTestId('queue-row-menu').getByRole('form', { name: 'Resolve' });
  await resolve.getByLabel('Resolution').selectOption('BANK_ERROR');
  await resolve.getByLabel('Note').fill('Bank credited interest to the wrong account');
  await resolve.getByRole('button', { name: 'Resolve' }).click();
  await expect(row()).toHaveCount(0);

  // Export the period's payout reconciliation, its days named.
  await page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Reports' }).click();
  await expect(page.getByTestId('report-days')).toHaveText(/^Days in /);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Export CSV' }).click(),
  ]);
  expect((await readFile((await download.path())!, 'utf8')).split('\r\n')[0]).toMatch(/^\uFEFFbusiness_day,/);

  // The viewer reads the line and the queue, with nothing to do.
  const viewer = await pageAs('viewer');
  await viewer.goto(`/reconciliation?line=${lineId}`);
  await expect(viewer.getByText('Your role can read this line but not match, unmatch or annotate it.')).toBeVisible();
  await expect(viewer.getByText('Your role can read reconciliation but not import or resolve.')).toBeVisible();
  await expect(
    viewer.getByRole('button', {
      name: /^(Import and match|Resolve|Match|Unmatch|Save note|Save owner and note|Assign or resolve)$/,
    }),
  ).toHaveCount(0);
  await viewer.context().close();

  // es-CO at 390 px: the same walk, shorter, by a finance member who reads Spanish.
  const second = await statementFor(api);
  const { page: es } = await signedInSpanishMember(browser, await pageAs('admin'), {
    label: 'conciliacion',
    name: 'Camila Conciliación',
    role: 'finance',
  });
  await es.setViewportSize({ width: 390, height: 844 });
  await es.goto('/reconciliation');
  await expect(es.getByRole('heading', { level: 1, name: 'Conciliación' })).toBeVisible();
  await importStatement(es, second.file, {
    format: 'Formato',
    file: 'Archivo del extracto',
    importSubmit: 'Importar y conciliar',
    imported: 'Se importaron 2 líneas; 1 se conciliaron automáticamente.',
    showExceptions: 'Ver las excepciones de este extracto',
    importForm: 'Importar un extracto bancario',
  });
  const cola = es.getByRole('region', { name: 'Cola de excepciones' });
  const fila = cola.getByRole('row').filter({ hasText: formatMoney(second.stray, 'USD', 'es-CO') });
  await expect(fila).toContainText('Línea sin depósito ni desembolso');
  await expect(fila.getByRole('button', { name: 'Asignar o resolver' })).toBeVisible();
  await fila.getByRole('link', { name: 'Conciliar a mano' }).click();
  const panelEs = es.getByTestId('selected-line');
  await expect(panelEs.getByRole('group', { name: 'Depósitos y desembolsos para conciliar' })).toBeVisible();
  await panelEs.getByRole('button', { name: 'Conciliar' }).scrollIntoViewIfNeeded();
  await expect(panelEs.getByRole('button', { name: 'Conciliar' })).toBeInViewport();
  await expect(panelEs.getByRole('button', { name: 'Guardar nota' })).toBeVisible();
  await fila.getByRole('button', { name: 'Asignar o resolver' }).click();
  const resolver = cola.getByTestId('queue-row-menu').getByRole('form', { name: 'Resolver' });
  await resolver.getByLabel('Resolución').selectOption('NOT_OURS');
  await resolver.getByLabel('Nota').fill('Abono de otro comercio');
  await resolver.getByRole('button', { name: 'Resolver' }).click();
  await expect(fila).toHaveCount(0);
  await es.goto('/reports');
  await expect(es.getByTestId('report-days')).toHaveText(/^Días en /);
  await expect(es.getByRole('link', { name: 'Exportar CSV' })).toBeVisible();
  await es.context().close();
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
