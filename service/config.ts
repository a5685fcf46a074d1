import { STATEMENT_BODY_LIMIT_BYTES } from '../core/statement-limits';

export const SUPPORTED_VERSIONS = ['2021-11-22'] as const;
export const DEFAULT_VERSION = '2021-11-22';

export interface ServiceConfig {
  audience: string;
  serviceName: string;
  publicUrl: string;
  tokenTtlSeconds: number;
  bodyLimitBytes: number;
  /** The body limit of a bank statement's import (API_STATEMENT_LIMIT_BYTES, 32 MiB by default). */
  statementBodyLimitBytes?: number;
  rateLimit: { capacity: number; refillPerSecond: number };
  demo: boolean;
  /** Webhook URLs may point at loopback/private addresses (demo mode, tests, WEBHOOK_ALLOW_PRIVATE_URLS=true). */
  webhookAllowPrivateNetworks: boolean;
  /** The request log (docs/developers.md): REQUEST_LOG=off, REQUEST_LOG_FLUSH_MS, REQUEST_LOG_BATCH_ROWS, REQUEST_LOG_MAX_BUFFERED. */
  requestLog: RequestLogOptions;
}

export interface RequestLogOptions {
  /** REQUEST_LOG=off turns the log off (nothing buffered, nothing written). */
  enabled: boolean;
  /** A buffered row is written within this long (REQUEST_LOG_FLUSH_MS). */
  flushMs: number;
  /** Rows per INSERT; a full batch is flushed at once (REQUEST_LOG_BATCH_ROWS). */
  batchRows: number;
  /** Rows held at most while the database does not take them; beyond, new rows are dropped and counted. */
  maxBuffered: number;
  /** Each kept body is cut to this many bytes of redacted JSON. */
  bodyBytes: number;
}

export const DEFAULT_REQUEST_LOG_OPTIONS: RequestLogOptions = {
  enabled: true,
  flushMs: 1000,
  batchRows: 500,
  maxBuffered: 20_000,
  bodyBytes: 8192,
};

function positive(value: string | undefined, fallback: number): number {
  const n = Number(value);
  return Number.isSafeInteger(n) && n > 0 ? n : fallback;
}

export function configFromEnv(env: Record<string, string | undefined> = process.env): ServiceConfig {
  return {
    audience: env.MERCHANT_API_AUDIENCE || 'merchant-api',
    serviceName: env.SERVICE_NAME || 'Merchant Console',
    publicUrl: (env.PUBLIC_URL || `http://localhost:${env.PORT || 3000}`).replace(/\/$/, ''),
    tokenTtlSeconds: 86400,
    bodyLimitBytes: Number(env.API_BODY_LIMIT_BYTES || 1024 * 1024),
    statementBodyLimitBytes: positive(env.API_STATEMENT_LIMIT_BYTES, STATEMENT_BODY_LIMIT_BYTES),
    rateLimit: {
      capacity: Number(env.API_RATE_LIMIT_BURST || 2000),
      refillPerSecond: Number(env.API_RATE_LIMIT_PER_SECOND || 1000),
    },
    demo: !env.DATABASE_URL,
    webhookAllowPrivateNetworks: !env.DATABASE_URL || env.WEBHOOK_ALLOW_PRIVATE_URLS === 'true',
    requestLog: {
      enabled: env.REQUEST_LOG !== 'off',
      flushMs: positive(env.REQUEST_LOG_FLUSH_MS, DEFAULT_REQUEST_LOG_OPTIONS.flushMs),
      batchRows: positive(env.REQUEST_LOG_BATCH_ROWS, DEFAULT_REQUEST_LOG_OPTIONS.batchRows),
      maxBuffered: positive(env.REQUEST_LOG_MAX_BUFFERED, DEFAULT_REQUEST_LOG_OPTIONS.maxBuffered),
      bodyBytes: DEFAULT_REQUEST_LOG_OPTIONS.bodyBytes,
    },
  };
}
