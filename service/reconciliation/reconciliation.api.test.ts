import { readFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { apiClients, transactions } from '../db/schema';
import { ManualClock } from '../lib/clock';
import { newId } from '../lib/ids';
import { startTestService, type TestMerchant, type TestService } from '../test/harness';

const fixture = (name: string) => readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8');
const CSV_MAPPING = {
  delimiter: ',',
  columns: {
    value_date: 'Date',
    description: 'Description',
    reference: 'Reference',
    credit: 'Credit',
    debit: 'Debit',
    currency: 'Currency',
  },
  date_format: 'YYYY-MM-DD',
  decimal_mark: '.',
};

let svc: TestService;
const clock = new ManualClock('2026-11-10T12:00:00.000Z');

beforeAll(async () => {
  svc = await startTestService({ clock });
});
afterAll(() => svc.close());

/** A deposit or payout written straight to the ledger's table, on a given day (the bank's side is the fixture). */
async function money(
  m: TestMerchant,
  type: 'DEPOSIT' | 'PAYOUT',
  amount: number,
  day: string,
  label = type.slice(0, 3),
) {
  const id = newId('trx');
  const code = `${label}-${randomBytes(5).toString('hex').toUpperCase()}`;
  await svc.database.db.insert(transactions).values({
    id,
    code,
    merchantId: m.merchantId,
    ownerMerchantId: m.merchantId,
    type,
    status: 'SUCCESSFUL',
    amount,
    currency: 'USD',
    dateCreated: new Date(`${day}T15:00:00Z`),
  });
  return { id, code };
}

/** A merchant whose test client is the console's own (protected): it may name the member who decides. */
export async function consoleMerchant() {
  const m = await svc.newMerchant();
  await svc.database.db.update(apiClients).set({ protected: true }).where(eq(apiClients.clientId, m.clientId));
  return m;
}

/** A bank account for the CSV fixtures (a CSV names no account). */
async function usdAccount(as: Call) {
  const res = await as('POST', '/reconciliation/bank-accounts/create', {
    body: { name: 'Operating USD', currency: 'USD', account_number: 'US12 3456 7890' },
  });
  return res.body.bank_account.uuid as string;
}

/** The fixtures' other side: what the merchant's ledger holds for the statement's six lines. */
async function scenario() {
  const m = await consoleMerchant();
  const d1 = await money(m, 'DEPOSIT', 125_000, '2026-11-02'); // line 1 by reference
  const d2 = await money(m, 'DEPOSIT', 40_000, '2026-11-03'); // lines 2: 400.00 + 350.50 in one credit
  const d3 = await money(m, 'DEPOSIT', 35_050, '2026-11-03');
  const p1 = await money(m, 'PAYOUT', 20_000, '2026-11-03'); // line 3, a debit two days later
  const d4 = await money(m, 'DEPOSIT', 9_900, '2026-11-02'); // line 4, 7 days later: outside the tolerance
  const d5 = await money(m, 'DEPOSIT', 50_000, '2026-11-05'); // line 6 names it, 1.00 short (a wire fee)
  const fill = (text: string) => text.replaceAll('DEP-FIXTURE01', d1.code).replaceAll('DEP-FIXTURE05', d5.code);
  const as = svc.as(m);
  return { m, as, d1, d2, d3, p1, d4, d5, fill };
}

type Call = ReturnType<TestService['as']>;
const importFile = (as: Call, format: string, fileName: string, content: string, extra: Record<string, unknown> = {}) =>
  as('POST', '/reconciliation/statements/import', { body: { format, file_name: fileName, content, ...extra } });
const lines = async (as: Call, statementId: string) =>
  (await as('GET', '/reconciliation/lines/list', { query: { statement_id: statementId } })).body.lines as {
    uuid: string;
    line_number: number;
    amount: number;
    status: string;
    matches: { transaction_id: string; rule: string; method: string }[];
  }[];
const openExceptions = async (as: Call) =>
  (await as('GET', '/reconciliation/exceptions/list', { query: { status: 'OPEN' } })).body.exceptions as {
    uuid: string;
    kind: string;
    line_id: string | null;
    transaction_id: string | null;
    difference: number | null;
    age_days: number;
  }[];

describe('import and automatic matching, each format', () => {
  const formats: [string, string, Record<string, unknown>][] = [
    ['CAMT053', 'statement.camt053.xml', {}],
    ['MT940', 'statement.mt940.txt', {}],
    ['CSV', 'statement.csv', { mapping: CSV_MAPPING }],
  ];
  for (const [format, file, extra] of formats)
    it(`${format}: six lines, one-to-one by reference and by amount and date, many-to-one, and three exceptions`, async () => {
      const s = await scenario();
      const account = format === 'CSV' ? { bank_account_id: await usdAccount(s.as) } : {};
      const res = await importFile(s.as, format, file, s.fill(fixture(file)), { ...extra, ...account });
      expect(res.status, res.text).toBe(201);
      expect(res.body.statement).toMatchObject({
        format,
        line_count: 6,
        credit_total: 125_000 + 75_050 + 9_900 + 1_500 + 49_900,
        debit_total: 20_000,
        matched_count: 3,
        first_date: '2026-11-03',
        last_date: '2026-11-09',
      });
      if (format !== 'CSV')
        expect(res.body.statement).toMatchObject({
          opening_balance: 1_000_000,
          closing_balance: 1_232_950,
          currency: 'USD',
        });
      expect(res.body.matched_lines).toBe(3);
      const all = await lines(s.as, res.body.statement.uuid);
      const byAmount = new Map(all.map((l) => [l.amount, l]));
      expect(byAmount.get(125_000)!.matches.map((m) => [m.transaction_id, m.rule])).toEqual([[s.d1.id, 'REFERENCE']]);
      expect(
        byAmount
          .get(75_050)!
          .matches.map((m) => m.transaction_id)
          .sort(),
      ).toEqual([s.d2.id, s.d3.id].sort());
      expect(byAmount.get(75_050)!.matches[0].rule).toBe('SAME_DAY_BATCH');
      expect(byAmount.get(-20_000)!.matches.map((m) => [m.transaction_id, m.rule])).toEqual([[s.p1.id, 'AMOUNT_DATE']]);
      for (const amount of [9_900, 1_500, 49_900]) expect(byAmount.get(amount)!.status).toBe('UNMATCHED');

      const queue = await openExceptions(s.as);
      const kinds = queue.map((e) => `${e.kind}:${e.line_id ? byAmountOf(all, e.line_id) : e.transaction_id}`).sort();
      expect(kinds).toEqual(
        [
          `AMOUNT_DIFFERENCE:49900`,
          `MISSING_FROM_BANK:${s.d4.id}`,
          'UNMATCHED_LINE:1500',
          'UNMATCHED_LINE:9900',
        ].sort(),
      );
      const difference = queue.find((e) => e.kind === 'AMOUNT_DIFFERENCE')!;
      expect([difference.transaction_id, difference.difference]).toEqual([s.d5.id, -100]);
      // D4 dated 2 Nov, today 10 Nov: 8 days old.
      expect(queue.find((e) => e.kind === 'MISSING_FROM_BANK')!.age_days).toBe(8);
    });
});

const byAmountOf = (all: { uuid: string; amount: number }[], id: string) => all.find((l) => l.uuid === id)!.amount;

describe('refusals and repeats', () => {
  it('a malformed file is refused naming the line and the reason, and nothing of it is kept', async () => {
    const s = await scenario();
    const res = await importFile(s.as, 'CAMT053', 'broken.xml', fixture('malformed.camt053.xml'));
    expect(res.status).toBe(400);
    expect(res.body.error).toMatchObject({ code: 'malformed_statement', param: 'content' });
    expect(res.body.error.message).toContain('Line 12');
    expect(res.body.error.message).toContain('"12.3.4"');

    // A CSV whose bad row comes after two batches of good ones were written: still nothing kept.
    const good = Array.from({ length: 1200 }, (_, i) => `2026-11-0${(i % 9) + 1},row ${i},,1.00,,USD`);
    const csv = ['Date,Description,Reference,Credit,Debit,Currency', ...good, '2026-11-31,bad day,,1.00,,USD'].join(
      '\n',
    );
    const bad = await importFile(s.as, 'CSV', 'big.csv', csv, { mapping: CSV_MAPPING });
    expect(bad.status).toBe(400);
    expect(bad.body.error.message).toContain('Line 1202');
    expect(bad.body.error.message).toContain('"2026-11-31" is not a real calendar date');
    expect((await s.as('GET', '/reconciliation/statements/list')).body.statements).toEqual([]);
    expect((await s.as('GET', '/reconciliation/lines/list')).body.lines).toEqual([]);
  });

  it('refuses what each format gets wrong, with its line', async () => {
    const s = await scenario();
    const cases: [string, string, Record<string, unknown>, string][] = [
      ['MT940', ':20:X\n:60F:C261102USD1,00\n:61:2611031103C12.50NTRFNONREF\n', {}, 'Line 3'],
      ['MT940', ':20:X\n:61:2611031103C12,50NTRFNONREF\n', {}, 'before the opening balance'],
      [
        'CSV',
        'Date,Amount\n2026-11-03,12.345\n',
        { mapping: { ...CSV_MAPPING, columns: { value_date: 'Date', amount: 'Amount' }, default_currency: 'USD' } },
        'Line 2',
      ],
      [
        'CSV',
        'Date,Amount\n2026-11-03,"12.00\n',
        { mapping: { ...CSV_MAPPING, columns: { value_date: 'Date', amount: 'Amount' }, default_currency: 'USD' } },
        'never closed',
      ],
      [
        'CSV',
        'When,Amount\n2026-11-03,12.00\n',
        { mapping: { ...CSV_MAPPING, columns: { value_date: 'Date', amount: 'Amount' }, default_currency: 'USD' } },
        'no column "Date"',
      ],
      [
        'CAMT053',
        '<Document><BkToCstmrStmt><Stmt><Ntry></Stmt></BkToCstmrStmt></Document>',
        {},
        '</Stmt> where </Ntry>',
      ],
      [
        'CAMT053',
        '<Document><BkToCstmrStmt><Stmt>\n<Ntry><Amt Ccy="USD">1.00</Amt><CdtDbtInd>XX</CdtDbtInd></Ntry></Stmt></BkToCstmrStmt></Document>',
        {},
        'Line 2',
      ],
      ['CSV', 'Date,Amount\n2026-11-03,1.00\n', {}, "'mapping_id'"],
      // Lines are counted from where a record starts, past a quoted field that spans two lines.
      [
        'CSV',
        'Date,Description,Amount\n2026-11-03,"two\nlines",1.00\n2026-11-04,ok\n',
        {
          mapping: {
            ...CSV_MAPPING,
            columns: { value_date: 'Date', amount: 'Amount', description: 'Description' },
            default_currency: 'USD',
          },
        },
        'Line 4: 2 columns where the header has 3',
      ],
      [
        'CSV',
        'Date,Amount\n2026-11-03,"1.00"x\n',
        { mapping: { ...CSV_MAPPING, columns: { value_date: 'Date', amount: 'Amount' }, default_currency: 'USD' } },
        'Line 2: text after a closing quote',
      ],
      // A DTD's entity is never expanded (no XXE): an undefined entity, on its line.
      [
        'CAMT053',
        '<?xml version="1.0"?>\n<!DOCTYPE Document [<!ENTITY x SYSTEM "file:///etc/passwd">]>\n<Document><BkToCstmrStmt><Stmt>\n<Ntry><AddtlNtryInf>&x;</AddtlNtryInf></Ntry></Stmt></BkToCstmrStmt></Document>',
        {},
        'Line 4: undefined entity',
      ],
      ['CAMT053', '<Document><BkToCstmrStmt>\n<Stmt>\n', {}, 'before </Stmt>'],
      ['MT940', ':20:X\n:60F:C261102USD1,00\n:61:2611311103C12,50NTRFNONREF\n', {}, 'Line 3: value date "2026-11-31"'],
    ];
    for (const [format, content, extra, expected] of cases) {
      const res = await importFile(s.as, format, 'f', content, extra);
      expect(res.status, content).toBe(400);
      expect(res.body.error.message, content).toContain(expected);
    }
  });

  it('the same file twice is recognised and not doubled', async () => {
    const s = await scenario();
    const content = s.fill(fixture('statement.mt940.txt'));
    const first = await importFile(s.as, 'MT940', 'nov.sta', content);
    expect(first.status).toBe(201);
    const again = await importFile(s.as, 'MT940', 'nov-copy.sta', content);
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ duplicate: true, matched_lines: 0 });
    expect(again.body.statement.uuid).toBe(first.body.statement.uuid);
    expect((await s.as('GET', '/reconciliation/statements/list')).body.statements).toHaveLength(1);
    expect((await s.as('GET', '/reconciliation/lines/list')).body.lines).toHaveLength(6);
  });

  it('a saved CSV mapping is used by id, and another merchant sees none of it', async () => {
    const s = await scenario();
    const saved = await s.as('POST', '/reconciliation/csv-mappings/create', {
      body: { name: 'First Bank', mapping: CSV_MAPPING },
    });
    expect(saved.status).toBe(201);
    const res = await importFile(s.as, 'CSV', 'nov.csv', s.fill(fixture('statement.csv')), {
      mapping_id: saved.body.csv_mapping.uuid,
      bank_account_id: await usdAccount(s.as),
    });
    expect(res.status, res.text).toBe(201);
    const other = svc.as(await svc.newMerchant());
    expect((await other('GET', `/reconciliation/statements/${res.body.statement.uuid}`)).status).toBe(404);
    expect((await other('GET', '/reconciliation/csv-mappings/list')).body.csv_mappings).toEqual([]);
    const usedElsewhere = await importFile(other, 'CSV', 'nov.csv', fixture('statement.csv'), {
      mapping_id: saved.body.csv_mapping.uuid,
    });
    expect(usedElsewhere.status).toBe(404);
  });
});

