import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, checkoutLinks, connectLinks, endUsers, transactions } from '../db/schema';
import { ManualClock } from '../lib/clock';
import { newCode, newId, newPublicToken } from '../lib/ids';
import { insertPayment, planPayment } from '../payments/create';
import { insertAccount, transactionRow } from '../test/fixtures';
import { endUserBody, startTestService, type TestService } from '../test/harness';
import { createHostedPages, type HostedPages } from './index';
import { HostedRateLimiter } from './rate-limit';

let svc: TestService;
let clock: ManualClock;
let hosted: HostedPages;
let endUser: { uuid: string };

const INTRO = 'Acme Outdoor Co uses Merchant Console to link your bank';
const US_BANK = 'ins_00000000-0000-4000-8000-000000000001';
const VALIDATING_BANK = 'ins_00000000-0000-4000-8000-000000000003';
const CO_BANK = 'ins_00000000-0000-4000-8000-000000000005';
const ip = '203.0.113.7';
const db = () => svc.database.db;

beforeAll(async () => {
  clock = new ManualClock('2026-05-04T09:30:00.000Z');
  svc = await startTestService({ clock });
  hosted = createHostedPages({
    db: db(),
    clock,
    serviceName: 'Merchant Console',
    limiter: new HostedRateLimiter({ windowMs: 60_000, perIpAndLink: 1000, perIp: 1000 }),
  });
  const res = await svc.request('POST', '/end-users/create', {
    body: endUserBody({ first_name: 'Lucía', last_name: 'Pérez' }),
  });
  endUser = res.body.end_user;
});
afterAll(() => svc.close());

async function connectLink(body: Record<string, unknown> = {}) {
  const res = await svc.request('POST', '/connect/link/create', {
    body: { intro_text: INTRO, existing_end_user_id: endUser.uuid, ...body },
  });
  expect(res.status).toBe(201);
  const link = res.body.connect_link;
  return { ...link, token: new URL(link.url).pathname.split('/').pop() as string };
}

const usAccount = (overrides: Record<string, unknown> = {}) => ({
  institution_id: US_BANK,
  account_number: `0001${Math.floor(Math.random() * 1e8)}`,
  routing_number: '011000015',
  type: 'DEPOSITORY',
  subtype: 'SAVINGS',
  consent: 'on',
  ...overrides,
});

async function openConnect(token: string) {
  const page = await hosted.openConnect(token);
  if (page.status !== 'open') throw new Error(`link not open: ${page.status}`);
  return page;
}

