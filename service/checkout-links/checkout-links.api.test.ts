import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkoutLinks, endUsers, ledgerEntries } from '../db/schema';
import { fundCheckoutPayment } from '../transactions/lifecycle';
import { insertAccount, insertEndUser, transactionRow } from '../test/fixtures';
import { endUserBody, startTestService, type TestMerchant, type TestService } from '../test/harness';

let svc: TestService;
let endUserId: string;

beforeAll(async () => {
  svc = await startTestService();
  endUserId = (await insertEndUser(svc.database.db, svc.merchant)).id;
});
afterAll(() => svc.close());

const db = () => svc.database.db;
const body = (overrides: Record<string, unknown> = {}) => ({
  existing_end_user_id: endUserId,
  link_name: 'Order #6735',
  transaction: {
    tenant_id: svc.merchant.tenantIds[0],
    amount: 4200,
    description: 'Two tents',
    statement_descriptor: 'ACME STORE',
    auto_send_receipt: true,
  },
  ...overrides,
});
const create = (overrides: Record<string, unknown> = {}, m?: TestMerchant) =>
  (m ? svc.as(m) : svc.request)('POST', '/checkout/link/create', { body: body(overrides) });
const params = (res: { body: { error: { details: { param: string }[] } } }) =>
  res.body.error.details.map((d) => d.param);

