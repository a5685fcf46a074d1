import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectLinks } from '../db/schema';
import type { ManualClock } from '../lib/clock';
import { endUserBody, startTestService, type TestMerchant, type TestService } from '../test/harness';

let svc: TestService;
beforeAll(async () => {
  svc = await startTestService();
});
afterAll(() => svc.close());

/** 'Acme Outdoor Co' is the test merchant's registered name; 'Merchant Console' the default service name. */
const INTRO = 'Acme Outdoor Co uses Merchant Console to link your bank';
const introOfLength = (n: number, base = 'Acme Outdoor Co via Merchant Console') =>
  `${base}${'.'.repeat(n - base.length)}`;

const as = (m?: TestMerchant) => (m ? svc.as(m) : svc.request);
const newEndUser = async (overrides: Record<string, unknown> = {}, m?: TestMerchant) => {
  const res = await as(m)('POST', '/end-users/create', { body: endUserBody(overrides) });
  expect(res.status).toBe(201);
  return res.body.end_user;
};
const createLink = (body: Record<string, unknown>, m?: TestMerchant) => as(m)('POST', '/connect/link/create', { body });
const params = (res: { body: { error: { details: { param: string }[] } } }) =>
  res.body.error.details.map((d) => d.param);
const future = () => new Date(Date.now() + 7 * 86_400_000).toISOString();

let endUser: { uuid: string };
beforeAll(async () => {
  endUser = await newEndUser();
});
const linkFor = (overrides: Record<string, unknown> = {}, m?: TestMerchant) =>
  createLink({ intro_text: INTRO, existing_end_user_id: endUser.uuid, ...overrides }, m);

