import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestService, type TestService } from '../test/harness';

let svc: TestService;
beforeAll(async () => {
  svc = await startTestService();
});
afterAll(() => svc.close());

const list = (query: Record<string, string | number> = {}, token?: string) =>
  svc.request('GET', '/institutions/list', { query, token });

describe('GET /institutions/list (extension)', () => {
  it('lists every institution alphabetically with its country and validation requirement', async () => {
    const res = await list();
    expect(res.status).toBe(200);
    const names = res.body.institutions.map((i: { name: string }) => i.name);
    expect(names).toEqual([...svc.institutions.map((i) => i.name)].sort());
    expect(res.body.institutions).toContainEqual({
      uuid: svc.institutions[2].id,
      name: 'Verification Savings Bank',
      country: 'USA',
      requires_account_validation: true,
    });
  });

  it('filters by country, requires_account_validation and uuid', async () => {
    const col = await list({ country: 'col' });
    expect(col.body.institutions.map((i: { uuid: string }) => i.uuid).sort()).toEqual(
      svc.institutions
        .filter((i) => i.country === 'COL')
        .map((i) => i.id)
        .sort(),
    );
    const validating = await list({ requires_account_validation: 'true' });
    expect(validating.body.institutions.map((i: { uuid: string }) => i.uuid).sort()).toEqual(
      svc.institutions
        .filter((i) => i.requiresValidation)
        .map((i) => i.id)
        .sort(),
    );
    const plain = await list({ requires_account_validation: 'false', country: 'USA' });
    expect(plain.body.institutions).toHaveLength(3);
    expect((await list({ uuid: svc.institutions[0].id })).body.institutions).toHaveLength(1);
  });

  it('pages disjointly', async () => {
    const p1 = await list({ page_size: 4 });
    const p2 = await list({ page_size: 4, page: 2 });
    expect([p1.body.page_info.has_next_page, p2.body.page_info.has_next_page]).toEqual([true, false]);
    const all = [...p1.body.institutions, ...p2.body.institutions].map((i: { uuid: string }) => i.uuid);
    expect(new Set(all).size).toBe(svc.institutions.length);
  });

  it('400 for a bad filter; needs read:accounts', async () => {
    expect((await list({ country: 'CO' })).body.error.param).toBe('country');
    expect((await list({ bank: 'x' })).body.error.param).toBe('bank');
    const paymentsOnly = await svc.newMerchant({ scopes: ['read:payments'] });
    expect((await list({}, paymentsOnly.token)).status).toBe(403);
  });
});
