import { EVIDENCE_MAX_BYTES, EVIDENCE_TYPES } from '@/core/cases';

/** The message key of what is wrong with an evidence file before it is sent (the API checks again), or null. */
export function evidenceFileProblem(
  file: { size: number; type: string } | null,
): 'cases.error.fileMissing' | 'cases.error.fileEmpty' | 'cases.error.fileType' | 'cases.error.fileSize' | null {
  if (!file) return 'cases.error.fileMissing';
  if (!(EVIDENCE_TYPES as readonly string[]).includes(file.type)) return 'cases.error.fileType';
  if (file.size === 0) return 'cases.error.fileEmpty';
  if (file.size > EVIDENCE_MAX_BYTES) return 'cases.error.fileSize';
  return null;
}
