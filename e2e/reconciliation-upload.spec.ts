import { randomUUID } from 'node:crypto';
import { STATEMENT_FILE_LIMIT_MB } from '../core/statement-limits';
import { expect, test } from './fixtures/auth';

/**
 * A busy month's statement through the console's import form (docs/reconciliation.md, "Size"): a camt.053 of more
 * than 10 MB, each entry as detailed as a bank sends it (parties, addresses, agents, structured remittance), goes
 * through the server action and the API in one piece. Its lines are EUR credits dated in 2090, so they match nothing
 * and queue after every other test's exceptions.
 */

test.describe.configure({ timeout: 180_000 });

const entry = (n: number, run: string, base: number) => {
  const day = `2090-01-${String((n % 28) + 1).padStart(2, '0')}`;
  const address = Array.from(
    { length: 6 },
    (_, i) => `<AdrLine>Calle ${n} # ${i}-${n % 97}, Oficina ${i}</AdrLine>`,
  ).join('');
  return `
      <Ntry>
        <NtryRef>${run}-${n}</NtryRef>
        <Amt Ccy="EUR">${(n % 9000) + base}.${String(n % 100).padStart(2, '0')}</Amt>
        <CdtDbtInd>CRDT</CdtDbtInd>
        <Sts><Cd>BOOK</Cd></Sts>
        <BookgDt><Dt>${day}</Dt></BookgDt>
        <ValDt><Dt>${day}</Dt></ValDt>
        <AcctSvcrRef>BANK-${run}-${n}</AcctSvcrRef>
        <BkTxCd><Domn><Cd>PMNT</Cd><Fmly><Cd>RCDT</Cd><SubFmlyCd>ESCT</SubFmlyCd></Fmly></Domn></BkTxCd>
        <NtryDtls>
          <TxDtls>
            <Refs><MsgId>MSG-${run}-${n}</MsgId><PmtInfId>PMT-${n}</PmtInfId><EndToEndId>E2E-${run}-${n}</EndToEndId></Refs>
            <AmtDtls><InstdAmt><Amt Ccy="EUR">${(n % 9000) + base}.${String(n % 100).padStart(2, '0')}</Amt></InstdAmt></AmtDtls>
            <RltdPties>
              <Dbtr><Nm>Cliente de prueba ${n} S.A.S.</Nm><PstlAdr><Ctry>CO</Ctry>${address}</PstlAdr></Dbtr>
              <DbtrAcct><Id><IBAN>DE89370400440532013${String(n).padStart(3, '0').slice(-3)}</IBAN></Id></DbtrAcct>
              <Cdtr><Nm>Demo Merchant</Nm><PstlAdr><Ctry>US</Ctry>${address}</PstlAdr></Cdtr>
            </RltdPties>
            <RltdAgts><DbtrAgt><FinInstnId><BICFI>COLOCOBMXXX</BICFI><Nm>Banco de prueba ${n}</Nm></FinInstnId></DbtrAgt></RltdAgts>
            <RmtInf><Ustrd>Invoice ${n} of the upload test, paid in full with thanks</Ustrd></RmtInf>
            <RltdDts><AccptncDtTm>${day}T10:00:00Z</AccptncDtTm></RltdDts>
          </TxDtls>
        </NtryDtls>
        <AddtlNtryInf>SEPA credit transfer ${n} received for the account of the merchant, settled on ${day}</AddtlNtryInf>
      </Ntry>`;
};

/** A camt.053 of at least `bytes`, and the number of its lines. */
function bigStatement(bytes: number) {
  const run = randomUUID().slice(0, 8);
  // Amounts of their own each run: the same lines twice would be the same money (refused as a duplicate).
  const base = 10 + Math.floor(Math.random() * 1_000_000);
  const entries: string[] = [];
  let size = 0;
  while (size < bytes) {
    const next = entry(entries.length + 1, run, base);
    entries.push(next);
    size += next.length;
  }
  const xml = `<?xml version="1.0" encoding="UTF-8"?>
<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.08">
  <BkToCstmrStmt>
    <Stmt>
      <Id>E2E-UPLOAD-${run}</Id>
      <Acct><Id><IBAN>DE89370400440532013000</IBAN></Id><Ccy>EUR</Ccy></Acct>${entries.join('')}
    </Stmt>
  </BkToCstmrStmt>
</Document>
`;
  return { buffer: Buffer.from(xml), lines: entries.length };
}

test('a camt.053 of more than 10 MB imports through the form, which states its limit', async ({ pageAs }) => {
  const statement = bigStatement(10 * 1024 * 1024);
  expect(statement.buffer.length).toBeGreaterThan(10 * 1024 * 1024);
  const page = await pageAs('finance');
  await page.goto('/reconciliation');
  const form = page.getByRole('form', { name: 'Import a bank statement' });
  await expect(form.getByText(`camt.053, MT940 or CSV, up to ${STATEMENT_FILE_LIMIT_MB} MB.`)).toBeVisible();
  await form.getByLabel('Format').selectOption('CAMT053');
  await form
    .getByLabel('Statement file')
    .setInputFiles({ name: 'busy-month.xml', mimeType: 'application/xml', buffer: statement.buffer });
  await form.getByRole('button', { name: 'Import and match' }).click();
  await expect(
    form.getByText(`Imported ${statement.lines.toLocaleString('en')} lines; 0 matched automatically.`),
  ).toBeVisible({
    timeout: 120_000,
  });
});