describe('POST /checkout/link/create', () => {
  it('creates a link with a PENDING CHECKOUT_LINK payment that waits for the end user (no processing yet)', async () => {
    const res = await create({
      link_description: 'Tents',
      primary_reference: 'CHK-1',
      redirect_url: 'https://merchant.example.com/paid',
      metadata: { cart: '9' },
    });
    expect(res.status).toBe(201);
    const link = res.body.checkout_link;
    expect(link.uuid).toMatch(/^chk_/);
    expect(link.code).toMatch(/^CHK-/);
    expect(link).toMatchObject({
      delivery_status: 'CREATED',
      link_name: 'Order #6735',
      link_description: 'Tents',
      background_color: null,
      sidebar_background_color: '#f2f2f2',
      sidebar_text_color: '#333333',
      main_content_box_background_color: '#ffffff',
      main_content_box_text_color: '#333333',
      button_color: null,
      button_text_color: null,
      default_institution: null,
      default_language: 'en_US',
      primary_reference: 'CHK-1',
      secondary_reference: null,
      redirect_url: 'https://merchant.example.com/paid',
      expiration_date: null,
      expired: false,
      custom_confirmation_page: false,
      metadata: { cart: '9' },
      merchant_id: svc.merchant.merchantId,
    });
    expect(link.end_user.uuid).toBe(endUserId);
    expect(link.transaction).toMatchObject({
      type: 'PAYMENT',
      status: 'PENDING',
      creation_source: 'CHECKOUT_LINK',
      amount: 4200,
      description: 'Two tents',
      statement_descriptor: 'ACME STORE',
      auto_send_receipt: true,
      funding_source: null,
      total_fee: null,
      currency: { code: 'USD' },
    });
    const row = await transactionRow(db(), link.transaction.uuid);
    expect(row.processAfter).toBeNull();
    expect(row.originEndUserId).toBe(endUserId);
    expect(await db().select().from(ledgerEntries).where(eq(ledgerEntries.transactionId, row.id))).toEqual([]);
  });

  it('puts an unguessable public token in the url, never the code', async () => {
    const res = await create();
    const link = res.body.checkout_link;
    const [row] = await db().select().from(checkoutLinks).where(eq(checkoutLinks.id, link.uuid));
    expect(link.url).toBe(`${svc.config.publicUrl}/checkout/${row.publicToken}`);
    expect(row.publicToken.length).toBeGreaterThanOrEqual(32);
    expect(link.url).not.toContain(link.code);
  });

  it('keeps given colours and language, and the default institution', async () => {
    const res = await create({
      background_color: '0A2540',
      button_color: '#FFF',
      sidebar_text_color: '#111111',
      default_language: 'es_CO',
      default_institution: svc.institutions[0].id,
    });
    expect(res.body.checkout_link).toMatchObject({
      background_color: '#0a2540',
      button_color: '#fff',
      sidebar_text_color: '#111111',
      sidebar_background_color: '#f2f2f2',
      default_language: 'es_CO',
      default_institution: svc.institutions[0].id,
    });
    expect((await create({ default_language: '' })).body.checkout_link.default_language).toBe('en_US');
  });

  it('creates the end user from new_end_user_details with creation_source CHECKOUT_LINK', async () => {
    const res = await create({
      existing_end_user_id: undefined,
      new_end_user_details: endUserBody({ email: 'new.payer@example.com' }),
    });
    expect(res.status).toBe(201);
    const [eu] = await db().select().from(endUsers).where(eq(endUsers.id, res.body.checkout_link.end_user.uuid));
    expect(eu).toMatchObject({ email: 'new.payer@example.com', creationSource: 'CHECKOUT_LINK' });
  });

  it('splits the payment when the transaction has additional_recipients', async () => {
    const res = await create({
      transaction: {
        ...body().transaction,
        additional_recipients: [{ merchant_uuid: svc.merchant.subMerchantIds[0], amount: '10%' }],
      },
    });
    expect(res.status).toBe(201);
    expect(res.body.checkout_link.transaction.additional_recipients.map((r: { amount: number }) => r.amount)).toEqual([
      420, 3780,
    ]);
  });

  it('once the end user pays, the payment is funded, posted and queued for processing (once)', async () => {
    const res = await create();
    const account = await insertAccount(db(), svc.merchant);
    const id = res.body.checkout_link.transaction.uuid;
    const now = new Date();
    const funded = await db().transaction((tx) => fundCheckoutPayment(tx, id, account, now));
    expect(funded).toMatchObject({ originAccountId: account.id, originEndUserId: endUserId });
    expect(funded!.processAfter?.getTime()).toBe(now.getTime());
    const ledger = await db()
      .select()
      .from(ledgerEntries)
      .where(eq(ledgerEntries.transactionId, id))
      .orderBy(ledgerEntries.id);
    expect(ledger.map((l) => [l.ledgerAccount, l.amount])).toEqual([
      [`account:${account.id}`, -4200],
      [`merchant:${svc.merchant.merchantId}`, 4200],
    ]);
    expect(await db().transaction((tx) => fundCheckoutPayment(tx, id, account, now))).toBeUndefined();
  });

  it('400: exactly one of existing_end_user_id and new_end_user_details', async () => {
    const neither = await create({ existing_end_user_id: undefined });
    expect(neither.status).toBe(400);
    expect(params(neither)).toEqual(['existing_end_user_id']);
    const both = await create({ new_end_user_details: endUserBody() });
    expect(both.body.error.details[0]).toMatchObject({ param: 'new_end_user_details', code: 'mutually_exclusive' });
  });

  it('400 naming every field at fault, transaction fields prefixed', async () => {
    const foreignUser = await insertEndUser(db(), svc.other);
    const res = await create({
      existing_end_user_id: foreignUser.id,
      default_institution: 'ins_nope',
      transaction: {
        tenant_id: 'ten_nope',
        amount: 100,
        additional_recipients: [{ merchant_uuid: svc.other.merchantId, amount: '5%' }],
      },
    });
    expect(res.status).toBe(400);
    expect(params(res).sort()).toEqual(
      [
        'default_institution',
        'existing_end_user_id',
        'transaction.additional_recipients[0].merchant_uuid',
        'transaction.tenant_id',
      ].sort(),
    );
  });

  it.each<[Record<string, unknown>, string]>([
    [{ link_name: undefined }, 'link_name'],
    [{ link_name: 'x'.repeat(101) }, 'link_name'],
    [{ transaction: undefined }, 'transaction'],
    [{ transaction: { tenant_id: 'x' } }, 'transaction.amount'],
    [{ transaction: { amount: 100 } }, 'transaction.tenant_id'],
    [{ transaction: { tenant_id: 'x', amount: 100, statement_descriptor: '1' } }, 'transaction.statement_descriptor'],
    [{ background_color: 'blue' }, 'background_color'],
    [{ sidebar_background_color: '#12345' }, 'sidebar_background_color'],
    [{ redirect_url: 'ftp://x' }, 'redirect_url'],
    [{ default_language: 'fr_FR' }, 'default_language'],
    [{ expiration_date: 'tomorrow' }, 'expiration_date'],
    [{ primary_reference: 'x'.repeat(41) }, 'primary_reference'],
    [{ merchant_id: 'mer_nope' }, 'merchant_id'],
  ])('400 for %j naming %s', async (overrides, param) => {
    const res = await create(overrides);
    expect(res.status).toBe(400);
    expect(params(res)).toContain(param);
  });

  it('accepts a past expiration_date (expired from the start) and custom_confirmation_page without a redirect_url: the spec sets no rule on either', async () => {
    const res = await create({ expiration_date: '2020-01-01T00:00:00Z', custom_confirmation_page: true });
    expect(res.status).toBe(201);
    expect(res.body.checkout_link).toMatchObject({ expired: true, custom_confirmation_page: true, redirect_url: null });
  });

  it('a future expiration_date: expired false; once past: expired true', async () => {
    const soon = new Date(Date.now() + 1500).toISOString();
    const res = await create({ expiration_date: soon });
    expect(res.body.checkout_link).toMatchObject({ expired: false, expiration_date: soon });
    await new Promise((r) => setTimeout(r, 1600));
    expect((await svc.request('GET', `/checkout/link/${res.body.checkout_link.uuid}`)).body.checkout_link.expired).toBe(
      true,
    );
  });

  it('is scoped by write:connect', async () => {
    const limited = await svc.newMerchant({ scopes: ['write:payments', 'read:connect'] });
    expect((await svc.as(limited)('POST', '/checkout/link/create', { body: body() })).status).toBe(403);
  });
});

