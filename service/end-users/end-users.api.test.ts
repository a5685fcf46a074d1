import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endUsers } from '../db/schema';
import { endUserBody, startTestService, type TestMerchant, type TestService } from '../test/harness';

let svc: TestService;
beforeAll(async () => {
  svc = await startTestService();
});
afterAll(() => svc.close());

const create = (body: unknown, merchant?: TestMerchant) =>
  (merchant ? svc.as(merchant) : svc.request)('POST', '/end-users/create', { body });

function without(body: Record<string, unknown>, path: string) {
  const copy = structuredClone(body);
  const parts = path.split('.');
  let target = copy as Record<string, unknown>;
  for (const part of parts.slice(0, -1)) target = target[part] as Record<string, unknown>;
  delete target[parts[parts.length - 1]];
  return copy;
}

const params = (res: { body: { error: { details: { param: string }[] } } }) =>
  res.body.error.details.map((d) => d.param);

describe('POST /end-users/create', () => {
  it('creates an individual and answers 201 with the full end user', async () => {
    const body = endUserBody({
      date_of_birth: '1990-04-12',
      preferred_language: 'es_CO',
      note: 'VIP',
      primary_reference: 'CUS-1',
      secondary_reference: 'CRM-9',
      metadata: { tier: 'gold' },
      address: { address_line_1: '1 Market St', locality: 'San Francisco', country: 'usa' },
    });
    const res = await create(body);
    expect(res.status).toBe(201);
    const eu = res.body.end_user;
    expect(eu.uuid).toMatch(/^eur_[0-9a-f-]{36}$/);
    expect(eu.code).toMatch(/^EUR-/);
    expect(eu).toMatchObject({
      type: 'INDIVIDUAL',
      first_name: 'Ana',
      last_name: 'Gómez',
      organization: null,
      email: body.email,
      local_id: '1020304050',
      local_id_type: 'NATIONAL_ID',
      local_id_country: 'USA',
      date_of_birth: '1990-04-12',
      phone_number: { country_code: '1', number: '4155550123' },
      preferred_language: 'es_CO',
      note: 'VIP',
      primary_reference: 'CUS-1',
      secondary_reference: 'CRM-9',
      metadata: { tier: 'gold' },
      merchant_id: svc.merchant.merchantId,
      creation_source: 'MERCHANT_API',
    });
    expect(eu.address).toMatchObject({
      address_line_1: '1 Market St',
      address_line_2: null,
      locality: 'San Francisco',
      country: 'USA',
    });
    expect(Date.parse(eu.date_created_gmt)).not.toBeNaN();
    expect(eu.date_updated_gmt).toBe(eu.date_created_gmt);
  });

  it('creates an organization', async () => {
    const res = await create(
      endUserBody({ type: 'organization', first_name: undefined, last_name: undefined, organization: 'Gómez Imports' }),
    );
    expect(res.status).toBe(201);
    expect(res.body.end_user).toMatchObject({ type: 'ORGANIZATION', organization: 'Gómez Imports', first_name: null });
  });

  it.each([
    'type',
    'email',
    'local_id_type',
    'local_id_country',
    'phone_number',
    'phone_number.country_code',
    'phone_number.number',
  ])('400 naming %s when it is missing', async (field) => {
    const res = await create(without(endUserBody(), field));
    expect(res.status).toBe(400);
    expect(res.body.error.param).toBe(field);
    expect(res.body.error.details).toEqual([{ param: field, code: 'required', message: `'${field}' is required.` }]);
  });

  it.each([
    ['first_name', 'INDIVIDUAL'],
    ['last_name', 'INDIVIDUAL'],
  ])('400 naming %s when type is %s and it is missing', async (field, type) => {
    const res = await create(without(endUserBody({ type }), field));
    expect(res.status).toBe(400);
    expect(res.body.error).toMatchObject({ type: 'invalid_request_error', code: 'required', param: field });
    expect(res.body.error.message).toContain('INDIVIDUAL');
  });

  it('400 naming organization when type is ORGANIZATION and it is missing (a legal name does not replace it)', async () => {
    const res = await create(endUserBody({ type: 'ORGANIZATION', organization_legal_name: 'Gómez Imports S.A.S.' }));
    expect(res.status).toBe(400);
    expect(params(res)).toEqual(['organization']);
  });

  it('lists every field error at once, the conditional ones included', async () => {
    const body = without(without(without(endUserBody(), 'email'), 'first_name'), 'phone_number.number');
    const res = await create({ ...body, primary_reference: 'x'.repeat(41), date_of_birth: '2099-01-01' });
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('invalid_fields');
    expect(params(res).sort()).toEqual(
      ['date_of_birth', 'email', 'first_name', 'phone_number.number', 'primary_reference'].sort(),
    );
    expect(res.body.error.message).toContain('5 fields are invalid');
  });

  it('requires local_id for a merchant in Colombia, and only there', async () => {
    const col = await svc.newMerchant({ name: 'Tienda Bogotá', country: 'COL' });
    const missing = await create(endUserBody({ local_id: undefined, local_id_country: 'COL' }), col);
    expect(missing.status).toBe(400);
    expect(missing.body.error.param).toBe('local_id');
    expect(missing.body.error.message).toContain('Colombia');
    const given = await create(endUserBody({ local_id_country: 'COL' }), col);
    expect(given.status).toBe(201);
    const usa = await create(endUserBody({ local_id: undefined }));
    expect(usa.status).toBe(201);
    expect(usa.body.end_user.local_id).toBeNull();
  });

  it.each([
    [{ country_code: '+57', number: '+57 300 123 4567' }],
    [{ country_code: 'US', number: '(415) 555-0123' }],
    [{ country_code: '1', number: '911' }],
  ])('stores the phone number %j as sent (the spec only requires both parts)', async (phone) => {
    const res = await create(endUserBody({ phone_number: phone }));
    expect(res.status).toBe(201);
    expect(res.body.end_user.phone_number).toEqual(phone);
  });

  it.each([
    ['type', 'PERSON'],
    ['email', 'not-an-email'],
    ['local_id_country', 'US'],
    ['date_of_birth', '1990-02-30'],
    ['date_of_birth', '2099-01-01'],
    ['preferred_language', 'fr_FR'],
    ['phone_number', { country_code: 'x', number: '4155550123' }],
    ['metadata', { n: 5 }],
    ['merchant_id', 'mer_unknown'],
  ])('400 naming %s for the invalid value %j', async (field, value) => {
    const res = await create(endUserBody({ [field]: value }));
    expect(res.status).toBe(400);
    expect(res.body.error.param).toMatch(new RegExp(`^${field}`));
  });

  it('names the rule broken by a malformed email', async () => {
    const res = await create(endUserBody({ email: 'ana@' }));
    expect(res.body.error).toMatchObject({
      param: 'email',
      code: 'invalid',
      message: "'email': must be a valid email address",
    });
  });

  it('accepts address_line_1 and address_line1 alike', async () => {
    const a = await create(
      endUserBody({ address: { address_line_1: '1 Main', address_line_2: 'Apt 2', postal_code: '10001' } }),
    );
    const b = await create(
      endUserBody({
        address: { address_line1: '1 Main', address_line2: 'Apt 2', address_line3: 'Rear', postal_code: '10001' },
      }),
    );
    expect(a.status).toBe(201);
    expect(b.status).toBe(201);
    expect(a.body.end_user.address).toMatchObject({
      address_line_1: '1 Main',
      address_line_2: 'Apt 2',
      address_line_3: null,
    });
    expect(b.body.end_user.address).toMatchObject({
      address_line_1: '1 Main',
      address_line_2: 'Apt 2',
      address_line_3: 'Rear',
    });
  });

  it('a blank preferred_language means en_US', async () => {
    const res = await create(endUserBody({ preferred_language: '' }));
    expect(res.body.end_user.preferred_language).toBe('en_US');
  });

  describe('limits, at and past the boundary', () => {
    const keys = (n: number) => Object.fromEntries(Array.from({ length: n }, (_, i) => [`k${i}`, 'v']));

    it('metadata: 50 keys pass, 51 do not', async () => {
      expect((await create(endUserBody({ metadata: keys(50) }))).status).toBe(201);
      const res = await create(endUserBody({ metadata: keys(51) }));
      expect(res.status).toBe(400);
      expect(res.body.error).toMatchObject({ param: 'metadata', code: 'too_many_keys' });
      expect(res.body.error.message).toContain('at most 50');
    });

    it('metadata: a 40-character key passes, 41 does not', async () => {
      expect((await create(endUserBody({ metadata: { ['k'.repeat(40)]: 'v' } }))).status).toBe(201);
      const res = await create(endUserBody({ metadata: { ['k'.repeat(41)]: 'v' } }));
      expect(res.status).toBe(400);
      expect(res.body.error).toMatchObject({ param: `metadata.${'k'.repeat(41)}`, code: 'key_too_long' });
    });

    it('metadata: a 500-character value passes, 501 does not', async () => {
      const ok = await create(endUserBody({ metadata: { note: 'v'.repeat(500) } }));
      expect(ok.status).toBe(201);
      expect(ok.body.end_user.metadata.note).toHaveLength(500);
      const res = await create(endUserBody({ metadata: { note: 'v'.repeat(501) } }));
      expect(res.status).toBe(400);
      expect(res.body.error).toMatchObject({ param: 'metadata.note', code: 'value_too_long' });
    });

    it.each(['primary_reference', 'secondary_reference'])('%s: 40 characters pass, 41 do not', async (field) => {
      const ok = await create(endUserBody({ [field]: 'r'.repeat(40) }));
      expect(ok.status).toBe(201);
      expect(ok.body.end_user[field]).toBe('r'.repeat(40));
      const res = await create(endUserBody({ [field]: 'r'.repeat(41) }));
      expect(res.status).toBe(400);
      expect(res.body.error).toMatchObject({ param: field, code: 'too_long_or_large' });
      expect(res.body.error.message).toContain('at most 40');
    });
  });

  it('belongs to a sub-merchant when merchant_id names one, never to another merchant’s', async () => {
    const sub = svc.merchant.subMerchantIds[0];
    const res = await create(endUserBody({ merchant_id: sub }));
    expect(res.status).toBe(201);
    expect(res.body.end_user.merchant_id).toBe(sub);
    const foreign = await create(endUserBody({ merchant_id: svc.other.merchantId }));
    expect(foreign.status).toBe(400);
    expect(foreign.body.error.param).toBe('merchant_id');
  });

  it('needs write:accounts', async () => {
    const reader = await svc.newMerchant({ scopes: ['read:accounts'] });
    const res = await create(endUserBody(), reader);
    expect(res.status).toBe(403);
  });
});

