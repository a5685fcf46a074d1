import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { DemoApi } from './support/api';
import { signedInSpanishMember } from './support/staff';
import { expect, test } from './fixtures/auth';

/**
 * A support agent's day (docs/bulk-refunds.md, docs/disputes.md): a dispute from opening to won — the deadline in
 * days as it is stated, the refusal reason where the refund button would be on every console path, the outcome in
 * words, the credit payment refusable nowhere — and a refund CSV with a repeated row, merged, then the same file
 * uploaded again refunding nothing twice (checked through the API). At 1280 px in English and 390 px in es-CO.
 */

test.describe.configure({ mode: 'parallel', timeout: 180_000 });

const WORDS = {
  en: {
    dueIn7: 'Due in 7 days',
    disputed: 'Not refundable: the payment is disputed, and its case decides where the money goes.',
    credit: 'Not refundable: this payment put back the money of a won case; refunding it would pay the payer twice.',
    notYetRefunded: 'Not yet refunded',
    actionsFor: (code: string) => `Actions for ${code}`,
    evidenceFile: 'Evidence file',
    upload: 'Upload',
    response: 'Written response',
    submitOpen: 'Submit response…',
    submitDialog: 'Submit the response',
    submit: 'Submit response',
    done: 'Done',
    won: 'Won',
    uploaded: 'Evidence uploaded.',
    outcome: 'Outcome of the dispute: Won',
    csvFile: 'CSV file',
    check: 'Check rows',
    merge: 'Merge repeated rows',
    prepare: 'Review refunds',
    refundTwo: 'Refund 2 payments',
    finished: 'Finished: 2 refunded, 0 refused',
    summaryRepeat: '3 rows: 2 ready, 1 with problems',
    summaryMerged: '2 rows: 2 ready, 0 with problems',
    again: '2 rows: 0 ready, 2 with problems',
    alreadyFromFile: 'An earlier upload of this same file already refunded or holds',
  },
  'es-CO': {
    dueIn7: 'Vence en 7 días',
    disputed: 'No reembolsable: el pago está en disputa y su caso decide a dónde va el dinero.',
    credit:
      'No reembolsable: este pago devolvió el dinero de un caso ganado; reembolsarlo le pagaría dos veces al pagador.',
    notYetRefunded: 'Aún sin reembolsar',
    actionsFor: (code: string) => `Acciones de ${code}`,
    evidenceFile: 'Archivo de evidencia',
    upload: 'Cargar',
    response: 'Respuesta escrita',
    submitOpen: 'Enviar respuesta…',
    submitDialog: 'Enviar la respuesta',
    submit: 'Enviar respuesta',
    done: 'Listo',
    won: 'Ganada',
    uploaded: 'Evidencia cargada.',
    outcome: 'Resultado de la disputa: Ganada',
    csvFile: 'Archivo CSV',
    check: 'Revisar filas',
    merge: 'Combinar filas repetidas',
    prepare: 'Revisar reembolsos',
    refundTwo: 'Reembolsar 2 pagos',
    finished: 'Terminado: 2 reembolsados, 0 rechazados',
    summaryRepeat: '3 filas — para enviar: 2, con problemas: 1',
    summaryMerged: '2 filas — para enviar: 2, con problemas: 0',
    again: '2 filas — para enviar: 0, con problemas: 2',
    alreadyFromFile: 'Una carga anterior de este mismo archivo ya reembolsó o tiene',
  },
} as const;

type Language = keyof typeof WORDS;
const RUNS: { language: Language; width: number }[] = [
  { language: 'en', width: 1280 },
  { language: 'es-CO', width: 390 },
];

/** The page of a support member in the run's language and width (a new es-CO member for Spanish). */
async function supportPage(
  run: (typeof RUNS)[number],
  fixtures: { pageAs: (role: 'support' | 'admin') => Promise<Page>; browser: import('@playwright/test').Browser },
): Promise<Page> {
  const page =
    run.language === 'en'
      ? await fixtures.pageAs('support')
      : (
          await signedInSpanishMember(fixtures.browser, await fixtures.pageAs('admin'), {
            label: `day-${randomUUID().slice(0, 6)}`,
            name: 'Diana Soporte',
            role: 'support',
          })
        ).page;
  await page.setViewportSize({ width: run.width, height: 900 });
  return page;
}

/** Never wider than the viewport: nothing pushed off a phone's screen. */
async function expectNoSidewaysScroll(page: Page, width: number) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
}

