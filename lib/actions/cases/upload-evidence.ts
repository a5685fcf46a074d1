'use server';

import { z } from 'zod';
import { evidenceFileProblem } from '@/lib/forms/evidence';
import type { ActionState } from '@/lib/forms/state';
import { merchantWrites } from '@/lib/merchant-api/writes';
import { idempotencyKey, idOf } from '@/lib/actions/fields';
import { action } from '@/lib/actions/define';
import { actionWrite } from '@/lib/actions/write';

export interface EvidenceUploadResult {
  evidenceId: string | null;
  fileName: string;
}

const schema = z.object({
  case_id: idOf('cas', 'cases.error.unknown'),
  idempotency_key: idempotencyKey,
  evidence_file: z
    .custom<File>((v) => v instanceof File, 'cases.error.fileMissing')
    .superRefine((file, ctx) => {
      const problem = evidenceFileProblem(file.size || file.name ? file : null);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    }),
});

/** The form field an API refusal of the file lands on (its name, type and content are the one field). */
const fieldOf = (param: string) =>
  ['file_name', 'content_type', 'content_base64'].includes(param) ? 'evidence_file' : null;

/** Uploads one evidence file to a case that needs a response (support, admin; docs/disputes.md "Evidence"). */
export const uploadCaseEvidenceAction = action<typeof schema, ActionState<EvidenceUploadResult>>(
  {
    permission: 'cases:act',
    audit: 'case.evidence',
    schema,
    input: (formData, values) => {
      const file = formData.get('evidence_file');
      return { ...values, evidence_file: file instanceof File ? file : undefined };
    },
    target: (values) => values.case_id || null,
  },
  async ({ session, input, values, t }) => {
    const upload = {
      fileName: input.evidence_file.name,
      contentType: input.evidence_file.type,
      contentBase64: Buffer.from(await input.evidence_file.arrayBuffer()).toString('base64'),
    };
    return actionWrite({
      session,
      action: 'case.evidence',
      target: input.case_id,
      summary: { file_name: upload.fileName, content_type: upload.contentType, size: input.evidence_file.size },
      values,
      call: () => merchantWrites().uploadCaseEvidence(input.case_id, upload, input.idempotency_key),
      fieldOf,
      success: (evidence) => ({
        message: t('cases.evidence.uploaded'),
        result: { evidenceId: evidence?.id ?? null, fileName: upload.fileName },
        summary: { evidence_id: evidence?.id ?? null },
      }),
      revalidate: [`/disputes/${input.case_id}`],
    });
  },
);
