import { beforeEach, describe, expect, it, vi } from 'vitest';

// The payment page's reads: the API resources are counted (one request each, whatever the page hands down).
const calls = vi.hoisted(() => ({ payment: 0, account: 0 }));
const payment = {
  uuid: 'trx_1',
  code: 'PAY-1',
  type: 'PAYMENT',
  status: 'SUCCESSFUL',
  currency: 'USD',
  amount: 5_000,
  amountRefunded: 1_000,
  refunds: [],
  fundingSourceId: 'acc_1',
  originAccountId: null,
  destinationAccountId: null,
};
const account = {
  uuid: 'acc_1',
  last4: '1234',
  institution: { name: 'Bank' },
  endUser: { displayName: 'Ana', email: 'ana@example.com' },
};
vi.mock('@/lib/merchant-api', () => {
  const none = { get: async () => ({ kind: 'not_found' }), list: async () => ({ kind: 'unsupported', detail: '' }) };
  return {
    payments: { get: async () => ((calls.payment += 1), { kind: 'found', data: payment }) },
    accounts: { get: async () => ((calls.account += 1), { kind: 'found', data: account }) },
    payouts: none,
    transfers: none,
    transactions: { ...none, find: async () => ({ kind: 'not_found' }) },
    merchants: none,
    tenants: none,
    institutions: none,
    isApiError: () => false,
  };
});
vi.mock('@/lib/auth', () => ({}));
vi.mock('@/lib/auth/translator', async () => ({ getT: async () => (await import('@/lib/i18n')).translator('en') }));
vi.mock('next/navigation', () => ({
  notFound: () => {
    throw new Error('not found');
  },
  redirect: () => {
    throw new Error('redirect');
  },
}));

const { loadTransactionPage } = await import('./data');

beforeEach(() => {
  calls.payment = 0;
  calls.account = 0;
});

describe('the payment page', () => {
  it('reads the payment and its account once, and hands the refund form its context from those reads', async () => {
    const data = await loadTransactionPage('payment', 'trx_1');
    expect(data).toMatchObject({
      kind: 'found',
      refundTarget: { uuid: 'trx_1', refundable: 4_000, customer: { name: 'Ana', email: 'ana@example.com' } },
    });
    expect(calls).toEqual({ payment: 1, account: 1 });
  });
});
