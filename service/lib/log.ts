import pino from 'pino';

/**
 * The service's structured log: one JSON object a line on stdout (pino), `request_id` on every line about a
 * request. What goes in is chosen, never dumped: method, route pattern (not the URL: queries hold emails and
 * names), status, duration, client id. No headers, bodies, tokens, secrets or personal data; errors are
 * logged by type, SQLSTATE and the database's own message, never a query's parameters (docs/operations.md, "Logs").
 * LOG_LEVEL (info) sets the threshold; tests set it to silent.
 */
const key = Symbol.for('merchant-console.log');
type GlobalWithLog = typeof globalThis & { [key]?: pino.Logger };

export function log(): pino.Logger {
  const g = globalThis as GlobalWithLog;
  g[key] ??= pino({
    level: process.env.LOG_LEVEL || (process.env.VITEST ? 'silent' : 'info'),
    base: { service: 'merchant-api' },
    timestamp: pino.stdTimeFunctions.isoTime,
    formatters: { level: (label) => ({ level: label }) },
  });
  return g[key];
}

/** An error as the log may hold it: its kind and a message without query parameters or stored values. */
export function safeError(error: unknown): { type: string; code?: string; message: string } {
  let e = error as { name?: string; message?: string; code?: unknown; cause?: unknown };
  // drizzle wraps the driver's error in "Failed query: <sql> params: <values>": log the driver's own message.
  while (e?.cause && typeof e.message === 'string' && e.message.startsWith('Failed query')) e = e.cause as typeof e;
  const code = typeof e?.code === 'string' ? e.code : undefined;
  const message = String(e?.message ?? error)
    .split('\n')[0]
    .slice(0, 300);
  return {
    type: e?.name ?? typeof error,
    ...(code && { code }),
    message: message.startsWith('Failed query') ? 'query failed' : message,
  };
}
