import { reportDownload } from '@/lib/data/reports';

/**
 * GET /reports/download?token=…: a scheduled report's signed link (docs/reports.md). The token is the authority (the
 * mail's recipients need not be console members): signed with AUTH_SECRET, for one delivery, until it expires.
 */
export async function GET(request: Request) {
  return reportDownload(request);
}
