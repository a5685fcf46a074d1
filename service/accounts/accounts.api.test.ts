import { createHash, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts } from '../db/schema';
import { endUserBody, startTestService, type TestMerchant, type TestService } from '../test/harness';

let svc: TestService;
let plainBank: string;
let otherBank: string;
let validatingBank: string;
let colombianBank: string;

beforeAll(async () => {
  svc = await startTestService();
  plainBank = svc.institutions[0].id;
  otherBank = svc.institutions[1].id;
  validatingBank = svc.institutions[2].id;
  colombianBank = svc.institutions[4].id;
});
afterAll(() => svc.close());

let numberSeq = 100000;
const accountNumber = () => `0000${numberSeq++}`;

const as = (m?: TestMerchant) => (m ? svc.as(m) : svc.request);
const connect = (body: Record<string, unknown>, m?: TestMerchant) => as(m)('POST', '/accounts/connect/', { body });
const newEndUser = async (overrides: Record<string, unknown> = {}, m?: TestMerchant) => {
  const res = await as(m)('POST', '/end-users/create', { body: endUserBody(overrides) });
  expect(res.status).toBe(201);
  return res.body.end_user;
};
const connectFor = async (endUserId: string, overrides: Record<string, unknown> = {}, m?: TestMerchant) => {
  const res = await connect(
    { institution_uuid: plainBank, account_number: accountNumber(), existing_end_user_id: endUserId, ...overrides },
    m,
  );
  expect(res.status).toBe(201);
  return res.body.account;
};
const params = (res: { body: { error: { details: { param: string }[] } } }) =>
  res.body.error.details.map((d) => d.param);

