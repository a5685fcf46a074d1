import type { Db } from './db/client';
import type { ServiceConfig } from './config';
import type { Clock } from './lib/clock';

export interface BackgroundDeps {
  db: Db;
  clock: Clock;
  config: ServiceConfig;
}

/** Processor, settlement and recurring scheduler loops (issue: the sandbox comes alive). */
export function startBackgroundWork(deps: BackgroundDeps): () => void {
  void deps;
  return () => undefined;
}
