import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { reconBankAccounts } from '../db/schema';
import { ManualClock } from '../lib/clock';
import { startTestService, type TestMerchant, type TestService } from '../test/harness';
import { IMPORT_ABANDONED_MS } from './statements';

/**
 * A statement import runs as short transactions and shows its statement in the last one (docs/reconciliation.md,
 * "Importing a statement"). The service's test-only pause (ServiceDeps.statementImportPause) holds an import after a
 * batch of its lines, or fails it there, as a slow or dying import would be.
 */
let svc: TestService;
const clock = new ManualClock('2026-11-10T12:00:00.000Z');
type Step = { statementId: string; linesWritten: number };
let pause: ((step: Step) => Promise<void>) | undefined;

beforeAll(async () => {
  svc = await startTestService({ clock, statementImportPause: (step) => pause?.(step) ?? Promise.resolve() });
});
afterAll(() => svc.close());

/** An MT940 of `count` credits for account `account` (three batches of lines at 1,200). */
function mt940(account: string, count: number, tag = 'A') {
  const lines = Array.from({ length: count }, (_, i) => {
    const day = String((i % 9) + 1).padStart(2, '0');
    const cents = String(i % 100).padStart(2, '0');
    return `:61:2611${day}11${day}C${1 + (i % 50)},${cents}NTRFNONREF//${tag}-${i}\n:86:Credit ${tag} ${i}`;
  });
  return [
    `:20:STMT-${tag}`,
    `:25:${account}`,
    ':28C:00001/001',
    ':60F:C261031USD0,00',
    ...lines,
    ':62F:C261109USD0,00',
  ].join('\n');
}

/** Resolves when an import reaches its first pause, with a `release` that lets it go on. */
function holdFirstPause() {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const reached = new Promise<Step>((resolve) => {
    let held = false;
    pause = async (step) => {
      if (held) return;
      held = true;
      resolve(step);
      await released;
    };
  });
  return { reached, release };
}

const importMt940 = (m: TestMerchant, content: string, fileName = 'statement.mt940.txt') =>
  svc.as(m)('POST', '/reconciliation/statements/import', {
    body: { format: 'MT940', file_name: fileName, content },
  });

/** Everything of the merchant's reconciliation that a reader sees. */
async function visible(m: TestMerchant, statementId?: string) {
  const as = svc.as(m);
  const [statements, lines, exceptions, accounts, summary] = await Promise.all([
    as('GET', '/reconciliation/statements/list'),
    as('GET', '/reconciliation/lines/list'),
    as('GET', '/reconciliation/exceptions/list'),
    as('GET', '/reconciliation/bank-accounts/list'),
    as('GET', '/reconciliation/summary', { query: { date_from: '2026-11-01', date_to: '2026-11-30' } }),
  ]);
  const own = statementId
    ? {
        statement: (await as('GET', `/reconciliation/statements/${statementId}`)).status,
        ownLines: (await as('GET', '/reconciliation/lines/list', { query: { statement_id: statementId } })).body.lines
          .length,
      }
    : {};
  return {
    statements: statements.body.statements.length as number,
    lines: lines.body.lines.length as number,
    exceptions: exceptions.body.total_count as number,
    lastStatements: (accounts.body.bank_accounts as { last_statement_id: string | null }[]).map(
      (a) => a.last_statement_id,
    ),
    summaryLines: (summary.body.period as { lines: number }[]).reduce((sum, p) => sum + p.lines, 0),
    ...own,
  };
}

/** What the database itself holds of the merchant's statements and lines. */
async function stored(m: TestMerchant) {
  const count = async (table: string) => {
    const result = (await svc.database.db.execute(
      sql`select count(*)::int as n from ${sql.identifier(table)} where merchant_id = ${m.merchantId}`,
    )) as unknown as { rows: { n: number }[] };
    return result.rows[0].n;
  };
  return { statements: await count('recon_statements'), lines: await count('recon_lines') };
}

