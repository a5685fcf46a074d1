import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { transactions } from '../db/schema';
import { newCode, newId } from '../lib/ids';
import { insertAccount, insertEndUser } from '../test/fixtures';
import { startTestService, type TestService } from '../test/harness';

let service: TestService;
type Row = { uuid: string; kind: string; match: string };
type Group = {
  group: string;
  total: number;
  total_is_lower_bound: boolean;
  results: Row[];
  list_filters: Record<string, string> | null;
};

async function find(query: Record<string, string>, token?: string): Promise<Group[]> {
  const res = await service.request('GET', '/search', { query, token });
  expect(res.status, res.text).toBe(200);
  return res.body.groups;
}
const group = (groups: Group[], name: string) => groups.find((g) => g.group === name);
const ids = (groups: Group[], name: string) => group(groups, name)?.results.map((r) => r.uuid) ?? [];

const ids$ = {} as Record<string, string>;

beforeAll(async () => {
  service = await startTestService();
  const db = service.database.db;
  const m = { merchantId: service.merchant.merchantId };
  const mary = await insertEndUser(db, m, { firstName: 'Mary', lastName: 'Lewis', email: 'mary.lewis@example.com' });
  const gomez = await insertEndUser(db, m, { firstName: 'José', lastName: 'Gómez', email: 'jgomez@example.org' });
  const juniper = await insertEndUser(db, m, {
    type: 'ORGANIZATION',
    firstName: null,
    lastName: null,
    organization: 'Juniper Supply Co',
    metadata: { tier: 'gold' },
  });
  const maryAccount = await insertAccount(db, m, { endUser: mary, last4: '4821' });
  const gomezAccount = await insertAccount(db, m, { endUser: gomez, last4: '7310' });
  const other = { merchantId: service.other.merchantId };
  const otherMary = await insertEndUser(db, other, { firstName: 'Mary', lastName: 'Lewis' });
  const otherAccount = await insertAccount(db, other, { endUser: otherMary, last4: '4821' });
  const trx = async (
    merchantId: string,
    account: { id: string; endUserId: string | null },
    values: Partial<typeof transactions.$inferInsert>,
  ) => {
    const id = newId('trx');
    await db.insert(transactions).values({
      id,
      code: newCode('PAY'),
      merchantId,
      ownerMerchantId: merchantId,
      type: 'PAYMENT',
      status: 'SUCCESSFUL',
      amount: 2400,
      currency: 'USD',
      originAccountId: account.id,
      originEndUserId: account.endUserId,
      ...values,
    });
    return id;
  };
  ids$.maryPay = await trx(m.merchantId, maryAccount, {
    primaryReference: 'INV-2024-118',
    description: 'Kayak rental',
  });
  ids$.maryFailed = await trx(m.merchantId, maryAccount, {
    amount: 1999,
    status: 'FAILED',
    metadata: { order: 'A-77' },
  });
  ids$.gomezPay = await trx(m.merchantId, gomezAccount, {
    amount: 2400,
    description: 'Café con leche',
    dateCreated: new Date('2026-11-24T15:00:00Z'),
  });
  ids$.refund = await trx(m.merchantId, maryAccount, { type: 'REFUND', amount: 2400, parentId: ids$.maryPay });
  ids$.otherPay = await trx(other.merchantId, otherAccount, { primaryReference: 'INV-2024-999' });
  const taylor = await insertEndUser(db, m, { firstName: 'Ann', lastName: 'Taylor', email: 'ann@example.net' });
  const tayla = await insertEndUser(db, m, { firstName: 'Tom', lastName: 'Tayla', email: 'tom@example.net' });
  const hernandez = await insertEndUser(db, m, { firstName: 'Luis', lastName: 'Hernández', email: 'lh@example.net' });
  const taylorAccount = await insertAccount(db, m, { endUser: taylor, last4: '5150' });
  ids$.taylorPay = await trx(m.merchantId, taylorAccount, { amount: 10000, description: 'Boat tour' });
  const john = await insertEndUser(db, m, { firstName: 'John', lastName: 'Reed', email: 'jr@example.net' });
  ids$.johnPay = await trx(m.merchantId, await insertAccount(db, m, { endUser: john, last4: '6060' }), {
    amount: 777,
    description: 'Tent pitch',
  });
  Object.assign(ids$, { taylor: taylor.id, tayla: tayla.id, hernandez: hernandez.id, john: john.id });
  Object.assign(ids$, { mary: mary.id, gomez: gomez.id, juniper: juniper.id, maryAccount: maryAccount.id });
  ids$.otherMary = otherMary.id;
});
afterAll(() => service.close());

