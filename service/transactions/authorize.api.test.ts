import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, endUsers, ledgerEntries, transactions } from '../db/schema';
import { insertAccount, insertEndUser, transactionRow } from '../test/fixtures';
import { startTestService, type TestService } from '../test/harness';

let svc: TestService;
let origin: Awaited<ReturnType<typeof insertAccount>>;
let destination: Awaited<ReturnType<typeof insertAccount>>;
let bank: string;

beforeAll(async () => {
  svc = await startTestService();
  origin = await insertAccount(svc.database.db, svc.merchant);
  destination = await insertAccount(svc.database.db, svc.merchant);
  bank = svc.institutions[0].id;
});
afterAll(() => svc.close());

const db = () => svc.database.db;
const byUuid = (account: { id: string; endUserId: string | null }) => ({
  uuid: account.id,
  existing_end_user_id: account.endUserId,
});
const body = (overrides: Record<string, unknown> = {}) => ({
  type: 'PAYMENT',
  origin_account: byUuid(origin),
  destination_account: byUuid(destination),
  amount: 1000,
  currency: 'USD',
  ...overrides,
});
const authorize = (b: unknown, headers?: Record<string, string>) =>
  svc.request('POST', '/transactions/authorize', { body: b, headers });
const params = (res: { body: { error: { details: { param: string }[] } } }) =>
  res.body.error.details.map((d) => d.param);
const count = async (table: typeof transactions | typeof endUsers | typeof accounts) =>
  (
    await db()
      .select({ n: sql<number>`count(*)::int` })
      .from(table)
  )[0].n;

