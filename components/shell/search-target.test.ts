import { describe, expect, it } from 'vitest';
import { searchTarget } from './search-target';
import { isActive } from '@/lib/navigation';

describe('searchTarget', () => {
  it('jumps to the detail page for known id prefixes', () => {
    const uuid = '0b9f0d56-3f55-4c1e-9d3c-2f1f0c7c4a11';
    expect(searchTarget(`trx_${uuid}`)).toBe(`/payments/trx_${uuid}`);
    expect(searchTarget(` acc_${uuid} `)).toBe(`/accounts/acc_${uuid}`);
    expect(searchTarget(`EUR_${uuid}`)).toBe(`/end-users/eur_${uuid}`);
    expect(searchTarget(`clk_${uuid}`)).toBe(`/connect-links/clk_${uuid}`);
    expect(searchTarget(`chk_${uuid}`)).toBe(`/checkout-links/chk_${uuid}`);
    expect(searchTarget(`chl_${uuid}`)).toBe(`/checkout-links/chl_${uuid}`);
    expect(searchTarget(`rcp_${uuid}`)).toBe(`/recurring-plans/rcp_${uuid}`);
  });

  it('sends everything else to /search', () => {
    expect(searchTarget('jane@example.com')).toBe('/search?q=jane%40example.com');
    expect(searchTarget('mer_123')).toBe('/search?q=mer_123');
    expect(searchTarget('trx_../../admin')).toBe('/search?q=trx_..%2F..%2Fadmin');
    expect(searchTarget('PAY-7KQ2M9X41B')).toBe('/search?q=PAY-7KQ2M9X41B');
  });

  it('ignores an empty query', () => {
    expect(searchTarget('   ')).toBeNull();
  });
});

describe('isActive', () => {
  it('matches Overview exactly and sections by prefix', () => {
    expect(isActive('/', '/')).toBe(true);
    expect(isActive('/', '/payments')).toBe(false);
    expect(isActive('/payments', '/payments/trx_1')).toBe(true);
    expect(isActive('/payouts', '/payments')).toBe(false);
    expect(isActive('/settings', '/settings/staff')).toBe(true);
  });
});
