import type { Clock } from '../lib/clock';
import type { Db } from '../db/client';
import type { ServiceConfig } from '../config';
import type { Attempt } from './attempts';

/** A key a route stores inside its own write (service/http/middleware/idempotency.ts, InlineKey). */
export interface InlineKey {
  clientId: string;
  key: string;
  requestHash: string;
  now: Date;
  expiredBefore: Date;
  /** Set by the route once its statement stored the key: the status and body stored with it. */
  stored: { status: number; body: string } | null;
}

export interface AuthContext {
  clientId: string;
  merchantId: string;
  scopes: string[];
}

export interface ServiceDeps {
  db: Db;
  /** A hot standby for reads that tolerate lag (DATABASE_READ_URL); see service/http/readers.ts. */
  readDb?: Db;
  clock: Clock;
  config: ServiceConfig;
  tokenSecret: Uint8Array;
  /**
   * Tests only (never set by the service): awaited after each batch of a statement import's lines is committed, so
   * a test can hold the import between its short transactions or fail it late (docs/reconciliation.md,
   * "Importing a statement").
   */
  statementImportPause?: (step: { statementId: string; linesWritten: number }) => Promise<void>;
}

export type AppEnv = {
  Variables: {
    requestId: string;
    /** This attempt of the request (service/http/attempts.ts). */
    attempt: Attempt;
    deps: ServiceDeps;
    auth: AuthContext;
    version: string;
    /** Set on a route that stores its Idempotency-Key inside its own write (service/http/middleware/idempotency.ts). */
    idempotencyKey?: InlineKey;
  };
};
