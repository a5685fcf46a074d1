import { describe, expect, it } from 'vitest';
import { planRules } from './rules';

const today = '2026-06-15';
const plan = (type: string, method: string, extra: Record<string, unknown> = {}) => ({ processing_method: method, transaction: { type }, ...extra });
const errs = (body: Record<string, unknown>) => planRules(body, today).map((e) => `${e.param}:${e.code}`);

describe('planRules: accounts by transaction type', () => {
  it('PAYMENT AUTOMATIC needs origin_account_id and refuses a destination', () => {
    expect(errs(plan('PAYMENT', 'AUTOMATIC'))).toEqual(['origin_account_id:required']);
    expect(errs(plan('PAYMENT', 'AUTOMATIC', { origin_account_id: 'acc_1' }))).toEqual([]);
    expect(errs(plan('payment', 'automatic', { origin_account_id: 'acc_1', destination_account_id: 'acc_2' }))).toEqual(['destination_account_id:not_applicable']);
  });

  it('PAYMENT SEND_REQUEST needs no account and refuses one', () => {
    expect(errs(plan('PAYMENT', 'SEND_REQUEST'))).toEqual([]);
    expect(errs(plan('PAYMENT', 'SEND_REQUEST', { origin_account_id: 'acc_1' }))).toEqual(['origin_account_id:not_applicable']);
  });

  it('PAYOUT needs destination_account_id only', () => {
    expect(errs(plan('PAYOUT', 'AUTOMATIC'))).toEqual(['destination_account_id:required']);
    expect(errs(plan('PAYOUT', 'AUTOMATIC', { destination_account_id: 'acc_2', origin_account_id: 'acc_1' }))).toEqual(['origin_account_id:not_applicable']);
  });

  it('TRANSFER needs both, and two different accounts', () => {
    expect(errs(plan('TRANSFER', 'AUTOMATIC'))).toEqual(['origin_account_id:required', 'destination_account_id:required']);
    expect(errs(plan('TRANSFER', 'AUTOMATIC', { origin_account_id: 'acc_1', destination_account_id: 'acc_1' }))).toEqual(['destination_account_id:same_account']);
    expect(errs(plan('TRANSFER', 'AUTOMATIC', { origin_account_id: 'acc_1', destination_account_id: 'acc_2' }))).toEqual([]);
  });

  it('SEND_REQUEST is for PAYMENT plans only', () => {
    expect(errs(plan('PAYOUT', 'SEND_REQUEST', { destination_account_id: 'acc_2' }))).toEqual(['processing_method:not_applicable']);
  });

  it('says nothing about accounts when the type is missing or unknown (zod reports it)', () => {
    expect(errs({ processing_method: 'AUTOMATIC' })).toEqual([]);
    expect(errs(plan('GIFT', 'AUTOMATIC'))).toEqual([]);
  });
});

describe('planRules: dates', () => {
  it('start_date today or later; end_date on or after the start', () => {
    const ok = { origin_account_id: 'acc_1' };
    expect(errs(plan('PAYMENT', 'AUTOMATIC', { ...ok, start_date: '2026-06-15', end_date: '2026-06-15' }))).toEqual([]);
    expect(errs(plan('PAYMENT', 'AUTOMATIC', { ...ok, start_date: '2026-06-14' }))).toEqual(['start_date:in_the_past']);
    expect(errs(plan('PAYMENT', 'AUTOMATIC', { ...ok, start_date: '2026-07-01', end_date: '2026-06-30' }))).toEqual(['end_date:before_start_date']);
    expect(errs(plan('PAYMENT', 'AUTOMATIC', { ...ok, end_date: '2026-06-14' }))).toEqual(['end_date:before_start_date']);
  });
});
