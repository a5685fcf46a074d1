import { getConsoleDb } from '@/lib/db';
import { backgroundConfigFromEnv, serviceConfigFromEnv } from '@/lib/embedded-api';
import { deliverAuditStream, streamOptionsFromEnv } from './stream';

const LOOP_KEY = Symbol.for('merchant-console.audit-stream-loop');

/**
 * The console's audit stream worker (docs/audit.md): every WEBHOOK_INTERVAL_SECONDS, sends what is due; a full
 * batch goes again at once. Off with BACKGROUND_WORK=off, like the service's loops; started once per process.
 */
export function startAuditStreamLoop(env: NodeJS.ProcessEnv = process.env): void {
  const g = globalThis as typeof globalThis & { [LOOP_KEY]?: boolean };
  if (env.BACKGROUND_WORK === 'off' || g[LOOP_KEY]) return;
  g[LOOP_KEY] = true;
  const background = backgroundConfigFromEnv(env);
  const options = streamOptionsFromEnv(background, serviceConfigFromEnv(env).webhookAllowPrivateNetworks);
  const tick = async () => {
    let sent = 0;
    try {
      sent = await deliverAuditStream(await getConsoleDb(), options);
    } catch (error) {
      console.error('[audit-stream]', error instanceof Error ? error.message : error);
    }
    setTimeout(tick, sent >= options.batchSize ? 0 : background.webhooks.intervalMs).unref();
  };
  setTimeout(tick, background.webhooks.intervalMs).unref();
}