for (const run of RUNS) {
  const words = WORDS[run.language];

  test(`a dispute from opening to won, every refund path saying why not (${run.language}, ${run.width} px)`, async ({
    pageAs,
    browser,
    request,
  }) => {
    const api = new DemoApi(request);
    const tag = `day-${randomUUID().slice(0, 8)}`;
    const account = await api.connectAccount('day', { firstName: 'Dora', lastName: 'Disputa' });
    const [payment, page] = await Promise.all([
      api.createPayment({ funding: account.uuid, amount: 10066, description: `e2e ${tag}` }),
      supportPage(run, { pageAs, browser }),
    ]);
    let caseId = '';
    await expect
      .poll(
        async () => {
          const { cases } = await api.get<{ cases: { uuid: string }[] }>('/cases/list', {
            payment_id: payment.uuid,
          });
          caseId = cases[0]?.uuid ?? '';
          return caseId;
        },
        { timeout: 60_000, intervals: [500] },
      )
      .not.toBe('');

    // Seven days to respond reads seven days, on the list and on the case.
    await page.goto(`/disputes?payment_id=${payment.uuid}`);
    await expect(page.getByRole('main').getByText(words.dueIn7, { exact: true }).first()).toBeVisible();
    await page.goto(`/disputes/${caseId}`);
    await expect(page.getByRole('main').getByText(words.dueIn7, { exact: true }).first()).toBeVisible();

    // The disputed payment: the reason where the button would be, and no "not yet refunded" amount.
    await page.goto(`/payments/${payment.uuid}`);
    await expect(page.getByTestId('refund-blocked')).toHaveText(words.disputed);
    await expect(page.getByText(words.notYetRefunded, { exact: true })).toHaveCount(0);
    await expectNoSidewaysScroll(page, run.width);

    // The list's row menu says the same (a phone's cards open the payment instead: its page says why).
    if (run.width >= 1024) {
      await page.goto(`/payments?description=${tag}`);
      await page.getByRole('button', { name: words.actionsFor(payment.code) }).click();
      await expect(page.getByRole('menu').getByTestId('refund-blocked')).toHaveText(words.disputed);
      await page.keyboard.press('Escape');
    }

    // Support answers the case; the sandbox decides it won.
    await page.goto(`/disputes/${caseId}`);
    await page
      .getByLabel(words.evidenceFile)
      .setInputFiles({ name: 'receipt.txt', mimeType: 'text/plain', buffer: Buffer.from('Delivered.') });
    await page.getByRole('button', { name: words.upload, exact: true }).click();
    await expect(page.getByRole('link', { name: /receipt\.txt/ })).toBeVisible();
    await expect(page.getByText(words.uploaded)).toBeVisible();
    // A new attempt that fails does not stand beside the last one's success.
    await page
      .getByLabel(words.evidenceFile)
      .setInputFiles({ name: 'page.html', mimeType: 'text/html', buffer: Buffer.from('<p>hi</p>') });
    await page.getByRole('button', { name: words.upload, exact: true }).click();
    await expect(page.locator('#f-evidence_file-error')).toBeVisible();
    await expect(page.getByText(words.uploaded)).toHaveCount(0);
    await page.getByLabel(words.response).fill('The parcel was delivered and signed for.');
    await page.getByRole('button', { name: words.submitOpen }).click();
    const dialog = page.getByRole('dialog', { name: words.submitDialog });
    await dialog.getByRole('button', { name: words.submit, exact: true }).click();
    await expect(dialog.getByRole('status')).toBeVisible();
    await dialog.getByRole('button', { name: words.done }).click();
    let creditId = '';
    await expect
      .poll(
        async () => {
          const found = await api.get<{ case: { status: string; credit_transaction_id: string | null } }>(
            `/cases/${caseId}`,
          );
          creditId = found.case.credit_transaction_id ?? '';
          return found.case.status;
        },
        { timeout: 60_000, intervals: [500] },
      )
      .toBe('WON');

    // The outcome in words on the case's timeline.
    await page.reload();
    await expect(page.getByRole('main').getByText(words.won, { exact: true }).first()).toBeVisible();
    await expectNoSidewaysScroll(page, run.width);

    // The case links the payment that put the money back; the disputed payment says how its case ended.
    expect(creditId).toMatch(/^trx_/);
    await expect(page.locator(`main a[href="/payments/${creditId}"]`).first()).toBeVisible();
    await page.goto(`/payments/${payment.uuid}`);
    await expect(page.getByTestId('case-outcome')).toHaveText(words.outcome);

    // The payment that put the money back is refundable nowhere: its page says why, and the API refuses.
    await page.goto(`/payments/${creditId}`);
    await expect(page.getByTestId('refund-blocked')).toHaveText(words.credit);
    const refused = await api.raw('PUT', `/payments/${creditId}/refund`, { reason: 'REQUESTED_BY_CUSTOMER' });
    expect(refused.status).toBe(409);
    expect((await api.payment(creditId)).amount_refunded ?? 0).toBe(0);
    await page.context().close();

    // The audit trail holds what the API did, once each: its refusal (under the action tried) and the outcome.
    if (run.language === 'en') {
      const admin = await pageAs('admin');
      for (const [query, text] of [
        [`action=payment.refund&outcome=denied&target=${creditId}`, 'payment_has_case'],
        [`action=case.outcome&target=${caseId}`, 'WON'],
      ]) {
        const rows = admin.getByRole('table').getByRole('row').filter({ hasText: text });
        await expect
          .poll(
            async () => {
              await admin.goto(`/audit?${query}`);
              return rows.count();
            },
            { timeout: 30_000, intervals: [500] },
          )
          .toBe(1);
      }
      await expect(admin.getByRole('table').getByText('Merchant API', { exact: true })).toBeVisible();
    }
  });

  test(`a refund CSV with a repeated row, merged; the same file again refunds nothing twice (${run.language}, ${run.width} px)`, async ({
    pageAs,
    browser,
    request,
  }) => {
    const api = new DemoApi(request);
    const [a, b] = await Promise.all([
      api.successfulPayment(10_000, 'day-csv'),
      api.successfulPayment(5_000, 'day-csv'),
    ]);
    const page = await supportPage(run, { pageAs, browser });
    // The same row twice (a mistake or two parcels: the member chooses), then another payment.
    const csv = `payment,amount\n${a.code},20.00\n${a.code},20.00\n${b.code},10.00\n`;
    const file = { name: 'day.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) };

    await page.goto('/payments/bulk-refunds/upload');
    await page.getByLabel(words.csvFile).setInputFiles(file);
    await page.getByRole('button', { name: words.check }).click();
    await expect(page.getByText(words.summaryRepeat)).toBeVisible();
    await expect(page.getByTestId('csv-problem-rows').locator('[data-line="3"]')).toBeVisible();
    await expect(page.getByRole('button', { name: words.prepare })).toBeDisabled();
    await expectNoSidewaysScroll(page, run.width);

    // Merged: one refund of 40.00 for the first payment.
    await page.getByTestId('csv-repeats').getByRole('button', { name: words.merge }).click();
    await expect(page.getByText(words.summaryMerged)).toBeVisible();
    await page.getByRole('button', { name: words.prepare }).click();
    await expect(page).toHaveURL(/\/payments\/bulk-refunds\/[0-9a-f-]{36}$/);
    await page.getByRole('button', { name: words.refundTwo }).click();
    await expect(page.getByTestId('bulk-result')).toContainText(words.finished, { timeout: 60_000 });
    await expectNoSidewaysScroll(page, run.width);
    // Each row's result and its detail within the screen's width, not behind a sideways scroll.
    for (const cell of await page.locator('[data-testid=bulk-item-result], [data-testid=bulk-item-detail]').all()) {
      const box = (await cell.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(run.width);
    }
    expect((await api.payment(a.uuid)).amount_refunded).toBe(4_000);
    expect((await api.payment(b.uuid)).amount_refunded).toBe(1_000);

    // The same file again: recognised, and every row of a payment it already refunded is held back.
    await page.goto('/payments/bulk-refunds/upload');
    await page.getByLabel(words.csvFile).setInputFiles(file);
    await page.getByRole('button', { name: words.check }).click();
    await expect(page.getByTestId('csv-uploaded-before')).toBeVisible();
    await page.getByTestId('csv-repeats').getByRole('button', { name: words.merge }).click();
    await expect(page.getByText(words.again)).toBeVisible();
    await expect(page.getByTestId('csv-problem-rows').locator('[data-line="2"]')).toContainText(words.alreadyFromFile);
    await expect(page.getByRole('button', { name: words.prepare })).toBeDisabled();
    expect((await api.payment(a.uuid)).amount_refunded).toBe(4_000);
    expect((await api.payment(b.uuid)).amount_refunded).toBe(1_000);

    // A draft nobody will start is discarded: it stops holding its amount, nothing is refunded.
    if (run.language === 'en') {
      await page.goto('/payments/bulk-refunds/upload');
      const another = `payment,amount\n${b.code},5.00\n`;
      await page.getByLabel(words.csvFile).setInputFiles({ ...file, buffer: Buffer.from(another) });
      await page.getByRole('button', { name: words.check }).click();
      await page.getByRole('button', { name: words.prepare }).click();
      await expect(page).toHaveURL(/\/payments\/bulk-refunds\/[0-9a-f-]{36}$/);
      await page.getByRole('button', { name: 'Discard draft' }).click();
      // The page shows the batch's new state (the button and its form go with the draft).
      await expect(page.getByText('Discarded: nothing was refunded', { exact: true })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Discard draft' })).toHaveCount(0);
      expect((await api.payment(b.uuid)).amount_refunded).toBe(1_000);
    }
    await page.context().close();
  });
}
