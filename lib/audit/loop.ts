import { getConsoleDb } from '@/lib/db';
import { backgroundConfigFromEnv, serviceConfigFromEnv } from '@/lib/embedded-api';
import { events } from '@/lib/merchant-api';
import { recordApiEvents } from './api-events';
import { deliverAuditStream, streamOptionsFromEnv } from './stream';

const LOOP_KEY = Symbol.for('merchant-console.audit-stream-loop');

/**
 * The console's audit worker (docs/audit.md): every WEBHOOK_INTERVAL_SECONDS, records the Merchant API's events the
 * trail holds ("What the API did") and sends what is due to the audit stream; a full batch goes again at once. Off
 * with BACKGROUND_WORK=off, like the service's loops; started once per process.
 */
export function startAuditLoop(env: NodeJS.ProcessEnv = process.env): void {
  const g = globalThis as typeof globalThis & { [LOOP_KEY]?: boolean };
  if (env.BACKGROUND_WORK === 'off' || g[LOOP_KEY]) return;
  g[LOOP_KEY] = true;
  const background = backgroundConfigFromEnv(env);
  const options = streamOptionsFromEnv(background, serviceConfigFromEnv(env).webhookAllowPrivateNetworks);
  const failed = (error: unknown) => console.error('[audit]', error instanceof Error ? error.message : error);
  const tick = async () => {
    let sent = 0;
    try {
      const db = await getConsoleDb();
      // The API unreachable for a moment holds back neither the other task nor the next tick.
      await recordApiEvents(db, events.list).catch(failed);
      sent = await deliverAuditStream(db, options);
    } catch (error) {
      failed(error);
    }
    setTimeout(tick, sent >= options.batchSize ? 0 : background.webhooks.intervalMs).unref();
  };
  setTimeout(tick, background.webhooks.intervalMs).unref();
}
