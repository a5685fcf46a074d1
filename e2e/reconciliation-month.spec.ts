import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { formatMoney } from '../lib/format/money';
import { DemoApi } from './support/api';
import { signedInSpanishMember } from './support/staff';
import { expect, STAFF, test } from './fixtures/auth';

/**
 * Finance's month (docs/reconciliation.md, "Importing a statement", "In the console" and "The month's close and
 * sign-off"): register a bank account of its own, import the month's camt.053, then the MT940 of the same month —
 * refused as the same money, naming the first file, in the member's language — work the statement's queue to zero (a
 * deposit matched automatically by its code; the queue filtered by account, owner and amount, saved as a view and
 * exported; the stray credit assigned and resolved in bulk; the bank fee explained on its line) and sign the month
 * off. At 1280 px in English and at 390 px in es-CO by a
 * Spanish-reading finance member; each variant seeds its own account, so the two run side by side.
 */

test.describe.configure({ mode: 'parallel', timeout: 120_000 });

interface Deposit {
  uuid: string;
  code: string;
  amount: number;
  date_created_gmt: string;
}

const decimal = (minor: number, mark: '.' | ',') =>
  `${Math.trunc(Math.abs(minor) / 100)}${mark}${String(Math.abs(minor) % 100).padStart(2, '0')}`;

interface Line {
  amount: number; // signed, minor units
  reference: string;
  text: string;
}

/** The same month's lines as a bank sends them twice: a camt.053 and an MT940 (same account, days and amounts). */
function statements(account: string, day: string, lines: Line[], run: string) {
  const opening = 100_000;
  const closing = opening + lines.reduce((s, l) => s + l.amount, 0);
  const ntry = (l: Line) => `
      <Ntry>
        <Amt Ccy="USD">${decimal(l.amount, '.')}</Amt>
        <CdtDbtInd>${l.amount < 0 ? 'DBIT' : 'CRDT'}</CdtDbtInd>
        <BookgDt><Dt>${day}</Dt></BookgDt>
        <ValDt><Dt>${day}</Dt></ValDt>
        <NtryDtls><TxDtls><Refs><EndToEndId>${l.reference}</EndToEndId></Refs><RmtInf><Ustrd>${l.text}</Ustrd></RmtInf></TxDtls></NtryDtls>
      </Ntry>`;
  const balance = (code: string, amount: number) =>
    `<Bal><Tp><CdOrPrtry><Cd>${code}</Cd></CdOrPrtry></Tp><Amt Ccy="USD">${decimal(amount, '.')}</Amt><CdtDbtInd>CRDT</CdtDbtInd><Dt><Dt>${day}</Dt></Dt></Bal>`;
  const camt = `<?xml version="1.0" encoding="UTF-8"?>
<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.08">
  <BkToCstmrStmt>
    <Stmt>
      <Id>MONTH-${run}</Id>
      <Acct><Id><Othr><Id>${account}</Id></Othr></Id><Ccy>USD</Ccy></Acct>
      ${balance('OPBD', opening)}
      ${balance('CLBD', closing)}${lines.map(ntry).join('')}
    </Stmt>
  </BkToCstmrStmt>
</Document>
`;
  const yymmdd = day.slice(2).replaceAll('-', '');
  const mt940 = [
    '{1:F01FIRSTBANKXXX0000000000}{2:O9401200261109FIRSTBANKXXX00000000002611091200N}{4:',
    `:20:MONTH-${run}`,
    `:25:${account}`,
    ':28C:00001/001',
    `:60F:C${yymmdd}USD${decimal(opening, ',')}`,
    ...lines.flatMap((l) => [
      `:61:${yymmdd}${yymmdd.slice(2)}${l.amount < 0 ? 'D' : 'C'}${decimal(l.amount, ',')}NTRF${l.reference}//${run}`,
      `:86:${l.text}`,
    ]),
    `:62F:C${yymmdd}USD${decimal(closing, ',')}`,
    '-}',
    '',
  ].join('\n');
  return {
    camt: { name: `month-${run}.xml`, mimeType: 'application/xml', buffer: Buffer.from(camt) },
    mt940: { name: `month-${run}.sta`, mimeType: 'text/plain', buffer: Buffer.from(mt940) },
  };
}

/** A free deposit of the demo merchant (none an earlier statement matched), from the end of the page: the other
 * reconciliation walk takes them from its start. */
async function freeDeposit(api: DemoApi, skip: number) {
  const { deposits } = await api.get<{ deposits: Deposit[] }>('/deposits/list', { page_size: '30', currency: 'USD' });
  const { lines: matched } = await api.get<{ lines: { matches: { transaction_id: string }[] }[] }>(
    '/reconciliation/lines/list',
    { status: 'MATCHED', page_size: '200' },
  );
  const taken = new Set(matched.flatMap((l) => l.matches.map((m) => m.transaction_id)));
  return deposits.filter((d) => d.amount > 0 && !taken.has(d.uuid)).reverse()[skip]!;
}

