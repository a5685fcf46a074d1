import { createRoute, z } from '@hono/zod-openapi';
import { notFound } from '../http/errors';
import { newRouter } from '../http/router';
import { errorResponses, extension, guard, jsonBody, jsonResponse } from '../http/route-spec';
import { acceptCase, addEvidence, submitCase } from './lifecycle';
import {
  caseCounts,
  getCase,
  getEvidence,
  listCases,
  listEvidence,
  serializeCases,
  serializeEvidence,
} from './queries';
import {
  CaseCountsSchema,
  CaseDetailEnvelope,
  CaseEnvelope,
  CaseListEnvelope,
  CaseListQuery,
  caseIdParam,
  EvidenceBody,
  EvidenceEnvelope,
  evidenceParams,
  SubmitCaseBody,
} from './schemas';

const tags = ['Disputes and returns'];

const list = createRoute({
  method: 'get',
  path: '/cases/list',
  tags,
  summary: 'List dispute and return cases',
  description:
    'Cases opened when a payer disputes a payment or the payer’s bank returns it (docs/disputes.md), newest first, or with `sort=due_soon` the cases that need a response, nearest deadline first.',
  ...extension,
  middleware: guard('read:payments'),
  request: { query: CaseListQuery },
  responses: { 200: jsonResponse(CaseListEnvelope, 'A page of cases'), ...errorResponses },
});

const counts = createRoute({
  method: 'get',
  path: '/cases/counts',
  tags,
  summary: 'Count open cases',
  description: 'How many cases are open, need a response, and are due within 3 days.',
  ...extension,
  middleware: guard('read:payments'),
  responses: { 200: jsonResponse(CaseCountsSchema, 'The counts'), ...errorResponses },
});

const get = createRoute({
  method: 'get',
  path: '/cases/{uuid}',
  tags,
  summary: 'Get a case',
  description: 'The case and its evidence files (without their contents; download each on its own).',
  ...extension,
  middleware: guard('read:payments'),
  request: { params: caseIdParam },
  responses: { 200: jsonResponse(CaseDetailEnvelope, 'The case'), ...errorResponses },
});

const accept = createRoute({
  method: 'put',
  path: '/cases/{uuid}/accept',
  tags,
  summary: 'Accept a case',
  description:
    'You do not contest: the case is ACCEPTED and the money stays with the payer. Only a case that NEEDS_RESPONSE (else 409). Supports Idempotency-Key.',
  ...extension,
  middleware: guard('write:payments', { idempotent: true }),
  request: { params: caseIdParam },
  responses: { 200: jsonResponse(CaseEnvelope, 'The accepted case'), ...errorResponses },
});

const submit = createRoute({
  method: 'put',
  path: '/cases/{uuid}/submit',
  tags,
  summary: 'Submit your response',
  description:
    'Contests the case with a written response and the evidence uploaded so far: the case is UNDER_REVIEW until decided WON (the money comes back) or LOST. Only a case that NEEDS_RESPONSE (else 409). Supports Idempotency-Key.',
  ...extension,
  middleware: guard('write:payments', { idempotent: true }),
  request: { params: caseIdParam, body: jsonBody(SubmitCaseBody) },
  responses: { 200: jsonResponse(CaseEnvelope, 'The case, UNDER_REVIEW'), ...errorResponses },
});

const upload = createRoute({
  method: 'post',
  path: '/cases/{uuid}/evidence',
  tags,
  summary: 'Upload an evidence file',
  description:
    'One file (PDF, PNG, JPEG or plain text, its content matching its type, at most 512 KB, 10 a case) to a case that NEEDS_RESPONSE. Supports Idempotency-Key.',
  ...extension,
  middleware: guard('write:payments', { idempotent: true }),
  request: { params: caseIdParam, body: jsonBody(EvidenceBody) },
  responses: { 201: jsonResponse(EvidenceEnvelope, 'The stored file'), ...errorResponses },
});

const download = createRoute({
  method: 'get',
  path: '/cases/{uuid}/evidence/{evidence_uuid}',
  tags,
  summary: 'Download an evidence file',
  description:
    'The file’s bytes, always as an attachment (`Content-Disposition: attachment`, `X-Content-Type-Options: nosniff`, a sandboxing Content-Security-Policy): never shown inline.',
  ...extension,
  middleware: guard('read:payments'),
  request: { params: evidenceParams },
  responses: {
    200: {
      description: 'The file',
      content: { 'application/octet-stream': { schema: z.string().openapi({ format: 'binary' }) } },
    },
    ...errorResponses,
  },
});

/** `filename` for Content-Disposition: ASCII only in the plain form, the full name in `filename*` (RFC 6266). */
function disposition(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

export function casesRouter() {
  const router = newRouter();
  router.openapi(list, async (c) => {
    const { db } = c.var.deps;
    const { items, pageInfo } = await listCases(db, c.var.auth.merchantId, c.req.valid('query'));
    return c.json({ cases: await serializeCases(db, items), page_info: pageInfo }, 200);
  });
  router.openapi(counts, async (c) => {
    const { db, clock } = c.var.deps;
    return c.json(await caseCounts(db, c.var.auth.merchantId, clock.now()), 200);
  });
  router.openapi(get, async (c) => {
    const { db } = c.var.deps;
    const { uuid } = c.req.valid('param');
    const row = await getCase(db, c.var.auth.merchantId, uuid);
    if (!row) throw notFound('case', uuid);
    const [json] = await serializeCases(db, [row]);
    const evidence = await listEvidence(db, c.var.auth.merchantId, uuid);
    return c.json({ case: json, evidence: evidence.map(serializeEvidence) }, 200);
  });
  router.openapi(accept, async (c) => {
    const { db, clock } = c.var.deps;
    const { uuid } = c.req.valid('param');
    const row = await db.transaction((tx) => acceptCase(tx, c.var.auth.merchantId, uuid, clock.now()));
    const [json] = await serializeCases(db, [row]);
    return c.json({ case: json }, 200);
  });
  router.openapi(submit, async (c) => {
    const { db, clock } = c.var.deps;
    const { uuid } = c.req.valid('param');
    const { response_text } = c.req.valid('json');
    const row = await db.transaction((tx) => submitCase(tx, c.var.auth.merchantId, uuid, response_text, clock.now()));
    const [json] = await serializeCases(db, [row]);
    return c.json({ case: json }, 200);
  });
  router.openapi(upload, async (c) => {
    const { db, clock } = c.var.deps;
    const { uuid } = c.req.valid('param');
    const stored = await db.transaction((tx) =>
      addEvidence(tx, c.var.auth.merchantId, uuid, c.req.valid('json'), clock.now()),
    );
    return c.json({ evidence: serializeEvidence(stored) }, 201);
  });
  router.openapi(download, async (c) => {
    const { uuid, evidence_uuid } = c.req.valid('param');
    const row = await getEvidence(c.var.deps.db, c.var.auth.merchantId, uuid, evidence_uuid);
    if (!row) throw notFound('evidence file', evidence_uuid);
    const bytes = Buffer.from(row.contentBase64, 'base64');
    return c.body(new Uint8Array(bytes), 200, {
      'Content-Type': row.contentType,
      'Content-Disposition': disposition(row.fileName),
      'X-Content-Type-Options': 'nosniff',
      'Content-Security-Policy': "default-src 'none'; sandbox",
      'Cache-Control': 'private, no-store',
    }) as never;
  });
  return router;
}