describe('hosted Connect page', () => {
  it('opens (CREATED → OPENED) in the link language with its colours, and connects an account with a full redirect', async () => {
    const link = await connectLink({
      default_language: 'es_CO',
      button_color: '#123456',
      redirect_url: 'https://shop.example/connected?from=link',
      custom_confirmation_page: true,
    });
    const page = await openConnect(link.token);
    expect(page).toMatchObject({
      language: 'es_CO',
      merchantName: 'Acme Outdoor Co',
      introText: INTRO,
      endUserName: 'Lucía Pérez',
    });
    expect(page.colors).toMatchObject({ button: '#123456', buttonText: '#ffffff' });
    expect(page.institutions.map((i) => i.id)).toContain(CO_BANK);
    expect((await svc.request('GET', `/connect/link/${link.uuid}`)).body.connect_link.delivery_status).toBe('OPENED');

    const result = await hosted.submitConnect(link.token, usAccount({ account_number: '000123456789' }), {
      formToken: page.formToken,
      ip,
    });
    expect(result.status).toBe('connected');
    if (result.status !== 'connected') return;
    expect(result.showConfirmation).toBe(false);
    const url = new URL(result.redirectTo!);
    expect(url.origin + url.pathname).toBe('https://shop.example/connected');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      from: 'link',
      ac: result.account.code,
      al4: '6789',
      ain: 'First Sandbox Bank',
      as: 'CONNECTED',
      aid: result.account.id,
      clid: link.uuid,
    });

    const account = (await svc.request('GET', `/accounts/${result.account.id}`)).body.account;
    expect(account).toMatchObject({
      current_status: 'CONNECTED',
      last_4: '6789',
      subtype: 'SAVINGS',
      source_connect_link: link.uuid,
      creation_source: 'CONNECT_LINK',
    });
    expect(account.end_user.uuid).toBe(endUser.uuid);
    const after = (await svc.request('GET', `/connect/link/${link.uuid}`)).body.connect_link;
    expect(after).toMatchObject({ delivery_status: 'COMPLETED', account: { uuid: result.account.id } });

    // Used once: the page and a second submit say so, and no second account appears.
    expect(await hosted.openConnect(link.token)).toMatchObject({ status: 'completed', language: 'es_CO' });
    expect(await hosted.submitConnect(link.token, usAccount(), { formToken: page.formToken, ip })).toEqual({
      status: 'completed',
    });
    expect(await db().select().from(accounts).where(eq(accounts.sourceConnectLinkId, link.uuid))).toHaveLength(1);
  });

  it('shows its own confirmation unless custom_confirmation_page, and holds accounts at validating banks VERIFICATION_PENDING', async () => {
    const link = await connectLink({ redirect_url: 'https://shop.example/done' });
    const page = await openConnect(link.token);
    const result = await hosted.submitConnect(link.token, usAccount({ institution_id: VALIDATING_BANK }), {
      formToken: page.formToken,
      ip,
    });
    expect(result).toMatchObject({
      status: 'connected',
      showConfirmation: true,
      account: { status: 'VERIFICATION_PENDING', requiresValidation: true },
    });
    if (result.status === 'connected')
      expect(new URL(result.redirectTo!).searchParams.get('as')).toBe('VERIFICATION_PENDING');
  });

  it('lists every field error as a code, and needs no routing number at a Colombian bank', async () => {
    const link = await connectLink();
    const page = await openConnect(link.token);
    const bad = await hosted.submitConnect(
      link.token,
      { institution_id: US_BANK, account_number: '12', routing_number: '123456789', subtype: 'CRYPTO' },
      { formToken: page.formToken, ip },
    );
    expect(bad).toEqual({
      status: 'invalid',
      errors: {
        account_number: 'invalid_account_number',
        routing_number: 'invalid_routing_number',
        subtype: 'invalid_choice',
        consent: 'consent_required',
      },
    });
    const ok = await hosted.submitConnect(
      link.token,
      { institution_id: CO_BANK, account_number: '4455667788', consent: 'on' },
      { formToken: page.formToken, ip },
    );
    expect(ok).toMatchObject({
      status: 'connected',
      account: { status: 'CONNECTED', institutionName: 'Banco Sandbox de Colombia' },
    });
  });

  it('refuses forged or stale form tokens, and tokens of another link', async () => {
    const link = await connectLink();
    const other = await connectLink();
    const page = await openConnect(link.token);
    const otherPage = await openConnect(other.token);
    expect(await hosted.submitConnect(link.token, usAccount(), { formToken: 'nope', ip })).toEqual({
      status: 'forbidden',
    });
    expect(await hosted.submitConnect(link.token, usAccount(), { formToken: otherPage.formToken, ip })).toEqual({
      status: 'forbidden',
    });
    clock.advance(3 * 60 * 60 * 1000);
    expect(await hosted.submitConnect(link.token, usAccount(), { formToken: page.formToken, ip })).toEqual({
      status: 'forbidden',
    });
  });

  it('says expired for an expired link, not found for an unknown token, and leaves the status alone', async () => {
    const link = await connectLink({ expiration_date: new Date(clock.now().getTime() + 60_000).toISOString() });
    clock.advance(60_000);
    expect(await hosted.openConnect(link.token)).toMatchObject({ status: 'expired', merchantName: 'Acme Outdoor Co' });
    expect((await svc.request('GET', `/connect/link/${link.uuid}`)).body.connect_link.delivery_status).toBe('CREATED');
    expect(await hosted.openConnect(newPublicToken())).toMatchObject({ status: 'not_found' });
    expect(await hosted.openConnect("' or 1=1 --")).toMatchObject({ status: 'not_found' });
  });

  it('rate limits submissions per IP and link', async () => {
    const limited = createHostedPages({
      db: db(),
      clock,
      serviceName: 'Merchant Console',
      limiter: new HostedRateLimiter({ windowMs: 60_000, perIpAndLink: 3, perIp: 5 }),
    });
    const link = await connectLink();
    const page = await openConnect(link.token);
    const bad = { institution_id: US_BANK, account_number: '1' };
    for (let i = 0; i < 3; i++)
      expect((await limited.submitConnect(link.token, bad, { formToken: page.formToken, ip })).status).toBe('invalid');
    expect(await limited.submitConnect(link.token, bad, { formToken: page.formToken, ip })).toMatchObject({
      status: 'rate_limited',
      retryAfterSeconds: 60,
    });
    expect(
      (await limited.submitConnect(link.token, bad, { formToken: page.formToken, ip: '198.51.100.1' })).status,
    ).toBe('invalid');
    clock.advance(60_000);
    expect((await limited.submitConnect(link.token, bad, { formToken: page.formToken, ip })).status).toBe('invalid');
  });
});

