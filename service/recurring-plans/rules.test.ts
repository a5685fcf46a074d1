import { describe, expect, it } from 'vitest';
import { planRules } from './rules';

const today = '2026-06-15';
const plan = (type: string, method: string, extra: Record<string, unknown> = {}) => ({ processing_method: method, transaction: { type }, ...extra });
const errs = (body: Record<string, unknown>) => planRules(body, today).map((e) => `${e.param}:${e.code}`);

describe('planRules: accounts', () => {
  it('refuses no combination of the optional account ids with a type and processing method (the spec sets no condition)', () => {
    for (const type of ['PAYMENT', 'PAYOUT', 'TRANSFER']) {
      for (const method of ['AUTOMATIC', 'SEND_REQUEST']) {
        for (const accounts of [{}, { origin_account_id: 'acc_1' }, { destination_account_id: 'acc_2' }, { origin_account_id: 'acc_1', destination_account_id: 'acc_2' }, { origin_account_id: 'acc_1', destination_account_id: 'acc_1' }]) {
          expect(errs(plan(type, method, accounts)), JSON.stringify({ type, method, accounts })).toEqual([]);
        }
      }
    }
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
