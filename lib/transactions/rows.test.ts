import { describe, expect, it } from 'vitest';
import { refundabilityOf, refundableOf } from '@/core/refunds';
import { TransactionSchema } from '@/lib/merchant-api/schemas/transaction';
import { fromSentRow, toSentTransactionRow, toTransactionRow } from './rows';

const payment = TransactionSchema.parse({
  uuid: 'trx_5f0c1a2b-3c4d-4e5f-8a9b-0c1d2e3f4a5b',
  code: 'PAY-7KQ2M9',
  status: 'SUCCESSFUL',
  type: 'PAYMENT',
  tenant: { uuid: 'ten_1b2c3d4e-0000-4000-8000-000000000001' },
  creation_source: 'MERCHANT_API',
  amount: 1000,
  total_fee: 59,
  net_amount: 941,
  currency: { code: 'USD' },
  description: 'Order 6735',
  remarks: 'not shown in the list',
  funding_source: { uuid: 'acc_0a1b2c3d-0000-4000-8000-000000000002' },
  statement_descriptor: 'ACME STORE',
  primary_reference: 'INV-1',
  metadata: { order_id: '6735' },
  due_date: '2026-12-01',
  date_created_gmt: '2026-11-20T14:03:00.000Z',
  date_updated_gmt: '2026-11-20T14:03:00Z',
});

describe('the row a transactions table is sent', () => {
  it('keeps what the columns and the refund menu read, and nothing else', () => {
    const row = toTransactionRow({ ...payment, amountRefunded: 250 });
    expect(row).toMatchObject({
      uuid: payment.uuid,
      code: 'PAY-7KQ2M9',
      status: 'SUCCESSFUL',
      amount: 1000,
      currency: 'USD',
      totalFee: 59,
      netAmount: 941,
      description: 'Order 6735',
      fundingSourceId: payment.fundingSourceId,
      primaryReference: 'INV-1',
      tenantId: payment.tenantId,
      dueDate: '2026-12-01',
      dateCreated: payment.dateCreated,
    });
    expect(row).not.toHaveProperty('metadata');
    expect(row).not.toHaveProperty('remarks');
    expect(row).not.toHaveProperty('statementDescriptor');
    expect(refundableOf(row)).toEqual(refundableOf({ ...payment, amountRefunded: 250 }));
    // The payment that put back a won case's money keeps only that mark: the menu says why it is not refundable.
    const credit = toTransactionRow({ ...payment, remarks: 'CASE_WON' });
    expect(credit.remarks).toBe('CASE_WON');
    expect(refundabilityOf(credit).reason).toBe('case_credit');
  });

  it('keeps the refunds (amount and status) only where amount_refunded is not reported', () => {
    const refund = TransactionSchema.parse({
      ...{ uuid: 'trx_ref', type: 'REFUND', status: 'SUCCESSFUL', amount: 300, currency: { code: 'USD' } },
      date_created_gmt: '2026-11-21T10:00:00Z',
    });
    const withRefunds = { ...payment, amountRefunded: null, refunds: [refund] };
    const row = toTransactionRow(withRefunds);
    expect(row.refunds).toEqual([{ amount: 300, status: 'SUCCESSFUL' }]);
    expect(refundableOf(row)).toEqual({ refunded: 300, refundable: 700 });
    expect(toTransactionRow({ ...withRefunds, amountRefunded: 300 })).not.toHaveProperty('refunds');
  });

  it('is sent without its null fields and read back with them', () => {
    const row = toTransactionRow(payment);
    const sent = toSentTransactionRow(payment);
    expect(row.secondaryReference).toBeNull();
    expect(sent).not.toHaveProperty('secondaryReference');
    expect(sent).not.toHaveProperty('destinationAccountId');
    expect(JSON.stringify(sent).length).toBeLessThan(JSON.stringify(row).length);
    expect(fromSentRow(sent)).toEqual(row);
  });
});
