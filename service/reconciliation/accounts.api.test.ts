import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClients, transactions } from '../db/schema';
import { ManualClock } from '../lib/clock';
import { newId } from '../lib/ids';
import { startTestService, type TestMerchant, type TestService } from '../test/harness';

/**
 * Bank accounts, duplicates across formats, continuity, voiding, business days and holidays, references, sticky
 * unmatch, tolerance adjustments, line resolutions, the queue's filters, paging and bulk, the close and its sign-off,
 * and who decides (docs/reconciliation.md).
 */

const fixture = (name: string) => readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8');
let svc: TestService;
const clock = new ManualClock('2026-11-20T12:00:00.000Z');

beforeAll(async () => {
  svc = await startTestService({ clock });
});
afterAll(() => svc.close());

type Call = ReturnType<TestService['as']>;

async function consoleMerchant() {
  const m = await svc.newMerchant();
  await svc.database.db.update(apiClients).set({ protected: true }).where(eq(apiClients.clientId, m.clientId));
  return { m, as: svc.as(m) };
}

async function money(
  m: TestMerchant,
  type: 'DEPOSIT' | 'PAYOUT',
  amount: number,
  at: string,
  currency = 'USD',
  extra: Partial<typeof transactions.$inferInsert> = {},
) {
  const id = newId('trx');
  const code = `${type.slice(0, 3)}-${randomBytes(5).toString('hex').toUpperCase()}`;
  await svc.database.db.insert(transactions).values({
    id,
    code,
    merchantId: m.merchantId,
    ownerMerchantId: m.merchantId,
    type,
    status: 'SUCCESSFUL',
    amount,
    currency,
    dateCreated: new Date(at.length === 10 ? `${at}T15:00:00Z` : at),
    ...extra,
  });
  return { id, code };
}

const ACCOUNT = 'US00TESTBANK0000000042';
interface Line {
  date: string;
  amount: number;
  ref?: string;
  text?: string;
}
const yymmdd = (d: string) => d.slice(2).replaceAll('-', '');
const decimal = (minor: number) =>
  `${Math.floor(Math.abs(minor) / 100)},${String(Math.abs(minor) % 100).padStart(2, '0')}`;
/** An MT940 statement of the test account (opening balance on the first day). */
function mt940(lines: Line[], opts: { opening?: number; id?: string; account?: string; currency?: string } = {}) {
  const currency = opts.currency ?? 'USD';
  const opening = opts.opening ?? 0;
  const closing = opening + lines.reduce((s, l) => s + l.amount, 0);
  const first = lines.map((l) => l.date).sort()[0];
  const last = lines
    .map((l) => l.date)
    .sort()
    .at(-1)!;
  const body = lines.flatMap((l, i) => [
    `:61:${yymmdd(l.date)}${yymmdd(l.date).slice(2)}${l.amount < 0 ? 'D' : 'C'}${decimal(l.amount)}NTRF${l.ref ?? 'NONREF'}//TB-${i}`,
    `:86:${l.text ?? 'Transfer'}`,
  ]);
  return [
    '{1:F01TESTBANKXXX0000000000}{2:O9401200261109TESTBANKXXX00000000002611091200N}{4:',
    `:20:${opts.id ?? `ST-${first}`}`,
    `:25:${opts.account ?? ACCOUNT}`,
    ':28C:00001/001',
    `:60F:C${yymmdd(first)}${currency}${decimal(opening)}`,
    ...body,
    `:62F:C${yymmdd(last)}${currency}${decimal(closing)}`,
    '-}',
  ].join('\n');
}

const importMt940 = (as: Call, content: string, extra: Record<string, unknown> = {}) =>
  as('POST', '/reconciliation/statements/import', {
    body: { format: 'MT940', file_name: 'statement.sta', content, ...extra },
  });
const linesOf = async (as: Call, statementId: string) =>
  (await as('GET', '/reconciliation/lines/list', { query: { statement_id: statementId } })).body.lines as {
    uuid: string;
    amount: number;
    status: string;
    auto_match_held: boolean;
    resolution: string | null;
    matches: { transaction_id: string; rule: string; difference: number; adjustment: string | null }[];
  }[];
