import { createRoute, z } from '@hono/zod-openapi';
import { eq } from 'drizzle-orm';
import type { Context } from 'hono';
import type { Tx } from '../db/client';
import { apiClients, reconExceptions } from '../db/schema';
import type { AppEnv } from '../http/env';
import { notFound } from '../http/errors';
import { forbidden } from '../lib/problems';
import { isConsoleClientId } from '../oauth/console-client';
import { PageInfoSchema } from '../http/list';
import { newRouter } from '../http/router';
import { errorResponses, extension, guard, jsonBody, jsonResponse } from '../http/route-spec';
import type { Actor } from './audit';
import { CANDIDATE_WINDOW_DAYS, lineCandidates } from './candidates';
import {
  createBankAccount,
  getBankAccount,
  listBankAccounts,
  resolveLine,
  serializeBankAccounts,
  voidStatement,
} from './accounts';
import { closeView, signOff } from './close';
import {
  bulkExceptions,
  createMapping,
  reopenException,
  resolveException,
  settingsJson,
  updateException,
  updateSettings,
} from './exceptions';
import { annotateLine, matchManually, reconcile, reconSettingsOf, unmatchLine } from './matching';
import {
  getException,
  getLine,
  getStatement,
  listAudit,
  listExceptions,
  listLines,
  listMappings,
  listStatements,
  openExceptionCount,
  serializeExceptions,
  serializeLines,
  serializeMapping,
  serializeStatements,
  summary,
} from './queries';
import {
  AnnotateBody,
  AuditQuery,
  BankAccountCreateBody,
  BankAccountListQuery,
  BankAccountSchema,
  CloseQuery,
  CloseSchema,
  ExceptionBulkBody,
  ExceptionBulkResult,
  LineResolveBody,
  SignOffBody,
  SignOffSchema,
  StatementVoidBody,
  AuditSchema,
  CandidateSchema,
  ExceptionListQuery,
  ExceptionSchema,
  ExceptionUpdateBody,
  idParam,
  ImportBody,
  ImportResult,
  LineListQuery,
  LineSchema,
  MappingCreateBody,
  MappingEntry,
  MatchBody,
  ReopenBody,
  ResolveBody,
  SettingsBody,
  SettingsSchema,
  StatementListQuery,
  StatementSchema,
  SummaryQuery,
  SummarySchema,
  UnmatchBody,
} from './schemas';
import { importStatement } from './statements';

const tags = ['Reconciliation'];
const read = guard('read:payments');
const write = guard('write:payments', { idempotent: true });
const stmParam = idParam('Statement', 'stm_3c1f9e2a-8b7d-4e6f-a5c4-1b2a3d4e5f60');
const lineParam = idParam('Statement line', 'stl_5e6f7a8b-9c0d-4e1f-a2b3-c4d5e6f7a8b9');
const rexParam = idParam('Exception', 'rex_1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d');
const bacParam = idParam('Bank account', 'bac_4d5e6f7a-8b9c-4d0e-a1f2-3b4c5d6e7f80');
const BankAccountEnvelope = z.object({ bank_account: BankAccountSchema }).openapi('BankAccountEnvelope');
const BankAccountList = z
  .object({
    bank_accounts: z.array(BankAccountSchema).openapi({ description: 'By currency, then name.' }),
    page_info: PageInfoSchema,
  })
  .openapi('BankAccountList');
const SignOffEnvelope = z.object({ sign_off: SignOffSchema }).openapi('ReconciliationSignOffEnvelope');

const StatementEnvelope = z.object({ statement: StatementSchema }).openapi('StatementEnvelope');
const StatementList = z
  .object({
    statements: z.array(StatementSchema).openapi({ description: 'This page, newest first.' }),
    page_info: PageInfoSchema,
  })
  .openapi('StatementList');
const LineEnvelope = z.object({ line: LineSchema }).openapi('StatementLineEnvelope');
const LineDetail = z
  .object({ line: LineSchema, audit: z.array(AuditSchema).openapi({ description: 'Its decisions, newest first.' }) })
  .openapi('StatementLineDetail');
const LineList = z
  .object({ lines: z.array(LineSchema).openapi({ description: 'This page.' }), page_info: PageInfoSchema })
  .openapi('StatementLineList');
const CandidateList = z
  .object({
    candidates: z.array(CandidateSchema).openapi({ description: 'At most 20, the closest amount first.' }),
  })
  .openapi('ReconciliationCandidateList');
