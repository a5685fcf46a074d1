import { describe, expect, it } from 'vitest';
import { formValues, indexedRows, metadataFieldOf, metadataRows } from './form';

describe('form reading', () => {
  it('keeps text entries and drops React’s own', () => {
    const data = new FormData();
    data.set('amount', '12.50');
    data.set('$ACTION_KEY', 'k');
    data.set('file', new Blob(['x']));
    expect(formValues(data)).toEqual({ amount: '12.50' });
  });

  it('reads repeated groups in index order, keeping each row’s index', () => {
    const values = {
      'metadata[1].key': 'b',
      'metadata[1].value': '2',
      'metadata[0].key': 'a',
      'metadata[0].value': '1',
      'metadata[0].other': 'x',
    };
    expect(indexedRows(values, 'metadata', ['key', 'value'])).toEqual([
      { index: 0, row: { key: 'a', value: '1' } },
      { index: 1, row: { key: 'b', value: '2' } },
    ]);
    expect(metadataRows({ 'metadata[2].key': 'c', 'metadata[2].value': '3' })).toEqual([
      { key: '', value: '' },
      { key: '', value: '' },
      { key: 'c', value: '3' },
    ]);
  });

  it('puts an API error on metadata.<key> on the row holding that key', () => {
    const rows = [{ key: 'a' }, { key: 'order_id' }];
    expect(metadataFieldOf(rows, 'metadata.order_id')).toBe('metadata[1].value');
    expect(metadataFieldOf(rows, 'metadata.gone')).toBe('metadata');
    expect(metadataFieldOf(rows, 'amount')).toBeNull();
  });
});