describe('POST /transactions/authorize', () => {
  it('answers the bare transaction: PROCESSING, tenant_id, total_amount and amount, fees computed', async () => {
    const res = await authorize(
      body({
        tenant_id: svc.merchant.tenantIds[0],
        custom_id: 'order-6735',
        description: 'Invoice 42',
        statement_descriptor: 'ACME STORE',
        primary_reference: 'P-1',
        secondary_reference: 'S-1',
        metadata: { k: 'v' },
        auto_send_receipt: true,
      }),
    );
    expect(res.status).toBe(201);
    expect(res.body).not.toHaveProperty('transaction');
    expect(res.body).toMatchObject({
      status: 'PROCESSING',
      remarks: null,
      type: 'PAYMENT',
      tenant_id: svc.merchant.tenantIds[0],
      origin_account: { uuid: origin.id },
      destination_account: { uuid: destination.id },
      total_amount: 1000,
      amount: 1000,
      variable_fee: 29,
      fixed_fee: 30,
      total_fee: 59,
      net_amount: 941,
      currency: { code: 'USD' },
      description: 'Invoice 42',
      statement_descriptor: 'ACME STORE',
      primary_reference: 'P-1',
      secondary_reference: 'S-1',
      metadata: { k: 'v' },
      auto_send_receipt: true,
      custom_id: 'order-6735',
    });
    expect(res.body.uuid).toMatch(/^trx_/);
    const row = await transactionRow(db(), res.body.uuid);
    expect(row.processAfter).not.toBeNull();
    expect(row.originEndUserId).toBe(origin.endUserId);
    expect(row.destinationEndUserId).toBe(destination.endUserId);
    const ledger = await db()
      .select()
      .from(ledgerEntries)
      .where(eq(ledgerEntries.transactionId, res.body.uuid))
      .orderBy(ledgerEntries.id);
    expect(ledger.map((l) => [l.ledgerAccount, l.kind, l.amount])).toEqual([
      [`account:${origin.id}`, 'principal', -1000],
      [`account:${destination.id}`, 'principal', 1000],
      [`merchant:${svc.merchant.merchantId}`, 'fee', -59],
      ['fees', 'fee', 59],
    ]);
  });

  it.each(['PRENOTIFICATION', 'MICRODEPOSIT', 'PAYMENT', 'REFUND', 'PAYOUT', 'REVERSAL', 'RETURN', 'TRANSFER'])(
    'authorizes a %s',
    async (type) => {
      const res = await authorize(body({ type }));
      expect(res.status).toBe(201);
      expect(res.body.type).toBe(type);
    },
  );

  it('shows an authorized PAYMENT in /payments/list and a TRANSFER in /transfers/list', async () => {
    const payment = await authorize(body({ type: 'PAYMENT', primary_reference: 'AUTH-LIST' }));
    const transfer = await authorize(body({ type: 'TRANSFER', primary_reference: 'AUTH-LIST' }));
    const payments = await svc.request('GET', '/payments/list', { query: { primary_reference: 'AUTH-LIST' } });
    expect(payments.body.payments.map((p: { uuid: string }) => p.uuid)).toEqual([payment.body.uuid]);
    const transfers = await svc.request('GET', '/transfers/list', { query: { primary_reference: 'AUTH-LIST' } });
    expect(transfers.body.transfers.map((p: { uuid: string }) => p.uuid)).toEqual([transfer.body.uuid]);
  });

  it('names an account by its tok_ token', async () => {
    const res = await authorize(
      body({ origin_account: { token: origin.token, existing_end_user_id: origin.endUserId } }),
    );
    expect(res.status).toBe(201);
    expect(res.body.origin_account.uuid).toBe(origin.id);
  });

  it('an account named by uuid keeps its holder: any of the merchant’s end users, or new_end_user_details (created for nobody), satisfies rule 2', async () => {
    const users = await count(endUsers);
    const other = await authorize(
      body({ origin_account: { uuid: origin.id, existing_end_user_id: destination.endUserId } }),
    );
    expect(other.status).toBe(201);
    const details = await authorize(
      body({
        origin_account: {
          uuid: origin.id,
          new_end_user_details: { type: 'INDIVIDUAL', first_name: 'Ana', last_name: 'Ruiz' },
        },
      }),
    );
    expect(details.status).toBe(201);
    expect(await count(endUsers)).toBe(users);
    for (const res of [other, details])
      expect((await transactionRow(db(), res.body.uuid)).originEndUserId).toBe(origin.endUserId);
    const incomplete = await authorize(
      body({ origin_account: { uuid: origin.id, new_end_user_details: { type: 'INDIVIDUAL' } } }),
    );
    expect(params(incomplete).sort()).toEqual([
      'origin_account.new_end_user_details.first_name',
      'origin_account.new_end_user_details.last_name',
    ]);
  });

  it('connects an account from institution_uuid + account_number for a new end user, then reuses it', async () => {
    const details = {
      institution_uuid: bank,
      account_number: '000111222333',
      routing_number: '011000015',
      new_end_user_details: { type: 'INDIVIDUAL', first_name: 'Luz', last_name: 'Ortiz', email: 'luz@example.com' },
    };
    const first = await authorize(body({ origin_account: details }));
    expect(first.status).toBe(201);
    const [account] = await db().select().from(accounts).where(eq(accounts.id, first.body.origin_account.uuid));
    expect(account).toMatchObject({
      currentStatus: 'CONNECTED',
      last4: '2333',
      institutionId: bank,
      merchantId: svc.merchant.merchantId,
    });
    const [holder] = await db().select().from(endUsers).where(eq(endUsers.id, account.endUserId!));
    expect(holder).toMatchObject({
      firstName: 'Luz',
      lastName: 'Ortiz',
      email: 'luz@example.com',
      creationSource: 'MERCHANT_API',
    });

    const again = await authorize(
      body({
        origin_account: { institution_uuid: bank, account_number: '000111222333', existing_end_user_id: holder.id },
      }),
    );
    expect(again.status).toBe(201);
    expect(again.body.origin_account.uuid).toBe(account.id);
  });

  it('creates an ORGANIZATION holder from new_end_user_details', async () => {
    const res = await authorize(
      body({
        destination_account: {
          institution_uuid: bank,
          account_number: '9988776655',
          new_end_user_details: { type: 'ORGANIZATION', organization_legal_name: 'Gómez Imports S.A.S.' },
        },
      }),
    );
    expect(res.status).toBe(201);
    const row = await transactionRow(db(), res.body.uuid);
    const [holder] = await db().select().from(endUsers).where(eq(endUsers.id, row.destinationEndUserId!));
    expect(holder).toMatchObject({ type: 'ORGANIZATION', organizationLegalName: 'Gómez Imports S.A.S.' });
  });

  describe('conditional rules (each a 400 naming the field)', () => {
    it.each<[string, Record<string, unknown>, string[]]>([
      [
        'rule 1',
        { existing_end_user_id: 'eur_x' },
        ['origin_account.institution_uuid', 'origin_account.account_number'],
      ],
      [
        'rule 1 (account_number only)',
        { institution_uuid: 'ins_x', existing_end_user_id: 'eur_x' },
        ['origin_account.account_number'],
      ],
      ['rule 2', { uuid: 'acc_x' }, ['origin_account.existing_end_user_id']],
      [
        'rule 3',
        { uuid: 'acc_x', new_end_user_details: { first_name: 'A', last_name: 'B' } },
        ['origin_account.new_end_user_details.type'],
      ],
      [
        'rule 4',
        { uuid: 'acc_x', new_end_user_details: { type: 'INDIVIDUAL', first_name: 'A' } },
        ['origin_account.new_end_user_details.last_name'],
      ],
      [
        'rule 5',
        { uuid: 'acc_x', new_end_user_details: { type: 'ORGANIZATION', organization: 'Acme' } },
        ['origin_account.new_end_user_details.organization_legal_name'],
      ],
      [
        'rule 6',
        {
          uuid: 'acc_x',
          new_end_user_details: { type: 'INDIVIDUAL', first_name: 'A', last_name: 'B', local_id_country: 'COL' },
        },
        ['origin_account.new_end_user_details.local_id', 'origin_account.new_end_user_details.local_id_type'],
      ],
      [
        'both end-user forms',
        {
          uuid: 'acc_x',
          existing_end_user_id: 'eur_x',
          new_end_user_details: { type: 'INDIVIDUAL', first_name: 'A', last_name: 'B' },
        },
        ['origin_account.new_end_user_details'],
      ],
    ])('%s', async (_rule, originAccount, expected) => {
      const res = await authorize(body({ origin_account: originAccount }));
      expect(res.status).toBe(400);
      expect(params(res)).toEqual(expected);
    });

    it('applies the rules to destination_account too, and lists both sides’ errors with zod’s', async () => {
      const res = await authorize(body({ amount: 0, origin_account: { uuid: 'acc_x' }, destination_account: {} }));
      expect(res.status).toBe(400);
      expect(params(res)).toEqual([
        'amount',
        'origin_account.existing_end_user_id',
        'destination_account.institution_uuid',
        'destination_account.account_number',
        'destination_account.existing_end_user_id',
      ]);
    });

    it.each(['type', 'origin_account', 'destination_account', 'amount', 'currency'])(
      '400 naming %s when missing',
      async (field) => {
        const b = body();
        delete (b as Record<string, unknown>)[field];
        const res = await authorize(b);
        expect(res.status).toBe(400);
        expect(res.body.error.details[0]).toMatchObject({ param: field, code: 'required' });
      },
    );

    it('400 for an unknown type, a bad account number or routing number', async () => {
      expect(params(await authorize(body({ type: 'GIFT' })))).toEqual(['type']);
      const bad = await authorize(
        body({
          origin_account: {
            institution_uuid: bank,
            account_number: '12ab',
            routing_number: '123',
            existing_end_user_id: origin.endUserId,
          },
        }),
      );
      expect(params(bad)).toEqual(['origin_account.account_number', 'origin_account.routing_number']);
    });
  });

  describe('references (400 naming the field, nothing left behind)', () => {
    it('unknown or foreign account, token, end user, institution, tenant', async () => {
      const foreign = await insertAccount(db(), svc.other);
      const foreignUser = await insertEndUser(db(), svc.other);
      const cases: [Record<string, unknown>, string, string][] = [
        [
          { origin_account: { uuid: 'acc_nope', existing_end_user_id: origin.endUserId } },
          'origin_account.uuid',
          'unknown_account',
        ],
        [
          { origin_account: { uuid: foreign.id, existing_end_user_id: origin.endUserId } },
          'origin_account.uuid',
          'unknown_account',
        ],
        [
          { origin_account: { token: foreign.token, existing_end_user_id: origin.endUserId } },
          'origin_account.token',
          'unknown_account',
        ],
        [
          { origin_account: { uuid: origin.id, token: destination.token, existing_end_user_id: origin.endUserId } },
          'origin_account.token',
          'account_mismatch',
        ],
        [
          { origin_account: { uuid: origin.id, existing_end_user_id: foreignUser.id } },
          'origin_account.existing_end_user_id',
          'unknown_end_user',
        ],
        [
          {
            destination_account: {
              institution_uuid: 'ins_nope',
              account_number: '12345',
              existing_end_user_id: origin.endUserId,
            },
          },
          'destination_account.institution_uuid',
          'unknown_institution',
        ],
        [{ tenant_id: svc.other.tenantIds[0] }, 'tenant_id', 'unknown_tenant'],
        [{ destination_account: byUuid(origin) }, 'destination_account', 'same_account'],
      ];
      for (const [overrides, param, code] of cases) {
        const res = await authorize(body(overrides));
        expect(res.status, param).toBe(400);
        expect(res.body.error.details[0]).toMatchObject({ param, code });
      }
    });

    it('400 for an account that is not CONNECTED or cannot pay', async () => {
      const off = await insertAccount(db(), svc.merchant, { currentStatus: 'DISCONNECTED' });
      const res = await authorize(body({ origin_account: byUuid(off) }));
      expect(res.body.error.details[0]).toMatchObject({ param: 'origin_account.uuid', code: 'account_not_connected' });
      const readOnly = await insertAccount(db(), svc.merchant, { capabilities: ['BALANCE'] });
      const res2 = await authorize(body({ origin_account: byUuid(readOnly) }));
      expect(res2.body.error.details[0]).toMatchObject({ param: 'origin_account', code: 'missing_capability' });
    });

    it('an institution that requires validation cannot be authorized against directly', async () => {
      const res = await authorize(
        body({
          origin_account: {
            institution_uuid: svc.institutions[2].id,
            account_number: '5556667778',
            existing_end_user_id: origin.endUserId,
          },
        }),
      );
      expect(res.status).toBe(400);
      expect(res.body.error.details[0]).toMatchObject({
        param: 'origin_account.institution_uuid',
        code: 'account_not_connected',
      });
    });

    it('rolls back the end user and account it created when the other side is refused', async () => {
      const before = { trx: await count(transactions), users: await count(endUsers), accounts: await count(accounts) };
      const res = await authorize(
        body({
          origin_account: {
            institution_uuid: bank,
            account_number: '4445556667',
            new_end_user_details: { type: 'INDIVIDUAL', first_name: 'Rolled', last_name: 'Back' },
          },
          destination_account: { uuid: 'acc_nope', existing_end_user_id: destination.endUserId },
        }),
      );
      expect(res.status).toBe(400);
      expect(params(res)).toEqual(['destination_account.uuid']);
      expect({ trx: await count(transactions), users: await count(endUsers), accounts: await count(accounts) }).toEqual(
        before,
      );
    });
  });

  it('needs the write:transaction scope', async () => {
    const limited = await svc.newMerchant({ scopes: ['write:payments', 'read:payments'] });
    const res = await svc.as(limited)('POST', '/transactions/authorize', { body: body() });
    expect(res.status).toBe(403);
  });

  it('replays with the same Idempotency-Key', async () => {
    const headers = { 'Idempotency-Key': 'authorize-once' };
    const a = await authorize(body(), headers);
    const b = await authorize(body(), headers);
    expect(b.body.uuid).toBe(a.body.uuid);
  });
});
