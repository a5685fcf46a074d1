import { describe, expect, it } from 'vitest';
import { AccountSchema } from './schemas/account';
import { EndUserSchema } from './schemas/end-user';
import { CheckoutLinkSchema, ConnectLinkSchema } from './schemas/links';
import { parsePage } from './schemas/page';
import { normalizeDateTime, sameId } from './schemas/quirks';
import { RecurringPlanSchema } from './schemas/recurring-plan';
import { TransactionSchema } from './schemas/transaction';

/** Fixtures shaped like the spec's examples (spec 2.2–2.8, 4.2). */
const payment = {
  uuid: 'trx_5f0c1a2b-3c4d-4e5f-8a9b-0c1d2e3f4a5b',
  code: 'PAY-7KQ2M9',
  status: 'PENDING',
  type: 'PAYMENT',
  tenant: { uuid: 'ten_1b2c3d4e-0000-4000-8000-000000000001' },
  creation_source: 'MERCHANT_API',
  amount: 1000,
  variable_fee: null,
  fixed_fee: null,
  total_fee: null,
  net_amount: null,
  currency: { code: 'USD' },
  description: 'Order 6735',
  remarks: null,
  funding_source: { uuid: 'acc_0a1b2c3d-0000-4000-8000-000000000002' },
  statement_descriptor: 'ACME STORE',
  primary_reference: 'INV-1',
  secondary_reference: null,
  metadata: { order_id: '6735' },
  decline_reason: null,
  auto_send_receipt: 'false',
  due_date: '2026-12-01',
  date_created_gmt: '2026-11-20T14:03:00.000Z',
  date_updated_gmt: '2026-11-20T14:03:00Z',
  additional_recipients: null,
};

const parseTrx = (over: Record<string, unknown>) => TransactionSchema.parse({ ...payment, ...over });

