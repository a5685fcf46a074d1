import { sql } from 'drizzle-orm';
import { Gauge } from 'prom-client';
import { metricsRegistry } from '@/lib/embedded-api';
import { getConsoleDb } from '@/lib/db';

/** The console's part of GET /api/v1/metrics (docs/operations.md): approval requests waiting for a second member. */
export function registerApprovalMetrics(): void {
  const { registry } = metricsRegistry();
  if (registry.getSingleMetric('approvals_waiting')) return;
  new Gauge({
    name: 'approvals_waiting',
    help: 'Approval requests waiting for a decision, and the age of the oldest in seconds.',
    labelNames: ['measure'],
    registers: [registry],
    async collect() {
      const db = await getConsoleDb();
      const result = (await db.execute(
        sql`select count(*)::int as n, coalesce(extract(epoch from now() - min(created_at)), 0)::float as oldest from console.approval_requests where status = 'pending'`,
      )) as unknown as { rows: { n: number; oldest: number }[] };
      this.set({ measure: 'count' }, Number(result.rows[0]?.n ?? 0));
      this.set({ measure: 'oldest_seconds' }, Number(result.rows[0]?.oldest ?? 0));
    },
  });
}