describe('GET /end-users/{uuid}', () => {
  it('returns the end user', async () => {
    const created = (await create(endUserBody())).body.end_user;
    const res = await svc.request('GET', `/end-users/${created.uuid}`);
    expect(res.status).toBe(200);
    expect(res.body.end_user).toEqual(created);
  });

  it('404 for an unknown id and for another merchant’s end user', async () => {
    const theirs = (await create(endUserBody(), svc.other)).body.end_user;
    const res = await svc.request('GET', `/end-users/${theirs.uuid}`);
    expect(res.status).toBe(404);
    expect(res.body.error.type).toBe('not_found_error');
    expect((await svc.request('GET', '/end-users/eur_00000000-0000-4000-8000-000000000000')).status).toBe(404);
  });
});

describe('GET /end-users/list', () => {
  let m: TestMerchant;
  let rows: Record<string, { uuid: string; code: string }>;
  const list = (query: Record<string, string | number | undefined> = {}) =>
    svc.as(m)('GET', '/end-users/list', { query });
  const uuids = async (query: Record<string, string | number | undefined>) => {
    const res = await list(query);
    expect(res.status).toBe(200);
    return (res.body.end_users as { uuid: string }[]).map((e) => e.uuid).sort();
  };

  beforeAll(async () => {
    m = await svc.newMerchant({ name: 'Filter Merchant' });
    const specs = {
      ana: endUserBody({
        email: 'Ana@Example.com',
        first_name: 'Ana',
        last_name: 'Gómez',
        local_id: 'L-1',
        primary_reference: 'P-1',
        secondary_reference: 'S-1',
      }),
      ben: endUserBody({
        email: 'ben@example.com',
        first_name: 'Ben',
        last_name: 'Gómez',
        local_id: 'L-2',
        primary_reference: 'P-2',
        secondary_reference: 'S-2',
      }),
      org: endUserBody({
        type: 'ORGANIZATION',
        organization: 'Trail Co',
        first_name: undefined,
        last_name: undefined,
        email: 'ops@trail.example',
        local_id: 'L-3',
        primary_reference: 'P-1',
        merchant_id: m.subMerchantIds[0],
      }),
    };
    rows = {};
    for (const [key, body] of Object.entries(specs)) rows[key] = (await create(body, m)).body.end_user;
    await svc.database.db
      .update(endUsers)
      .set({ dateCreated: new Date('2026-03-01T10:00:00Z') })
      .where(eq(endUsers.id, rows.ana.uuid));
    await svc.database.db
      .update(endUsers)
      .set({ dateCreated: new Date('2026-03-02T23:59:59Z') })
      .where(eq(endUsers.id, rows.ben.uuid));
    await svc.database.db
      .update(endUsers)
      .set({ dateCreated: new Date('2026-03-03T00:00:00Z') })
      .where(eq(endUsers.id, rows.org.uuid));
  });

  const ids = (...keys: string[]) => keys.map((k) => rows[k].uuid).sort();

  it('returns the merchant’s end users, newest first, in the envelope', async () => {
    const res = await list();
    expect(res.status).toBe(200);
    expect(res.body.end_users.map((e: { uuid: string }) => e.uuid)).toEqual([
      rows.org.uuid,
      rows.ben.uuid,
      rows.ana.uuid,
    ]);
    expect(res.body.page_info).toEqual({ has_next_page: false, page: 1, page_size: 1000 });
  });

  it.each([
    [{ type: 'ORGANIZATION' }, ['org']],
    [{ type: 'INDIVIDUAL' }, ['ana', 'ben']],
    [{ email: 'ana@EXAMPLE.com' }, ['ana']],
    [{ local_id: 'L-2' }, ['ben']],
    [{ first_name: 'Ben' }, ['ben']],
    [{ last_name: 'Gómez' }, ['ana', 'ben']],
    [{ organization: 'Trail Co' }, ['org']],
    [{ primary_reference: 'P-1' }, ['ana', 'org']],
    [{ secondary_reference: 'S-2' }, ['ben']],
    [{ date_from: '2026-03-02' }, ['ben', 'org']],
    [{ date_to: '2026-03-02' }, ['ana', 'ben']],
    [{ date_from: '2026-03-02', date_to: '2026-03-02' }, ['ben']],
    [{ date_to: '2026-03-02T23:59:58Z' }, ['ana']],
    [{ date_from: '2026-03-01T10:00:01Z' }, ['ben', 'org']],
    [{ primary_reference: 'P-1', type: 'INDIVIDUAL' }, ['ana']],
    [{ email: 'nobody@example.com' }, []],
  ] as [Record<string, string>, string[]][])('filter %j narrows to %j', async (query, expected) => {
    expect(await uuids(query)).toEqual(ids(...expected));
  });

  it.each([['uuid'], ['code']] as const)('filter %s matches exactly one', async (field) => {
    expect(await uuids({ [field]: rows.ben[field] })).toEqual(ids('ben'));
  });

  it('filter merchant_id matches the sub-merchant’s end users, and the merchant’s own', async () => {
    expect(await uuids({ merchant_id: m.subMerchantIds[0] })).toEqual(ids('org'));
    expect(await uuids({ merchant_id: m.merchantId })).toEqual(ids('ana', 'ben'));
  });

  it('never shows another merchant’s end users, even by uuid', async () => {
    const theirs = (await create(endUserBody({ email: 'ana@example.com' }), svc.other)).body.end_user;
    expect(await uuids({ uuid: theirs.uuid })).toEqual([]);
    expect(await uuids({ email: 'ana@example.com' })).toEqual(ids('ana'));
    expect(await uuids({ merchant_id: svc.other.merchantId })).toEqual([]);
  });

  it.each([
    [{ type: 'PERSON' }, 'type'],
    [{ date_from: 'yesterday' }, 'date_from'],
    [{ date_to: '2026-13-45' }, 'date_to'],
    [{ colour: 'red' }, 'colour'],
  ] as [Record<string, string>, string][])('400 for %j naming %s', async (query, param) => {
    const res = await list(query);
    expect(res.status).toBe(400);
    expect(res.body.error.param).toBe(param);
  });

  it('needs read:accounts', async () => {
    const payments = await svc.newMerchant({ scopes: ['read:payments'] });
    expect((await svc.as(payments)('GET', '/end-users/list')).status).toBe(403);
  });
});