describe('POST /connect/link/create', () => {
  it('creates a link for an existing end user with an unguessable URL and null for everything absent', async () => {
    const res = await linkFor();
    expect(res.status).toBe(201);
    const link = res.body.connect_link;
    expect(link.uuid).toMatch(/^clk_/);
    expect(link.code).toMatch(/^CLK-/);
    const token = link.url.replace('http://localhost:3000/connect/', '');
    expect(link.url).toBe(`http://localhost:3000/connect/${token}`);
    expect(token).toMatch(/^[A-Za-z0-9_-]{22,}$/);
    expect(Buffer.from(token, 'base64url').length).toBeGreaterThanOrEqual(16);
    expect(link.url).not.toContain(link.code);
    expect(link).toMatchObject({
      expired: false,
      intro_text: { en_US: INTRO, es_CO: INTRO },
      delivery_status: 'CREATED',
      end_user: (await svc.request('GET', `/end-users/${endUser.uuid}`)).body.end_user,
      default_institution: null,
      account: null,
      background_color: null,
      button_color: null,
      button_text_color: null,
      content_box_text_color: null,
      content_background_color: null,
      primary_reference: null,
      secondary_reference: null,
      default_language: 'en_US',
      redirect_url: null,
      expiration_date: null,
      custom_confirmation_page: false,
      metadata: {},
      merchant_id: svc.merchant.merchantId,
    });
  });

  it('two links never share a URL token', async () => {
    const a = (await linkFor()).body.connect_link.url;
    const b = (await linkFor()).body.connect_link.url;
    expect(a).not.toBe(b);
  });

  it('stores every option', async () => {
    const expiration = future();
    const res = await linkFor({
      background_color: '#FFFFFF',
      button_color: '0a2540',
      button_text_color: '#abc',
      content_box_text_color: '#333333',
      content_background_color: '#F2F2F2',
      default_institution: svc.institutions[1].id,
      primary_reference: 'LNK-1',
      secondary_reference: 'CRM-1',
      default_language: 'es_CO',
      redirect_url: 'https://merchant.example.com/done?x=1',
      expiration_date: expiration,
      custom_confirmation_page: 'true',
      metadata: { campaign: 'spring' },
    });
    expect(res.status).toBe(201);
    expect(res.body.connect_link).toMatchObject({
      background_color: '#ffffff',
      button_color: '#0a2540',
      button_text_color: '#abc',
      content_box_text_color: '#333333',
      content_background_color: '#f2f2f2',
      default_institution: { uuid: svc.institutions[1].id, name: svc.institutions[1].name },
      primary_reference: 'LNK-1',
      secondary_reference: 'CRM-1',
      default_language: 'es_CO',
      redirect_url: 'https://merchant.example.com/done?x=1',
      expiration_date: expiration,
      custom_confirmation_page: true,
      metadata: { campaign: 'spring' },
      expired: false,
    });
  });

  it('creates the end user from new_end_user_details with creation_source CONNECT_LINK', async () => {
    const email = `link.${randomUUID()}@example.com`;
    const res = await createLink({
      intro_text: INTRO,
      new_end_user_details: { type: 'INDIVIDUAL', first_name: 'Lia', last_name: 'Paz', email },
    });
    expect(res.status).toBe(201);
    expect(res.body.connect_link.end_user).toMatchObject({
      first_name: 'Lia',
      email,
      creation_source: 'CONNECT_LINK',
      merchant_id: svc.merchant.merchantId,
    });
    const listed = await svc.request('GET', '/end-users/list', { query: { email } });
    expect(listed.body.end_users).toHaveLength(1);
    expect(listed.body.end_users[0].uuid).toBe(res.body.connect_link.end_user.uuid);
  });

  it('400 for both end-user options and for neither', async () => {
    const both = await linkFor({ new_end_user_details: { type: 'INDIVIDUAL', first_name: 'A', last_name: 'B' } });
    expect(both.status).toBe(400);
    expect(both.body.error).toMatchObject({ param: 'new_end_user_details', code: 'mutually_exclusive' });
    const neither = await createLink({ intro_text: INTRO });
    expect(neither.status).toBe(400);
    expect(neither.body.error).toMatchObject({ param: 'existing_end_user_id', code: 'required' });
  });

  it('applies the end-user rules to new_end_user_details', async () => {
    const res = await createLink({ intro_text: INTRO, new_end_user_details: { type: 'ORGANIZATION', email: 'x' } });
    expect(res.status).toBe(400);
    expect(params(res).sort()).toEqual(['new_end_user_details.email', 'new_end_user_details.organization_legal_name']);
  });

  it('400 naming existing_end_user_id for another merchant’s end user', async () => {
    const theirs = await newEndUser({}, svc.other);
    const res = await linkFor({ existing_end_user_id: theirs.uuid });
    expect(res.status).toBe(400);
    expect(res.body.error).toMatchObject({ param: 'existing_end_user_id', code: 'unknown_end_user' });
  });

  describe('intro_text', () => {
    it('40 and 70 characters pass; 39 and 71 do not', async () => {
      expect((await linkFor({ intro_text: introOfLength(40) })).status).toBe(201);
      expect((await linkFor({ intro_text: introOfLength(70) })).status).toBe(201);
      const short = await linkFor({ intro_text: 'Acme Outdoor Co and Merchant Console ok' });
      expect(short.status).toBe(400);
      expect(short.body.error).toMatchObject({ param: 'intro_text', code: 'too_short_or_small' });
      expect(short.body.error.message).toContain('40 to 70 characters; it has 39');
      const long = await linkFor({ intro_text: introOfLength(71) });
      expect(long.body.error).toMatchObject({ param: 'intro_text', code: 'too_long_or_large' });
    });

    it('counts characters, not UTF-16 units', async () => {
      const text = `${introOfLength(69)}😀`;
      expect(text.length).toBe(71);
      expect((await linkFor({ intro_text: text })).status).toBe(201);
    });

    it('names the missing merchant name', async () => {
      const res = await linkFor({ intro_text: 'Connect your bank account securely with Merchant Console' });
      expect(res.status).toBe(400);
      expect(res.body.error).toMatchObject({ param: 'intro_text', code: 'missing_merchant_name' });
      expect(res.body.error.message).toContain("'Acme Outdoor Co'");
    });

    it('names the missing service name', async () => {
      const res = await linkFor({ intro_text: 'Acme Outdoor Co asks you to connect your bank account now' });
      expect(res.body.error).toMatchObject({ param: 'intro_text', code: 'missing_service_name' });
      expect(res.body.error.message).toContain("'Merchant Console'");
    });

    it('lists both missing names and the length together', async () => {
      const res = await linkFor({ intro_text: 'Connect your bank' });
      expect(res.body.error.details.map((d: { code: string }) => d.code)).toEqual([
        'too_short_or_small',
        'missing_merchant_name',
        'missing_service_name',
      ]);
    });

    it('matches the names case-insensitively', async () => {
      expect((await linkFor({ intro_text: 'ACME OUTDOOR CO uses merchant console to link your bank' })).status).toBe(
        201,
      );
    });

    it('wants the sub-merchant’s name for a link of a sub-merchant', async () => {
      const sub = svc.merchant.subMerchantIds[0];
      const parentName = await linkFor({ merchant_id: sub });
      expect(parentName.body.error).toMatchObject({ param: 'intro_text', code: 'missing_merchant_name' });
      expect(parentName.body.error.message).toContain("'Sub One'");
      const ok = await linkFor({ merchant_id: sub, intro_text: 'Sub One uses Merchant Console to connect your bank' });
      expect(ok.status).toBe(201);
      expect(ok.body.connect_link.merchant_id).toBe(sub);
    });

    it('wants the configured service name', async () => {
      const branded = await startTestService({ config: { serviceName: 'PayBridge' } });
      try {
        const eu = (await branded.request('POST', '/end-users/create', { body: endUserBody() })).body.end_user;
        const old = await branded.request('POST', '/connect/link/create', {
          body: { intro_text: INTRO, existing_end_user_id: eu.uuid },
        });
        expect(old.body.error).toMatchObject({ code: 'missing_service_name' });
        expect(old.body.error.message).toContain("'PayBridge'");
        const ok = await branded.request('POST', '/connect/link/create', {
          body: { intro_text: 'Acme Outdoor Co uses PayBridge to connect your bank', existing_end_user_id: eu.uuid },
        });
        expect(ok.status).toBe(201);
      } finally {
        await branded.close();
      }
    });

    it('is required', async () => {
      const res = await createLink({ existing_end_user_id: endUser.uuid });
      expect(res.body.error).toMatchObject({ param: 'intro_text', code: 'required' });
    });
  });

  it.each([
    'background_color',
    'button_color',
    'button_text_color',
    'content_box_text_color',
    'content_background_color',
  ])('400 naming %s for a colour that is not HEX', async (field) => {
    const res = await linkFor({ [field]: 'blue' });
    expect(res.status).toBe(400);
    expect(res.body.error.param).toBe(field);
    expect(res.body.error.message).toContain('HEX');
  });

  it.each([
    ['default_institution', 'ins_00000000-0000-4000-8000-00000000dead'],
    ['default_language', 'fr_FR'],
    ['redirect_url', 'ftp://merchant.example.com'],
    ['redirect_url', 'javascript:alert(1)'],
    ['redirect_url', 'not a url'],
    ['expiration_date', 'next week'],
    ['custom_confirmation_page', 'yes'],
    ['merchant_id', 'mer_not-mine'],
  ])('400 naming %s for %j', async (field, value) => {
    const res = await linkFor({ [field]: value });
    expect(res.status).toBe(400);
    expect(res.body.error.param).toBe(field);
  });

  it('a blank default_language means en_US; http redirect URLs are accepted', async () => {
    const res = await linkFor({ default_language: '', redirect_url: 'http://localhost:8080/back' });
    expect(res.body.connect_link).toMatchObject({
      default_language: 'en_US',
      redirect_url: 'http://localhost:8080/back',
    });
  });

  it('accepts custom_confirmation_page without a redirect_url (the spec sets no condition): the end user then sees our confirmation', async () => {
    const res = await linkFor({ custom_confirmation_page: true });
    expect(res.status).toBe(201);
    expect(res.body.connect_link).toMatchObject({ custom_confirmation_page: true, redirect_url: null });
  });

  it('references: 40 characters pass, 41 do not; metadata limits at and past the boundary', async () => {
    expect((await linkFor({ primary_reference: 'p'.repeat(40), secondary_reference: 's'.repeat(40) })).status).toBe(
      201,
    );
    const long = await linkFor({ primary_reference: 'p'.repeat(41), secondary_reference: 's'.repeat(41) });
    expect(params(long).sort()).toEqual(['primary_reference', 'secondary_reference']);
    const keys = (n: number) => Object.fromEntries(Array.from({ length: n }, (_, i) => [`k${i}`, 'v']));
    expect((await linkFor({ metadata: keys(50) })).status).toBe(201);
    expect((await linkFor({ metadata: keys(51) })).body.error.code).toBe('too_many_keys');
    expect((await linkFor({ metadata: { ['k'.repeat(40)]: 'v'.repeat(500) } })).status).toBe(201);
    const past = await linkFor({ metadata: { ['k'.repeat(41)]: 'v', long: 'v'.repeat(501) } });
    expect(past.body.error.details.map((d: { code: string }) => d.code).sort()).toEqual([
      'key_too_long',
      'value_too_long',
    ]);
  });

  it('lists every field error at once', async () => {
    const res = await createLink({
      existing_end_user_id: endUser.uuid,
      new_end_user_details: { type: 'INDIVIDUAL', first_name: 'A', last_name: 'B' },
      button_color: 'red',
      expiration_date: 'next week',
    });
    expect(res.status).toBe(400);
    expect(params(res).sort()).toEqual(
      ['button_color', 'expiration_date', 'intro_text', 'new_end_user_details'].sort(),
    );
  });

  it('400 naming every unknown reference, and no end user is left behind', async () => {
    const email = `orphan.${randomUUID()}@example.com`;
    const res = await createLink({
      intro_text: INTRO,
      default_institution: 'ins_unknown',
      new_end_user_details: { type: 'INDIVIDUAL', first_name: 'O', last_name: 'P', email },
    });
    expect(res.status).toBe(400);
    expect(params(res)).toEqual(['default_institution']);
    expect((await svc.request('GET', '/end-users/list', { query: { email } })).body.end_users).toEqual([]);
  });

  it('replays with an Idempotency-Key', async () => {
    const key = randomUUID();
    const body = { intro_text: INTRO, existing_end_user_id: endUser.uuid };
    const first = await svc.request('POST', '/connect/link/create', { body, headers: { 'Idempotency-Key': key } });
    const again = await svc.request('POST', '/connect/link/create', { body, headers: { 'Idempotency-Key': key } });
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(again.body.connect_link.uuid).toBe(first.body.connect_link.uuid);
  });

  it('needs write:connect', async () => {
    const m = await svc.newMerchant({ name: 'Acme Outdoor Co', scopes: ['read:connect', 'write:accounts'] });
    const eu = await newEndUser({}, m);
    const res = await createLink({ intro_text: INTRO, existing_end_user_id: eu.uuid }, m);
    expect(res.status).toBe(403);
  });
});

