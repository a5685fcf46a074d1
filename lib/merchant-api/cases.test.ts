import { describe, expect, it } from 'vitest';
import { merchantResources } from './endpoints';
import { fakeApi, json } from './fake-api';

const apiCase = {
  uuid: 'cas_1',
  code: 'DSP-1',
  kind: 'DISPUTE',
  reason: 'FRAUDULENT',
  status: 'NEEDS_RESPONSE',
  amount: 10066,
  currency: 'USD',
  payment_id: 'trx_p',
  transaction_id: 'trx_r',
  deposit_id: null,
  credit_transaction_id: null,
  credit_deposit_id: null,
  end_user_id: 'eur_1',
  merchant_id: 'mer_1',
  respond_by: '2026-11-30T10:00:00.000Z',
  response_text: null,
  submitted_at: null,
  decided_at: null,
  date_created_gmt: '2026-11-23T10:00:00.000Z',
  date_updated_gmt: '2026-11-23T10:00:00.000Z',
};

describe('dispute and return cases (extension)', () => {
  it('lists with the case filters only, and reads a case with its evidence and the counts', async () => {
    const fake = fakeApi({
      'GET /cases/list': () =>
        json(200, { cases: [apiCase], page_info: { has_next_page: false, page: 1, page_size: 25 } }),
      'GET /cases/cas_1': () =>
        json(200, {
          case: apiCase,
          evidence: [
            {
              uuid: 'evd_1',
              file_name: 'r.pdf',
              content_type: 'application/pdf',
              size: 10,
              sha256: 'x',
              date_created_gmt: apiCase.date_created_gmt,
            },
          ],
        }),
      'GET /cases/counts': () => json(200, { open: 2, needs_response: 1, due_soon: 1 }),
    });
    const r = merchantResources(fake.api);
    const page = await r.cases.list({
      pageSize: 25,
      filters: { sort: 'due_soon', status: 'NEEDS_RESPONSE', ...({ bogus: 'x' } as object) },
    });
    expect(page.kind === 'page' && page.page.items[0]).toMatchObject({
      id: 'cas_1',
      paymentId: 'trx_p',
      transactionId: 'trx_r',
      respondBy: apiCase.respond_by,
    });
    expect(Object.fromEntries(new URL(fake.requests[0].url).searchParams)).toEqual({
      page: '1',
      page_size: '25',
      sort: 'due_soon',
      status: 'NEEDS_RESPONSE',
    });
    const detail = await r.cases.get('cas_1');
    expect(detail.kind === 'found' && detail.data.evidence[0]).toMatchObject({ id: 'evd_1', fileName: 'r.pdf' });
    expect(await r.cases.counts()).toEqual({ kind: 'found', data: { open: 2, needsResponse: 1, dueSoon: 1 } });
  });

  it('downloads an evidence file as bytes, with the API’s type and attachment name; a missing one is null', async () => {
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0xff]);
    const fake = fakeApi({
      'GET /cases/cas_1/evidence/evd_1': () =>
        new Response(png, {
          headers: { 'content-type': 'image/png', 'content-disposition': 'attachment; filename="r.png"' },
        }),
      'GET /cases/cas_1/evidence/evd_2': () => json(404, { error: { type: 'not_found', message: 'No such file.' } }),
    });
    const r = merchantResources(fake.api);
    const file = await r.cases.downloadEvidence('cas_1', 'evd_1');
    expect(file && [...file.bytes]).toEqual([...png]);
    expect(file).toMatchObject({ contentType: 'image/png', disposition: 'attachment; filename="r.png"' });
    expect(await r.cases.downloadEvidence('cas_1', 'evd_2')).toBeNull();
  });

  it('reports an API without cases as unsupported', async () => {
    const r = merchantResources(fakeApi({}).api);
    expect(await r.cases.list({})).toMatchObject({ kind: 'unsupported' });
    expect(await r.cases.counts()).toMatchObject({ kind: 'unsupported' });
  });
});