describe('paging', () => {
  let m: TestMerchant;
  const page = (query: Record<string, string | number>) => svc.as(m)('GET', '/end-users/list', { query });
  const all: string[] = [];

  beforeAll(async () => {
    m = await svc.newMerchant({ name: 'Paging Merchant' });
    for (let i = 0; i < 7; i++) all.push((await create(endUserBody(), m)).body.end_user.uuid);
  });

  it('pages are disjoint, complete and in a stable order; has_next_page is exact', async () => {
    const seen: string[] = [];
    const flags: boolean[] = [];
    for (let p = 1; p <= 3; p++) {
      const res = await page({ page: p, page_size: 3 });
      expect(res.status).toBe(200);
      expect(res.body.page_info).toMatchObject({ page: p, page_size: 3 });
      flags.push(res.body.page_info.has_next_page);
      seen.push(...res.body.end_users.map((e: { uuid: string }) => e.uuid));
    }
    expect(flags).toEqual([true, true, false]);
    expect(seen).toHaveLength(7);
    expect(new Set(seen).size).toBe(7);
    expect([...seen].sort()).toEqual([...all].sort());
    const whole = await page({ page_size: 1000 });
    expect(whole.body.end_users.map((e: { uuid: string }) => e.uuid)).toEqual(seen);
  });

  it('has_next_page is false when the last page is exactly full, true one item before', async () => {
    expect((await page({ page_size: 7 })).body.page_info.has_next_page).toBe(false);
    expect((await page({ page_size: 6 })).body.page_info.has_next_page).toBe(true);
    const past = await page({ page: 2, page_size: 7 });
    expect(past.body.end_users).toEqual([]);
    expect(past.body.page_info.has_next_page).toBe(false);
  });

  it('page_size 1 and 1000 are accepted; page 1 is the default', async () => {
    const one = await page({ page_size: 1 });
    expect(one.body.end_users).toHaveLength(1);
    expect(one.body.page_info.has_next_page).toBe(true);
    const max = await page({ page_size: 1000 });
    expect(max.status).toBe(200);
    expect(max.body.end_users).toHaveLength(7);
    const first = await page({ page: 1, page_size: 1 });
    expect(first.body.end_users).toEqual(one.body.end_users);
  });

  it.each([
    [{ page_size: 0 }, 'page_size'],
    [{ page_size: 1001 }, 'page_size'],
    [{ page_size: 'ten' }, 'page_size'],
    [{ page_size: -1 }, 'page_size'],
    [{ page: 0 }, 'page'],
    [{ page: 'two' }, 'page'],
    [{ page: 1.5 }, 'page'],
    [{ per_page: 5 }, 'per_page'],
  ] as [Record<string, string | number>, string][])('400 for %j naming %s', async (query, param) => {
    const res = await page(query);
    expect(res.status).toBe(400);
    expect(res.body.error.param).toBe(param);
    expect(res.body.error.message).toContain(param);
  });
});
