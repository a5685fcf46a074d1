import { describe, expect, it } from 'vitest';
import { exportHref } from './href';

describe('exportHref', () => {
  it('keeps the filters, drops paging and sets the format', () => {
    const params = new URLSearchParams('status=FAILED&page=3&page_size=50&description=caf%C3%A9+%26+co&date_from=');
    expect(exportHref('/payments', params)).toBe(
      '/payments/export?status=FAILED&description=caf%C3%A9+%26+co&format=csv',
    );
    expect(
      exportHref(
        'end-users/',
        { email: 'a@b.co', page: '2', format: 'csv', tag: ['x', 'y'], empty: undefined },
        'jsonl',
      ),
    ).toBe('/end-users/export?email=a%40b.co&tag=x&tag=y&format=jsonl');
  });
});
