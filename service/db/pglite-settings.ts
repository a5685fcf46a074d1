import { PGlite, type PGliteOptions } from '@electric-sql/pglite';

/**
 * Start settings for an embedded PostgreSQL. PGLITE_SHARED_BUFFERS (test processes only, like PGLITE_FSYNC=off) sets
 * `shared_buffers`: at PostgreSQL's default of 128MB each start spends about a CPU-second setting up a buffer pool a
 * test's small database never fills; at 16MB a start from a dump takes 1.3 CPU-s instead of 2.3. Production keeps
 * the default (unset: PGlite's own start parameters).
 */
export function pgliteStartParams(env: NodeJS.ProcessEnv = process.env): Pick<PGliteOptions, 'startParams'> {
  const sharedBuffers = env.PGLITE_SHARED_BUFFERS;
  if (!sharedBuffers) return {};
  return { startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${sharedBuffers}`] };
}
