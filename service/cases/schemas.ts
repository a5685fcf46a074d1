import { z } from '@hono/zod-openapi';
import {
  CASE_KINDS,
  CASE_REASONS,
  CASE_STATUSES,
  EVIDENCE_MAX_BYTES,
  EVIDENCE_TYPES,
  RESPONSE_MAX_CHARS,
} from '../../core/cases';
import { filter, listQuery, PageInfoSchema } from '../http/list';

const trxId = 'trx_9d2f5a1e-7c3b-4d8e-a1f0-6b5c4d3e2f1a';
const caseId = 'cas_3c1f9e2a-8b7d-4e6f-a5c4-1b2a3d4e5f60';
const when = '2026-11-24T10:15:00.000Z';
const nullableId = (description: string, example: string) => z.string().nullable().openapi({ description, example });
const nullableTime = (description: string) => z.string().nullable().openapi({ description, example: when });

export const CaseSchema = z
  .object({
    uuid: z.string().openapi({ description: 'Case id.', example: caseId }),
    code: z.string().openapi({ description: 'Short code people quote (DSP-… or RTN-…).', example: 'DSP-7KQ2M9X41B' }),
    kind: z.enum(CASE_KINDS).openapi({
      description:
        'DISPUTE: the payer disputed the payment (a chargeback). RETURN: the payer’s bank sent the debit back.',
      example: 'DISPUTE',
    }),
    reason: z.enum(CASE_REASONS).openapi({
      description: 'Chargeback reason (disputes) or bank return reason code R01… (returns); docs/disputes.md.',
      example: 'FRAUDULENT',
    }),
    status: z.enum(CASE_STATUSES).openapi({
      description:
        'NEEDS_RESPONSE → (submit) UNDER_REVIEW → WON or LOST; NEEDS_RESPONSE → (accept) ACCEPTED; NEEDS_RESPONSE past respond_by → LOST.',
      example: 'NEEDS_RESPONSE',
    }),
    amount: z.number().int().openapi({ description: 'The amount at stake, in minor units.', example: 10066 }),
    currency: z.string().openapi({ description: 'ISO 4217 code.', example: 'USD' }),
    payment_id: z.string().openapi({ description: 'The disputed or returned payment.', example: trxId }),
    transaction_id: z.string().openapi({
      description: 'The REVERSAL (dispute) or RETURN (return) transaction that took the money back.',
      example: trxId,
    }),
    deposit_id: nullableId('The deposit that transaction hit (null until the next settlement).', trxId),
    credit_transaction_id: nullableId(
      'When WON: the PAYMENT (remarks CASE_WON) that put the money back; otherwise null.',
      trxId,
    ),
    credit_deposit_id: nullableId('The deposit the money put back went into (null until settled).', trxId),
    end_user_id: nullableId('The payer (end user), when known.', 'eur_2b1c9f0e-5d4a-4b3c-9e8f-7a6b5c4d3e2f'),
    merchant_id: z.string().openapi({
      description: 'The merchant or sub-merchant of the payment.',
      example: 'mer_00000000-0000-4000-8000-0000000000d1',
    }),
    respond_by: z
      .string()
      .openapi({ description: 'The deadline to accept or submit a response (UTC).', example: when }),
    response_text: z.string().nullable().openapi({
      description: 'The written response submitted.',
      example: 'Delivered on 3 Nov; signed receipt attached.',
    }),
    submitted_at: nullableTime('When the response was submitted.'),
    decided_at: nullableTime('When the case was won, lost or accepted.'),
    date_created_gmt: z.string().openapi({ description: 'When the case opened (UTC).', example: when }),
    date_updated_gmt: z.string().openapi({ description: 'Last change (UTC).', example: when }),
  })
  .openapi('Case');

export const EvidenceSchema = z
  .object({
    uuid: z.string().openapi({ description: 'Evidence file id.', example: 'evd_5e6f7a8b-9c0d-4e1f-a2b3-c4d5e6f7a8b9' }),
    file_name: z.string().openapi({ description: 'The file’s name.', example: 'receipt.pdf' }),
    content_type: z.enum(EVIDENCE_TYPES).openapi({ description: 'Its type.', example: 'application/pdf' }),
    size: z.number().int().openapi({ description: 'Bytes.', example: 48213 }),
    sha256: z.string().openapi({ description: 'SHA-256 of its bytes, hex.', example: 'e3b0c442…' }),
    date_created_gmt: z.string().openapi({ description: 'When it was uploaded (UTC).', example: when }),
  })
  .openapi('CaseEvidence');