describe('transaction quirks', () => {
  it('parses the spec shape into the normalized one', () => {
    const t = TransactionSchema.parse(payment);
    expect(t).toMatchObject({
      uuid: payment.uuid,
      code: 'PAY-7KQ2M9',
      status: 'PENDING',
      type: 'PAYMENT',
      tenantId: 'ten_1b2c3d4e-0000-4000-8000-000000000001',
      amount: 1000,
      currency: 'USD',
      fundingSourceId: 'acc_0a1b2c3d-0000-4000-8000-000000000002',
      netAmount: null,
      totalFee: null,
      autoSendReceipt: false,
      dueDate: '2026-12-01',
      metadata: { order_id: '6735' },
      refunds: null,
    });
  });

  it('reads booleans sent as strings', () => {
    expect(parseTrx({ auto_send_receipt: 'true' }).autoSendReceipt).toBe(true);
    expect(parseTrx({ auto_send_receipt: 'FALSE' }).autoSendReceipt).toBe(false);
    expect(parseTrx({ auto_send_receipt: true }).autoSendReceipt).toBe(true);
    expect(parseTrx({ auto_send_receipt: undefined }).autoSendReceipt).toBeNull();
  });

  it('reads fees sent as strings (list results)', () => {
    const t = parseTrx({ variable_fee: '29', fixed_fee: '30', total_fee: '59', net_amount: '941' });
    expect([t.variableFee, t.fixedFee, t.totalFee, t.netAmount]).toEqual([29, 30, 59, 941]);
  });

  it('reads an amount sent as a string', () => {
    expect(parseTrx({ amount: '1000' }).amount).toBe(1000);
  });

  it('refuses an amount that is not whole minor units', () => {
    expect(TransactionSchema.safeParse({ ...payment, amount: '10.50' }).success).toBe(false);
    expect(TransactionSchema.safeParse({ ...payment, amount: undefined }).success).toBe(false);
  });

  it('takes total_amount (authorize) as the amount', () => {
    const { amount: _amount, tenant: _tenant, ...rest } = payment;
    const authorized = TransactionSchema.parse({
      ...rest,
      total_amount: 2500,
      tenant_id: 'ten_x',
      origin_account: { uuid: 'acc_o' },
      destination_account: { uuid: 'acc_d' },
    });
    expect(authorized.amount).toBe(2500);
    expect(authorized.tenantId).toBe('ten_x');
    expect(authorized.originAccountId).toBe('acc_o');
    expect(authorized.destinationAccountId).toBe('acc_d');
  });

  it('reads tenant_id as well as tenant.uuid, and bare-UUID tenants', () => {
    expect(parseTrx({ tenant: undefined, tenant_id: 'ten_abc' }).tenantId).toBe('ten_abc');
    expect(parseTrx({ tenant: { uuid: '1b2c3d4e-0000-4000-8000-000000000001' } }).tenantId).toBe(
      '1b2c3d4e-0000-4000-8000-000000000001',
    );
    expect(parseTrx({ tenant: '1b2c3d4e-0000-4000-8000-000000000001' }).tenantId).toBe(
      '1b2c3d4e-0000-4000-8000-000000000001',
    );
    expect(sameId('ten_1b2c3d4e-0000-4000-8000-000000000001', '1b2c3d4e-0000-4000-8000-000000000001')).toBe(true);
    expect(sameId('ten_a', 'ten_b')).toBe(false);
  });

  it('reads currency as a string or {code}', () => {
    expect(parseTrx({ currency: 'usd' }).currency).toBe('USD');
    expect(parseTrx({ currency: { code: 'COP' } }).currency).toBe('COP');
    expect(parseTrx({ currency: null }).currency).toBeNull();
  });

  it('reads dates with or without Z and milliseconds', () => {
    expect(parseTrx({ date_created_gmt: '2026-11-20T14:03:00' }).dateCreated).toBe('2026-11-20T14:03:00.000Z');
    expect(parseTrx({ date_created_gmt: '2026-11-20T14:03:00.123' }).dateCreated).toBe('2026-11-20T14:03:00.123Z');
    expect(parseTrx({ date_created_gmt: '2026-11-20T14:03:00Z' }).dateCreated).toBe('2026-11-20T14:03:00.000Z');
    expect(parseTrx({ date_created_gmt: '2026-11-20 14:03:00' }).dateCreated).toBe('2026-11-20T14:03:00.000Z');
    expect(normalizeDateTime('2026-11-20T14:03:00.123456Z')).toBe('2026-11-20T14:03:00.123Z');
    expect(normalizeDateTime('2026-11-20T09:03:00-05:00')).toBe('2026-11-20T14:03:00.000Z');
    expect(normalizeDateTime('yesterday')).toBeNull();
  });

  it('reads decline_reason as a string or a boolean', () => {
    expect(parseTrx({ decline_reason: 'INSUFFICIENT_FUNDS' }).declineReason).toBe('INSUFFICIENT_FUNDS');
    expect(parseTrx({ decline_reason: true }).declineReason).toBe('DECLINED');
    expect(parseTrx({ decline_reason: false }).declineReason).toBeNull();
    expect(parseTrx({ decline_reason: 'false' }).declineReason).toBeNull();
  });

  it('turns absent values into null', () => {
    const { remarks: _r, secondary_reference: _s, due_date: _d, ...rest } = payment;
    const t = TransactionSchema.parse(rest);
    expect(t.remarks).toBeNull();
    expect(t.secondaryReference).toBeNull();
    expect(t.dueDate).toBeNull();
    expect(parseTrx({ description: '' }).description).toBeNull();
  });

  it('reads split recipients in the create and the list form', () => {
    const t = parseTrx({
      additional_recipients: [
        {
          tenant_id: 'ten_a',
          amount: 250,
          description: 'Guide',
          uuid: 'trx_r1',
          net_amount: 243,
          total_fee: 7,
          fixed_fee: 0,
          variable_fee: 7,
        },
        { tenant_id: 'ten_b', amount: '750', description: 'Remainder', uuid: 'trx_r2' },
      ],
    });
    expect(t.additionalRecipients).toHaveLength(2);
    expect(t.additionalRecipients?.[0]).toMatchObject({ tenantId: 'ten_a', amount: 250, netAmount: 243, totalFee: 7 });
    expect(t.additionalRecipients?.[1]).toMatchObject({ amount: 750, netAmount: null, totalFee: null });
  });

  it('reads refunds and deposit related transactions', () => {
    const t = parseTrx({
      status: 'REFUNDED',
      amount_refunded: '1000',
      refunds: [{ ...payment, uuid: 'trx_ref', type: 'REFUND', amount: 1000 }],
    });
    expect(t.amountRefunded).toBe(1000);
    expect(t.refunds?.[0]).toMatchObject({ uuid: 'trx_ref', type: 'REFUND', amount: 1000 });
    const deposit = TransactionSchema.parse({
      ...payment,
      type: 'DEPOSIT',
      destination_account: { uuid: 'acc_settle' },
      related_transactions_count: '2',
      related_transactions: [
        {
          uuid: 'trx_1',
          type: 'PAYMENT',
          amount: 1000,
          net_amount: 941,
          total_fee: '59',
          metadata: {},
          primary_reference: 'A',
          secondary_reference: null,
          tertiary_reference: null,
          currency: { code: 'USD' },
        },
        { uuid: 'trx_2', type: 'REFUND', amount: -500, metadata: {}, currency: 'USD' },
      ],
    });
    expect(deposit.relatedTransactionsCount).toBe(2);
    expect(deposit.relatedTransactions?.map((r) => [r.uuid, r.amount, r.netAmount, r.totalFee])).toEqual([
      ['trx_1', 1000, 941, 59],
      ['trx_2', -500, null, null],
    ]);
  });
});