const WORDS = {
  en: {
    locale: 'en',
    width: 1280,
    title: 'Reconciliation',
    addAccount: 'Register a bank account',
    name: 'Name',
    currency: 'Currency',
    number: 'IBAN or account number',
    bank: 'Bank',
    importForm: 'Import a bank statement',
    format: 'Format',
    account: 'Bank account',
    file: 'Statement file',
    importSubmit: 'Import and match',
    imported: 'Imported 3 lines; 1 matched automatically.',
    again: 'Import a bank statement',
    showExceptions: 'Show this statement’s exceptions',
    queue: 'Exceptions queue',
    matchByHand: 'Match by hand',
    explain: 'Explain the line',
    resolveLine: 'Resolve the line',
    resolution: 'Resolution',
    note: 'Note',
    closeTitle: 'Close the month',
    signOff: 'Sign the month off',
    signed: (month: string) => `${month} is signed off.`,
    signedBy: 'Signed off by',
    items: '0 items',
    duplicate: 'This statement has the same account, period and lines as',
    filters: 'Filter the queue',
    owner: 'Owner',
    unassigned: 'Unassigned',
    me: 'Me',
    amountFrom: 'Amount from',
    apply: 'Apply',
    count: (n: number) => `${n ? 1 : 0}–${n} of ${n}`,
    noMatch: 'No open exception matches these filters.',
    views: 'Views',
    saveView: 'Save current view…',
    saveTitle: 'Save this view',
    save: 'Save',
    applyView: 'Apply view',
    exportCsv: 'Export CSV',
    select: 'Select',
    bulkAction: 'What to do',
    bulkOwner: 'Owner (email; empty: nobody)',
    bulkSubmit: 'Apply to the selected',
    assigned: 'Exceptions assigned: 1.',
    resolved: 'Exceptions resolved: 1.',
  },
  es: {
    locale: 'es-CO',
    width: 390,
    title: 'Conciliación',
    addAccount: 'Registrar una cuenta bancaria',
    name: 'Nombre',
    currency: 'Moneda',
    number: 'IBAN o número de cuenta',
    bank: 'Banco',
    importForm: 'Importar un extracto bancario',
    format: 'Formato',
    account: 'Cuenta bancaria',
    file: 'Archivo del extracto',
    importSubmit: 'Importar y conciliar',
    imported: 'Se importaron 3 líneas; 1 se conciliaron automáticamente.',
    again: 'Importar un extracto bancario',
    showExceptions: 'Ver las excepciones de este extracto',
    queue: 'Cola de excepciones',
    matchByHand: 'Conciliar a mano',
    explain: 'Explicar la línea',
    resolveLine: 'Resolver la línea',
    resolution: 'Resolución',
    note: 'Nota',
    closeTitle: 'Cerrar el mes',
    signOff: 'Firmar el cierre del mes',
    signed: (month: string) => `El cierre de ${month} quedó firmado.`,
    signedBy: 'Cierre firmado por',
    items: '0 partidas',
    duplicate: 'Este extracto tiene la misma cuenta, periodo y líneas que',
    filters: 'Filtrar la cola',
    owner: 'Responsable',
    unassigned: 'Sin asignar',
    me: 'Yo',
    amountFrom: 'Monto desde',
    apply: 'Aplicar',
    count: (n: number) => `${n ? 1 : 0}–${n} de ${n}`,
    noMatch: 'Ninguna excepción abierta coincide con estos filtros.',
    views: 'Vistas',
    saveView: 'Guardar la vista actual…',
    saveTitle: 'Guardar esta vista',
    save: 'Guardar',
    applyView: 'Aplicar la vista',
    exportCsv: 'Exportar CSV',
    select: 'Seleccionar',
    bulkAction: 'Qué hacer',
    bulkOwner: 'Responsable (correo; vacío: nadie)',
    bulkSubmit: 'Aplicar a las seleccionadas',
    assigned: 'Excepciones asignadas: 1.',
    resolved: 'Excepciones resueltas: 1.',
  },
} as const;

type Words = (typeof WORDS)[keyof typeof WORDS];

async function importFile(page: Page, w: Words, format: 'CAMT053' | 'MT940', accountLabel: string, file: object) {
  const form = page.getByRole('form', { name: w.importForm });
  await form.getByLabel(w.format).selectOption(format);
  await form.getByLabel(w.account).selectOption({ label: accountLabel });
  await form.getByLabel(w.file).setInputFiles(file as Parameters<Page['setInputFiles']>[1]);
  await form.getByRole('button', { name: w.importSubmit }).click();
  return form;
}