describe('POST /accounts/connect/', () => {
  it('connects an account of an existing end user: CONNECTED, token, last 4, institution, full end user', async () => {
    const endUser = await newEndUser();
    const res = await connect({
      institution_uuid: plainBank,
      account_number: '000123456789',
      routing_number: '011000015',
      existing_end_user_id: endUser.uuid,
      primary_reference: 'ACC-REF-1',
      metadata: { source: 'crm' },
    });
    expect(res.status).toBe(201);
    const account = res.body.account;
    expect(account).toMatchObject({
      current_status: 'CONNECTED',
      requires_account_validation: false,
      pending_account_validations: null,
      remarks: null,
      source_connect_link: null,
      institution: { uuid: plainBank, name: 'First Sandbox Bank' },
      last_4: '6789',
      routing_number: '011000015',
      type: 'DEPOSITORY',
      subtype: 'CHECKING',
      currency: { code: 'USD' },
      capabilities: expect.arrayContaining(['PAYMENTS', 'TRANSFERS']),
      enabled_real_time_payouts: true,
      end_user: endUser,
      disconnection_reason: null,
      disconnect_reason: null,
      disconnection_note: null,
      primary_reference: 'ACC-REF-1',
      secondary_reference: null,
      metadata: { source: 'crm' },
      merchant_id: svc.merchant.merchantId,
      creation_source: 'MERCHANT_API',
    });
    expect(account.uuid).toMatch(/^acc_/);
    expect(account.code).toMatch(/^ACC-/);
    expect(account.token).toMatch(/^tok_/);
  });

  it('stores only a keyed hash and the last 4 digits of the account number', async () => {
    const endUser = await newEndUser();
    const number = '987654321012';
    const res = await connect({
      institution_uuid: plainBank,
      account_number: number,
      existing_end_user_id: endUser.uuid,
    });
    expect(res.text).not.toContain(number);
    const [row] = await svc.database.db.select().from(accounts).where(eq(accounts.id, res.body.account.uuid));
    expect(row.last4).toBe('1012');
    expect(row.accountNumberHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row.accountNumberHash).not.toBe(createHash('sha256').update(number).digest('hex'));
    expect(JSON.stringify(row)).not.toContain(number);
  });

  it('ignores spaces and hyphens in the account number', async () => {
    const endUser = await newEndUser();
    const account = await connectFor(endUser.uuid, { account_number: '1234-5678 9012' });
    expect(account.last_4).toBe('9012');
  });

  it('an institution that requires validation holds it VERIFICATION_PENDING with a pending validation', async () => {
    const endUser = await newEndUser();
    const account = await connectFor(endUser.uuid, { institution_uuid: validatingBank });
    expect(account.current_status).toBe('VERIFICATION_PENDING');
    expect(account.requires_account_validation).toBe(true);
    expect(account.pending_account_validations).toEqual([
      { slug: expect.any(String), action: 'CONFIRM_REQUEST_WITH_INSTITUTION' },
    ]);
  });

  it('creates the end user from new_end_user_details', async () => {
    const email = `new.${randomUUID()}@example.com`;
    const res = await connect({
      institution_uuid: plainBank,
      account_number: accountNumber(),
      new_end_user_details: { type: 'INDIVIDUAL', first_name: 'Nia', last_name: 'Ruiz', email },
    });
    expect(res.status).toBe(201);
    expect(res.body.account.end_user).toMatchObject({
      first_name: 'Nia',
      last_name: 'Ruiz',
      email,
      creation_source: 'MERCHANT_API',
    });
    const listed = await svc.request('GET', '/end-users/list', { query: { email } });
    expect(listed.body.end_users.map((e: { uuid: string }) => e.uuid)).toEqual([res.body.account.end_user.uuid]);
  });

  it('400 when both existing_end_user_id and new_end_user_details are given, and when neither is', async () => {
    const endUser = await newEndUser();
    const both = await connect({
      institution_uuid: plainBank,
      account_number: accountNumber(),
      existing_end_user_id: endUser.uuid,
      new_end_user_details: { type: 'INDIVIDUAL', first_name: 'A', last_name: 'B' },
    });
    expect(both.status).toBe(400);
    expect(both.body.error).toMatchObject({ param: 'new_end_user_details', code: 'mutually_exclusive' });
    const neither = await connect({ institution_uuid: plainBank, account_number: accountNumber() });
    expect(neither.status).toBe(400);
    expect(neither.body.error).toMatchObject({ param: 'existing_end_user_id', code: 'required' });
  });

  it('applies the end-user rules to new_end_user_details, listing every error', async () => {
    const res = await connect({
      account_number: 'abc',
      new_end_user_details: { type: 'INDIVIDUAL', first_name: 'A', email: 'bad' },
    });
    expect(res.status).toBe(400);
    expect(params(res).sort()).toEqual(
      ['account_number', 'institution_uuid', 'new_end_user_details.email', 'new_end_user_details.last_name'].sort(),
    );
    const org = await connect({
      institution_uuid: plainBank,
      account_number: accountNumber(),
      new_end_user_details: { type: 'ORGANIZATION', organization: 'X' },
    });
    expect(params(org)).toEqual(['new_end_user_details.organization_legal_name']);
    const orgOk = await connect({
      institution_uuid: plainBank,
      account_number: accountNumber(),
      new_end_user_details: { type: 'ORGANIZATION', organization_legal_name: 'X S.A.' },
    });
    expect(orgOk.status).toBe(201);
    expect(orgOk.body.account.end_user).toMatchObject({ organization: 'X S.A.', organization_legal_name: 'X S.A.' });
  });

  it('asks new_end_user_details for local_id when the merchant is in Colombia; the account holds COP there', async () => {
    const col = await svc.newMerchant({ name: 'Tienda Medellín', country: 'COL' });
    const body = {
      institution_uuid: colombianBank,
      account_number: accountNumber(),
      new_end_user_details: { type: 'INDIVIDUAL', first_name: 'Ana', last_name: 'Ríos' },
    };
    const missing = await connect(body, col);
    expect(missing.status).toBe(400);
    expect(params(missing)).toEqual(['new_end_user_details.local_id']);
    const ok = await connect(
      { ...body, new_end_user_details: { ...body.new_end_user_details, local_id: '1020304050' } },
      col,
    );
    expect(ok.status).toBe(201);
    expect(ok.body.account.currency).toEqual({ code: 'COP' });
  });

  it('400 naming every unknown reference, and nothing is left half-written', async () => {
    const email = `ghost.${randomUUID()}@example.com`;
    const res = await connect({
      institution_uuid: 'ins_unknown',
      account_number: accountNumber(),
      merchant_id: svc.other.merchantId,
      new_end_user_details: { type: 'INDIVIDUAL', first_name: 'G', last_name: 'H', email },
    });
    expect(res.status).toBe(400);
    expect(params(res).sort()).toEqual(['institution_uuid', 'merchant_id']);
    const listed = await svc.request('GET', '/end-users/list', { query: { email } });
    expect(listed.body.end_users).toEqual([]);
  });

  it('400 naming existing_end_user_id for an unknown end user or another merchant’s', async () => {
    const theirs = await newEndUser({}, svc.other);
    for (const id of [theirs.uuid, 'eur_00000000-0000-4000-8000-000000000000']) {
      const res = await connect({
        institution_uuid: plainBank,
        account_number: accountNumber(),
        existing_end_user_id: id,
      });
      expect(res.status).toBe(400);
      expect(res.body.error).toMatchObject({ param: 'existing_end_user_id', code: 'unknown_end_user' });
    }
  });

  it.each([
    ['account_number', '123'],
    ['account_number', '1'.repeat(21)],
    ['account_number', '12ab5678'],
    ['routing_number', '011000016'],
    ['routing_number', '12345'],
    ['type', 'CREDIT'],
    ['subtype', 'BROKERAGE'],
  ])('400 naming %s for %j', async (field, value) => {
    const endUser = await newEndUser();
    const res = await connect({
      institution_uuid: plainBank,
      account_number: accountNumber(),
      existing_end_user_id: endUser.uuid,
      [field]: value,
    });
    expect(res.status).toBe(400);
    expect(res.body.error.param).toBe(field);
  });

  it('account_number of 4 and of 20 digits pass', async () => {
    const endUser = await newEndUser();
    expect((await connectFor(endUser.uuid, { account_number: '1234' })).last_4).toBe('1234');
    expect((await connectFor(endUser.uuid, { account_number: '9'.repeat(20) })).last_4).toBe('9999');
  });

  it('a savings account gets no real-time payouts; type and subtype are case-insensitive', async () => {
    const endUser = await newEndUser();
    const account = await connectFor(endUser.uuid, { type: 'depository', subtype: 'savings' });
    expect(account).toMatchObject({ type: 'DEPOSITORY', subtype: 'SAVINGS', enabled_real_time_payouts: false });
  });

  it('references: 40 characters pass, 41 do not; metadata: 51 keys do not', async () => {
    const endUser = await newEndUser();
    const ok = await connectFor(endUser.uuid, {
      primary_reference: 'p'.repeat(40),
      secondary_reference: 's'.repeat(40),
    });
    expect(ok.secondary_reference).toBe('s'.repeat(40));
    const long = await connect({
      institution_uuid: plainBank,
      account_number: accountNumber(),
      existing_end_user_id: endUser.uuid,
      primary_reference: 'p'.repeat(41),
      secondary_reference: 's'.repeat(41),
    });
    expect(params(long).sort()).toEqual(['primary_reference', 'secondary_reference']);
    const meta = Object.fromEntries(Array.from({ length: 51 }, (_, i) => [`k${i}`, 'v']));
    const many = await connect({
      institution_uuid: plainBank,
      account_number: accountNumber(),
      existing_end_user_id: endUser.uuid,
      metadata: meta,
    });
    expect(many.body.error).toMatchObject({ param: 'metadata', code: 'too_many_keys' });
  });

  it('the same account number at the same institution is live once per end user', async () => {
    const endUser = await newEndUser();
    const number = accountNumber();
    const first = await connectFor(endUser.uuid, { account_number: number });
    const again = await connect({
      institution_uuid: plainBank,
      account_number: number,
      existing_end_user_id: endUser.uuid,
    });
    expect(again.status).toBe(409);
    expect(again.body.error.code).toBe('account_already_connected');
    expect(again.body.error.message).toContain(first.uuid);
    // Another institution, or another end user, is another account.
    await connectFor(endUser.uuid, { account_number: number, institution_uuid: otherBank });
    await connectFor((await newEndUser()).uuid, { account_number: number });
    // Once disconnected it may be connected again.
    await svc.request('PUT', `/accounts/${first.uuid}/disconnect`, { body: { disconnection_reason: 'USER_REQUEST' } });
    const reconnected = await connectFor(endUser.uuid, { account_number: number });
    expect(reconnected.uuid).not.toBe(first.uuid);
  });

  it('concurrent connections of one account number create one account', async () => {
    const endUser = await newEndUser();
    const number = accountNumber();
    const results = await Promise.all(
      Array.from({ length: 5 }, () =>
        connect({ institution_uuid: plainBank, account_number: number, existing_end_user_id: endUser.uuid }),
      ),
    );
    expect(results.map((r) => r.status).sort()).toEqual([201, 409, 409, 409, 409]);
    const listed = await svc.request('GET', '/accounts/list', { query: { end_user_uuid: endUser.uuid } });
    expect(listed.body.accounts).toHaveLength(1);
  });

  it('belongs to the end user’s merchant by default, or to the merchant_id given', async () => {
    const [sub1, sub2] = svc.merchant.subMerchantIds;
    const subUser = await newEndUser({ merchant_id: sub1 });
    expect((await connectFor(subUser.uuid)).merchant_id).toBe(sub1);
    expect((await connectFor(subUser.uuid, { merchant_id: sub2 })).merchant_id).toBe(sub2);
    const viaDetails = await connect({
      institution_uuid: plainBank,
      account_number: accountNumber(),
      merchant_id: sub2,
      new_end_user_details: { type: 'INDIVIDUAL', first_name: 'S', last_name: 'T' },
    });
    expect(viaDetails.body.account.merchant_id).toBe(sub2);
    expect(viaDetails.body.account.end_user.merchant_id).toBe(sub2);
  });

  it('is also served without the trailing slash, and replays with an Idempotency-Key', async () => {
    const endUser = await newEndUser();
    const body = { institution_uuid: plainBank, account_number: accountNumber(), existing_end_user_id: endUser.uuid };
    const key = randomUUID();
    const first = await svc.request('POST', '/accounts/connect', { body, headers: { 'Idempotency-Key': key } });
    expect(first.status).toBe(201);
    const replay = await svc.request('POST', '/accounts/connect', { body, headers: { 'Idempotency-Key': key } });
    expect(replay.status).toBe(201);
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    expect(replay.body.account.uuid).toBe(first.body.account.uuid);
  });

  it('needs write:accounts', async () => {
    const reader = await svc.newMerchant({ scopes: ['read:accounts'] });
    const endUser = await newEndUser();
    const res = await connect(
      { institution_uuid: plainBank, account_number: accountNumber(), existing_end_user_id: endUser.uuid },
      reader,
    );
    expect(res.status).toBe(403);
  });
});