describe('GET /checkout/link/list/ and /checkout/link/{uuid}', () => {
  let m: TestMerchant;
  const ids: Record<string, string> = {};
  let eu1: Awaited<ReturnType<typeof insertEndUser>>;

  beforeAll(async () => {
    m = await svc.newMerchant();
    eu1 = await insertEndUser(db(), m, { email: 'Buyer.One@example.com', localId: 'L-1' });
    const eu2 = await insertEndUser(db(), m, { email: 'two@example.com', localId: 'L-2' });
    const make = async (key: string, overrides: Record<string, unknown>, at: string) => {
      const res = await create({ transaction: { tenant_id: m.tenantIds[0], amount: 100 }, ...overrides }, m);
      expect(res.status).toBe(201);
      ids[key] = res.body.checkout_link.uuid;
      await db()
        .update(checkoutLinks)
        .set({ dateCreated: new Date(at) })
        .where(eq(checkoutLinks.id, ids[key]));
    };
    await make(
      'a',
      {
        existing_end_user_id: eu1.id,
        primary_reference: 'R-A',
        button_color: '#00ff00',
        default_institution: svc.institutions[1].id,
      },
      '2026-04-01T00:00:00Z',
    );
    await make(
      'b',
      { existing_end_user_id: eu2.id, secondary_reference: 'S-B', merchant_id: m.subMerchantIds[0] },
      '2026-04-02T00:00:00Z',
    );
    await make('c', { existing_end_user_id: eu1.id }, '2026-04-03T00:00:00Z');
    await db().update(checkoutLinks).set({ deliveryStatus: 'OPENED' }).where(eq(checkoutLinks.id, ids.c));
  });

  const uuids = async (query: Record<string, string> = {}, path = '/checkout/link/list/') => {
    const res = await svc.as(m)('GET', path, { query });
    expect(res.status).toBe(200);
    return res.body.checkout_links.map((l: { uuid: string }) => l.uuid);
  };

  it.each(['/checkout/link/list/', '/checkout/link/list'])(
    '%s lists newest first in the spec’s list form',
    async (path) => {
      const res = await svc.as(m)('GET', path);
      expect(res.status).toBe(200);
      expect(res.body.checkout_links.map((l: { uuid: string }) => l.uuid)).toEqual([ids.c, ids.b, ids.a]);
      expect(res.body.page_info).toEqual({ has_next_page: false, page: 1, page_size: 1000 });
      const a = res.body.checkout_links[2];
      expect(a).toMatchObject({
        button_color: { hex: '#00ff00' },
        background_color: null,
        sidebar_background_color: { hex: '#f2f2f2' },
        default_institution: { uuid: svc.institutions[1].id, name: svc.institutions[1].name },
        default_language: { code: 'en_US' },
        delivery_status: 'CREATED',
      });
      expect(a.transaction.uuid).toMatch(/^trx_/);
    },
  );

  it('filters like connect links', async () => {
    expect(await uuids({ delivery_status: 'OPENED' })).toEqual([ids.c]);
    expect(await uuids({ delivery_status: 'OPENNED' })).toEqual([ids.c]);
    expect(await uuids({ delivery_status: 'created' })).toEqual([ids.b, ids.a]);
    expect(await uuids({ uuid: ids.b })).toEqual([ids.b]);
    expect(await uuids({ uuid: ids.b.replace('chk_', 'chl_') })).toEqual([ids.b]);
    expect(await uuids({ primary_reference: 'R-A' })).toEqual([ids.a]);
    expect(await uuids({ secondary_reference: 'S-B' })).toEqual([ids.b]);
    expect(await uuids({ date_from: '2026-04-02' })).toEqual([ids.c, ids.b]);
    expect(await uuids({ date_to: '2026-04-02' })).toEqual([ids.b, ids.a]);
    expect(await uuids({ end_user_uuid: eu1.id })).toEqual([ids.c, ids.a]);
    expect(await uuids({ end_user_code: eu1.code })).toEqual([ids.c, ids.a]);
    expect(await uuids({ end_user_email: 'buyer.one@EXAMPLE.com' })).toEqual([ids.c, ids.a]);
    expect(await uuids({ end_user_local_id: 'L-2' })).toEqual([ids.b]);
    expect(await uuids({ merchant_id: m.subMerchantIds[0] })).toEqual([ids.b]);
    const code = (await svc.as(m)('GET', `/checkout/link/${ids.a}`)).body.checkout_link.code;
    expect(await uuids({ code })).toEqual([ids.a]);
  });

  it('400 for an unknown filter or status', async () => {
    expect(
      (await svc.as(m)('GET', '/checkout/link/list/', { query: { delivery_status: 'SENT' } })).body.error.param,
    ).toBe('delivery_status');
    expect((await svc.as(m)('GET', '/checkout/link/list/', { query: { status: 'x' } })).body.error.param).toBe(
      'status',
    );
  });

  it('GET by uuid (chl_ accepted) in the create form; 404 for another merchant', async () => {
    const res = await svc.as(m)('GET', `/checkout/link/${ids.a.replace('chk_', 'chl_')}`);
    expect(res.status).toBe(200);
    expect(res.body.checkout_link).toMatchObject({
      uuid: ids.a,
      button_color: '#00ff00',
      default_institution: svc.institutions[1].id,
      default_language: 'en_US',
    });
    expect((await svc.request('GET', `/checkout/link/${ids.a}`)).status).toBe(404);
  });

  it('needs read:connect', async () => {
    const limited = await svc.newMerchant({ scopes: ['read:payments'] });
    expect((await svc.as(limited)('GET', '/checkout/link/list/')).status).toBe(403);
  });
});
