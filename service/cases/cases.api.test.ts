import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EVIDENCE_MAX_BYTES, EVIDENCE_MAX_FILES } from '../../core/cases';
import { ledgerEntries } from '../db/schema';
import { settle } from '../deposits/settle';
import { ManualClock } from '../lib/clock';
import { processDue, type ProcessorOptions } from '../processor/run';
import { insertAccount, transactionRow } from '../test/fixtures';
import { startTestService, type TestService } from '../test/harness';
import { processCasesDue } from './lifecycle';

let svc: TestService;
let clock: ManualClock;
let funding: Awaited<ReturnType<typeof insertAccount>>;

const REVIEW_MS = 30_000;
const options: ProcessorOptions = {
  batchSize: 500,
  retryMs: 60_000,
  delays: { pendingMs: 1_000, processingMs: 1_000, disputeMs: 1_000 },
};
const DAY = 86_400_000;
const db = () => svc.database.db;

beforeAll(async () => {
  clock = new ManualClock('2026-03-02T10:00:00.000Z');
  svc = await startTestService({ clock });
  funding = await insertAccount(db(), svc.merchant);
});
afterAll(() => svc.close());

/** Runs the processor and the cases' tick until nothing is due at this time. */
async function drain() {
  for (let i = 0; i < 20; i++) {
    const moved = await processDue(db(), clock, options);
    const decided = await processCasesDue(db(), clock, { reviewMs: REVIEW_MS, batchSize: 100 });
    if (moved.processed + decided.processed === 0) return;
  }
}

/** A payment of `amount` taken through the sandbox until its case opens; answers the payment id and the case. */
async function caseFor(amount: number) {
  const res = await svc.request('POST', '/payments/create', {
    body: {
      tenant_id: svc.merchant.tenantIds[0],
      amount,
      description: `Order ${amount}`,
      auto_send_receipt: false,
      funding_source_id: funding.id,
    },
  });
  expect(res.status).toBe(201);
  const paymentId = res.body.payment.uuid as string;
  for (let i = 0; i < 3; i++) {
    clock.advance(1_000);
    await drain();
  }
  const list = await svc.request('GET', '/cases/list', { query: { payment_id: paymentId } });
  expect(list.status).toBe(200);
  expect(list.body.cases).toHaveLength(1);
  return { paymentId, case: list.body.cases[0] };
}

/** After the clock jumps days ahead, the merchants' tokens have expired: new ones, as a client would fetch. */
async function reissueTokens() {
  for (const m of [svc.merchant, svc.other]) {
    const res = await svc.request('POST', '/oauth/token', {
      token: null,
      body: {
        client_id: m.clientId,
        client_secret: m.clientSecret,
        audience: svc.config.audience,
        grant_type: 'client_credentials',
      },
    });
    expect(res.status).toBe(200);
    m.token = res.body.access_token;
  }
}

const getCase = async (id: string) => (await svc.request('GET', `/cases/${id}`)).body;
const b64 = (text: string | Buffer) => Buffer.from(text).toString('base64');
const upload = (id: string, body: Record<string, string>) => svc.request('POST', `/cases/${id}/evidence`, { body });
const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

async function eventsOf(objectId: string) {
  const res = await svc.request('GET', '/events/list', { query: { object_id: objectId } });
  return (
    res.body.events as {
      type: string;
      object_type: string;
      object_id: string;
      data: { object: unknown; refusal?: { code: string } };
    }[]
  ).reverse();
}

async function merchantLedger(transactionId: string) {
  const [row] = await db()
    .select({ total: sql<string>`coalesce(sum(${ledgerEntries.amount}), 0)` })
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.transactionId, transactionId), sql`${ledgerEntries.ledgerAccount} like 'merchant:%'`));
  return Number(row.total);
}

