import { getConsoleDb } from '@/lib/db';
import { backgroundConfigFromEnv, serviceConfigFromEnv } from '@/lib/embedded-api';
import { events } from '@/lib/merchant-api';
import { recordApiEvents } from './api-events';
import { deliverAuditStream, streamOptionsFromEnv } from './stream';

const LOOP_KEY = Symbol.for('merchant-console.audit-stream-loop');
/** The API's events are read at most this often (four list requests a read), however short the stream's interval. */
const API_EVENTS_EVERY_MS = 2_000;

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
  let eventsRead = 0;
  const tick = async () => {
    let sent = 0;
    try {
      const db = await getConsoleDb();
      if (Date.now() - eventsRead >= API_EVENTS_EVERY_MS) {
        eventsRead = Date.now();
        // The API unreachable for a moment holds back neither the stream nor the next tick.
        await recordApiEvents(db, events.list).catch(failed);
      }
      sent = await deliverAuditStream(db, options);
    } catch (error) {
      failed(error);
    }
    setTimeout(tick, sent >= options.batchSize ? 0 : background.webhooks.intervalMs).unref();
  };
  setTimeout(tick, background.webhooks.intervalMs).unref();
}