describe('a statement imported in short transactions', () => {
  it('shows nothing of itself to lists, reads, matching or the queue until its last transaction', async () => {
    const m = await svc.newMerchant();
    const hold = holdFirstPause();
    const importing = importMt940(m, mt940('US00HELD0001', 1_200));
    const step = await hold.reached;
    expect(step.linesWritten).toBe(250);
    expect(await stored(m)).toEqual({ statements: 1, lines: 250 });
    expect(await visible(m, step.statementId)).toEqual({
      statements: 0,
      lines: 0,
      exceptions: 0,
      lastStatements: [],
      summaryLines: 0,
      statement: 404,
      ownLines: 0,
    });
    // A matching run meanwhile leaves the held lines alone (no UNMATCHED_LINE exception for them).
    const refresh = await svc.as(m)('PUT', '/reconciliation/refresh');
    expect(refresh.status, refresh.text).toBe(200);
    expect(refresh.body).toMatchObject({ matched_lines: 0, open_exceptions: 0 });
    hold.release();
    const res = await importing;
    expect(res.status, res.text).toBe(201);
    expect(res.body.statement).toMatchObject({ uuid: step.statementId, line_count: 1_200 });
    const after = await visible(m, step.statementId);
    expect(after).toMatchObject({ statements: 1, statement: 200, ownLines: 1_000, exceptions: 1_200 });
    // The account the file named is registered with the statement, in its last transaction.
    expect(after.lastStatements).toEqual([step.statementId]);
  });

  it('an import failing late leaves no statement, no lines and no account, and the same file imports afterwards', async () => {
    const m = await svc.newMerchant();
    const content = mt940('US00LATE0001', 1_200);
    pause = async (step) => {
      if (step.linesWritten >= 1_000) throw new Error('the import dies after two batches of lines');
    };
    const failed = await importMt940(m, content);
    expect(failed.status).toBe(500);
    pause = undefined;
    expect(await stored(m)).toEqual({ statements: 0, lines: 0 });
    expect(await visible(m)).toEqual({ statements: 0, lines: 0, exceptions: 0, lastStatements: [], summaryLines: 0 });
    const accounts = await svc.database.db
      .select()
      .from(reconBankAccounts)
      .where(eq(reconBankAccounts.merchantId, m.merchantId));
    expect(accounts).toEqual([]);

    const again = await importMt940(m, content);
    expect(again.status, again.text).toBe(201);
    expect(again.body.statement.line_count).toBe(1_200);
    expect(await stored(m)).toEqual({ statements: 1, lines: 1_200 });
  });

  it('two imports of the same file at once end with one statement: the second waits and answers it as a duplicate', async () => {
    const m = await svc.newMerchant();
    const content = mt940('US00TWICE001', 1_200);
    const hold = holdFirstPause();
    const first = importMt940(m, content);
    const step = await hold.reached;
    const second = importMt940(m, content, 'again.mt940.txt');
    // The same money in another file name and text (a different SHA-256) waits likewise, then is refused.
    const sameMoney = importMt940(m, `${content}\n`, 'copy.mt940.txt');
    hold.release();
    const [a, b, c] = await Promise.all([first, second, sameMoney]);
    expect(a.status, a.text).toBe(201);
    expect(b.status, b.text).toBe(200);
    expect(b.body).toMatchObject({ duplicate: true, statement: { uuid: step.statementId } });
    expect(c.status, c.text).toBe(409);
    expect(c.body.error.code).toBe('duplicate_statement');
    expect(await stored(m)).toEqual({ statements: 1, lines: 1_200 });
  });

  it('an abandoned import (no write for IMPORT_ABANDONED_MS) is removed by the next one, and cannot come back', async () => {
    const m = await svc.newMerchant();
    const content = mt940('US00DEAD0001', 1_200);
    const hold = holdFirstPause();
    const stuck = importMt940(m, content);
    await hold.reached;
    clock.advance(IMPORT_ABANDONED_MS + 1_000);
    pause = undefined;
    const next = await importMt940(m, content);
    expect(next.status, next.text).toBe(201);
    // The stuck one resumes to find its statement gone: it fails and leaves the new one as it is.
    hold.release();
    expect((await stuck).status).toBe(500);
    expect(await stored(m)).toEqual({ statements: 1, lines: 1_200 });
    expect((await svc.as(m)('GET', `/reconciliation/statements/${next.body.statement.uuid}`)).status).toBe(200);
  });
});
