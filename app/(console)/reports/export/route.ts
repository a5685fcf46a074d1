import { authorizeRequest } from '@/lib/auth';
import { reportExport } from '@/lib/reports/data';

/** GET /reports/export?report=balance|payout_reconciliation&from&to&currency&format=csv|jsonl: the API's export, streamed on. */
export async function GET(request: Request) {
  const authz = await authorizeRequest('exports', 'reports.export');
  if (!authz.ok) return authz.response;
  return reportExport(request, authz.session);
}
