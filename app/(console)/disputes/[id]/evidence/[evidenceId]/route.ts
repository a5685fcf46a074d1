import { authorizeRequest } from '@/lib/auth';
import { downloadEvidence } from '@/lib/cases/data';

export const dynamic = 'force-dynamic';

/**
 * GET /disputes/{id}/evidence/{evidenceId}: one evidence file, always as an attachment and never run by the
 * browser (the API's own headers, docs/disputes.md "Evidence"); every role that reads cases may download.
 */
export async function GET(_request: Request, { params }: { params: Promise<{ id: string; evidenceId: string }> }) {
  const authz = await authorizeRequest('read', 'case.evidence.download');
  if (!authz.ok) return authz.response;
  const { id, evidenceId } = await params;
  const file = await downloadEvidence(id, evidenceId);
  if (!file) return Response.json({ error: { message: 'Not found.' } }, { status: 404 });
  const disposition = file.disposition.toLowerCase().startsWith('attachment') ? file.disposition : 'attachment';
  return new Response(new Uint8Array(file.bytes), {
    headers: {
      'content-type': file.contentType,
      'content-disposition': disposition,
      'x-content-type-options': 'nosniff',
      'content-security-policy': "default-src 'none'; sandbox",
      'cache-control': 'private, no-store',
    },
  });
}
