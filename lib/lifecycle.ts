import { checkEnvironment, consoleCredentials, drainService, getService, stopService } from '@/lib/embedded-api';
import { bootStaff, formatLogins } from '@/lib/auth/staff-setup';
import { registerApprovalMetrics } from '@/lib/approvals/metrics';
import { startReportScheduler } from '@/lib/reports/run';
import { startAuditLoop } from '@/lib/audit/loop';

/**
 * What scripts/start.mjs (the `npm start` server, outside Next.js's bundles) calls on SIGTERM, reached through
 * globalThis under this key: `drain()` when the signal comes, `stop()` once no request is in flight.
 */
export const SHUTDOWN_KEY = Symbol.for('merchant-console.shutdown');
export interface ShutdownHooks {
  drain(): void;
  stop(): Promise<void>;
}

/**
 * Checks the session secret, migrates the console's tables (and seeds the demo staff in demo
 * mode), starts the embedded service (unless the console talks to a remote API) and prints how
 * to sign in.
 */
export async function bootConsole(): Promise<void> {
  checkEnvironment('console');
  (globalThis as typeof globalThis & { [SHUTDOWN_KEY]?: ShutdownHooks })[SHUTDOWN_KEY] = {
    drain: drainService,
    stop: stopService,
  };
  const staff = await bootStaff();
  registerApprovalMetrics();
  startReportScheduler();
  startAuditLoop();
  const service = process.env.MERCHANT_API_BASE_URL ? null : await getService();
  // The console's own client (or the demo one) now, so a database without a merchant stops start-up, not a page.
  const client = service && !process.env.MERCHANT_API_CLIENT_ID ? await consoleCredentials() : null;
  const lines: string[] = [];
  if (staff.demoLogins) {
    lines.push(
      '',
      'Merchant Console — demo mode (embedded PGlite in ./.data)',
      '  Staff sign-in (demo users):',
      ...formatLogins(staff.demoLogins),
    );
  }
  if (service?.demo) {
    const base = `${(process.env.PUBLIC_URL || `http://localhost:${process.env.PORT || 3000}`).replace(/\/$/, '')}/api/v1`;
    if (!staff.demoLogins) lines.push('', 'Merchant Console — demo mode (embedded PGlite in ./.data)');
    lines.push(
      '  Demo API client:',
      `  API base: ${base}`,
      `  client_id: ${service.demo.clientId}`,
      `  client_secret: ${service.demo.clientSecret}`,
    );
  }
  if (client && !service?.demo)
    lines.push(
      '',
      `Merchant Console serving merchant ${client.merchantId} through its own API client ${client.clientId}.`,
    );
  if (lines.length) console.log([...lines, ''].join('\n'));
}