describe('tolerance, manual decisions, the queue', () => {
  it('a wider date tolerance matches the late line and resolves its exceptions', async () => {
    const s = await scenario();
    const res = await importFile(s.as, 'CAMT053', 'nov.xml', s.fill(fixture('statement.camt053.xml')));
    expect(res.body.matched_lines).toBe(3);
    const put = await s.as('PUT', '/reconciliation/settings/update', { body: { date_tolerance_days: 7 } });
    expect(put.body.settings).toMatchObject({ date_tolerance_days: 7, missing_after_business_days: 3 });
    const refresh = await s.as('PUT', '/reconciliation/refresh');
    expect(refresh.body).toEqual({ matched_lines: 1, open_exceptions: 2 });
    const late = (await lines(s.as, res.body.statement.uuid)).find((l) => l.amount === 9_900)!;
    expect(late.matches.map((m) => [m.transaction_id, m.rule])).toEqual([[s.d4.id, 'AMOUNT_DATE']]);
    const resolved = (await s.as('GET', '/reconciliation/exceptions/list', { query: { status: 'RESOLVED' } })).body
      .exceptions;
    expect(resolved.map((e: { kind: string; resolution: string }) => `${e.kind}:${e.resolution}`).sort()).toEqual([
      'MISSING_FROM_BANK:MATCHED',
      'UNMATCHED_LINE:MATCHED',
    ]);
  });

  it('finance matches with an accepted difference and unmatches, each audited with who and why', async () => {
    const s = await scenario();
    const res = await importFile(s.as, 'CAMT053', 'nov.xml', s.fill(fixture('statement.camt053.xml')));
    const short = (await lines(s.as, res.body.statement.uuid)).find((l) => l.amount === 49_900)!;
    // What the console offers to match it to: open deposits (a credit) of its currency, the closest amount first.
    const offered = await s.as('GET', `/reconciliation/lines/${short.uuid}/candidates`);
    expect(offered.status, offered.text).toBe(200);
    expect(offered.body.candidates.map((c: { uuid: string; difference: number }) => [c.uuid, c.difference])).toEqual([
      [s.d5.id, -100],
      [s.d4.id, 49_900 - 9_900],
    ]);
    expect(offered.body.candidates[0]).toMatchObject({ code: s.d5.code, type: 'DEPOSIT', date: '2026-11-05' });
    const other = await svc.newMerchant();
    expect((await svc.as(other)('GET', `/reconciliation/lines/${short.uuid}/candidates`)).status).toBe(404);
    const body = { transaction_ids: [s.d5.id], reason: 'Bank kept a 1.00 wire fee', actor: 'ana@merchant.example' };
    const refused = await s.as('PUT', `/reconciliation/lines/${short.uuid}/match`, { body });
    expect([refused.status, refused.body.error.code]).toEqual([409, 'amount_mismatch']);
    const matched = await s.as('PUT', `/reconciliation/lines/${short.uuid}/match`, {
      body: { ...body, accept_difference: true },
    });
    expect(matched.status, matched.text).toBe(200);
    expect(matched.body.line).toMatchObject({ status: 'MATCHED' });
    expect(matched.body.line.matches).toMatchObject([
      { transaction_id: s.d5.id, method: 'MANUAL', difference: -100, created_by: 'ana@merchant.example' },
    ]);
    expect((await openExceptions(s.as)).some((e) => e.line_id === short.uuid)).toBe(false);

    // The same deposit cannot go to a second line.
    const interest = (await lines(s.as, res.body.statement.uuid)).find((l) => l.amount === 1_500)!;
    const twice = await s.as('PUT', `/reconciliation/lines/${interest.uuid}/match`, {
      body: { ...body, accept_difference: true },
    });
    expect([twice.status, twice.body.error.code]).toEqual([409, 'transaction_already_matched']);
    const left = await s.as('GET', `/reconciliation/lines/${interest.uuid}/candidates`);
    expect(left.body.candidates.map((c: { uuid: string }) => c.uuid)).toEqual([s.d4.id]);

    const undone = await s.as('PUT', `/reconciliation/lines/${short.uuid}/unmatch`, {
      body: { reason: 'Wrong deposit', actor: 'luis@merchant.example' },
    });
    expect(undone.body.line).toMatchObject({ status: 'UNMATCHED', matches: [] });
    expect((await openExceptions(s.as)).filter((e) => e.line_id === short.uuid).map((e) => e.kind)).toEqual([
      'UNMATCHED_LINE',
    ]);
    await s.as('PUT', `/reconciliation/lines/${short.uuid}/annotate`, {
      body: { note: 'Ask the bank', actor: 'ana@merchant.example' },
    });

    const detail = await s.as('GET', `/reconciliation/lines/${short.uuid}`);
    expect(detail.body.line.note).toBe('Ask the bank');
    expect(
      detail.body.audit.map((a: { action: string; actor: string; reason: string }) => [a.action, a.actor, a.reason]),
    ).toEqual([
      ['ANNOTATE', 'ana@merchant.example', 'Ask the bank'],
      ['UNMATCH', 'luis@merchant.example', 'Wrong deposit'],
      ['MATCH', 'ana@merchant.example', 'Bank kept a 1.00 wire fee'],
    ]);
    expect(detail.body.audit[2].detail).toEqual({ transaction_ids: [s.d5.id], difference: -100, adjustment: null });
    expect(detail.body.audit[0].client_id).toBe(s.m.clientId);
  });

  it('a many-to-one match by hand, and an automatic one undone', async () => {
    const s = await scenario();
    const res = await importFile(s.as, 'CAMT053', 'nov.xml', s.fill(fixture('statement.camt053.xml')));
    const all = await lines(s.as, res.body.statement.uuid);
    const batch = all.find((l) => l.amount === 75_050)!;
    const undo = await s.as('PUT', `/reconciliation/lines/${batch.uuid}/unmatch`, {
      body: { reason: 'check', actor: 'ana@merchant.example' },
    });
    expect(undo.status).toBe(200);
    const again = await s.as('PUT', `/reconciliation/lines/${batch.uuid}/match`, {
      body: {
        transaction_ids: [s.d2.id, s.d3.id],
        reason: 'Two settlements credited together',
        actor: 'ana@merchant.example',
      },
    });
    expect(again.status, again.text).toBe(200);
    expect(again.body.line.matches.map((m: { transaction_id: string }) => m.transaction_id).sort()).toEqual(
      [s.d2.id, s.d3.id].sort(),
    );
    const currency = await s.as('PUT', `/reconciliation/lines/${all.find((l) => l.amount === 1_500)!.uuid}/match`, {
      body: { transaction_ids: [s.d1.id, 'trx_nope'], reason: 'x' },
    });
    expect([currency.status, currency.body.error.param]).toEqual([400, 'transaction_ids[1]']);
  });

  it('exceptions get an owner, a note and a resolution; the summary shows matched and open per day', async () => {
    const s = await scenario();
    await importFile(s.as, 'CAMT053', 'nov.xml', s.fill(fixture('statement.camt053.xml')));
    const missing = (await openExceptions(s.as)).find((e) => e.kind === 'MISSING_FROM_BANK')!;
    const assigned = await s.as('PUT', `/reconciliation/exceptions/${missing.uuid}/update`, {
      body: { owner: 'luis@merchant.example', note: 'Called the bank', actor: 'ana@merchant.example' },
    });
    expect(assigned.body.exception).toMatchObject({
      owner: 'luis@merchant.example',
      note: 'Called the bank',
      status: 'OPEN',
    });
    const resolved = await s.as('PUT', `/reconciliation/exceptions/${missing.uuid}/resolve`, {
      body: { resolution: 'TIMING', note: 'Credited on the next statement', actor: 'luis@merchant.example' },
    });
    expect(resolved.body.exception).toMatchObject({
      status: 'RESOLVED',
      resolution: 'TIMING',
      resolved_by: 'luis@merchant.example',
    });
    const twice = await s.as('PUT', `/reconciliation/exceptions/${missing.uuid}/resolve`, {
      body: { resolution: 'OTHER', note: 'x' },
    });
    expect(twice.status).toBe(409);
    // A refresh does not bring back what finance resolved.
    await s.as('PUT', '/reconciliation/refresh');
    expect((await openExceptions(s.as)).some((e) => e.transaction_id === s.d4.id)).toBe(false);
    const audit = (await s.as('GET', '/reconciliation/audit', { query: { subject_id: missing.uuid } })).body.audit;
    expect(audit.map((a: { action: string; actor: string }) => `${a.action}:${a.actor}`)).toEqual([
      'RESOLVE:luis@merchant.example',
      'ANNOTATE:ana@merchant.example',
      'ASSIGN:ana@merchant.example',
    ]);

    const sum = await s.as('GET', '/reconciliation/summary', {
      query: { date_from: '2026-11-01', date_to: '2026-11-30' },
    });
    expect(sum.status).toBe(200);
    expect(sum.body.period).toEqual([
      {
        currency: 'USD',
        lines: 6,
        matched_lines: 3,
        open_lines: 3,
        matched_amount: 125_000 + 75_050 + 20_000,
        open_amount: 9_900 + 1_500 + 49_900,
        transactions: 6,
        matched_transactions: 4,
      },
    ]);
    const nov3 = sum.body.days.find((d: { date: string }) => d.date === '2026-11-03');
    expect(nov3).toMatchObject({ lines: 1, matched_lines: 1, transactions: 3, matched_transactions: 3 });
    expect(sum.body.open_exceptions).toBe(3);
  });
});