const endUser = {
  uuid: 'eur_9d8c7b6a-0000-4000-8000-000000000003',
  code: 'EUR-1',
  type: 'INDIVIDUAL',
  first_name: 'Ana',
  last_name: 'Gómez',
  email: 'ana@example.com',
  phone_number: { country_code: '57', number: '3001234567' },
  address: { address_line1: 'Cra 7 # 71-21', address_line2: 'Of. 402', locality: 'Bogotá', country: 'COL' },
  local_id_country: 'COL',
  metadata: {},
  date_created_gmt: '2026-11-20T10:00:00',
};

describe('end user quirks', () => {
  it('reads address_line1 as well as address_line_1', () => {
    const u = EndUserSchema.parse(endUser);
    expect(u.address).toMatchObject({
      addressLine1: 'Cra 7 # 71-21',
      addressLine2: 'Of. 402',
      locality: 'Bogotá',
      country: 'COL',
    });
    const v = EndUserSchema.parse({ ...endUser, address: { address_line_1: '1 Market St', country: 'usa' } });
    expect(v.address).toMatchObject({ addressLine1: '1 Market St', country: 'USA', addressLine2: null });
  });

  it('names a person or an organization', () => {
    expect(EndUserSchema.parse(endUser).displayName).toBe('Ana Gómez');
    expect(EndUserSchema.parse({ ...endUser, type: 'ORGANIZATION', organization: 'Gómez Imports' }).displayName).toBe(
      'Gómez Imports',
    );
    expect(EndUserSchema.parse({ uuid: 'eur_x' }).displayName).toBeNull();
  });
});

const account = {
  uuid: 'acc_0a1b2c3d-0000-4000-8000-000000000002',
  code: 'ACC-1',
  source_connect_link: 'clk_1',
  current_status: 'VERIFICATION_PENDING',
  requires_account_validation: 'true',
  pending_account_validations: [{ slug: 'confirm-abc', action: 'CONFIRM_REQUEST_WITH_INSTITUTION' }],
  remarks: null,
  institution: { uuid: 'ins_1', name: 'Banco Demo' },
  last_4: '6789',
  type: 'DEPOSITORY',
  subtype: 'SAVINGS',
  capabilities: ['PAYMENTS', 'TRANSFERS'],
  enabled_real_time_payouts: 'false',
  end_user: endUser,
  disconnect_reason: null,
  metadata: {},
  date_created_gmt: '2026-11-20T10:00:00Z',
};