describe('expired', () => {
  it('turns true once the clock passes expiration_date', async () => {
    const timed = await startTestService({ manualClock: true });
    try {
      const clock = timed.clock as ManualClock;
      const eu = (await timed.request('POST', '/end-users/create', { body: endUserBody() })).body.end_user;
      const expiration = new Date(clock.now().getTime() + 3600_000).toISOString();
      const created = await timed.request('POST', '/connect/link/create', {
        body: { intro_text: INTRO, existing_end_user_id: eu.uuid, expiration_date: expiration },
      });
      expect(created.body.connect_link.expired).toBe(false);
      const uuid = created.body.connect_link.uuid;
      clock.advance(3599_000);
      expect((await timed.request('GET', `/connect/link/${uuid}`)).body.connect_link.expired).toBe(false);
      clock.advance(1000);
      expect((await timed.request('GET', `/connect/link/${uuid}`)).body.connect_link.expired).toBe(true);
      expect((await timed.request('GET', '/connect/link/list')).body.connect_links[0]).toMatchObject({
        uuid,
        expired: true,
      });
      // A past expiration_date is no error (the spec sets no rule): the link is expired from the start.
      const late = await timed.request('POST', '/connect/link/create', {
        body: { intro_text: INTRO, existing_end_user_id: eu.uuid, expiration_date: expiration },
      });
      expect(late.status).toBe(201);
      expect(late.body.connect_link).toMatchObject({ expired: true, expiration_date: expiration });
    } finally {
      await timed.close();
    }
  });
});

