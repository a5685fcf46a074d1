import { reportDownload } from '@/lib/reports/data';

/**
 * GET /reports/download?token=…: a scheduled report's signed link (docs/reports.md). The token is the authority (the
 * mail's recipients need not be console members): signed with the console's
 * resolved secret (AUTH_SECRET, NEXTAUTH_SECRET or demo mode's generated one), for one delivery, until it expires.
 */
export async function GET(request: Request) {
  return reportDownload(request);
}
