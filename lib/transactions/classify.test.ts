import { describe, expect, it } from 'vitest';
import { classifyQuery } from './classify';

describe('classifyQuery', () => {
  it('recognises ids by prefix, chk_ and chl_ alike', () => {
    expect(classifyQuery(' trx_1b2c-3d ')).toEqual({ kind: 'id', resource: 'transaction', id: 'trx_1b2c-3d' });
    expect(classifyQuery('ACC_abc')).toEqual({ kind: 'id', resource: 'account', id: 'acc_abc' });
    expect(classifyQuery('chl_9f8e')).toMatchObject({ resource: 'checkout_link' });
    expect(classifyQuery('chk_9f8e')).toMatchObject({ resource: 'checkout_link' });
    expect(classifyQuery('rcp_1')).toMatchObject({ resource: 'recurring_plan' });
    expect(classifyQuery('ten_1')).toEqual({ kind: 'other_id', prefix: 'ten', id: 'ten_1' });
  });

  it('recognises emails, and takes anything else as a code or reference', () => {
    expect(classifyQuery('ana@example.com')).toEqual({ kind: 'email', email: 'ana@example.com' });
    expect(classifyQuery('PAY-7KQ2M9')).toEqual({ kind: 'text', text: 'PAY-7KQ2M9' });
    expect(classifyQuery('INV 2026 42')).toEqual({ kind: 'text', text: 'INV 2026 42' });
    expect(classifyQuery('   ')).toEqual({ kind: 'empty' });
  });
});