describe('account quirks', () => {
  it('parses the spec shape, with booleans as strings and the full end user', () => {
    const a = AccountSchema.parse(account);
    expect(a).toMatchObject({
      currentStatus: 'VERIFICATION_PENDING',
      requiresAccountValidation: true,
      enabledRealTimePayouts: false,
      institution: { uuid: 'ins_1', name: 'Banco Demo' },
      last4: '6789',
      capabilities: ['PAYMENTS', 'TRANSFERS'],
      pendingAccountValidations: [{ slug: 'confirm-abc', action: 'CONFIRM_REQUEST_WITH_INSTITUTION' }],
    });
    expect(a.endUser?.displayName).toBe('Ana Gómez');
  });

  it('reads disconnection_reason (disconnect) and disconnect_reason (list/get)', () => {
    expect(AccountSchema.parse({ ...account, disconnect_reason: 'ACTIVITY_COMPLETED' }).disconnectionReason).toBe(
      'ACTIVITY_COMPLETED',
    );
    expect(AccountSchema.parse({ ...account, disconnection_reason: 'FRAUD', disconnection_note: 'n' })).toMatchObject({
      disconnectionReason: 'FRAUD',
      disconnectionNote: 'n',
    });
  });

  it('tolerates an end user given only by reference', () => {
    expect(AccountSchema.parse({ ...account, end_user: { uuid: 'eur_ref' } }).endUser?.uuid).toBe('eur_ref');
    expect(AccountSchema.parse({ ...account, end_user: 'eur_ref' }).endUser?.uuid).toBe('eur_ref');
    expect(AccountSchema.parse({ ...account, end_user: null }).endUser).toBeNull();
  });
});

const connectLink = {
  uuid: 'clk_2b3c4d5e-0000-4000-8000-000000000004',
  code: 'CLK-1',
  url: 'https://console.example.com/connect/3q2-…',
  expired: 'false',
  background_color: '#FFFFFF',
  button_color: '0a2540',
  button_text_color: { hex: '#ffffff' },
  content_box_text_color: null,
  content_background_color: 'not-a-colour',
  intro_text: {
    en_US: 'Acme Outdoor Co uses Merchant Console to connect your bank',
    es_CO: 'Acme Outdoor Co usa Merchant Console',
  },
  delivery_status: 'CREATED',
  end_user: endUser,
  default_institution: 'ins_1',
  default_language: 'es_CO',
  redirect_url: null,
  expiration_date: '2026-12-31T23:59:59',
  custom_confirmation_page: 'true',
  metadata: {},
  date_created_gmt: '2026-11-20T10:00:00Z',
};

describe('connect link quirks', () => {
  it('reads colours as strings or {hex}', () => {
    const l = ConnectLinkSchema.parse(connectLink);
    expect(l.colors).toEqual({
      background: '#ffffff',
      button: '#0a2540',
      buttonText: '#ffffff',
      contentBoxText: null,
      contentBackground: null,
    });
  });

  it('reads intro_text per language or as one string', () => {
    expect(ConnectLinkSchema.parse(connectLink).introText.es_CO).toBe('Acme Outdoor Co usa Merchant Console');
    const single = ConnectLinkSchema.parse({
      ...connectLink,
      intro_text: 'Acme Outdoor Co uses Merchant Console to connect',
    });
    expect(single.introText).toEqual({ es_CO: 'Acme Outdoor Co uses Merchant Console to connect' });
  });

  it('reads default_institution as a string or {uuid, name}, default_language as a string or {code}', () => {
    expect(ConnectLinkSchema.parse(connectLink).defaultInstitution).toEqual({ uuid: 'ins_1', name: null });
    const listed = ConnectLinkSchema.parse({
      ...connectLink,
      default_institution: { uuid: 'ins_1', name: 'Banco Demo' },
      default_language: { code: 'en_US' },
    });
    expect(listed.defaultInstitution).toEqual({ uuid: 'ins_1', name: 'Banco Demo' });
    expect(listed.defaultLanguage).toBe('en_US');
  });

  it('treats a blank language as English', () => {
    expect(ConnectLinkSchema.parse({ ...connectLink, default_language: '' }).defaultLanguage).toBe('en_US');
    expect(ConnectLinkSchema.parse({ ...connectLink, default_language: null }).defaultLanguage).toBe('en_US');
  });

  it('reads expired and custom_confirmation_page sent as strings; derives expired when absent', () => {
    const l = ConnectLinkSchema.parse(connectLink);
    expect(l.expired).toBe(false);
    expect(l.customConfirmationPage).toBe(true);
    expect(l.expirationDate).toBe('2026-12-31T23:59:59.000Z');
    expect(
      ConnectLinkSchema.parse({ ...connectLink, expired: undefined, expiration_date: '2020-01-01T00:00:00Z' }).expired,
    ).toBe(true);
  });
});