const queue = (as: Call, query: Record<string, string | number> = {}) =>
  as('GET', '/reconciliation/exceptions/list', { query: { status: 'OPEN', ...query } });
async function createAccount(as: Call, body: Record<string, unknown> = {}) {
  const res = await as('POST', '/reconciliation/bank-accounts/create', {
    body: { name: 'Operating USD', currency: 'USD', account_number: ACCOUNT, bank_name: 'Test Bank', ...body },
  });
  expect(res.status, res.text).toBe(201);
  return res.body.bank_account as { uuid: string; account_number: string; carries: string };
}

describe('bank accounts and statements', () => {
  it('registers accounts (unique number and currency) and imports only into the account the file is for', async () => {
    const { as } = await consoleMerchant();
    const account = await createAccount(as, { account_number: 'us00 testbank 0000000042', carries: 'DEPOSITS' });
    expect(account).toMatchObject({ account_number: ACCOUNT, carries: 'DEPOSITS' });
    const again = await as('POST', '/reconciliation/bank-accounts/create', {
      body: { name: 'Again', currency: 'usd', account_number: ACCOUNT },
    });
    expect([again.status, again.body.error.code]).toEqual([409, 'bank_account_exists']);
    const bad = await as('POST', '/reconciliation/bank-accounts/create', {
      body: { name: 'X', currency: 'US', account_number: '1' },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error.details.map((d: { param: string }) => d.param).sort()).toEqual([
      'account_number',
      'currency',
    ]);
    const cop = await createAccount(as, { name: 'Pesos', currency: 'COP', account_number: 'CO99 0000 1111' });
    const wrong = await importMt940(as, mt940([{ date: '2026-11-03', amount: 1_000 }]), { bank_account_id: cop.uuid });
    expect([wrong.status, wrong.body.error.param, wrong.body.error.code]).toEqual([
      400,
      'bank_account_id',
      'currency_mismatch',
    ]);
    const ok = await importMt940(as, mt940([{ date: '2026-11-03', amount: 1_000 }]));
    expect(ok.status, ok.text).toBe(201);
    expect(ok.body.statement).toMatchObject({ bank_account_id: account.uuid, status: 'ACTIVE', continuity: [] });
    const list = await as('GET', '/reconciliation/bank-accounts/list');
    expect(list.body.bank_accounts.map((a: { currency: string }) => a.currency)).toEqual(['COP', 'USD']);
    expect(list.body.bank_accounts[1]).toMatchObject({
      last_statement_id: ok.body.statement.uuid,
      last_date: '2026-11-03',
      closing_balance: 1_000,
    });
    // A CSV names no account: it needs one.
    const csv = await as('POST', '/reconciliation/statements/import', {
      body: {
        format: 'CSV',
        file_name: 'x.csv',
        content: 'Date,Amount\n2026-11-03,1.00\n',
        mapping: { columns: { value_date: 'Date', amount: 'Amount' }, default_currency: 'USD' },
      },
    });
    expect(csv.status, csv.text).toBe(201); // the merchant's one USD account
    expect(csv.body.statement.bank_account_id).toBe(account.uuid);
    await createAccount(as, { name: 'Second USD', account_number: 'US00OTHER0001' });
    const which = await as('POST', '/reconciliation/statements/import', {
      body: {
        format: 'CSV',
        file_name: 'y.csv',
        content: 'Date,Amount\n2026-11-04,2.00\n',
        mapping: { columns: { value_date: 'Date', amount: 'Amount' }, default_currency: 'USD' },
      },
    });
    expect([which.status, which.body.error.param]).toEqual([400, 'bank_account_id']);
  });

  it('refuses the MT940 of a month imported as camt.053 (same account, period and lines), voids, re-imports', async () => {
    const { m, as } = await consoleMerchant();
    const d1 = await money(m, 'DEPOSIT', 125_000, '2026-11-02');
    const fill = (t: string) => t.replaceAll('DEP-FIXTURE01', d1.code);
    const camt = await as('POST', '/reconciliation/statements/import', {
      body: { format: 'CAMT053', file_name: 'nov.xml', content: fill(fixture('statement.camt053.xml')) },
    });
    expect(camt.status, camt.text).toBe(201);
    const first = camt.body.statement;
    const mt = await importMt940(as, fill(fixture('statement.mt940.txt')));
    expect([mt.status, mt.body.error.code]).toEqual([409, 'duplicate_statement']);
    expect(mt.body.error.message).toContain('nov.xml');
    expect((await as('GET', '/reconciliation/statements/list')).body.statements).toHaveLength(1);
    expect((await as('GET', '/reconciliation/lines/list')).body.lines).toHaveLength(6);

    // Voiding undoes its matches and clears its exceptions; then the other format goes in.
    const noReason = await as('PUT', `/reconciliation/statements/${first.uuid}/void`, { body: { reason: ' ' } });
    expect([noReason.status, noReason.body.error.param]).toEqual([400, 'reason']);
    const voided = await as('PUT', `/reconciliation/statements/${first.uuid}/void`, {
      body: { reason: 'Imported the camt by mistake', actor: 'ana@merchant.example' },
    });
    expect(voided.status, voided.text).toBe(200);
    expect(voided.body.statement).toMatchObject({
      status: 'VOID',
      voided_by: 'ana@merchant.example',
      void_reason: 'Imported the camt by mistake',
    });
    expect((await linesOf(as, first.uuid)).every((l) => l.status === 'VOID' && l.matches.length === 0)).toBe(true);
    expect((await queue(as, { statement_id: first.uuid })).body.total_count).toBe(0);
    const twice = await as('PUT', `/reconciliation/statements/${first.uuid}/void`, { body: { reason: 'again' } });
    expect(twice.status).toBe(409);
    const redo = await importMt940(as, fill(fixture('statement.mt940.txt')));
    expect(redo.status, redo.text).toBe(201);
    const relines = await linesOf(as, redo.body.statement.uuid);
    expect(relines.find((l) => l.amount === 125_000)!.matches.map((x) => x.transaction_id)).toEqual([d1.id]);
    const audit = (await as('GET', '/reconciliation/audit', { query: { subject_id: first.uuid } })).body.audit;
    expect(audit.map((a: { action: string }) => a.action)).toEqual(['VOID', 'IMPORT']);
    const active = await as('GET', '/reconciliation/statements/list', { query: { status: 'ACTIVE' } });
    expect(active.body.statements.map((s: { uuid: string }) => s.uuid)).toEqual([redo.body.statement.uuid]);
  });

  it('says when a statement leaves a gap, overlaps the previous one or opens at another balance', async () => {
    const { as } = await consoleMerchant();
    await createAccount(as);
    const oct = await importMt940(as, mt940([{ date: '2026-11-02', amount: 10_000 }], { opening: 50_000 }));
    expect(oct.body.statement.continuity).toEqual([]);
    const next = await importMt940(as, mt940([{ date: '2026-11-03', amount: 2_000 }], { opening: 60_000 }));
    expect(next.body.statement.continuity).toEqual([]);
    const gap = await importMt940(as, mt940([{ date: '2026-11-06', amount: 3_000 }], { opening: 62_500 }));
    expect(gap.body.statement.continuity.map((c: { check: string }) => c.check)).toEqual(['GAP', 'OPENING_BALANCE']);
    expect(gap.body.statement.continuity[0].message).toBe(
      'Days 2026-11-04 to 2026-11-05 are on no statement of this account (2 days).',
    );
    expect(gap.body.statement.continuity[1].message).toContain('USD 625.00');
    expect(gap.body.statement.continuity[1].message).toContain('USD 620.00');
    const overlap = await importMt940(
      as,
      mt940(
        [
          { date: '2026-11-06', amount: 4_000 },
          { date: '2026-11-09', amount: 1_000 },
        ],
        { opening: 65_500 },
      ),
    );
    expect(overlap.body.statement.continuity).toMatchObject([
      { check: 'OVERLAP', previous_statement_id: gap.body.statement.uuid },
    ]);
  });
});

describe('matching', () => {
  it('counts business days over a weekend and a bank holiday', async () => {
    const { m, as } = await consoleMerchant();
    await createAccount(as);
    await as('PUT', '/reconciliation/settings/update', { body: { date_tolerance_days: 1 } });
    const friday = await money(m, 'DEPOSIT', 10_100, '2026-11-06'); // credited Monday 9th: one business day
    const thursday = await money(m, 'DEPOSIT', 20_200, '2026-11-12'); // credited Monday 16th: Friday 13th a holiday
    const early = await importMt940(as, mt940([{ date: '2026-11-09', amount: 10_100 }]));
    expect(early.body.matched_lines).toBe(1);
    const before = await importMt940(as, mt940([{ date: '2026-11-16', amount: 20_200 }]));
    expect(before.body.matched_lines).toBe(0); // Thursday → Monday is two business days
    const holiday = await as('PUT', '/reconciliation/settings/update', {
      body: { bank_holidays: ['2026-11-13', '2026-12-08'] },
    });
    expect(holiday.body.settings.bank_holidays).toEqual(['2026-11-13', '2026-12-08']);
    const bad = await as('PUT', '/reconciliation/settings/update', { body: { bank_holidays: ['13/11/2026'] } });
    expect([bad.status, bad.body.error.param]).toEqual([400, 'bank_holidays[0]']);
    const run = await as('PUT', '/reconciliation/refresh');
    expect(run.body.matched_lines).toBe(1);
    const matched = [
      ...(await linesOf(as, early.body.statement.uuid)),
      ...(await linesOf(as, before.body.statement.uuid)),
    ];
    expect(matched.map((l) => [l.status, l.matches[0]?.transaction_id, l.matches[0]?.rule])).toEqual([
      ['MATCHED', friday.id, 'AMOUNT_DATE'],
      ['MATCHED', thursday.id, 'AMOUNT_DATE'],
    ]);
  });

  it('lets a reference in the remittance text win over dates, and a decision a person made sticks', async () => {
    const { m, as } = await consoleMerchant();
    await createAccount(as);
    const old = await money(m, 'DEPOSIT', 5_000, '2026-10-26');
    const near = await money(m, 'DEPOSIT', 5_000, '2026-11-09');
    const res = await importMt940(
      as,
      mt940([
        { date: '2026-11-10', amount: 5_000, text: `Settlement ${old.code} late` },
        { date: '2026-11-10', amount: 7_000 },
      ]),
    );
    const [byRef] = await linesOf(as, res.body.statement.uuid);
    expect(byRef.matches.map((x) => [x.transaction_id, x.rule])).toEqual([[old.id, 'REFERENCE']]);

    const undo = await as('PUT', `/reconciliation/lines/${byRef.uuid}/unmatch`, {
      body: { reason: 'Not this one', actor: 'ana@merchant.example' },
    });
    expect(undo.body.line).toMatchObject({ status: 'UNMATCHED', auto_match_held: true });
    // Neither a refresh nor the next import matches it again (the near deposit of the same amount is open).
    expect((await as('PUT', '/reconciliation/refresh')).body.matched_lines).toBe(0);
    // The next import's run also matches an older line to a deposit that arrived since: not credited to this file.
    const arrived = await money(m, 'DEPOSIT', 7_000, '2026-11-11');
    const next = await importMt940(as, mt940([{ date: '2026-11-12', amount: 999 }]));
    expect(next.body.matched_lines).toBe(0);
    const [, older] = await linesOf(as, res.body.statement.uuid);
    expect(older.matches.map((x) => x.transaction_id)).toEqual([arrived.id]);
    expect((await as('GET', `/reconciliation/lines/${byRef.uuid}`)).body.line.status).toBe('UNMATCHED');
    // A person decides again: the hold is lifted.
    const redo = await as('PUT', `/reconciliation/lines/${byRef.uuid}/match`, {
      body: { transaction_ids: [near.id], reason: 'The 9 Nov settlement' },
    });
    expect(redo.body.line).toMatchObject({ status: 'MATCHED', auto_match_held: false });
  });

  it('books a difference within the tolerance as a named adjustment, and refuses others in finance words', async () => {
    const { m, as } = await consoleMerchant();
    await createAccount(as);
    const cent = await money(m, 'DEPOSIT', 3_566_716, '2026-11-03');
    const fee = await money(m, 'DEPOSIT', 50_000, '2026-11-04');
    const set = await as('PUT', '/reconciliation/settings/update', {
      body: { amount_tolerance: 1, tolerance_adjustment: 'ROUNDING' },
    });
    expect(set.body.settings).toMatchObject({ amount_tolerance: 1, tolerance_adjustment: 'ROUNDING' });
    const res = await importMt940(
      as,
      mt940([
        { date: '2026-11-04', amount: 3_566_715 },
        { date: '2026-11-05', amount: 49_900 },
      ]),
    );
    const [short, wire] = await linesOf(as, res.body.statement.uuid);
    expect(short.matches).toMatchObject([
      { transaction_id: cent.id, rule: 'TOLERANCE', difference: -1, adjustment: 'ROUNDING' },
    ]);
    expect(wire.status).toBe('UNMATCHED');
    const refused = await as('PUT', `/reconciliation/lines/${wire.uuid}/match`, {
      body: { transaction_ids: [fee.id], reason: 'Wire fee kept by the bank' },
    });
    expect([refused.status, refused.body.error.code]).toEqual([409, 'amount_mismatch']);
    expect(refused.body.error.message).toBe(
      'The bank shows USD 499.00 and the deposits add up to USD 500.00: USD 1.00 apart. Book the difference as a bank fee, FX or rounding to match anyway.',
    );
    const booked = await as('PUT', `/reconciliation/lines/${wire.uuid}/match`, {
      body: { transaction_ids: [fee.id], reason: 'Wire fee kept by the bank', adjustment: 'BANK_FEE' },
    });
    expect(booked.body.line.matches).toMatchObject([{ difference: -100, adjustment: 'BANK_FEE', method: 'MANUAL' }]);
    const close = await as('GET', '/reconciliation/close', { query: { month: '2026-11' } });
    expect(close.body.accounts[0].totals.adjustments).toBe(-101);
  });

  it('resolves a line as a bank fee, interest, an own transfer or other with a note', async () => {
    const { as } = await consoleMerchant();
    const usd = await createAccount(as);
    const other = await createAccount(as, { name: 'Savings', account_number: 'US00SAVINGS01' });
    const res = await importMt940(
      as,
      mt940([
        { date: '2026-11-04', amount: -1_500, text: 'Monthly fee' },
        { date: '2026-11-04', amount: 321, text: 'Interest' },
        { date: '2026-11-05', amount: -100_000, text: 'To savings' },
        { date: '2026-11-05', amount: 777, text: 'Unknown credit' },
      ]),
    );
    const [fee, interest, transfer, unknown] = await linesOf(as, res.body.statement.uuid);
    expect((await queue(as, { bank_account_id: usd.uuid })).body.total_count).toBe(4);
    const resolve = (id: string, body: Record<string, unknown>) =>
      as('PUT', `/reconciliation/lines/${id}/resolve`, { body });
    expect((await resolve(fee.uuid, { resolution: 'BANK_FEE' })).body.line).toMatchObject({
      status: 'RESOLVED',
      resolution: 'BANK_FEE',
    });
    expect((await resolve(interest.uuid, { resolution: 'INTEREST' })).status).toBe(200);
    expect((await resolve(transfer.uuid, { resolution: 'OWN_TRANSFER', counter_account_id: other.uuid })).status).toBe(
      200,
    );
    const noNote = await resolve(unknown.uuid, { resolution: 'OTHER' });
    expect([noNote.status, noNote.body.error.param]).toEqual([400, 'note']);
    const same = await resolve(unknown.uuid, { resolution: 'OWN_TRANSFER', counter_account_id: usd.uuid });
    expect([same.status, same.body.error.param]).toEqual([400, 'counter_account_id']);
    expect((await resolve(unknown.uuid, { resolution: 'OTHER', note: 'Refund from a supplier' })).status).toBe(200);
    expect((await resolve(unknown.uuid, { resolution: 'OTHER', note: 'again' })).status).toBe(409);
    expect((await queue(as, { bank_account_id: usd.uuid })).body.total_count).toBe(0);
    const resolved = (await queue(as, { status: 'RESOLVED' })).body.exceptions.map(
      (e: { resolution: string }) => e.resolution,
    );
    expect(resolved.sort()).toEqual(['BANK_FEE', 'OTHER', 'OTHER', 'OTHER']);
    // Unmatch reopens a resolution and its exception.
    const reopen = await as('PUT', `/reconciliation/lines/${unknown.uuid}/unmatch`, {
      body: { reason: 'Not a refund' },
    });
    expect(reopen.body.line).toMatchObject({ status: 'UNMATCHED', resolution: null });
    expect((await queue(as)).body.total_count).toBe(1);
  });
});

describe('the queue', () => {
  it('holds only the account’s money, with filters, sorting, exact counts, pages and bulk actions', async () => {
    const { m, as } = await consoleMerchant();
    const account = await createAccount(as, { carries: 'DEPOSITS' });
    const never = await money(m, 'DEPOSIT', 9_900, '2026-11-03'); // never credited
    await money(m, 'DEPOSIT', 8_800, '2026-11-04', 'COP'); // another currency: not this account's
    await money(m, 'PAYOUT', 7_700, '2026-11-04'); // not carried by a deposits account
    const res = await importMt940(
      as,
      mt940([
        { date: '2026-11-03', amount: 1_000 },
        { date: '2026-11-04', amount: 20_000 },
        { date: '2026-11-05', amount: 300 },
        { date: '2026-11-10', amount: -4_000 },
      ]),
    );
    const statementId = res.body.statement.uuid;
    const all = await queue(as);
    expect(all.status, all.text).toBe(200);
    expect(all.body.total_count).toBe(5);
    expect(all.body.exceptions.map((e: { kind: string }) => e.kind).sort()).toEqual([
      'MISSING_FROM_BANK',
      'UNMATCHED_LINE',
      'UNMATCHED_LINE',
      'UNMATCHED_LINE',
      'UNMATCHED_LINE',
    ]);
    const missing = all.body.exceptions.find((e: { kind: string }) => e.kind === 'MISSING_FROM_BANK');
    expect(missing).toMatchObject({
      transaction_id: never.id,
      bank_account_id: account.uuid,
      subject: { type: 'DEPOSIT', uuid: never.id, code: never.code, date: '2026-11-03' },
    });
    const line = all.body.exceptions.find((e: { amount: number }) => e.amount === -4_000);
    expect(line).toMatchObject({ statement_id: statementId, subject: { type: 'STATEMENT_LINE', date: '2026-11-10' } });

    const page1 = await queue(as, { page_size: 2 });
    const page3 = await queue(as, { page_size: 2, page: 3 });
    expect([page1.body.exceptions.length, page1.body.page_info.has_next_page, page1.body.total_count]).toEqual([
      2,
      true,
      5,
    ]);
    expect([page3.body.exceptions.length, page3.body.page_info.has_next_page]).toEqual([1, false]);
    const ids = new Set(
      [
        ...page1.body.exceptions,
        ...(await queue(as, { page_size: 2, page: 2 })).body.exceptions,
        ...page3.body.exceptions,
      ].map((e: { uuid: string }) => e.uuid),
    );
    expect(ids.size).toBe(5);
    expect(page1.body.exceptions.map((e: { since: string }) => e.since)).toEqual(['2026-11-03', '2026-11-03']);

    const count = async (query: Record<string, string | number>) => (await queue(as, query)).body.total_count;
    expect(await count({ kind: 'MISSING_FROM_BANK' })).toBe(1);
    expect(await count({ statement_id: statementId })).toBe(4);
    expect(await count({ amount_min: 1_000, amount_max: 9_900 })).toBe(3);
    expect(await count({ age_min: 16 })).toBe(3); // since 2026-11-04 or before (today 2026-11-20)
    expect(await count({ age_max: 10 })).toBe(1);
    expect(await count({ currency: 'COP' })).toBe(0);
    const sorted = await queue(as, { sort: '-amount' });
    expect(sorted.body.exceptions.map((e: { amount: number }) => Math.abs(e.amount))).toEqual([
      20_000, 9_900, 4_000, 1_000, 300,
    ]);
    const badSort = await queue(as, { sort: 'owner' });
    expect([badSort.status, badSort.body.error.param]).toEqual([400, 'sort']);

    const chosen = sorted.body.exceptions.slice(0, 3).map((e: { uuid: string }) => e.uuid);
    const assign = await as('POST', '/reconciliation/exceptions/bulk', {
      body: { exception_ids: chosen, action: 'ASSIGN', owner: 'luis@merchant.example' },
    });
    expect(assign.body).toEqual({ updated: chosen, skipped: [] });
    expect(await count({ owner: 'luis@merchant.example' })).toBe(3);
    expect(await count({ owner: 'none' })).toBe(2);
    const noNote = await as('POST', '/reconciliation/exceptions/bulk', {
      body: { exception_ids: chosen, action: 'RESOLVE', resolution: 'TIMING' },
    });
    expect([noNote.status, noNote.body.error.param]).toEqual([400, 'note']);
    const resolve = await as('POST', '/reconciliation/exceptions/bulk', {
      body: {
        exception_ids: [...chosen.slice(0, 2), 'rex_nope'],
        action: 'RESOLVE',
        resolution: 'TIMING',
        note: 'On the December statement',
      },
    });
    expect(resolve.body).toEqual({
      updated: chosen.slice(0, 2),
      skipped: [{ uuid: 'rex_nope', message: 'No such exception.' }],
    });
    expect(await count({})).toBe(3);
  });
});

describe('the close and its sign-off', () => {
  it('shows each day matched, open and the difference left; a late change shows against the sign-off', async () => {
    const { m, as } = await consoleMerchant();
    const account = await createAccount(as);
    const d1 = await money(m, 'DEPOSIT', 10_000, '2026-11-02');
    await money(m, 'DEPOSIT', 4_000, '2026-11-03'); // never credited
    const res = await importMt940(
      as,
      mt940([
        { date: '2026-11-02', amount: 10_000, text: d1.code },
        { date: '2026-11-03', amount: 555 },
      ]),
    );
    const close = await as('GET', '/reconciliation/close', {
      query: { month: '2026-11', bank_account_id: account.uuid },
    });
    expect(close.status, close.text).toBe(200);
    const [view] = close.body.accounts;
    expect(close.body.time_zone).toBe('UTC');
    expect(view.days).toEqual([
      {
        date: '2026-11-02',
        lines: 1,
        matched_lines: 1,
        matched_amount: 10_000,
        open_lines: 0,
        open_amount: 0,
        missing_transactions: 0,
        missing_amount: 0,
        adjustments: 0,
        difference_left: 0,
      },
      {
        date: '2026-11-03',
        lines: 1,
        matched_lines: 0,
        matched_amount: 0,
        open_lines: 1,
        open_amount: 555,
        missing_transactions: 1,
        missing_amount: 4_000,
        adjustments: 0,
        difference_left: 555 - 4_000,
      },
    ]);
    expect(view.sign_off).toBeNull();
    const badMonth = await as('GET', '/reconciliation/close', { query: { month: '2026-13' } });
    expect([badMonth.status, badMonth.body.error.param]).toEqual([400, 'month']);

    const signed = await as('POST', '/reconciliation/close/sign-off', {
      body: {
        month: '2026-11',
        bank_account_id: account.uuid,
        note: 'Open items explained',
        actor: 'ana@merchant.example',
      },
    });
    expect(signed.status, signed.text).toBe(201);
    expect(signed.body.sign_off).toMatchObject({
      month: '2026-11',
      signed_by: 'ana@merchant.example',
      signed_at: '2026-11-20T12:00:00.000Z',
      totals: { lines: 2, difference_left: 555 - 4_000 },
    });
    const after = (await as('GET', '/reconciliation/close', { query: { month: '2026-11' } })).body.accounts[0];
    expect(after.sign_off.uuid).toBe(signed.body.sign_off.uuid);
    expect(after.changes_since_sign_off).toEqual([]);

    const [matched] = await linesOf(as, res.body.statement.uuid);
    await as('PUT', `/reconciliation/lines/${matched.uuid}/unmatch`, { body: { reason: 'Recheck' } });
    const late = (await as('GET', '/reconciliation/close', { query: { month: '2026-11' } })).body.accounts[0];
    expect(late.changes_since_sign_off).toEqual(
      expect.arrayContaining([
        { date: '2026-11-02', field: 'open_lines', at_sign_off: 0, now: 1 },
        { date: '2026-11-02', field: 'matched_lines', at_sign_off: 1, now: 0 },
      ]),
    );

    // One rule for a settled line: resolving its exception in the queue counts in the close as resolving the line.
    const [, fee] = await linesOf(as, res.body.statement.uuid);
    const open = await as('GET', '/reconciliation/exceptions/list', {
      query: { status: 'OPEN', kind: 'UNMATCHED_LINE', bank_account_id: account.uuid },
    });
    const feeException = open.body.exceptions.find((e: { line_id: string }) => e.line_id === fee.uuid);
    const resolved = await as('PUT', `/reconciliation/exceptions/${feeException.uuid}/resolve`, {
      body: { resolution: 'TIMING', note: 'Credited on the December statement' },
    });
    expect(resolved.status, resolved.text).toBe(200);
    const feeLine = (await as('GET', `/reconciliation/lines/${fee.uuid}`)).body.line;
    expect(feeLine).toMatchObject({
      status: 'RESOLVED',
      resolution: 'OTHER',
      resolution_note: 'TIMING: Credited on the December statement',
    });
    const settled = (await as('GET', '/reconciliation/close', { query: { month: '2026-11' } })).body.accounts[0];
    expect(settled.days[1]).toMatchObject({ date: '2026-11-03', matched_lines: 1, open_lines: 0, open_amount: 0 });
    // Reopening the exception opens its line again.
    const reopened = await as('PUT', `/reconciliation/exceptions/${feeException.uuid}/reopen`, {
      body: { reason: 'Not on December either' },
    });
    expect(reopened.status, reopened.text).toBe(200);
    expect((await as('GET', `/reconciliation/lines/${fee.uuid}`)).body.line).toMatchObject({
      status: 'UNMATCHED',
      resolution: null,
    });
  });
});

describe('who decides', () => {
  it('records the API client; only the console’s own client may name a member', async () => {
    const m = await svc.newMerchant();
    const as = svc.as(m);
    const named = await as('POST', '/reconciliation/bank-accounts/create', {
      body: { name: 'X', currency: 'USD', account_number: ACCOUNT, actor: 'ceo@merchant.example' },
    });
    expect([named.status, named.body.error.code]).toEqual([403, 'actor_not_allowed']);
    const own = await as('POST', '/reconciliation/bank-accounts/create', {
      body: { name: 'X', currency: 'USD', account_number: ACCOUNT },
    });
    expect(own.body.bank_account.created_by).toBe(`client:${m.clientId}`);
    const audit = (await as('GET', '/reconciliation/audit', { query: { subject_id: own.body.bank_account.uuid } })).body
      .audit;
    expect(audit).toMatchObject([{ action: 'ACCOUNT', actor: `client:${m.clientId}`, client_id: m.clientId }]);
  });
});