describe('GET /search (extension)', () => {
  it('finds a person by a name in either order, a fragment, an email fragment', async () => {
    for (const q of ['mary lewis', 'Lewis Mary', 'mar', 'lewis@exam', 'MARY.LEWIS@EXAMPLE.COM']) {
      const groups = await find({ q });
      expect(ids(groups, 'people'), q).toEqual([ids$.mary]);
      expect(ids(groups, 'payments'), q).toEqual(expect.arrayContaining([ids$.maryPay, ids$.maryFailed, ids$.refund]));
    }
  });

  it('folds accents and case both ways, and finds organizations', async () => {
    expect(ids(await find({ q: 'gomez' }), 'people')).toEqual([ids$.gomez]);
    expect(ids(await find({ q: 'JOSÉ' }), 'people')).toEqual([ids$.gomez]);
    expect(ids(await find({ q: 'juniper' }), 'people')).toEqual([ids$.juniper]);
    expect(ids(await find({ q: 'supply co' }), 'people')).toEqual([ids$.juniper]);
  });

  it('finds movements by amount in minor units, with a currency, combined with words', async () => {
    const byAmount = await find({ amount: '2400' });
    expect(ids(byAmount, 'payments').sort()).toEqual([ids$.maryPay, ids$.gomezPay, ids$.refund].sort());
    expect(group(byAmount, 'people')).toBeUndefined();
    expect(ids(await find({ amount: '2400', currency: 'eur' }), 'payments')).toEqual([]);
    expect(ids(await find({ q: 'mary', amount: '1999' }), 'payments')).toEqual([ids$.maryFailed]);
  });

  it('finds accounts and their movements by last 4, and accounts by institution name', async () => {
    const groups = await find({ q: '4821' });
    expect(ids(groups, 'accounts')).toEqual([ids$.maryAccount]);
    expect(group(groups, 'accounts')!.results[0].match).toBe('exact');
    expect(ids(groups, 'payments')).toContain(ids$.maryPay);
    const [institution] = service.institutions;
    const word = institution.name.split(' ')[0].toLowerCase();
    const byInstitution = await find({ q: word });
    expect(ids(byInstitution, 'accounts')).toContain(ids$.maryAccount);
    // An institution names the accounts, not every movement of every account it holds.
    expect(ids(byInstitution, 'payments')).not.toContain(ids$.maryPay);
  });

  it('forgives a typing error in a name: substitution, deletion, transposition, accents', async () => {
    for (const q of ['Tailor', 'Tayor', 'Taylro', 'Tyalor', 'ann tailor']) {
      const groups = await find({ q });
      const people = group(groups, 'people')!;
      expect(people.results[0], q).toMatchObject({ uuid: ids$.taylor, match: 'fuzzy' });
      // Movements come through the corrected person too, ranked as close spellings.
      expect(group(groups, 'payments')?.results, q).toEqual([
        expect.objectContaining({ uuid: ids$.taylorPay, match: 'fuzzy' }),
      ]);
    }
    expect(ids(await find({ q: 'Hernadez' }), 'people')).toEqual([ids$.hernandez]);
    expect(ids(await find({ q: 'hernandes luis' }), 'people')).toEqual([ids$.hernandez]);
    // Two errors in a long word; nothing close to no name.
    expect(ids(await find({ q: 'hernanes' }), 'people')).toEqual([ids$.hernandez]);
    expect(group(await find({ q: 'zzyzx' }), 'people')).toBeUndefined();
  });

  it('forgives a transposition in a four-letter name, and typos in description words', async () => {
    const people = group(await find({ q: 'jhon' }), 'people')!;
    expect(people.results).toEqual([expect.objectContaining({ uuid: ids$.john, match: 'fuzzy' })]);
    // Transposition (four letters and six), deletion, substitution of a description's word.
    for (const [q, payment] of [
      ['tnet', ids$.johnPay],
      ['rnetal', ids$.maryPay],
      ['kayk', ids$.maryPay],
      ['pitsh', ids$.johnPay],
    ]) {
      expect(group(await find({ q }), 'payments')?.results, q).toEqual([
        expect.objectContaining({ uuid: payment, match: 'fuzzy' }),
      ]);
    }
    // "rent" is a fragment of "Kayak rental" and one letter from "Tent pitch": the fragment ranks first.
    const payments = group(await find({ q: 'rent' }), 'payments')!;
    expect(payments.results.map((r) => [r.uuid, r.match])).toEqual([
      [ids$.maryPay, 'contains'],
      [ids$.johnPay, 'fuzzy'],
    ]);
    // A dictionary word as typed is not corrected: "tent" finds the tent alone.
    expect(group(await find({ q: 'tent' }), 'payments')!.results).toEqual([
      expect.objectContaining({ uuid: ids$.johnPay, match: 'contains' }),
    ]);
  });

  it('ranks names as typed before corrections', async () => {
    // "taylo" is the start of Taylor (prefix) and one letter from Tayla (a correction).
    const people = group(await find({ q: 'taylo' }), 'people')!;
    expect(people.results.map((r) => [r.uuid, r.match])).toEqual([
      [ids$.taylor, 'prefix'],
      [ids$.tayla, 'fuzzy'],
    ]);
    // A name's word as typed is not corrected: "tayla" finds Tom Tayla alone, exactly.
    const exact = group(await find({ q: 'tayla' }), 'people')!;
    expect(exact.results.map((r) => [r.uuid, r.match])).toEqual([[ids$.tayla, 'exact']]);
    expect(group(await find({ q: 'taylor' }), 'payments')!.results[0]).toMatchObject({
      uuid: ids$.taylorPay,
      match: 'prefix',
    });
  });

  it('takes an amount range, inclusive, and hands it back as list filters', async () => {
    const from = await find({ amount_greater_than: '2000' });
    expect(ids(from, 'payments').sort()).toEqual([ids$.maryPay, ids$.gomezPay, ids$.refund, ids$.taylorPay].sort());
    expect(ids(await find({ amount_greater_than: '2400', amount_less_than: '2400' }), 'payments').sort()).toEqual(
      [ids$.maryPay, ids$.gomezPay, ids$.refund].sort(),
    );
    const below = group(await find({ q: 'mary', amount_less_than: '1999' }), 'payments')!;
    expect(below.results.map((r) => r.uuid)).toEqual([ids$.maryFailed]);
    expect(below.list_filters).toEqual({ end_user_uuid: ids$.mary, amount_less_than: '1999' });
    expect(group(await find({ amount_greater_than: '1' }), 'people')).toBeUndefined();
    expect((await service.request('GET', '/search', { query: { amount_less_than: '1.5' } })).status).toBe(400);
  });

  it('finds references by prefix, description words and metadata key:value', async () => {
    expect(ids(await find({ q: 'inv-2024' }), 'payments')).toEqual([ids$.maryPay]);
    expect(ids(await find({ q: 'kayak' }), 'payments')).toEqual([ids$.maryPay]);
    expect(ids(await find({ q: 'cafe' }), 'payments')).toEqual([ids$.gomezPay]);
    expect(ids(await find({ q: 'order:A-77' }), 'payments')).toEqual([ids$.maryFailed]);
    expect(ids(await find({ q: 'tier:gold' }), 'people')).toEqual([ids$.juniper]);
    expect(await find({ q: 'order:A-78' })).toEqual([]);
  });

  it('finds a close spelling (fuzzy, ranked after fragments) and codes by prefix in any case', async () => {
    const typo = group(await find({ q: 'lewiss' }), 'people')!;
    expect(typo.results.map((r) => r.uuid)).toEqual([ids$.mary]);
    expect(typo.results[0].match).toBe('fuzzy');
    const [{ code }] = await service.database.db
      .select({ code: transactions.code })
      .from(transactions)
      .where(eq(transactions.id, ids$.maryPay));
    const byPrefix = group(await find({ q: code!.slice(0, 7).toLowerCase() }), 'payments')!;
    expect(byPrefix.results[0]).toMatchObject({ uuid: ids$.maryPay, match: 'prefix' });
    const exact = group(await find({ q: code! }), 'payments')!;
    expect(exact.results).toEqual([expect.objectContaining({ uuid: ids$.maryPay, match: 'exact' })]);
  });

  it('ranks the newest matches, and an exact code first however many newer ones match', async () => {
    const m = service.merchant.merchantId;
    const insert = (from: number, to: number, withOld: boolean) =>
      service.database.db.execute(sql`
        insert into transactions (id, code, merchant_id, owner_merchant_id, type, status, amount, currency, date_created_gmt, date_updated_gmt)
        select 'trx_rank_' || g, 'BT-' || g, ${m}, ${m}, 'PAYMENT', 'SUCCESSFUL', 777, 'USD',
          now() - (case when g = 1 then 400 else 1 end) * interval '1 day' - g * interval '1 second', now()
        from (select 1 as g where ${withOld} union all select generate_series(${from}::int, ${to}::int)) s`);
    const expectRanked = async () => {
      const payments = group(await find({ q: 'bt-1' }), 'payments')!;
      expect(payments.total_is_lower_bound).toBe(true);
      expect(payments.results[0]).toMatchObject({ uuid: 'trx_rank_1', match: 'exact' });
      // The rest by prefix, newest first.
      expect(payments.results.slice(1).map((r) => r.uuid)).toEqual([
        'trx_rank_10000',
        'trx_rank_10001',
        'trx_rank_10002',
        'trx_rank_10003',
      ]);
    };
    // 1,102 matches: the transactions the words name are looked up first and filtered.
    await insert(10000, 11100, true);
    await expectRanked();
    // 5,102: more than search looks up first (service/search/queries.ts, NAMED_CAP); the same answer.
    await insert(12000, 15999, false);
    await expectRanked();
  });

  it('reads each named person’s newest movements, on either side, with what the words name otherwise', async () => {
    const db = service.database.db;
    const m = service.merchant.merchantId;
    const [ann, bob, cat] = await Promise.all(
      ['Ann', 'Bob', 'Cat'].map((firstName) => insertEndUser(db, { merchantId: m }, { firstName, lastName: 'Quimby' })),
    );
    // Ann pays 1,100 times (10 days ago and older), Bob receives 30 transfers (a day ago), Cat pays 5 times (an hour
    // ago) and sends Bob one transfer (two hours ago); a payment of nobody has the word in its description (half an
    // hour ago).
    const insert = (
      prefix: string,
      type: string,
      side: 'origin' | 'destination',
      who: string,
      n: number,
      ago: string,
    ) =>
      db.execute(sql`
        insert into transactions (id, code, merchant_id, owner_merchant_id, type, status, amount, currency,
          ${sql.raw(`${side}_end_user_id`)}, date_created_gmt, date_updated_gmt)
        select ${prefix} || g, 'QB-' || ${prefix} || g, ${m}, ${m}, ${type}, 'SUCCESSFUL', 500, 'USD', ${who},
          now() - ${ago}::interval - g * interval '1 second', now()
        from generate_series(1, ${n}::int) g`);
    await insert('trx_qa_', 'PAYMENT', 'origin', ann.id, 1100, '10 days');
    await insert('trx_qb_', 'TRANSFER', 'destination', bob.id, 30, '1 day');
    await insert('trx_qc_', 'PAYMENT', 'origin', cat.id, 5, '1 hour');
    const values = { merchantId: m, ownerMerchantId: m, status: 'SUCCESSFUL', amount: 500, currency: 'USD' };
    await db.insert(transactions).values([
      {
        ...values,
        id: 'trx_qe_1',
        code: newCode('TRF'),
        type: 'TRANSFER',
        originEndUserId: cat.id,
        destinationEndUserId: bob.id,
        dateCreated: new Date(Date.now() - 2 * 3_600_000),
      },
      {
        ...values,
        id: 'trx_qd_1',
        code: newCode('PAY'),
        type: 'PAYMENT',
        description: 'Quimby bakery order',
        dateCreated: new Date(Date.now() - 30 * 60_000),
      },
    ]);
    const newest = (prefix: string, n = 5) => Array.from({ length: n }, (_, i) => `${prefix}${i + 1}`);

    const groups = await find({ q: 'quimby' });
    // The newest 1,001 matches: the description's, Cat's 5 and Ann's 995 newest; the people's first (prefix).
    const payments = group(groups, 'payments')!;
    expect(payments).toMatchObject({ total: 1000, total_is_lower_bound: true, list_filters: null });
    expect(payments.results.map((r) => [r.uuid, r.match])).toEqual(newest('trx_qc_').map((id) => [id, 'prefix']));
    // Cat's transfer to Bob is found on both sides and counted once.
    const transfers = group(groups, 'transfers')!;
    expect(transfers).toMatchObject({ total: 31, total_is_lower_bound: false, list_filters: null });
    expect(transfers.results.map((r) => r.uuid)).toEqual(['trx_qe_1', ...newest('trx_qb_', 4)]);
    const recent = group(
      await find({ q: 'quimby', date_from: new Date(Date.now() - 3 * 3_600_000).toISOString() }),
      'payments',
    );
    expect(recent).toMatchObject({ total: 6, total_is_lower_bound: false });
    expect(recent!.results.map((r) => r.uuid)).toEqual(newest('trx_qc_'));
    expect(group(await find({ q: 'quimby bakery' }), 'payments')!.results).toEqual([
      expect.objectContaining({ uuid: 'trx_qd_1', match: 'contains' }),
    ]);
    // Ann's movements past the newest 1,001 are counted as more, and a date range reaches them.
    const older = group(
      await find({ q: 'quimby', date_to: new Date(Date.now() - 5 * 86_400_000).toISOString() }),
      'payments',
    );
    expect(older).toMatchObject({ total: 1000, total_is_lower_bound: true });
    expect(older!.results.map((r) => r.uuid)).toEqual(newest('trx_qa_'));
    // One person: the list's filters select the same records.
    expect(group(await find({ q: 'bob quimby' }), 'transfers')!.list_filters).toEqual({ end_user_uuid: bob.id });
    expect(group(await find({ q: 'ann quimby', amount: '500' }), 'payments')).toMatchObject({
      total: 1000,
      total_is_lower_bound: true,
      list_filters: { end_user_uuid: ann.id, amount: '500' },
    });
  });

  it('applies status, type and date, and ranks an exact id first', async () => {
    expect(ids(await find({ q: 'mary', status: 'failed' }), 'payments')).toEqual([ids$.maryFailed]);
    expect(ids(await find({ q: 'mary', type: 'refund' }), 'payments')).toEqual([ids$.refund]);
    expect(ids(await find({ amount: '2400', date_from: '2026-11-24', date_to: '2026-11-24' }), 'payments')).toEqual([
      ids$.gomezPay,
    ]);
    const byId = group(await find({ q: ids$.maryPay }), 'payments')!;
    expect(byId.results[0]).toMatchObject({ uuid: ids$.maryPay, match: 'exact' });
  });

  it('hands back list filters when they select the same records, and null otherwise', async () => {
    const one = group(await find({ q: 'mary lewis', status: 'FAILED' }), 'payments')!;
    expect(one.list_filters).toEqual({ end_user_uuid: ids$.mary, status: 'FAILED' });
    // Refunds are not on the payments list: no filters select them.
    expect(group(await find({ amount: '2400' }), 'payments')!.list_filters).toBeNull();
    expect(group(await find({ q: 'kayak' }), 'payments')!.list_filters).toBeNull();
  });

  it('never shows another merchant’s records, and answers only the groups the token may read', async () => {
    const groups = await find({ q: 'mary lewis' });
    expect(ids(groups, 'people')).not.toContain(ids$.otherMary);
    expect(ids(await find({ q: 'inv-2024-999' }), 'payments')).toEqual([]);
    const theirs = await service.as(service.other)('GET', '/search', { query: { q: 'mary' } });
    expect(theirs.body.groups.find((g: Group) => g.group === 'people').results.map((r: Row) => r.uuid)).toEqual([
      ids$.otherMary,
    ]);
    const reader = await service.newMerchant({ scopes: ['read:accounts'] });
    const partial = await service.as(reader)('GET', '/search', { query: { amount: '2400' } });
    expect(partial.status).toBe(200);
    expect(partial.body.groups).toEqual([]);
    const none = await service.newMerchant({ scopes: ['write:payments'] });
    expect((await service.as(none)('GET', '/search', { query: { q: 'mary' } })).status).toBe(403);
  });

  it('refuses unknown parameters and bad values', async () => {
    expect((await service.request('GET', '/search', { query: { nope: '1' } })).status).toBe(400);
    expect((await service.request('GET', '/search', { query: { type: 'loan' } })).status).toBe(400);
    expect((await service.request('GET', '/search', { query: { amount: '24.00' } })).status).toBe(400);
  });
});