const checkoutLink = {
  uuid: 'chl_3c4d5e6f-0000-4000-8000-000000000005',
  code: 'CHK-1',
  url: 'https://console.example.com/checkout/…',
  delivary_status: 'OPENNED',
  link_name: 'Order 6735',
  link_description: null,
  background_color: { hex: '#0A2540' },
  sidebar_background_color: null,
  sidebar_text_color: { hex: null },
  main_content_box_background_color: null,
  main_content_box_text_color: null,
  button_color: { hex: '#635bff' },
  button_text_color: null,
  end_user: endUser,
  transaction: { ...payment, creation_source: 'CHECKOUT_LINK' },
  default_institution: { uuid: 'ins_1', name: 'Banco Demo' },
  default_language: { code: 'es_CO' },
  expiration_date: null,
  expired: 'false',
  custom_confirmation_page: false,
};

describe('checkout link quirks', () => {
  it('reads delivary_status and OPENNED as OPENED', () => {
    expect(CheckoutLinkSchema.parse(checkoutLink).deliveryStatus).toBe('OPENED');
    expect(
      CheckoutLinkSchema.parse({ ...checkoutLink, delivary_status: undefined, delivery_status: 'COMPLETED' })
        .deliveryStatus,
    ).toBe('COMPLETED');
  });

  it('accepts chl_ ids as well as chk_', () => {
    expect(CheckoutLinkSchema.parse(checkoutLink).uuid).toBe('chl_3c4d5e6f-0000-4000-8000-000000000005');
    expect(CheckoutLinkSchema.parse({ ...checkoutLink, uuid: 'chk_1' }).uuid).toBe('chk_1');
  });

  it('reads {hex} colours and fills the spec defaults when empty', () => {
    const l = CheckoutLinkSchema.parse(checkoutLink);
    expect(l.colors).toMatchObject({
      background: '#0a2540',
      button: '#635bff',
      sidebarBackground: '#f2f2f2',
      sidebarText: '#333333',
      mainContentBoxBackground: '#ffffff',
      mainContentBoxText: '#333333',
      buttonText: null,
    });
  });

  it('parses the transaction it holds, or keeps its reference', () => {
    const l = CheckoutLinkSchema.parse(checkoutLink);
    expect(l.transaction?.creationSource).toBe('CHECKOUT_LINK');
    expect(l.transactionId).toBe(payment.uuid);
    expect(CheckoutLinkSchema.parse({ ...checkoutLink, transaction: { uuid: 'trx_only' } }).transactionId).toBe(
      'trx_only',
    );
    expect(l.defaultLanguage).toBe('es_CO');
    expect(l.defaultInstitution?.name).toBe('Banco Demo');
  });
});

describe('recurring plan quirks', () => {
  const plan = {
    uuid: 'rcp_4d5e6f70-0000-4000-8000-000000000006',
    code: 'RCP-1',
    description: 'Monthly rental',
    processing_method: 'AUTOMATIC',
    status: 'ACTIVE',
    start_date: '2026-12-01',
    end_date: null,
    total_cycle_count: '12',
    cycle_frequency: 'MONTHLY',
    end_user: endUser,
    origin_account: { uuid: 'acc_o' },
    destination_account: null,
    transaction: {
      tenant: { uuid: 'ten_a' },
      type: 'PAYMENT',
      currency: 'USD',
      amount: '4900',
      statement_descriptor: 'ACME RENT',
    },
    metadata: {},
    date_created_gmt: '2026-11-20T10:00:00',
  };

  it('reads total_cycle_count as a string and the transaction template', () => {
    const p = RecurringPlanSchema.parse(plan);
    expect(p.totalCycleCount).toBe(12);
    expect(p.transaction).toMatchObject({ tenantId: 'ten_a', type: 'PAYMENT', currency: 'USD', amount: 4900 });
    expect(p.originAccountId).toBe('acc_o');
    expect(p.destinationAccountId).toBeNull();
    expect(p.cycles).toBeNull();
  });

  it('reads a template with tenant_id and currency {code}', () => {
    const p = RecurringPlanSchema.parse({
      ...plan,
      transaction: { tenant_id: 'ten_b', type: 'PAYOUT', currency: { code: 'COP' }, amount: 100 },
    });
    expect(p.transaction).toMatchObject({ tenantId: 'ten_b', currency: 'COP', amount: 100 });
  });
});