const ExceptionEnvelope = z.object({ exception: ExceptionSchema }).openapi('ReconciliationExceptionEnvelope');
const ExceptionList = z
  .object({
    exceptions: z.array(ExceptionSchema).openapi({ description: 'This page, in the order asked (oldest first).' }),
    page_info: PageInfoSchema,
    total_count: z
      .number()
      .int()
      .openapi({ description: 'How many exceptions the filters hold, every page together (exact).', example: 415 }),
  })
  .openapi('ReconciliationExceptionList');
const AuditList = z
  .object({
    audit: z.array(AuditSchema).openapi({ description: 'This page, newest first.' }),
    page_info: PageInfoSchema,
  })
  .openapi('ReconciliationAuditList');
const MappingEnvelope = z.object({ csv_mapping: MappingEntry }).openapi('CsvMappingEnvelope');
const MappingList = z
  .object({ csv_mappings: z.array(MappingEntry).openapi({ description: 'By name.' }) })
  .openapi('CsvMappingList');
const SettingsEnvelope = z.object({ settings: SettingsSchema }).openapi('ReconciliationSettingsEnvelope');
const RefreshResult = z
  .object({
    matched_lines: z.number().int().openapi({ description: 'Lines matched by this run.', example: 2 }),
    open_exceptions: z.number().int().openapi({ description: 'Exceptions open after it.', example: 3 }),
  })
  .openapi('ReconciliationRefresh');

function route<R extends Parameters<typeof createRoute>[0]>(r: R) {
  return createRoute({ tags, ...extension, ...r });
}

/**
 * Who decides: the API client (`client:<id>`), or the member the console names. Only the console's own client (the
 * protected one) may name someone: any other client naming an actor is refused, so the trail never holds free text.
 */
async function actorOf(c: Context<AppEnv>, named?: string): Promise<Actor> {
  const { clientId } = c.var.auth;
  if (named === undefined) return { who: `client:${clientId}`, clientId };
  if (!isConsoleClientId(clientId)) {
    const [client] = await c.var.deps.db
      .select({ protected: apiClients.protected })
      .from(apiClients)
      .where(eq(apiClients.clientId, clientId));
    if (!client?.protected)
      throw forbidden(
        'actor_not_allowed',
        'Only the console names who decides (actor); this client’s decisions are recorded as the client itself.',
      );
  }
  return { who: named, clientId };
}
const today = (now: Date) => now.toISOString().slice(0, 10);

