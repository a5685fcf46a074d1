import { describe, expect, it } from 'vitest';
import { queueApiFilters, queueHref, readQueueParams } from './queue';

describe('the reconciliation queue’s URL', () => {
  it('reads the filters, names a malformed number on its field and leaves unknown values out', () => {
    const { params, problems } = readQueueParams({
      kind: 'UNMATCHED_LINE',
      owner: 'me',
      account: 'bac_1',
      currency: 'cop',
      age_min: '7',
      age_max: 'soon',
      amount_min: '1.250,5',
      amount_max: '99.99',
      sort: 'owner',
      statement: 'nope',
      page: '3',
    });
    expect(params).toEqual({
      page: 3,
      kind: 'UNMATCHED_LINE',
      owner: 'me',
      account: 'bac_1',
      currency: 'COP',
      age_min: '7',
      amount_max: '99.99',
    });
    expect(problems).toEqual({
      age_max: 'reconciliation.queue.error.age',
      amount_min: 'reconciliation.queue.error.amount',
    });
  });

  it('sends the API the member for "me" and amounts in minor units of the chosen currency', () => {
    const { params } = readQueueParams(
      new URLSearchParams('owner=me&amount_min=10.5&amount_max=1000&currency=USD&account=bac_1&statement=stm_2'),
    );
    expect(queueApiFilters(params, 'ana@merchant.example')).toEqual({
      owner: 'ana@merchant.example',
      amount_min: '1050',
      amount_max: '100000',
      currency: 'USD',
      bank_account_id: 'bac_1',
      statement_id: 'stm_2',
    });
    expect(queueApiFilters(readQueueParams({ owner: 'none', amount_min: '5' }).params, 'x@y.z')).toEqual({
      owner: 'none',
      amount_min: '500',
    });
  });

  it('starts again at page 1 when a filter changes, and keeps the page when only it changes', () => {
    const params = { page: 4, kind: 'MISSING_FROM_BANK', owner: 'none' };
    expect(queueHref(params, { page: 5 })).toBe('/reconciliation?kind=MISSING_FROM_BANK&owner=none&page=5');
    expect(queueHref(params, { owner: undefined })).toBe('/reconciliation?kind=MISSING_FROM_BANK');
  });
});