/** A checkout link with its PENDING payment, written the way the create endpoint writes them. */
async function checkoutLink(overrides: Partial<typeof checkoutLinks.$inferInsert> = {}) {
  const now = clock.now();
  const input = {
    tenant_id: svc.merchant.tenantIds[0],
    amount: 125_050,
    description: 'Guided hike, 2 people',
    currency: 'USD',
  };
  const plan = await planPayment(db(), svc.merchant.merchantId, input, { now });
  const { row } = await insertPayment(db(), svc.merchant.merchantId, plan, input, {
    now,
    creationSource: 'CHECKOUT_LINK',
    processAfter: null,
    endUserId: endUser.uuid,
  });
  const token = newPublicToken();
  const [link] = await db()
    .insert(checkoutLinks)
    .values({
      id: newId('chk'),
      code: newCode('CHK'),
      publicToken: token,
      merchantId: svc.merchant.merchantId,
      ownerMerchantId: svc.merchant.merchantId,
      endUserId: endUser.uuid,
      transactionId: row.id,
      linkName: 'Trail day',
      dateCreated: now,
      dateUpdated: now,
      ...overrides,
    })
    .returning();
  return { link, token, paymentId: row.id };
}

async function openCheckout(token: string) {
  const page = await hosted.openCheckout(token);
  if (page.status !== 'open') throw new Error(`link not open: ${page.status}`);
  return page;
}