const importRoute = route({
  method: 'post',
  path: '/reconciliation/statements/import',
  summary: 'Import a bank statement',
  description:
    'camt.053, MT940 or CSV (with a saved `mapping_id` or an inline `mapping`). The file is parsed line by line, then written in short transactions while every read leaves the statement out, and shown with all its lines in the last one: a malformed file is refused (400 `malformed_statement` naming the line and the reason) and nothing of it is kept; an import that fails later keeps nothing either. The same file again (same SHA-256) answers 200 with `duplicate: true` and adds nothing. Then every open line is matched automatically (docs/reconciliation.md). Supports Idempotency-Key.',
  middleware: write,
  request: { body: jsonBody(ImportBody) },
  responses: {
    201: jsonResponse(ImportResult, 'Imported and matched'),
    200: jsonResponse(ImportResult, 'Already imported: nothing added'),
    ...errorResponses,
  },
});
const statementList = route({
  method: 'get',
  path: '/reconciliation/statements/list',
  summary: 'List imported statements',
  description: 'Newest first.',
  middleware: read,
  request: { query: StatementListQuery },
  responses: { 200: jsonResponse(StatementList, 'A page of statements'), ...errorResponses },
});
const statementGet = route({
  method: 'get',
  path: '/reconciliation/statements/{uuid}',
  summary: 'Get a statement',
  description:
    'The statement and how many of its lines are matched (its lines: /reconciliation/lines/list?statement_id=).',
  middleware: read,
  request: { params: stmParam },
  responses: { 200: jsonResponse(StatementEnvelope, 'The statement'), ...errorResponses },
});
const lineList = route({
  method: 'get',
  path: '/reconciliation/lines/list',
  summary: 'List statement lines',
  description: 'With their active matches. One statement’s lines in file order; otherwise the latest value date first.',
  middleware: read,
  request: { query: LineListQuery },
  responses: { 200: jsonResponse(LineList, 'A page of lines'), ...errorResponses },
});
const lineGet = route({
  method: 'get',
  path: '/reconciliation/lines/{uuid}',
  summary: 'Get a statement line',
  description: 'The line, its matches and every decision about it (who, why, when).',
  middleware: read,
  request: { params: lineParam },
  responses: { 200: jsonResponse(LineDetail, 'The line'), ...errorResponses },
});
const candidatesRoute = route({
  method: 'get',
  path: '/reconciliation/lines/{uuid}/candidates',
  summary: 'What a line may be matched to by hand',
  description: `The open deposits (a credit) or payouts (a debit) in the line's currency, not matched elsewhere, dated within ${CANDIDATE_WINDOW_DAYS} days of its value date: the closest amount first, then the closest date.`,
  middleware: read,
  request: { params: lineParam },
  responses: { 200: jsonResponse(CandidateList, 'The candidates'), ...errorResponses },
});
const matchRoute = route({
  method: 'put',
  path: '/reconciliation/lines/{uuid}/match',
  summary: 'Match a line by hand',
  description:
    'To one deposit or payout, or several (many-to-one). Same currency; the amounts must add up unless `accept_difference` (409 `amount_mismatch`); a transaction matched elsewhere is 409. Audited with who and why. Supports Idempotency-Key.',
  middleware: write,
  request: { params: lineParam, body: jsonBody(MatchBody) },
  responses: { 200: jsonResponse(LineEnvelope, 'The matched line'), ...errorResponses },
});
const unmatchRoute = route({
  method: 'put',
  path: '/reconciliation/lines/{uuid}/unmatch',
  summary: 'Unmatch a line',
  description:
    'Undoes its match (automatic or manual); the line and its transactions are open again. Audited. Supports Idempotency-Key.',
  middleware: write,
  request: { params: lineParam, body: jsonBody(UnmatchBody) },
  responses: { 200: jsonResponse(LineEnvelope, 'The line, UNMATCHED'), ...errorResponses },
});
const annotateRoute = route({
  method: 'put',
  path: '/reconciliation/lines/{uuid}/annotate',
  summary: 'Annotate a line',
  description: 'Sets its note (empty clears). Audited. Supports Idempotency-Key.',
  middleware: write,
  request: { params: lineParam, body: jsonBody(AnnotateBody) },
  responses: { 200: jsonResponse(LineEnvelope, 'The line'), ...errorResponses },
});
const exceptionList = route({
  method: 'get',
  path: '/reconciliation/exceptions/list',
  summary: 'The exceptions queue',
  description:
    'Unmatched lines, deposits and payouts the bank has not shown, amount differences; oldest first, each with its age.',
  middleware: read,
  request: { query: ExceptionListQuery },
  responses: { 200: jsonResponse(ExceptionList, 'A page of exceptions'), ...errorResponses },
});
const exceptionGet = route({
  method: 'get',
  path: '/reconciliation/exceptions/{uuid}',
  summary: 'Get an exception',
  description: 'One exception.',
  middleware: read,
  request: { params: rexParam },
  responses: { 200: jsonResponse(ExceptionEnvelope, 'The exception'), ...errorResponses },
});
const exceptionUpdate = route({
  method: 'put',
  path: '/reconciliation/exceptions/{uuid}/update',
  summary: 'Assign or annotate an exception',
  description: 'Owner and note. Audited. Supports Idempotency-Key.',
  middleware: write,
  request: { params: rexParam, body: jsonBody(ExceptionUpdateBody) },
  responses: { 200: jsonResponse(ExceptionEnvelope, 'The exception'), ...errorResponses },
});
const exceptionResolve = route({
  method: 'put',
  path: '/reconciliation/exceptions/{uuid}/resolve',
  summary: 'Resolve an exception',
  description: 'With a resolution and a note saying why (409 when not OPEN). Audited. Supports Idempotency-Key.',
  middleware: write,
  request: { params: rexParam, body: jsonBody(ResolveBody) },
  responses: { 200: jsonResponse(ExceptionEnvelope, 'The exception, RESOLVED'), ...errorResponses },
});
const exceptionReopen = route({
  method: 'put',
  path: '/reconciliation/exceptions/{uuid}/reopen',
  summary: 'Reopen an exception',
  description: 'One finance resolved (not one resolved by a match). Audited. Supports Idempotency-Key.',
  middleware: write,
  request: { params: rexParam, body: jsonBody(ReopenBody) },
  responses: { 200: jsonResponse(ExceptionEnvelope, 'The exception, OPEN'), ...errorResponses },
});
const refreshRoute = route({
  method: 'put',
  path: '/reconciliation/refresh',
  summary: 'Match again and update the queue',
  description:
    'Matches the open lines against the deposits and payouts that exist now, and opens MISSING_FROM_BANK exceptions that have come due. Supports Idempotency-Key.',
  middleware: write,
  responses: { 200: jsonResponse(RefreshResult, 'What it did'), ...errorResponses },
});
const bankAccountList = route({
  method: 'get',
  path: '/reconciliation/bank-accounts/list',
  summary: 'The merchant’s bank accounts',
  description: 'By currency, then name; each with its latest statement’s last day and closing balance.',
  middleware: read,
  request: { query: BankAccountListQuery },
  responses: { 200: jsonResponse(BankAccountList, 'The accounts'), ...errorResponses },
});
const bankAccountCreate = route({
  method: 'post',
  path: '/reconciliation/bank-accounts/create',
  summary: 'Register a bank account',
  description:
    'Currency, IBAN or number, the bank’s name and which money it carries; a number is unique with its currency (409). Audited. Supports Idempotency-Key.',
  middleware: write,
  request: { body: jsonBody(BankAccountCreateBody) },
  responses: { 201: jsonResponse(BankAccountEnvelope, 'The account'), ...errorResponses },
});
const bankAccountGet = route({
  method: 'get',
  path: '/reconciliation/bank-accounts/{uuid}',
  summary: 'Get a bank account',
  description: 'One account.',
  middleware: read,
  request: { params: bacParam },
  responses: { 200: jsonResponse(BankAccountEnvelope, 'The account'), ...errorResponses },
});
const statementVoid = route({
  method: 'put',
  path: '/reconciliation/statements/{uuid}/void',
  summary: 'Void a statement',
  description:
    'With a reason: its matches are undone (their deposits and payouts open again), its lines VOID, their open exceptions resolved VOIDED; the same money can be imported again. Audited. Supports Idempotency-Key.',
  middleware: write,
  request: { params: stmParam, body: jsonBody(StatementVoidBody) },
  responses: { 200: jsonResponse(StatementEnvelope, 'The statement, VOID'), ...errorResponses },
});
const lineResolve = route({
  method: 'put',
  path: '/reconciliation/lines/{uuid}/resolve',
  summary: 'Explain a line without a deposit or payout',
  description:
    'A bank fee, interest, a transfer between own accounts or other (with a note): the line is RESOLVED and its exception closed. Unmatch reopens it. Audited. Supports Idempotency-Key.',
  middleware: write,
  request: { params: lineParam, body: jsonBody(LineResolveBody) },
  responses: { 200: jsonResponse(LineEnvelope, 'The line, RESOLVED'), ...errorResponses },
});
const exceptionBulk = route({
  method: 'post',
  path: '/reconciliation/exceptions/bulk',
  summary: 'Assign or resolve many exceptions',
  description:
    'Up to 500 in one transaction, each audited as one would be; unknown or already resolved ones are skipped with why. Supports Idempotency-Key.',
  middleware: write,
  request: { body: jsonBody(ExceptionBulkBody) },
  responses: { 200: jsonResponse(ExceptionBulkResult, 'What changed'), ...errorResponses },
});
const closeRoute = route({
  method: 'get',
  path: '/reconciliation/close',
  summary: 'A month’s close',
  description:
    'Per bank account and day (value date of lines, business day of deposits and payouts): matched, open, missing from the bank and the difference left; the latest sign-off and every figure changed since it.',
  middleware: read,
  request: { query: CloseQuery },
  responses: { 200: jsonResponse(CloseSchema, 'The close view'), ...errorResponses },
});
const signOffRoute = route({
  method: 'post',
  path: '/reconciliation/close/sign-off',
  summary: 'Sign a month of a bank account off',
  description:
    'Records who and when with the month’s figures then; a later change shows against them in the close view. Audited. Supports Idempotency-Key.',
  middleware: write,
  request: { body: jsonBody(SignOffBody) },
  responses: { 201: jsonResponse(SignOffEnvelope, 'The sign-off'), ...errorResponses },
});
const summaryRoute = route({
  method: 'get',
  path: '/reconciliation/summary',
  summary: 'Matched and open, per day and per period',
  description: 'Lines by value date and deposits and payouts by date (UTC), per currency, and the period’s totals.',
  middleware: read,
  request: { query: SummaryQuery },
  responses: { 200: jsonResponse(SummarySchema, 'The summary'), ...errorResponses },
});
const auditRoute = route({
  method: 'get',
  path: '/reconciliation/audit',
  summary: 'Reconciliation decisions',
  description:
    'Every import, match, unmatch, note, assignment and resolution: who, through which client, why. Newest first.',
  middleware: read,
  request: { query: AuditQuery },
  responses: { 200: jsonResponse(AuditList, 'A page of decisions'), ...errorResponses },
});
const mappingList = route({
  method: 'get',
  path: '/reconciliation/csv-mappings/list',
  summary: 'Saved CSV column mappings',
  description: 'By name.',
  middleware: read,
  responses: { 200: jsonResponse(MappingList, 'The mappings'), ...errorResponses },
});
const mappingCreate = route({
  method: 'post',
  path: '/reconciliation/csv-mappings/create',
  summary: 'Save a CSV column mapping',
  description: 'How one bank’s CSV reads; a name is unique for the merchant (409). Supports Idempotency-Key.',
  middleware: write,
  request: { body: jsonBody(MappingCreateBody) },
  responses: { 201: jsonResponse(MappingEnvelope, 'The saved mapping'), ...errorResponses },
});
const settingsGet = route({
  method: 'get',
  path: '/reconciliation/settings',
  summary: 'Matching settings',
  description: 'Date tolerance and when a deposit or payout the bank has not shown becomes an exception.',
  middleware: read,
  responses: { 200: jsonResponse(SettingsEnvelope, 'The settings'), ...errorResponses },
});
const settingsUpdate = route({
  method: 'put',
  path: '/reconciliation/settings/update',
  summary: 'Change the matching settings',
  description: 'Applies to the next matching. Audited. Supports Idempotency-Key.',
  middleware: write,
  request: { body: jsonBody(SettingsBody) },
  responses: { 200: jsonResponse(SettingsEnvelope, 'The settings'), ...errorResponses },
});