for (const [variant, w] of Object.entries(WORDS)) {
  test(`finance registers an account, imports the month, is refused its MT940 twin, works the queue to zero and signs the month off (${w.width} px, ${w.locale})`, async ({
    pageAs,
    request,
    browser,
  }) => {
    const api = new DemoApi(request);
    const run = randomUUID().slice(0, 8);
    const deposit = await freeDeposit(api, variant === 'en' ? 0 : 1);
    const day = deposit.date_created_gmt.slice(0, 10);
    const month = day.slice(0, 7);
    const account = `E2E-MONTH-${run.toUpperCase()}`;
    const fee = -(100 + Math.floor(Math.random() * 900)); // a fee of 1.00–9.99
    const stray = 1_000 + Math.floor(Math.random() * 8_999); // an amount no deposit has: 10.00–99.99
    const files = statements(
      account,
      day,
      [
        { amount: deposit.amount, reference: deposit.code, text: 'Settlement' },
        { amount: fee, reference: `FEE${run}`, text: 'Monthly account fee' },
        { amount: stray, reference: `CR${run}`, text: 'Credit from another merchant' },
      ],
      run,
    );

    let page: Page;
    let who: string;
    if (variant === 'en') {
      page = await pageAs('finance');
      who = STAFF.finance.email;
    } else {
      const member = await signedInSpanishMember(browser, await pageAs('admin'), {
        label: 'mes',
        name: 'Mateo Cierre',
        role: 'finance',
      });
      page = member.page;
      who = member.email;
    }
    await page.setViewportSize({ width: w.width, height: w.width > 400 ? 900 : 844 });
    await page.goto('/reconciliation');
    await expect(page.getByRole('heading', { level: 1, name: w.title })).toBeVisible();

    // The bank account, registered once.
    const accountForm = page.getByRole('form', { name: w.addAccount });
    await accountForm.getByLabel(w.name).fill(`Month ${run}`);
    await accountForm.getByLabel(w.currency).fill('USD');
    await accountForm.getByLabel(w.number).fill(account);
    await accountForm.getByLabel(w.bank).fill('First Bank');
    await accountForm.getByRole('button', { name: w.addAccount }).click();
    await expect(page.getByTestId('bank-accounts')).toContainText(account);
    const accountLabel = `Month ${run} · USD · ${account}`;

    // The month's camt.053: the deposit matches by its code, the fee and the stray credit queue.
    const form = await importFile(page, w, 'CAMT053', accountLabel, files.camt);
    await expect(form.getByText(w.imported)).toBeVisible();
    const showExceptions = form.getByRole('link', { name: w.showExceptions });
    const statementHref = (await showExceptions.getAttribute('href'))!;

    // The MT940 of the same month is the same money: refused, naming the statement already imported.
    await form.getByRole('button', { name: w.again }).click();
    const twin = await importFile(page, w, 'MT940', accountLabel, files.mt940);
    await expect(twin.getByRole('status')).toContainText(`${w.duplicate} ${files.camt.name}`);
    await expect(twin.getByRole('link', { name: w.showExceptions })).toHaveCount(0);

    if (variant === 'en') {
      // The page's HTML stays small whatever the number of open exceptions: a page of 25 rows, no form per row.
      const bytes = (await (await page.request.get('/reconciliation')).body()).length;
      test.info().annotations.push({ type: 'reconciliation HTML bytes', description: String(bytes) });
      expect(bytes, `/reconciliation: ${(bytes / 1024).toFixed(1)} KB of HTML`).toBeLessThanOrEqual(120 * 1024);
    }

    // Work the statement's queue to zero.
    await page.goto(statementHref);
    // The queue's rows (its table's region; the filters, views, export and bulk bar are above it).
    const rows = page.getByRole('region', { name: w.queue }).getByTestId('reconciliation-exception');
    await expect(rows).toHaveCount(2);
    const feeRow = rows.filter({ hasText: `FEE${run}` });
    const strayRow = rows.filter({ hasText: `CR${run}` });
    await expect(feeRow).toContainText(formatMoney(Math.abs(fee), 'USD', w.locale).replace(/^-/, ''));
    // A row stays short at any width (its decisions wait behind its menu), its amount and links on screen.
    expect((await feeRow.boundingBox())!.height).toBeLessThan(180);
    for (const part of [feeRow.getByRole('link', { name: w.matchByHand }), feeRow.getByRole('cell').last()]) {
      const box = (await part.boundingBox())!;
      expect(box.x + box.width).toBeLessThanOrEqual(w.width);
    }

    // The account's unassigned exceptions from 10.00 on: the stray credit alone, in the URL.
    const filters = page.getByRole('form', { name: w.filters });
    await filters.getByLabel(w.account).selectOption({ label: `Month ${run} · USD` });
    await filters.getByLabel(w.owner).selectOption({ label: w.unassigned });
    await filters.getByLabel(w.amountFrom).fill('10');
    await filters.getByRole('button', { name: w.apply }).click();
    await expect(page).toHaveURL(/account=bac_[^&]+.*owner=none|owner=none.*account=bac_/);
    await expect(rows).toHaveCount(1);
    await expect(rows).toContainText(`CR${run}`);
    await expect(page.getByTestId('queue-count')).toHaveText(w.count(1));
    // Saved as a view, and exported as CSV: the filtered queue, every page.
    await page.getByRole('button', { name: w.views }).click();
    await page.getByRole('button', { name: w.saveView }).click();
    const dialog = page.getByRole('dialog', { name: w.saveTitle });
    await dialog.getByLabel(w.name).fill(`Queue ${run}`);
    await dialog.getByRole('button', { name: w.save, exact: true }).click();
    await expect(dialog).toBeHidden();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: w.exportCsv }).click(),
    ]);
    const csv = (await readFile((await download.path())!, 'utf8')).trim().split(/\r?\n/);
    expect(csv).toHaveLength(2);
    expect(csv[0]).toMatch(/^\uFEFF?uuid,kind,status,subject_type,/);
    expect(csv[1]).toContain(`CR${run}`);

    // Bulk: the stray credit assigned to me (it leaves the unassigned view), then resolved from my own queue.
    const bulk = page.getByTestId('queue-bulk');
    await strayRow.getByRole('checkbox', { name: new RegExp(`^${w.select} `) }).check();
    await bulk.getByLabel(w.bulkOwner).fill(who);
    await bulk.getByRole('button', { name: w.bulkSubmit }).click();
    await expect(rows).toHaveCount(0);
    await expect(page.getByText(w.noMatch)).toBeVisible();
    await filters.getByLabel(w.owner).selectOption({ label: w.me });
    await filters.getByLabel(w.amountFrom).fill('');
    await filters.getByRole('button', { name: w.apply }).click();
    await expect(rows).toHaveCount(1);
    await expect(strayRow).toContainText(who);
    await strayRow.getByRole('checkbox', { name: new RegExp(`^${w.select} `) }).check();
    await bulk.getByLabel(w.bulkAction).selectOption('RESOLVE');
    await bulk.getByLabel(w.resolution).selectOption('NOT_OURS');
    await bulk.getByLabel(w.note).fill('Credited to us by mistake; returned');
    await bulk.getByRole('button', { name: w.bulkSubmit }).click();
    await expect(rows).toHaveCount(0);
    // The saved view brings its filters back.
    await page.getByRole('button', { name: w.views }).click();
    await page.getByRole('link', { name: `${w.applyView} Queue ${run}` }).click();
    await expect(page).toHaveURL(/amount_min=10/);
    await expect(filters.getByLabel(w.amountFrom)).toHaveValue('10');

    // The bank fee, explained on its own panel: the line is resolved and its exception leaves the queue.
    await page.goto(statementHref);
    await expect(rows).toHaveCount(1);
    await feeRow.getByRole('link', { name: w.matchByHand }).click();
    const panel = page.getByTestId('selected-line');
    const explain = panel.getByRole('form', { name: w.explain });
    await explain.getByLabel(w.resolution).selectOption('BANK_FEE');
    await explain.getByLabel(w.note).fill('Monthly account fee');
    await explain.getByRole('button', { name: w.resolveLine }).click();
    await expect(panel).not.toHaveAttribute('data-status', 'UNMATCHED');
    await expect(feeRow).toHaveCount(0);
    // The table (the queue's region) gives way to the empty state: nothing left of this statement.
    await expect(page.getByText(w.noMatch)).toBeVisible();
    await expect(page.getByTestId('queue-count')).toHaveText(/^0–0 /);

    // Sign the month off: nothing of the account is open (the credit resolved in the queue counts as settled).
    await page.goto(`/reconciliation/close?month=${month}`);
    await expect(page.getByRole('heading', { level: 1, name: w.closeTitle })).toBeVisible();
    const card = page.getByTestId('account-close').filter({ hasText: account });
    await expect(card.getByTestId('close-open')).toHaveText(
      // Nothing open: no amount, no line.
      `${formatMoney(0, 'USD', w.locale)}${w.items}`,
    );
    const signOff = card.getByRole('form', { name: w.signOff });
    await signOff.getByLabel(w.note).fill('Month reconciled');
    await signOff.getByRole('button', { name: w.signOff }).click();
    await expect(signOff.getByText(w.signed(month))).toBeVisible();
    await expect(card.getByTestId('sign-off')).toContainText(`${w.signedBy} ${who}`);
    await expect(card.getByTestId('sign-off')).toContainText('Month reconciled');
    if (variant !== 'en') await page.context().close();
  });
}