describe('hosted Checkout page', () => {
  it('shows the amount with the spec 2.7 default colours, pays from a connected account and queues the payment', async () => {
    const { link, token, paymentId } = await checkoutLink({
      redirectUrl: 'https://shop.example/paid',
      customConfirmationPage: true,
    });
    const [holder] = await db().select().from(endUsers).where(eq(endUsers.id, endUser.uuid));
    const payer = await insertAccount(db(), svc.merchant, { endUser: holder });
    const page = await openCheckout(token);
    expect(page).toMatchObject({
      amount: 125_050,
      currency: 'USD',
      linkName: 'Trail day',
      paymentDescription: 'Guided hike, 2 people',
      merchantName: 'Acme Outdoor Co',
    });
    expect(page.colors).toMatchObject({
      sidebarBackground: '#f2f2f2',
      sidebarText: '#333333',
      mainBackground: '#ffffff',
      mainText: '#333333',
    });
    expect(page.accounts.map((a) => a.id)).toContain(payer.id);
    expect(page.institutions.every((i) => i.country === 'USA')).toBe(true);
    expect((await db().select().from(checkoutLinks).where(eq(checkoutLinks.id, link.id)))[0].deliveryStatus).toBe(
      'OPENED',
    );

    expect(await hosted.payCheckout(token, { account_id: payer.id }, { formToken: page.formToken, ip })).toEqual({
      status: 'invalid',
      errors: { consent: 'consent_required' },
    });
    const result = await hosted.payCheckout(
      token,
      { account_id: payer.id, consent: 'on' },
      { formToken: page.formToken, ip },
    );
    expect(result).toMatchObject({
      status: 'paid',
      showConfirmation: false,
      payment: { id: paymentId, status: 'PENDING' },
    });
    if (result.status !== 'paid') return;
    expect(Object.fromEntries(new URL(result.redirectTo!).searchParams)).toEqual({
      reference: paymentId,
      status: 'PENDING',
      account_code: payer.code,
    });
    const payment = await transactionRow(db(), paymentId);
    expect(payment.originAccountId).toBe(payer.id);
    expect(payment.processAfter?.toISOString()).toBe(clock.now().toISOString());
    expect((await db().select().from(checkoutLinks).where(eq(checkoutLinks.id, link.id)))[0].deliveryStatus).toBe(
      'COMPLETED',
    );

    // Paid once: a second submit pays nothing.
    expect(
      await hosted.payCheckout(token, { account_id: payer.id, consent: 'on' }, { formToken: page.formToken, ip }),
    ).toEqual({ status: 'completed' });
    expect(await hosted.openCheckout(token)).toMatchObject({ status: 'completed' });
  });

  it('connects a new account first, refuses another end user’s account, and waits on accounts being validated', async () => {
    const { token, paymentId } = await checkoutLink();
    const stranger = await insertAccount(db(), svc.merchant);
    const page = await openCheckout(token);
    expect(
      await hosted.payCheckout(token, { account_id: stranger.id, consent: 'on' }, { formToken: page.formToken, ip }),
    ).toEqual({
      status: 'invalid',
      errors: { account_id: 'unknown_account' },
    });
    const pending = await hosted.payCheckout(
      token,
      { account: usAccount({ institution_id: VALIDATING_BANK }) },
      { formToken: page.formToken, ip },
    );
    expect(pending).toMatchObject({
      status: 'account_pending',
      account: { institutionName: 'Verification Savings Bank' },
    });
    expect(
      await hosted.payCheckout(
        token,
        { account: usAccount({ institution_id: CO_BANK }) },
        { formToken: page.formToken, ip },
      ),
    ).toEqual({
      status: 'invalid',
      errors: { institution_id: 'currency_mismatch' },
    });
    const paid = await hosted.payCheckout(
      token,
      { account: usAccount({ account_number: '99887766' }) },
      { formToken: page.formToken, ip },
    );
    expect(paid).toMatchObject({
      status: 'paid',
      showConfirmation: true,
      redirectTo: null,
      account: { last4: '7766', institutionName: 'First Sandbox Bank' },
    });
    const payment = await transactionRow(db(), paymentId);
    const [funding] = await db().select().from(accounts).where(eq(accounts.id, payment.originAccountId!));
    expect(funding).toMatchObject({
      endUserId: endUser.uuid,
      currentStatus: 'CONNECTED',
      creationSource: 'CHECKOUT_LINK',
    });
  });

  it('says expired once the link expires', async () => {
    const { token } = await checkoutLink({ expirationDate: new Date(clock.now().getTime() + 1_000) });
    expect((await hosted.openCheckout(token)).status).toBe('open');
    clock.advance(1_000);
    expect(await hosted.openCheckout(token)).toMatchObject({ status: 'expired' });
    const [row] = await db()
      .select()
      .from(transactions)
      .where(
        eq(
          transactions.id,
          (await db().select().from(checkoutLinks).where(eq(checkoutLinks.publicToken, token)))[0].transactionId,
        ),
      );
    expect(row.originAccountId).toBeNull();
  });

  it('never pays twice when two submits race', async () => {
    const { token, paymentId } = await checkoutLink();
    const page = await openCheckout(token);
    const results = await Promise.all([
      hosted.payCheckout(token, { account: usAccount() }, { formToken: page.formToken, ip }),
      hosted.payCheckout(token, { account: usAccount() }, { formToken: page.formToken, ip }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual(['completed', 'paid']);
    expect((await transactionRow(db(), paymentId)).originAccountId).not.toBeNull();
  });
});

describe('connect link defaults', () => {
  it('keeps the link colours null in the API and fills defaults on the page only', async () => {
    const link = await connectLink();
    const page = await openConnect(link.token);
    expect(page.colors).toEqual({
      background: '#f4f6f8',
      contentBackground: '#ffffff',
      contentText: '#1f2933',
      button: '#0a2540',
      buttonText: '#ffffff',
    });
    const [row] = await db().select().from(connectLinks).where(eq(connectLinks.id, link.uuid));
    expect(row.buttonColor).toBeNull();
  });
});