export function reconciliationRouter() {
  const router = newRouter();
  const lineJson = async (c: Context<AppEnv>, id: string) => {
    const row = await getLine(c.var.deps.db, c.var.auth.merchantId, id);
    if (!row) throw notFound('statement line', id);
    const [json] = await serializeLines(c.var.deps.db, [row]);
    return json;
  };
  router.openapi(importRoute, async (c) => {
    const { db, clock } = c.var.deps;
    const body = c.req.valid('json');
    const actor = await actorOf(c, body.actor);
    const now = clock.now();
    const result = await importStatement(db, c.var.auth.merchantId, body, actor, now, {
      clock,
      pause: c.var.deps.statementImportPause,
    });
    const [statement] = await serializeStatements(db, [result.statement]);
    return c.json(
      { statement, duplicate: result.duplicate, matched_lines: result.matched },
      result.duplicate ? 200 : 201,
    );
  });
  router.openapi(statementList, async (c) => {
    const { db } = c.var.deps;
    const { items, pageInfo } = await listStatements(db, c.var.auth.merchantId, c.req.valid('query'));
    return c.json({ statements: await serializeStatements(db, items), page_info: pageInfo }, 200);
  });
  router.openapi(statementGet, async (c) => {
    const { db } = c.var.deps;
    const { uuid } = c.req.valid('param');
    const row = await getStatement(db, c.var.auth.merchantId, uuid);
    if (!row) throw notFound('statement', uuid);
    const [statement] = await serializeStatements(db, [row]);
    return c.json({ statement }, 200);
  });
  router.openapi(lineList, async (c) => {
    const { db } = c.var.deps;
    const { items, pageInfo } = await listLines(db, c.var.auth.merchantId, c.req.valid('query'));
    return c.json({ lines: await serializeLines(db, items), page_info: pageInfo }, 200);
  });
  router.openapi(lineGet, async (c) => {
    const { uuid } = c.req.valid('param');
    const line = await lineJson(c, uuid);
    const audit = await listAudit(c.var.deps.db, c.var.auth.merchantId, { subject_id: uuid, page_size: 1000 });
    return c.json({ line, audit: audit.items }, 200);
  });
  router.openapi(candidatesRoute, async (c) => {
    const { uuid } = c.req.valid('param');
    return c.json({ candidates: await lineCandidates(c.var.deps.db, c.var.auth.merchantId, uuid) }, 200);
  });
  router.openapi(matchRoute, async (c) => {
    const { db, clock } = c.var.deps;
    const { uuid } = c.req.valid('param');
    const body = c.req.valid('json');
    const actor = await actorOf(c, body.actor);
    await db.transaction((tx) => matchManually(tx, c.var.auth.merchantId, uuid, body, actor, clock.now()));
    return c.json({ line: await lineJson(c, uuid) }, 200);
  });
  router.openapi(unmatchRoute, async (c) => {
    const { db, clock } = c.var.deps;
    const { uuid } = c.req.valid('param');
    const body = c.req.valid('json');
    const actor = await actorOf(c, body.actor);
    await db.transaction((tx) => unmatchLine(tx, c.var.auth.merchantId, uuid, body.reason, actor, clock.now()));
    return c.json({ line: await lineJson(c, uuid) }, 200);
  });
  router.openapi(annotateRoute, async (c) => {
    const { db } = c.var.deps;
    const { uuid } = c.req.valid('param');
    const body = c.req.valid('json');
    const actor = await actorOf(c, body.actor);
    await db.transaction((tx) => annotateLine(tx, c.var.auth.merchantId, uuid, body.note, actor));
    return c.json({ line: await lineJson(c, uuid) }, 200);
  });
  router.openapi(exceptionList, async (c) => {
    const { db, clock } = c.var.deps;
    const day = today(clock.now());
    const { items, pageInfo, totalCount } = await listExceptions(db, c.var.auth.merchantId, c.req.valid('query'), day);
    return c.json(
      { exceptions: await serializeExceptions(db, items, day), page_info: pageInfo, total_count: totalCount },
      200,
    );
  });
  router.openapi(exceptionGet, async (c) => {
    const { db, clock } = c.var.deps;
    const { uuid } = c.req.valid('param');
    const row = await getException(db, c.var.auth.merchantId, uuid);
    if (!row) throw notFound('exception', uuid);
    const [exception] = await serializeExceptions(db, [row], today(clock.now()));
    return c.json({ exception }, 200);
  });
  router.openapi(exceptionBulk, async (c) => {
    const { db, clock } = c.var.deps;
    const body = c.req.valid('json');
    const actor = await actorOf(c, body.actor);
    const result = await db.transaction((tx) => bulkExceptions(tx, c.var.auth.merchantId, body, actor, clock.now()));
    return c.json(result, 200);
  });
  router.openapi(bankAccountList, async (c) => {
    const { db } = c.var.deps;
    const rows = await listBankAccounts(db, c.var.auth.merchantId);
    return c.json(
      {
        bank_accounts: await serializeBankAccounts(db, rows),
        page_info: { has_next_page: false, page: 1, page_size: rows.length },
      },
      200,
    );
  });
  router.openapi(bankAccountCreate, async (c) => {
    const { db, clock } = c.var.deps;
    const body = c.req.valid('json');
    const actor = await actorOf(c, body.actor);
    const row = await db.transaction((tx) => createBankAccount(tx, c.var.auth.merchantId, body, actor, clock.now()));
    const [bank_account] = await serializeBankAccounts(db, [row]);
    return c.json({ bank_account }, 201);
  });
  router.openapi(bankAccountGet, async (c) => {
    const { db } = c.var.deps;
    const { uuid } = c.req.valid('param');
    const row = await getBankAccount(db, c.var.auth.merchantId, uuid);
    if (!row) throw notFound('bank account', uuid);
    const [bank_account] = await serializeBankAccounts(db, [row]);
    return c.json({ bank_account }, 200);
  });
  router.openapi(statementVoid, async (c) => {
    const { db, clock } = c.var.deps;
    const { uuid } = c.req.valid('param');
    const body = c.req.valid('json');
    const actor = await actorOf(c, body.actor);
    const row = await db.transaction((tx) =>
      voidStatement(tx, c.var.auth.merchantId, uuid, body.reason, actor, clock.now()),
    );
    const [statement] = await serializeStatements(db, [row]);
    return c.json({ statement }, 200);
  });
  router.openapi(lineResolve, async (c) => {
    const { db, clock } = c.var.deps;
    const { uuid } = c.req.valid('param');
    const body = c.req.valid('json');
    const actor = await actorOf(c, body.actor);
    await db.transaction((tx) => resolveLine(tx, c.var.auth.merchantId, uuid, body, actor, clock.now()));
    return c.json({ line: await lineJson(c, uuid) }, 200);
  });
  router.openapi(closeRoute, async (c) => {
    const { month, bank_account_id } = c.req.valid('query');
    return c.json(await closeView(c.var.deps.db, c.var.auth.merchantId, month, bank_account_id), 200);
  });
  router.openapi(signOffRoute, async (c) => {
    const { db, clock } = c.var.deps;
    const body = c.req.valid('json');
    const actor = await actorOf(c, body.actor);
    const sign_off = await db.transaction((tx) => signOff(tx, c.var.auth.merchantId, body, actor, clock.now()));
    return c.json({ sign_off }, 201);
  });
  /** An exception write in one transaction, by the caller's actor, answered with the exception as it is now. */
  const exceptionWrite = async (
    c: Context<AppEnv>,
    named: string | undefined,
    write: (tx: Tx, actor: Actor, now: Date) => Promise<typeof reconExceptions.$inferSelect>,
  ) => {
    const { db, clock } = c.var.deps;
    const actor = await actorOf(c, named);
    const now = clock.now();
    const row = await db.transaction((tx) => write(tx, actor, now));
    const [exception] = await serializeExceptions(db, [row], today(now));
    return exception;
  };
  router.openapi(exceptionUpdate, async (c) => {
    const { uuid } = c.req.valid('param');
    const body = c.req.valid('json');
    const exception = await exceptionWrite(c, body.actor, (tx, actor, now) =>
      updateException(tx, c.var.auth.merchantId, uuid, body, actor, now),
    );
    return c.json({ exception }, 200);
  });
  router.openapi(exceptionResolve, async (c) => {
    const { uuid } = c.req.valid('param');
    const body = c.req.valid('json');
    const exception = await exceptionWrite(c, body.actor, (tx, actor, now) =>
      resolveException(tx, c.var.auth.merchantId, uuid, body, actor, now),
    );
    return c.json({ exception }, 200);
  });
  router.openapi(exceptionReopen, async (c) => {
    const { uuid } = c.req.valid('param');
    const body = c.req.valid('json');
    const exception = await exceptionWrite(c, body.actor, (tx, actor, now) =>
      reopenException(tx, c.var.auth.merchantId, uuid, body.reason, actor, now),
    );
    return c.json({ exception }, 200);
  });
  router.openapi(refreshRoute, async (c) => {
    const { db, clock } = c.var.deps;
    const actor = await actorOf(c);
    const merchantId = c.var.auth.merchantId;
    // Short steps, each its own transaction (matching.ts, reconcile): no other request waits behind the run.
    const matched = await reconcile(db, merchantId, actor, clock.now());
    const open = await openExceptionCount(db, merchantId);
    return c.json({ matched_lines: matched.length, open_exceptions: open }, 200);
  });
  router.openapi(summaryRoute, async (c) => {
    const { date_from, date_to } = c.req.valid('query');
    return c.json(await summary(c.var.deps.db, c.var.auth.merchantId, date_from, date_to), 200);
  });
  router.openapi(auditRoute, async (c) => {
    const { items, pageInfo } = await listAudit(c.var.deps.db, c.var.auth.merchantId, c.req.valid('query'));
    return c.json({ audit: items, page_info: pageInfo }, 200);
  });
  router.openapi(mappingList, async (c) => {
    return c.json({ csv_mappings: await listMappings(c.var.deps.db, c.var.auth.merchantId) }, 200);
  });
  router.openapi(mappingCreate, async (c) => {
    const { db, clock } = c.var.deps;
    const body = c.req.valid('json');
    const actor = await actorOf(c, body.actor);
    const row = await db.transaction((tx) =>
      createMapping(tx, c.var.auth.merchantId, body.name, body.mapping, actor, clock.now()),
    );
    return c.json({ csv_mapping: serializeMapping(row) }, 201);
  });
  router.openapi(settingsGet, async (c) => {
    const s = await reconSettingsOf(c.var.deps.db, c.var.auth.merchantId);
    return c.json({ settings: settingsJson(s) }, 200);
  });
  router.openapi(settingsUpdate, async (c) => {
    const { db, clock } = c.var.deps;
    const body = c.req.valid('json');
    const actor = await actorOf(c, body.actor);
    const settings = await db.transaction((tx) => updateSettings(tx, c.var.auth.merchantId, body, actor, clock.now()));
    return c.json({ settings }, 200);
  });
  return router;
}
