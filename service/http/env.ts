import type { Clock } from '../lib/clock';
import type { Db } from '../db/client';
import type { ServiceConfig } from '../config';

export interface AuthContext {
  clientId: string;
  merchantId: string;
  scopes: string[];
}

export interface ServiceDeps {
  db: Db;
  clock: Clock;
  config: ServiceConfig;
  tokenSecret: Uint8Array;
}

export type AppEnv = {
  Variables: {
    requestId: string;
    deps: ServiceDeps;
    auth: AuthContext;
    version: string;
  };
};