describe('GET /accounts/{account_uuid}', () => {
  it('returns the account', async () => {
    const account = await connectFor((await newEndUser()).uuid);
    const res = await svc.request('GET', `/accounts/${account.uuid}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ account });
  });

  it('404 for an unknown id and another merchant’s account', async () => {
    const theirs = await connectFor((await newEndUser({}, svc.other)).uuid, {}, svc.other);
    expect((await svc.request('GET', `/accounts/${theirs.uuid}`)).status).toBe(404);
    const unknown = await svc.request('GET', '/accounts/acc_00000000-0000-4000-8000-000000000000');
    expect(unknown.status).toBe(404);
    expect(unknown.body.error.code).toBe('resource_not_found');
  });
});

describe('PUT /accounts/{account_uuid}/disconnect', () => {
  const disconnect = (id: string, body: unknown, m?: TestMerchant) =>
    as(m)('PUT', `/accounts/${id}/disconnect`, { body });

  it('disconnects with reason and note, answering both reason field names', async () => {
    const account = await connectFor((await newEndUser()).uuid);
    const res = await disconnect(account.uuid, {
      disconnection_reason: 'ACTIVITY_COMPLETED',
      disconnection_note: 'Loan repaid',
    });
    expect(res.status).toBe(200);
    expect(res.body.account).toMatchObject({
      uuid: account.uuid,
      current_status: 'DISCONNECTED',
      disconnection_reason: 'ACTIVITY_COMPLETED',
      disconnect_reason: 'ACTIVITY_COMPLETED',
      disconnection_note: 'Loan repaid',
    });
    const read = await svc.request('GET', `/accounts/${account.uuid}`);
    expect(read.body.account).toEqual(res.body.account);
  });

  it('409 when the account is already disconnected', async () => {
    const account = await connectFor((await newEndUser()).uuid);
    await disconnect(account.uuid, { disconnection_reason: 'USER_REQUEST' });
    const again = await disconnect(account.uuid, { disconnection_reason: 'FRAUD_SUSPECTED' });
    expect(again.status).toBe(409);
    expect(again.body.error.code).toBe('account_already_disconnected');
    expect((await svc.request('GET', `/accounts/${account.uuid}`)).body.account.disconnection_reason).toBe(
      'USER_REQUEST',
    );
  });

  it('of two concurrent disconnects exactly one succeeds', async () => {
    const account = await connectFor((await newEndUser()).uuid);
    const results = await Promise.all([
      disconnect(account.uuid, { disconnection_reason: 'USER_REQUEST' }),
      disconnect(account.uuid, { disconnection_reason: 'ACCOUNT_CLOSED' }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
  });

  it.each([
    [{}, 'disconnection_reason'],
    [{ disconnection_reason: 'BORED' }, 'disconnection_reason'],
    [{ disconnection_reason: 'USER_REQUEST', disconnection_note: 'n'.repeat(501) }, 'disconnection_note'],
  ])('400 for %j naming %s', async (body, param) => {
    const account = await connectFor((await newEndUser()).uuid);
    const res = await disconnect(account.uuid, body);
    expect(res.status).toBe(400);
    expect(res.body.error.param).toBe(param);
    expect((await svc.request('GET', `/accounts/${account.uuid}`)).body.account.current_status).toBe('CONNECTED');
  });

  it('accepts OTHER without a note: the spec makes the note optional with no condition', async () => {
    const account = await connectFor((await newEndUser()).uuid);
    const res = await disconnect(account.uuid, { disconnection_reason: 'OTHER' });
    expect(res.status).toBe(200);
    expect(res.body.account).toMatchObject({
      current_status: 'DISCONNECTED',
      disconnection_reason: 'OTHER',
      disconnection_note: null,
    });
  });

  it('accepts a lower-case reason and OTHER with a note', async () => {
    const account = await connectFor((await newEndUser()).uuid);
    const res = await disconnect(account.uuid, { disconnection_reason: 'other', disconnection_note: 'n'.repeat(500) });
    expect(res.status).toBe(200);
    expect(res.body.account.disconnection_reason).toBe('OTHER');
  });

  it('404 for another merchant’s account, which stays connected', async () => {
    const theirs = await connectFor((await newEndUser({}, svc.other)).uuid, {}, svc.other);
    expect((await disconnect(theirs.uuid, { disconnection_reason: 'USER_REQUEST' })).status).toBe(404);
    expect((await svc.as(svc.other)('GET', `/accounts/${theirs.uuid}`)).body.account.current_status).toBe('CONNECTED');
  });

  it('drops pending validations of an account waiting for one', async () => {
    const account = await connectFor((await newEndUser()).uuid, { institution_uuid: validatingBank });
    const res = await disconnect(account.uuid, { disconnection_reason: 'USER_REQUEST' });
    expect(res.body.account).toMatchObject({
      current_status: 'DISCONNECTED',
      requires_account_validation: false,
      pending_account_validations: null,
    });
    const validate = await svc.request('PUT', '/accounts/validate', {
      body: { account_uuid: account.uuid, slug: account.pending_account_validations[0].slug },
    });
    expect(validate.status).toBe(409);
  });

  it('needs write:accounts', async () => {
    const reader = await svc.newMerchant({ scopes: ['read:accounts'] });
    const account = await connectFor((await newEndUser()).uuid);
    expect((await disconnect(account.uuid, { disconnection_reason: 'USER_REQUEST' }, reader)).status).toBe(403);
  });
});

describe('PUT /accounts/validate', () => {
  const validate = (body: unknown, m?: TestMerchant) => as(m)('PUT', '/accounts/validate', { body });

  it('the pending slug makes the account CONNECTED; validating again is a 409', async () => {
    const account = await connectFor((await newEndUser()).uuid, { institution_uuid: validatingBank });
    const slug = account.pending_account_validations[0].slug;
    const res = await validate({ account_uuid: account.uuid, slug });
    expect(res.status).toBe(200);
    expect(res.body.account).toMatchObject({
      uuid: account.uuid,
      current_status: 'CONNECTED',
      requires_account_validation: false,
      pending_account_validations: null,
    });
    const again = await validate({ account_uuid: account.uuid, slug });
    expect(again.status).toBe(409);
    expect(again.body.error.code).toBe('no_pending_validation');
  });

  it('400 naming slug when it is not the pending one; the account stays pending', async () => {
    const account = await connectFor((await newEndUser()).uuid, { institution_uuid: validatingBank });
    const res = await validate({ account_uuid: account.uuid, slug: 'confirm-000000000000' });
    expect(res.status).toBe(400);
    expect(res.body.error).toMatchObject({ param: 'slug', code: 'unknown_slug' });
    expect((await svc.request('GET', `/accounts/${account.uuid}`)).body.account.current_status).toBe(
      'VERIFICATION_PENDING',
    );
  });

  it('409 for an account with nothing pending', async () => {
    const account = await connectFor((await newEndUser()).uuid);
    const res = await validate({ account_uuid: account.uuid, slug: 'anything' });
    expect(res.status).toBe(409);
  });

  it('404 for another merchant’s account and an unknown one', async () => {
    const theirs = await connectFor(
      (await newEndUser({}, svc.other)).uuid,
      { institution_uuid: validatingBank },
      svc.other,
    );
    const res = await validate({ account_uuid: theirs.uuid, slug: theirs.pending_account_validations[0].slug });
    expect(res.status).toBe(404);
    expect((await svc.as(svc.other)('GET', `/accounts/${theirs.uuid}`)).body.account.current_status).toBe(
      'VERIFICATION_PENDING',
    );
    expect((await validate({ account_uuid: 'acc_nope', slug: 'x' })).status).toBe(404);
  });

  it('400 naming the missing fields', async () => {
    const res = await validate({});
    expect(res.status).toBe(400);
    expect(params(res).sort()).toEqual(['account_uuid', 'slug']);
  });
});

describe('GET /accounts/list', () => {
  let m: TestMerchant;
  let a: Record<'a1' | 'a2' | 'a3', { uuid: string; code: string }>;
  let ana: { uuid: string; code: string };
  let ben: { uuid: string; code: string };
  const uuids = async (query: Record<string, string | number>) => {
    const res = await svc.as(m)('GET', '/accounts/list', { query });
    expect(res.status).toBe(200);
    return (res.body.accounts as { uuid: string }[]).map((x) => x.uuid).sort();
  };
  const ids = (...keys: (keyof typeof a)[]) => keys.map((k) => a[k].uuid).sort();

  beforeAll(async () => {
    m = await svc.newMerchant({ name: 'Account Filters' });
    ana = await newEndUser({ email: 'Ana.Filter@Example.com', local_id: 'LA-1' }, m);
    ben = await newEndUser({ email: 'ben.filter@example.com', local_id: 'LB-2', merchant_id: m.subMerchantIds[0] }, m);
    a = {
      a1: await connectFor(
        ana.uuid,
        { account_number: '55551111', primary_reference: 'P-1', secondary_reference: 'S-1' },
        m,
      ),
      a2: await connectFor(
        ana.uuid,
        { account_number: '55552222', institution_uuid: validatingBank, subtype: 'SAVINGS', primary_reference: 'P-2' },
        m,
      ),
      a3: await connectFor(
        ben.uuid,
        {
          account_number: '55553333',
          institution_uuid: otherBank,
          primary_reference: 'P-1',
          secondary_reference: 'S-3',
        },
        m,
      ),
    };
    await svc.as(m)('PUT', `/accounts/${a.a3.uuid}/disconnect`, { body: { disconnection_reason: 'ACCOUNT_CLOSED' } });
    const setDate = (id: string, iso: string) =>
      svc.database.db
        .update(accounts)
        .set({ dateCreated: new Date(iso) })
        .where(eq(accounts.id, id));
    await setDate(a.a1.uuid, '2026-03-01T12:00:00Z');
    await setDate(a.a2.uuid, '2026-03-02T00:00:00Z');
    await setDate(a.a3.uuid, '2026-03-03T08:00:00Z');
  });

  it('returns the merchant’s accounts, newest first, with page_info', async () => {
    const res = await svc.as(m)('GET', '/accounts/list');
    expect(res.status).toBe(200);
    expect(res.body.accounts.map((x: { uuid: string }) => x.uuid)).toEqual([a.a3.uuid, a.a2.uuid, a.a1.uuid]);
    expect(res.body.page_info).toEqual({ has_next_page: false, page: 1, page_size: 1000 });
    expect(res.body.accounts[0]).toMatchObject({ disconnect_reason: 'ACCOUNT_CLOSED', end_user: { uuid: ben.uuid } });
  });

  it.each([
    [{ type: 'DEPOSITORY' }, ['a1', 'a2', 'a3']],
    [{ subtype: 'SAVINGS' }, ['a2']],
    [{ subtype: 'CHECKING' }, ['a1', 'a3']],
    [{ current_status: 'CONNECTED' }, ['a1']],
    [{ current_status: 'VERIFICATION_PENDING' }, ['a2']],
    [{ current_status: 'DISCONNECTED' }, ['a3']],
    [{ primary_reference: 'P-1' }, ['a1', 'a3']],
    [{ secondary_reference: 'S-3' }, ['a3']],
    [{ date_from: '2026-03-02' }, ['a2', 'a3']],
    [{ date_to: '2026-03-02' }, ['a1', 'a2']],
    [{ date_from: '2026-03-01T12:00:01Z', date_to: '2026-03-03T07:59:59Z' }, ['a2']],
    [{ last_4: '2222' }, ['a2']],
    [{ end_user_email: 'ANA.FILTER@example.com' }, ['a1', 'a2']],
    [{ end_user_local_id: 'LB-2' }, ['a3']],
    [{ primary_reference: 'P-1', current_status: 'CONNECTED' }, ['a1']],
    [{ last_4: '0000' }, []],
  ] as [Record<string, string>, (keyof typeof a)[]][])('filter %j narrows to %j', async (query, expected) => {
    expect(await uuids(query)).toEqual(ids(...expected));
  });

  it('filters by institution, uuid, code, end user uuid and code, and merchant_id', async () => {
    expect(await uuids({ institution_uuid: otherBank })).toEqual(ids('a3'));
    expect(await uuids({ institution_uuid: validatingBank })).toEqual(ids('a2'));
    expect(await uuids({ uuid: a.a2.uuid })).toEqual(ids('a2'));
    expect(await uuids({ uuid_in: `${a.a1.uuid}, ${a.a3.uuid},${a.a1.uuid}` }).then((u) => [...u].sort())).toEqual(
      [...ids('a1', 'a3')].sort(),
    );
    expect(await uuids({ code: a.a1.code })).toEqual(ids('a1'));
    expect(await uuids({ end_user_uuid: ana.uuid })).toEqual(ids('a1', 'a2'));
    expect(await uuids({ end_user_code: ben.code })).toEqual(ids('a3'));
    expect(await uuids({ merchant_id: m.subMerchantIds[0] })).toEqual(ids('a3'));
    expect(await uuids({ merchant_id: m.merchantId })).toEqual(ids('a1', 'a2'));
  });

  it('never shows another merchant’s accounts', async () => {
    const theirUser = await newEndUser({ email: 'ana.filter@example.com' }, svc.other);
    const theirs = await connectFor(theirUser.uuid, { account_number: '55551111' }, svc.other);
    expect(await uuids({ uuid: theirs.uuid })).toEqual([]);
    expect(await uuids({ uuid_in: `${theirs.uuid},${a.a1.uuid}` })).toEqual(ids('a1'));
    expect(await uuids({ end_user_uuid: theirUser.uuid })).toEqual([]);
    expect(await uuids({ end_user_email: 'ana.filter@example.com' })).toEqual(ids('a1', 'a2'));
    expect(await uuids({ last_4: '1111' })).toEqual(ids('a1'));
  });

  it('pages are disjoint and complete, has_next_page exact', async () => {
    const p1 = await svc.as(m)('GET', '/accounts/list', { query: { page_size: 2 } });
    const p2 = await svc.as(m)('GET', '/accounts/list', { query: { page_size: 2, page: 2 } });
    expect(p1.body.page_info.has_next_page).toBe(true);
    expect(p2.body.page_info.has_next_page).toBe(false);
    const all = [...p1.body.accounts, ...p2.body.accounts].map((x: { uuid: string }) => x.uuid);
    expect(all).toEqual([a.a3.uuid, a.a2.uuid, a.a1.uuid]);
  });

  it.each([
    [{ current_status: 'OPEN' }, 'current_status'],
    [{ type: 'CREDIT' }, 'type'],
    [{ date_from: '03/01/2026' }, 'date_from'],
    [{ page_size: 1001 }, 'page_size'],
    [{ status: 'CONNECTED' }, 'status'],
  ] as [Record<string, string | number>, string][])('400 for %j naming %s', async (query, param) => {
    const res = await svc.as(m)('GET', '/accounts/list', { query });
    expect(res.status).toBe(400);
    expect(res.body.error.param).toBe(param);
  });

  it('needs read:accounts', async () => {
    const payments = await svc.newMerchant({ scopes: ['read:payments'] });
    expect((await svc.as(payments)('GET', '/accounts/list')).status).toBe(403);
  });
});
