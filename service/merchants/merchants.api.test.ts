import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestService, type TestService } from '../test/harness';

let svc: TestService;
beforeAll(async () => {
  svc = await startTestService();
});
afterAll(() => svc.close());

describe('GET /merchants/list (extension)', () => {
  it('lists the merchant and its sub-merchants, nobody else’s', async () => {
    const res = await svc.request('GET', '/merchants/list');
    expect(res.status).toBe(200);
    const rows = res.body.merchants as {
      uuid: string;
      name: string;
      parent_uuid: string | null;
      is_sub_merchant: boolean;
    }[];
    expect(rows.map((r) => r.uuid).sort()).toEqual([svc.merchant.merchantId, ...svc.merchant.subMerchantIds].sort());
    const own = rows.find((r) => r.uuid === svc.merchant.merchantId);
    expect(own).toMatchObject({
      name: 'Acme Outdoor Co',
      country: 'USA',
      default_currency: { code: 'USD' },
      parent_uuid: null,
      is_sub_merchant: false,
    });
    expect(own).toHaveProperty('code', expect.stringMatching(/^MER-/));
    for (const sub of rows.filter((r) => r.uuid !== svc.merchant.merchantId)) {
      expect(sub).toMatchObject({ parent_uuid: svc.merchant.merchantId, is_sub_merchant: true });
    }
    expect(rows.map((r) => r.uuid)).not.toContain(svc.other.merchantId);
    expect(rows.map((r) => r.uuid)).not.toContain(svc.other.subMerchantIds[0]);
    expect(res.body.page_info).toEqual({ has_next_page: false, page: 1, page_size: 1000 });
  });

  it('filters by is_sub_merchant and uuid; another merchant’s uuid finds nothing', async () => {
    const subs = await svc.request('GET', '/merchants/list', { query: { is_sub_merchant: 'true' } });
    expect(subs.body.merchants.map((r: { uuid: string }) => r.uuid).sort()).toEqual(
      [...svc.merchant.subMerchantIds].sort(),
    );
    const own = await svc.request('GET', '/merchants/list', { query: { is_sub_merchant: 'false' } });
    expect(own.body.merchants.map((r: { uuid: string }) => r.uuid)).toEqual([svc.merchant.merchantId]);
    const one = await svc.request('GET', '/merchants/list', { query: { uuid: svc.merchant.subMerchantIds[1] } });
    expect(one.body.merchants).toHaveLength(1);
    const foreign = await svc.request('GET', '/merchants/list', { query: { uuid: svc.other.merchantId } });
    expect(foreign.body.merchants).toEqual([]);
  });

  it('pages with the list framework', async () => {
    const p1 = await svc.request('GET', '/merchants/list', { query: { page_size: 3 } });
    const p2 = await svc.request('GET', '/merchants/list', { query: { page_size: 3, page: 2 } });
    expect(p1.body.merchants).toHaveLength(3);
    expect(p1.body.page_info.has_next_page).toBe(true);
    expect(p2.body.merchants).toHaveLength(1);
    expect(p2.body.page_info.has_next_page).toBe(false);
    const all = [...p1.body.merchants, ...p2.body.merchants].map((r: { uuid: string }) => r.uuid);
    expect(new Set(all).size).toBe(4);
  });

  it('400 for an unknown parameter or a bad value', async () => {
    expect((await svc.request('GET', '/merchants/list', { query: { country: 'USA' } })).body.error.param).toBe(
      'country',
    );
    expect((await svc.request('GET', '/merchants/list', { query: { is_sub_merchant: 'yes' } })).body.error.param).toBe(
      'is_sub_merchant',
    );
  });

  it('needs read:payments', async () => {
    const accountsOnly = await svc.newMerchant({ scopes: ['read:accounts'] });
    expect((await svc.as(accountsOnly)('GET', '/merchants/list')).status).toBe(403);
  });
});

describe('GET /tenants/list (extension)', () => {
  it('lists the merchant’s tenants only', async () => {
    const res = await svc.request('GET', '/tenants/list');
    expect(res.status).toBe(200);
    expect(res.body.tenants.map((t: { uuid: string }) => t.uuid).sort()).toEqual([...svc.merchant.tenantIds].sort());
    expect(res.body.tenants.map((t: { name: string }) => t.name).sort()).toEqual(['Retail', 'Web']);
    expect(res.body.tenants[0].uuid).toMatch(/^ten_/);
    const foreign = await svc.request('GET', '/tenants/list', { query: { uuid: svc.other.tenantIds[0] } });
    expect(foreign.body.tenants).toEqual([]);
  });

  it('filters by uuid and pages', async () => {
    const one = await svc.request('GET', '/tenants/list', { query: { uuid: svc.merchant.tenantIds[0] } });
    expect(one.body.tenants.map((t: { uuid: string }) => t.uuid)).toEqual([svc.merchant.tenantIds[0]]);
    const p1 = await svc.request('GET', '/tenants/list', { query: { page_size: 1 } });
    const p2 = await svc.request('GET', '/tenants/list', { query: { page_size: 1, page: 2 } });
    expect([p1.body.page_info.has_next_page, p2.body.page_info.has_next_page]).toEqual([true, false]);
    expect(p1.body.tenants[0].uuid).not.toBe(p2.body.tenants[0].uuid);
  });

  it('400 for an unknown parameter; needs read:payments', async () => {
    expect((await svc.request('GET', '/tenants/list', { query: { name: 'Web' } })).status).toBe(400);
    const accountsOnly = await svc.newMerchant({ scopes: ['read:accounts'] });
    expect((await svc.as(accountsOnly)('GET', '/tenants/list')).status).toBe(403);
  });
});