export const CaseEnvelope = z.object({ case: CaseSchema }).openapi('CaseEnvelope');
export const CaseDetailEnvelope = z
  .object({
    case: CaseSchema,
    evidence: z.array(EvidenceSchema).openapi({ description: 'The evidence files, oldest first.' }),
  })
  .openapi('CaseDetail');
export const EvidenceEnvelope = z.object({ evidence: EvidenceSchema }).openapi('CaseEvidenceEnvelope');

export const CASE_SORTS = ['newest', 'due_soon'] as const;

export const CaseListQuery = listQuery({
  status: filter.oneOf(CASE_STATUSES, 'Cases in this status.'),
  kind: filter.oneOf(CASE_KINDS, 'Disputes or returns.'),
  reason: filter.oneOf(CASE_REASONS, 'Cases with this reason.'),
  code: filter.text('Exact code (DSP-… or RTN-…).', 'DSP-7KQ2M9X41B'),
  payment_id: filter.text('The cases of one payment.', trxId),
  end_user_id: filter.text('The cases of one payer.', 'eur_2b1c9f0e-5d4a-4b3c-9e8f-7a6b5c4d3e2f'),
  deposit_id: filter.text(
    'The cases whose REVERSAL or RETURN, or whose won money (CASE_WON payment), settled into this deposit.',
    trxId,
  ),
  date_from: filter.date('Opened on or after (YYYY-MM-DD or a date-time).'),
  date_to: filter.date('Opened on or before (a bare date covers that whole day).'),
  sort: filter.oneOf(
    CASE_SORTS,
    'newest (default): newest first. due_soon: only cases that NEEDS_RESPONSE, the nearest respond_by first.',
  ),
});
export type CaseListParams = z.infer<typeof CaseListQuery>;

export const CaseListEnvelope = z
  .object({
    cases: z.array(CaseSchema).openapi({ description: 'This page of cases.' }),
    page_info: PageInfoSchema,
  })
  .openapi('CaseList');

export const CaseCountsSchema = z
  .object({
    open: z.number().int().openapi({ description: 'Cases NEEDS_RESPONSE or UNDER_REVIEW.', example: 4 }),
    needs_response: z.number().int().openapi({ description: 'Cases waiting for your response.', example: 3 }),
    due_soon: z
      .number()
      .int()
      .openapi({ description: 'Of those, the ones whose respond_by is at most 3 days away (or past).', example: 1 }),
  })
  .openapi('CaseCounts');

export const caseIdParam = z.object({
  uuid: z
    .string()
    .max(100)
    .openapi({ description: 'Case id.', example: caseId, param: { name: 'uuid', in: 'path' } }),
});
export const evidenceParams = caseIdParam.extend({
  evidence_uuid: z
    .string()
    .max(100)
    .openapi({
      description: 'Evidence file id.',
      example: 'evd_5e6f7a8b-9c0d-4e1f-a2b3-c4d5e6f7a8b9',
      param: { name: 'evidence_uuid', in: 'path' },
    }),
});

export const SubmitCaseBody = z
  .object({
    response_text: z
      .string()
      .max(RESPONSE_MAX_CHARS)
      .optional()
      .openapi({
        description: `Your written response (at most ${RESPONSE_MAX_CHARS} characters). Required unless the case has evidence files.`,
        example: 'Delivered on 3 Nov; signed receipt attached.',
      }),
  })
  .strict()
  .openapi('SubmitCase');

export const EvidenceBody = z
  .object({
    file_name: z.string().min(1).max(255).openapi({ description: 'The file’s name.', example: 'receipt.pdf' }),
    content_type: z
      .string()
      .min(1)
      .max(100)
      .openapi({
        description: `One of ${EVIDENCE_TYPES.join(', ')}; the content must match it.`,
        example: 'application/pdf',
      }),
    content_base64: z
      .string()
      .min(1)
      .openapi({
        description: `The file’s bytes in base64, at most ${EVIDENCE_MAX_BYTES} bytes decoded.`,
        example: 'JVBERi0xLjQK…',
      }),
  })
  .strict()
  .openapi('CaseEvidenceUpload');
