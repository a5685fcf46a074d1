import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { StaffSession } from '@/lib/auth';
import { ApiError } from '@/lib/merchant-api/errors';
import { TransactionSchema } from '@/lib/merchant-api/schemas/transaction';

const recordAudit = vi.fn();
const paymentsList = vi.fn();

vi.mock('@/lib/auth', () => ({ recordAudit: (...args: unknown[]) => recordAudit(...args) }));
vi.mock('@/lib/auth/translator', async () => ({ getT: async () => (await import('@/lib/i18n')).translator('en') }));
vi.mock('@/lib/merchant-api', async () => {
  const errors = await vi.importActual<typeof import('@/lib/merchant-api/errors')>('@/lib/merchant-api/errors');
  const other = { list: vi.fn() };
  return {
    isApiError: errors.isApiError,
    payments: { list: (...args: unknown[]) => paymentsList(...args) },
    transfers: other,
    payouts: other,
    deposits: other,
    accounts: other,
    endUsers: other,
    connectLinks: other,
    checkoutLinks: other,
    recurringPlans: other,
  };
});

const { exportResponse, exportFileName } = await import('./response');

const session = { user: { id: 'stf_1', email: 'fin@example.com', name: 'Fin', role: 'finance' } } as StaffSession;

const payment = (i: number) =>
  TransactionSchema.parse({
    uuid: `trx_${i}`,
    status: 'SUCCESSFUL',
    type: 'PAYMENT',
    amount: 1000 + i,
    currency: { code: 'USD' },
    date_created_gmt: '2026-11-20T10:00:00Z',
  });

function pages(total: number) {
  paymentsList.mockImplementation(async ({ page, pageSize }: { page: number; pageSize: number }) => {
    const start = (page - 1) * pageSize;
    const items = Array.from({ length: Math.max(0, Math.min(pageSize, total - start)) }, (_, i) => payment(start + i));
    return {
      kind: 'page',
      page: { items, pageInfo: { hasNextPage: start + pageSize < total, page, pageSize }, unreadable: 0 },
    };
  });
}

beforeEach(() => {
  recordAudit.mockReset();
  paymentsList.mockReset();
});

describe('exportResponse', () => {
  it('streams every page as an attachment, with the list’s filters only, and audits it', async () => {
    pages(2_345);
    const request = new Request(
      'http://console/payments/export?format=csv&status=SUCCESSFUL&description=caf%C3%A9&page=4&page_size=25&bogus=1&date_to=',
    );
    const res = await exportResponse(request, 'payments', session);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8; header=present');
    expect(res.headers.get('content-disposition')).toMatch(
      /^attachment; filename="payments-\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}Z\.csv"$/,
    );
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(recordAudit).toHaveBeenCalledWith({
      session,
      action: 'payments.export',
      summary: { format: 'csv', filters: { status: 'SUCCESSFUL', description: 'café' } },
    });
    const text = await res.text();
    expect(text.trim().split('\r\n')).toHaveLength(2_346);
    expect(paymentsList).toHaveBeenCalledTimes(3);
    expect(paymentsList.mock.calls.map((c) => c[0])).toEqual(
      [1, 2, 3].map((page) => ({ page, pageSize: 1000, filters: { status: 'SUCCESSFUL', description: 'café' } })),
    );
  });

  it('answers JSON Lines of normalized objects', async () => {
    pages(2);
    const res = await exportResponse(new Request('http://console/payments/export?format=jsonl'), 'payments', session);
    expect(res.headers.get('content-type')).toBe('application/jsonl; charset=utf-8');
    const lines = (await res.text())
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l));
    expect(lines.map((l) => [l.uuid, l.amount, l.currency])).toEqual([
      ['trx_0', 1000, 'USD'],
      ['trx_1', 1001, 'USD'],
    ]);
  });

  it('answers a status, not a broken file, when the first page fails', async () => {
    paymentsList.mockRejectedValue(
      new ApiError({
        status: 400,
        code: 'invalid',
        message: "'date_from' is invalid",
        fieldErrors: {},
        requestId: 'req_1',
      }),
    );
    let res = await exportResponse(new Request('http://console/payments/export?date_from=x'), 'payments', session);
    expect(res.status).toBe(400);
    expect((await res.json()).error.message).toBe("'date_from' is invalid");
    expect(recordAudit).toHaveBeenCalledWith(expect.objectContaining({ outcome: 'failure', apiRequestId: 'req_1' }));

    paymentsList.mockResolvedValue({
      kind: 'unsupported',
      detail: 'This Merchant API has no GET /payments/list endpoint.',
    });
    res = await exportResponse(new Request('http://console/payments/export'), 'payments', session);
    expect(res.status).toBe(404);

    res = await exportResponse(new Request('http://console/payments/export?format=xlsx'), 'payments', session);
    expect(res.status).toBe(400);
    expect((await res.json()).error.message).toBe("Unknown format 'xlsx': use csv or jsonl.");
  });

  it('names files sortably', () => {
    expect(exportFileName('end-users', 'jsonl', new Date('2026-11-21T10:30:05.123Z'))).toBe(
      'end-users-2026-11-21T10-30-05Z.jsonl',
    );
  });
});