describe('dispute and return cases', () => {
  it('opens a dispute with its reason, deadline and amount, refuses refunds naming it, and a won case puts the money back', async () => {
    const opened = clock.now().getTime();
    const { paymentId, case: c } = await caseFor(10_066);
    expect(c).toMatchObject({
      kind: 'DISPUTE',
      reason: 'FRAUDULENT',
      status: 'NEEDS_RESPONSE',
      amount: 10_066,
      currency: 'USD',
      payment_id: paymentId,
      credit_transaction_id: null,
      deposit_id: null,
    });
    const respondBy = Date.parse(c.respond_by);
    expect(respondBy - Date.parse(c.date_created_gmt)).toBe(7 * DAY);
    expect(Date.parse(c.date_created_gmt)).toBeGreaterThan(opened);
    const reversal = await transactionRow(db(), c.transaction_id);
    expect(reversal).toMatchObject({ type: 'REVERSAL', parentId: paymentId, amount: 10_066, status: 'SUCCESSFUL' });
    expect((await transactionRow(db(), paymentId)).status).toBe('DISPUTED');

    const refund = await svc.request('PUT', `/payments/${paymentId}/refund`, { body: { reason: 'FRAUDULENT' } });
    expect(refund.status).toBe(409);
    expect(refund.body.error.code).toBe('payment_has_case');
    expect(refund.body.error.message).toContain(c.code);
    // The refusal is an event of its own (whoever refused it, wherever it was tried), with the payment as it stands.
    const refused = (await eventsOf(paymentId)).filter((e) => e.type === 'payment.refund_refused');
    expect(refused).toEqual([
      expect.objectContaining({
        object_type: 'transaction',
        object_id: paymentId,
        data: {
          object: expect.objectContaining({ uuid: paymentId, status: 'DISPUTED' }),
          refusal: { code: 'payment_has_case', message: refund.body.error.message, amount: null, reason: 'FRAUDULENT' },
          client_id: svc.merchant.clientId,
          request_id: refund.headers.get('request-id'),
        },
      }),
    ]);

    const stored = await upload(c.uuid, {
      file_name: 'receipt.pdf',
      content_type: 'application/pdf',
      content_base64: b64(PDF),
    });
    expect(stored.status).toBe(201);
    expect(stored.body.evidence).toMatchObject({
      file_name: 'receipt.pdf',
      content_type: 'application/pdf',
      size: PDF.length,
    });
    const detail = await getCase(c.uuid);
    expect(detail.evidence.map((e: { uuid: string }) => e.uuid)).toEqual([stored.body.evidence.uuid]);

    clock.advance(1_000); // events of one instant list in id order: a second apart, they list in the order they happened
    const submitted = await svc.request('PUT', `/cases/${c.uuid}/submit`, {
      body: { response_text: 'Delivered on 3 Nov; signed receipt attached.' },
    });
    expect(submitted.status).toBe(200);
    expect(submitted.body.case).toMatchObject({ status: 'UNDER_REVIEW', submitted_at: clock.now().toISOString() });
    expect(
      (
        await svc.request('POST', `/cases/${c.uuid}/evidence`, {
          body: { file_name: 'late.pdf', content_type: 'application/pdf', content_base64: b64(PDF) },
        })
      ).status,
    ).toBe(409);

    clock.advance(REVIEW_MS - 1);
    await drain();
    expect((await getCase(c.uuid)).case.status).toBe('UNDER_REVIEW');
    clock.advance(1);
    await drain();
    const won = (await getCase(c.uuid)).case;
    expect(won).toMatchObject({ status: 'WON', decided_at: clock.now().toISOString() });
    const credit = await transactionRow(db(), won.credit_transaction_id);
    expect(credit).toMatchObject({
      type: 'PAYMENT',
      status: 'SUCCESSFUL',
      amount: 10_066,
      remarks: 'CASE_WON',
      parentId: c.transaction_id,
    });
    // The ledger: what the reversal took from the merchant, the credit gives back.
    expect(await merchantLedger(c.transaction_id)).toBe(-10_066);
    expect(await merchantLedger(credit.id)).toBe(10_066);
    const creditRefund = await svc.request('PUT', `/payments/${credit.id}/refund`, { body: { reason: 'OTHER' } });
    expect(creditRefund.status).toBe(409);
    expect(creditRefund.body.error.message).toContain(c.code);
    const creditRefused = (await eventsOf(credit.id)).filter((e) => e.type === 'payment.refund_refused');
    expect(creditRefused.map((e) => e.data.refusal?.code)).toEqual(['payment_has_case']);

    // Each state change is an event whose snapshot is the case as GET answers it.
    const events = await eventsOf(c.uuid);
    expect(events.map((e) => e.type)).toEqual(['case.opened', 'case.under_review', 'case.won']);
    expect(events[2].data.object).toEqual(won);

    // Both transactions land in the next deposit: the reversal −, the credit +; the case names the deposits.
    const deposit = await settle(db(), clock, svc.merchant.merchantId, 'USD');
    const settled = (await getCase(c.uuid)).case;
    expect(settled).toMatchObject({ deposit_id: deposit!.id, credit_deposit_id: deposit!.id });
    const depositJson = (await svc.request('GET', `/deposits/${deposit!.id}`)).body;
    const lines = depositJson.related_transactions.map((r: { uuid: string; type: string }) => [r.uuid, r.type]);
    expect(lines).toEqual(
      expect.arrayContaining([
        [c.transaction_id, 'REVERSAL'],
        [credit.id, 'PAYMENT'],
      ]),
    );
    // The deposit's lines find their case (the console's deposit page links both lines to it).
    const inDeposit = await svc.request('GET', '/cases/list', { query: { deposit_id: deposit!.id } });
    expect(inDeposit.body.cases.map((x: { uuid: string }) => x.uuid)).toEqual([c.uuid]);
    const elsewhere = await svc.request('GET', '/cases/list', { query: { deposit_id: 'trx_none' } });
    expect(elsewhere.body.cases).toEqual([]);
  });

  it('opens a return as a RETURN transaction with its bank reason code; past the deadline it is lost and still blocks refunds', async () => {
    const { paymentId, case: c } = await caseFor(10_567);
    expect(c).toMatchObject({ kind: 'RETURN', reason: 'R10', status: 'NEEDS_RESPONSE', amount: 10_567 });
    expect(Date.parse(c.respond_by) - Date.parse(c.date_created_gmt)).toBe(3 * DAY);
    expect(await transactionRow(db(), c.transaction_id)).toMatchObject({
      type: 'RETURN',
      remarks: 'R10',
      parentId: paymentId,
    });
    expect((await transactionRow(db(), paymentId)).status).toBe('REVERSED');

    clock.set(new Date(Date.parse(c.respond_by) - 1));
    await reissueTokens();
    await drain();
    expect((await getCase(c.uuid)).case.status).toBe('NEEDS_RESPONSE');
    clock.advance(1);
    await drain();
    await reissueTokens();
    expect((await getCase(c.uuid)).case).toMatchObject({ status: 'LOST', credit_transaction_id: null });
    const refund = await svc.request('PUT', `/payments/${paymentId}/refund`, { body: { reason: 'OTHER' } });
    expect(refund.status).toBe(409);
    expect(refund.body.error.message).toContain(c.code);
    expect((await eventsOf(c.uuid)).map((e) => e.type)).toEqual(['case.opened', 'case.lost']);
  });

  it('accepts a case once; losing evidence loses; a response needs text or evidence', async () => {
    const { case: accepted } = await caseFor(10_166);
    expect(accepted.reason).toBe('PRODUCT_NOT_RECEIVED');
    const res = await svc.request('PUT', `/cases/${accepted.uuid}/accept`);
    expect(res.status).toBe(200);
    expect(res.body.case).toMatchObject({ status: 'ACCEPTED', decided_at: clock.now().toISOString() });
    expect((await svc.request('PUT', `/cases/${accepted.uuid}/accept`)).status).toBe(409);
    expect((await svc.request('PUT', `/cases/${accepted.uuid}/submit`, { body: { response_text: 'x' } })).status).toBe(
      409,
    );

    const { case: lost } = await caseFor(10_266);
    const empty = await svc.request('PUT', `/cases/${lost.uuid}/submit`, { body: {} });
    expect(empty.status).toBe(400);
    expect(empty.body.error.param).toBe('response_text');
    await svc.request('PUT', `/cases/${lost.uuid}/submit`, { body: { response_text: 'losing_evidence' } });
    clock.advance(REVIEW_MS);
    await drain();
    expect((await getCase(lost.uuid)).case).toMatchObject({ status: 'LOST', credit_transaction_id: null });
  });

  it('stores evidence within its limits, lists it and serves it only as a download', async () => {
    const { case: c } = await caseFor(10_366);
    const refused = async (body: Record<string, string>, status: number, code: string) => {
      const res = await upload(c.uuid, body);
      expect(res.status, JSON.stringify(res.body)).toBe(status);
      expect(res.body.error.code).toBe(code);
    };
    const html = '<html><script>alert(1)</script></html>';
    await refused(
      { file_name: 'x.html', content_type: 'text/html', content_base64: b64(html) },
      400,
      'unsupported_type',
    );
    await refused(
      { file_name: 'x.png', content_type: 'image/png', content_base64: b64(html) },
      400,
      'content_mismatch',
    );
    await refused(
      { file_name: 'x.pdf', content_type: 'application/pdf', content_base64: 'not base64!' },
      400,
      'invalid_base64',
    );
    const big = Buffer.concat([PDF, Buffer.alloc(EVIDENCE_MAX_BYTES)]);
    await refused(
      { file_name: 'big.pdf', content_type: 'application/pdf', content_base64: b64(big) },
      400,
      'file_too_large',
    );

    const text = await upload(c.uuid, {
      file_name: '../../etc/"notes".txt',
      content_type: 'text/plain',
      content_base64: b64('Tracking 1Z999'),
    });
    expect(text.status).toBe(201);
    expect(text.body.evidence.file_name).toBe('notes.txt');
    const file = await svc.request('GET', `/cases/${c.uuid}/evidence/${text.body.evidence.uuid}`);
    expect(file.status).toBe(200);
    expect(file.text).toBe('Tracking 1Z999');
    expect(file.headers.get('content-type')).toBe('text/plain');
    expect(file.headers.get('content-disposition')).toMatch(/^attachment; filename="notes.txt"/);
    expect(file.headers.get('x-content-type-options')).toBe('nosniff');
    expect(file.headers.get('content-security-policy')).toContain('sandbox');

    for (let i = 1; i < EVIDENCE_MAX_FILES; i++) {
      expect(
        (await upload(c.uuid, { file_name: `p${i}.pdf`, content_type: 'application/pdf', content_base64: b64(PDF) }))
          .status,
      ).toBe(201);
    }
    await refused(
      { file_name: 'one-more.pdf', content_type: 'application/pdf', content_base64: b64(PDF) },
      409,
      'too_many_evidence_files',
    );
    expect((await getCase(c.uuid)).evidence).toHaveLength(EVIDENCE_MAX_FILES);
    // Another merchant sees none of it.
    expect((await svc.request('GET', `/cases/${c.uuid}`, { token: svc.other.token })).status).toBe(404);
    expect(
      (await svc.request('GET', `/cases/${c.uuid}/evidence/${text.body.evidence.uuid}`, { token: svc.other.token }))
        .status,
    ).toBe(404);
  });

  it('lists with filters and paging, sorts open cases by deadline, and counts the open and due soon', async () => {
    const all = (await svc.request('GET', '/cases/list')).body.cases as {
      uuid: string;
      status: string;
      respond_by: string;
      kind: string;
    }[];
    expect(all.length).toBeGreaterThanOrEqual(5);
    const page = await svc.request('GET', '/cases/list', { query: { page_size: 2, page: 2 } });
    expect(page.body.cases.map((x: { uuid: string }) => x.uuid)).toEqual(all.slice(2, 4).map((x) => x.uuid));
    expect(page.body.page_info).toMatchObject({ page: 2, page_size: 2, has_next_page: all.length > 4 });

    const returns = (await svc.request('GET', '/cases/list', { query: { kind: 'RETURN' } })).body.cases;
    expect(returns.map((x: { uuid: string }) => x.uuid)).toEqual(
      all.filter((x) => x.kind === 'RETURN').map((x) => x.uuid),
    );
    const byReason = (await svc.request('GET', '/cases/list', { query: { reason: 'R10' } })).body.cases;
    expect(byReason.every((x: { reason: string }) => x.reason === 'R10')).toBe(true);

    // A return (3 days) opened now is due before the open dispute opened earlier (7 days).
    const { case: fresh } = await caseFor(10_067);
    const due = (await svc.request('GET', '/cases/list', { query: { sort: 'due_soon' } })).body.cases as typeof all;
    expect(due.every((x) => x.status === 'NEEDS_RESPONSE')).toBe(true);
    expect(due.map((x) => x.respond_by)).toEqual([...due.map((x) => x.respond_by)].sort());
    expect(due.map((x) => x.uuid)).toContain(fresh.uuid);

    const counts = (await svc.request('GET', '/cases/counts')).body;
    const open = (await svc.request('GET', '/cases/list', { query: { status: 'NEEDS_RESPONSE' } })).body
      .cases as typeof all;
    const review = (await svc.request('GET', '/cases/list', { query: { status: 'UNDER_REVIEW' } })).body.cases;
    const soon = open.filter((x) => Date.parse(x.respond_by) - clock.now().getTime() <= 3 * DAY);
    expect(counts).toEqual({ open: open.length + review.length, needs_response: open.length, due_soon: soon.length });
    expect(counts.due_soon).toBeGreaterThanOrEqual(1);

    const bad = await svc.request('GET', '/cases/list', { query: { colour: 'red', status: 'OPEN' } });
    expect(bad.status).toBe(400);
    expect(bad.text).toContain('colour');
  });

  it('finds a case by its exact code (DSP-… or RTN-…), only the merchant’s own', async () => {
    const all = (await svc.request('GET', '/cases/list')).body.cases as { uuid: string; code: string; kind: string }[];
    for (const kind of ['DISPUTE', 'RETURN']) {
      const one = all.find((x) => x.kind === kind)!;
      expect(one.code).toMatch(kind === 'DISPUTE' ? /^DSP-/ : /^RTN-/);
      const byCode = await svc.request('GET', '/cases/list', { query: { code: one.code } });
      expect(byCode.status).toBe(200);
      expect(byCode.body.cases.map((x: { uuid: string }) => x.uuid)).toEqual([one.uuid]);
      const combined = await svc.request('GET', '/cases/list', { query: { code: one.code, kind, sort: 'newest' } });
      expect(combined.body.cases).toHaveLength(1);
    }
    const none = await svc.request('GET', '/cases/list', { query: { code: 'DSP-NOSUCHCODE' } });
    expect(none.status).toBe(200);
    expect(none.body.cases).toEqual([]);
    const other = await svc.request('GET', '/cases/list', { token: svc.other.token, query: { code: all[0].code } });
    expect(other.status).toBe(200);
    expect(other.body.cases).toEqual([]);
  });
});