describe('GET /connect/link/{uuid}', () => {
  it('returns the link', async () => {
    const link = (await linkFor({ default_institution: svc.institutions[0].id })).body.connect_link;
    const res = await svc.request('GET', `/connect/link/${link.uuid}`);
    expect(res.status).toBe(200);
    expect(res.body.connect_link).toEqual(link);
  });

  it('404 for an unknown id and for another merchant’s link', async () => {
    const theirEndUser = await newEndUser({}, svc.other);
    const theirs = await createLink(
      { intro_text: 'Other Merchant Inc uses Merchant Console for your bank', existing_end_user_id: theirEndUser.uuid },
      svc.other,
    );
    expect(theirs.status).toBe(201);
    expect((await svc.request('GET', `/connect/link/${theirs.body.connect_link.uuid}`)).status).toBe(404);
    expect((await svc.request('GET', '/connect/link/clk_00000000-0000-4000-8000-000000000000')).status).toBe(404);
  });
});

describe('GET /connect/link/list', () => {
  let m: TestMerchant;
  const intro = 'Link Filters Ltd uses Merchant Console to reach your bank';
  let users: Record<'ana' | 'ben', { uuid: string; code: string }>;
  let links: Record<'l1' | 'l2' | 'l3', { uuid: string; code: string }>;
  const uuids = async (query: Record<string, string | number>) => {
    const res = await svc.as(m)('GET', '/connect/link/list', { query });
    expect(res.status).toBe(200);
    return (res.body.connect_links as { uuid: string }[]).map((x) => x.uuid).sort();
  };
  const ids = (...keys: (keyof typeof links)[]) => keys.map((k) => links[k].uuid).sort();
  const make = async (body: Record<string, unknown>) => {
    const res = await createLink({ intro_text: intro, ...body }, m);
    expect(res.status).toBe(201);
    return res.body.connect_link;
  };

  beforeAll(async () => {
    m = await svc.newMerchant({ name: 'Link Filters Ltd' });
    users = {
      ana: await newEndUser({ email: 'Ana.Link@Example.com', local_id: 'LL-1' }, m),
      ben: await newEndUser({ email: 'ben.link@example.com', local_id: 'LL-2' }, m),
    };
    links = {
      l1: await make({ existing_end_user_id: users.ana.uuid, primary_reference: 'P-1', secondary_reference: 'S-1' }),
      l2: await make({ existing_end_user_id: users.ana.uuid, primary_reference: 'P-2' }),
      l3: await make({
        existing_end_user_id: users.ben.uuid,
        primary_reference: 'P-1',
        secondary_reference: 'S-3',
        merchant_id: m.subMerchantIds[1],
        intro_text: 'Sub Two uses Merchant Console to reach your bank account',
      }),
    };
    const set = (id: string, values: Partial<typeof connectLinks.$inferInsert>) =>
      svc.database.db.update(connectLinks).set(values).where(eq(connectLinks.id, id));
    await set(links.l1.uuid, { dateCreated: new Date('2026-04-01T09:00:00Z') });
    await set(links.l2.uuid, { dateCreated: new Date('2026-04-02T09:00:00Z'), deliveryStatus: 'OPENED' });
    await set(links.l3.uuid, { dateCreated: new Date('2026-04-03T09:00:00Z'), deliveryStatus: 'COMPLETED' });
  });

  it('returns the merchant’s links newest first', async () => {
    const res = await svc.as(m)('GET', '/connect/link/list');
    expect(res.body.connect_links.map((l: { uuid: string }) => l.uuid)).toEqual([
      links.l3.uuid,
      links.l2.uuid,
      links.l1.uuid,
    ]);
    expect(res.body.page_info).toEqual({ has_next_page: false, page: 1, page_size: 1000 });
  });

  it.each([
    [{ delivery_status: 'CREATED' }, ['l1']],
    [{ delivery_status: 'OPENED' }, ['l2']],
    [{ delivery_status: 'COMPLETED' }, ['l3']],
    [{ primary_reference: 'P-1' }, ['l1', 'l3']],
    [{ secondary_reference: 'S-3' }, ['l3']],
    [{ date_from: '2026-04-02' }, ['l2', 'l3']],
    [{ date_to: '2026-04-02' }, ['l1', 'l2']],
    [{ date_from: '2026-04-02', date_to: '2026-04-02' }, ['l2']],
    [{ end_user_email: 'ANA.LINK@example.com' }, ['l1', 'l2']],
    [{ end_user_local_id: 'LL-2' }, ['l3']],
    [{ primary_reference: 'P-1', delivery_status: 'CREATED' }, ['l1']],
  ] as [Record<string, string>, (keyof typeof links)[]][])('filter %j narrows to %j', async (query, expected) => {
    expect(await uuids(query)).toEqual(ids(...expected));
  });

  it('filters by uuid, code, end user uuid and code, and merchant_id', async () => {
    expect(await uuids({ uuid: links.l2.uuid })).toEqual(ids('l2'));
    expect(await uuids({ code: links.l3.code })).toEqual(ids('l3'));
    expect(await uuids({ end_user_uuid: users.ana.uuid })).toEqual(ids('l1', 'l2'));
    expect(await uuids({ end_user_code: users.ben.code })).toEqual(ids('l3'));
    expect(await uuids({ merchant_id: m.subMerchantIds[1] })).toEqual(ids('l3'));
    expect(await uuids({ merchant_id: m.merchantId })).toEqual(ids('l1', 'l2'));
  });

  it('never shows another merchant’s links', async () => {
    const theirEndUser = await newEndUser({ email: 'ana.link@example.com' }, svc.other);
    const theirs = await createLink(
      {
        intro_text: 'Other Merchant Inc uses Merchant Console for your bank',
        existing_end_user_id: theirEndUser.uuid,
        primary_reference: 'P-1',
      },
      svc.other,
    );
    expect(await uuids({ uuid: theirs.body.connect_link.uuid })).toEqual([]);
    expect(await uuids({ end_user_email: 'ana.link@example.com' })).toEqual(ids('l1', 'l2'));
    expect(await uuids({ primary_reference: 'P-1' })).toEqual(ids('l1', 'l3'));
  });

  it('pages are disjoint and complete, has_next_page exact', async () => {
    const p1 = await svc.as(m)('GET', '/connect/link/list', { query: { page_size: 2, page: 1 } });
    const p2 = await svc.as(m)('GET', '/connect/link/list', { query: { page_size: 2, page: 2 } });
    expect([p1.body.page_info.has_next_page, p2.body.page_info.has_next_page]).toEqual([true, false]);
    expect([...p1.body.connect_links, ...p2.body.connect_links].map((l: { uuid: string }) => l.uuid)).toEqual([
      links.l3.uuid,
      links.l2.uuid,
      links.l1.uuid,
    ]);
  });

  it.each([
    [{ delivery_status: 'SENT' }, 'delivery_status'],
    [{ date_to: 'soon' }, 'date_to'],
    [{ page: 0 }, 'page'],
    [{ expired: 'true' }, 'expired'],
  ] as [Record<string, string | number>, string][])('400 for %j naming %s', async (query, param) => {
    const res = await svc.as(m)('GET', '/connect/link/list', { query });
    expect(res.status).toBe(400);
    expect(res.body.error.param).toBe(param);
  });

  it('needs read:connect', async () => {
    const accountsOnly = await svc.newMerchant({ scopes: ['read:accounts'] });
    expect((await svc.as(accountsOnly)('GET', '/connect/link/list')).status).toBe(403);
  });
});