describe('list pages', () => {
  it('reads page_info, including has_next_page as a string', () => {
    const page = parsePage(
      { payments: [payment], page_info: { has_next_page: 'true', page_size: '25' } },
      'payments',
      TransactionSchema,
      { page: 2, pageSize: 25 },
    );
    expect(page.pageInfo).toEqual({ hasNextPage: true, page: 2, pageSize: 25 });
    expect(page.items).toHaveLength(1);
  });

  it('keeps the readable items and counts the rest', () => {
    const page = parsePage(
      { payments: [payment, { uuid: 'trx_bad', amount: 'ten' }], page_info: { has_next_page: false, page_size: 25 } },
      'payments',
      TransactionSchema,
      { page: 1, pageSize: 25 },
    );
    expect(page.items.map((i) => i.uuid)).toEqual([payment.uuid]);
    expect(page.unreadable).toBe(1);
  });

  it('infers has_next_page from a full page when page_info is missing', () => {
    const full = parsePage({ payments: [payment, payment] }, 'payments', TransactionSchema, { page: 1, pageSize: 2 });
    expect(full.pageInfo.hasNextPage).toBe(true);
    const partial = parsePage({ payments: [payment] }, 'payments', TransactionSchema, { page: 1, pageSize: 2 });
    expect(partial.pageInfo.hasNextPage).toBe(false);
  });

  it('refuses an envelope without the array', () => {
    expect(() => parsePage({ data: [] }, 'payments', TransactionSchema, { page: 1, pageSize: 2 })).toThrow(/payments/);
  });
});

describe('the quirky deployment used by the e2e suite', async () => {
  const f = await import('@/e2e/quirks/fixtures');

  it('parses every fixture', () => {
    const pay = TransactionSchema.parse(f.payment);
    expect(pay).toMatchObject({
      amount: 125050,
      totalFee: 3656,
      netAmount: 121394,
      currency: 'USD',
      tenantId: f.TENANT,
      autoSendReceipt: true,
      dateCreated: '2026-10-05T09:59:58.000Z',
    });
    expect(pay.additionalRecipients?.map((r) => r.amount)).toEqual([25010, 100040]);
    expect(TransactionSchema.parse(f.failedPayment)).toMatchObject({
      amount: 9913,
      currency: 'COP',
      declineReason: 'DECLINED',
      tenantId: `ten_${f.TENANT}`,
    });
    expect(TransactionSchema.parse(f.transfer)).toMatchObject({
      declineReason: null,
      originAccountId: f.account.uuid,
      destinationAccountId: f.disconnectedAccount.uuid,
      totalFee: 0,
    });
    expect(TransactionSchema.parse(f.deposit)).toMatchObject({
      type: 'DEPOSIT',
      amount: 121394,
      relatedTransactionsCount: 1,
    });
    expect(AccountSchema.parse(f.disconnectedAccount)).toMatchObject({
      disconnectionReason: 'ACTIVITY_COMPLETED',
      disconnectionNote: 'Customer closed the loan',
      requiresAccountValidation: true,
    });
    expect(EndUserSchema.parse(f.endUser).address?.addressLine1).toBe('Calle 93 #11-27');
    expect(ConnectLinkSchema.parse(f.connectLink)).toMatchObject({
      expired: false,
      introText: { es_CO: f.connectLink.intro_text },
      defaultInstitution: { uuid: f.INSTITUTION.uuid },
    });
    expect(CheckoutLinkSchema.parse(f.checkoutLink)).toMatchObject({
      deliveryStatus: 'OPENED',
      expired: true,
      transaction: { amount: 7999, status: 'PENDING' },
    });
  });
});

describe('refund summaries (extension)', () => {
  it('reads reason and note', () => {
    const t = TransactionSchema.parse({
      ...payment,
      refunds: [
        {
          uuid: 'trx_r',
          code: 'REF-1',
          status: 'SUCCESSFUL',
          amount: 250,
          reason: 'REQUESTED_BY_CUSTOMER',
          note: 'n',
          date_created_gmt: '2026-11-20T10:05:00.000Z',
        },
      ],
    });
    expect(t.refunds?.[0]).toMatchObject({
      amount: 250,
      refundReason: 'REQUESTED_BY_CUSTOMER',
      refundNote: 'n',
      type: null,
    });
  });
});
