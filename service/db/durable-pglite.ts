import fs from 'node:fs/promises';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';

/**
 * PGlite's filesystem layer never fsyncs, so a COMMIT it reports is not yet on disk. This makes every
 * write durable before its caller hears of it, whatever the path (API, hosted pages, console tables,
 * background jobs, CLIs): the client's `query`, `exec` and `transaction` resolve only after the WAL that
 * holds the commit is fsynced.
 *
 * - Which files: every WAL segment whose modification time moved since it was last synced (after a
 *   checkpoint PostgreSQL recycles old segments under future names, so "the highest name" is not "the
 *   newest"), and the pg_wal folder when its set of names changed.
 * - Group commit: one fsync covers every commit that finished before it started; a caller whose commit
 *   finished while a sync was running waits for the next one.
 * - Pure reads (a SELECT that calls no writing function) skip the sync.
 */

const READ_ONLY = /^\s*(select|show)\b/i;
const WRITES = /\b(insert|update|delete|merge)\b|analytics_(compact|rebuild)|nextval|set_config/i;
const isRead = (text: string) => READ_ONLY.test(text) && !WRITES.test(text);

export function walSyncer(dataDir: string): () => Promise<void> {
  const walDir = path.join(dataDir, 'pg_wal');
  const synced = new Map<string, number>();
  let names = '';

  async function syncChanged(): Promise<void> {
    const entries = (await fs.readdir(walDir)).filter((name) => /^[0-9A-F]{24}$/.test(name)).sort();
    const stats = await Promise.all(
      entries.map(async (name) => ({ name, mtime: (await fs.stat(path.join(walDir, name))).mtimeMs })),
    );
    const targets = stats.filter((s) => synced.get(s.name) !== s.mtime);
    await Promise.all(
      targets.map(async ({ name, mtime }) => {
        await fsync(path.join(walDir, name));
        synced.set(name, mtime);
      }),
    );
    const now = entries.join(',');
    if (now !== names) {
      await fsync(walDir);
      names = now;
      for (const name of synced.keys()) if (!entries.includes(name)) synced.delete(name);
    }
  }

  let running: Promise<void> | null = null;
  let queued: Promise<void> | null = null;
  const start = () => {
    const run = syncChanged().finally(() => {
      if (running === run) running = null;
    });
    running = run;
    return run;
  };
  return () => {
    if (!running) return start();
    queued ??= running
      .catch(() => undefined)
      .then(() => {
        queued = null;
        return start();
      });
    return queued;
  };
}

async function fsync(target: string): Promise<void> {
  const handle = await fs.open(target, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/** Wraps the client in place so that every write resolves only once durable; returns the sync itself. */
export function makeDurable(client: PGlite, dataDir: string): () => Promise<void> {
  const sync = walSyncer(dataDir);
  const query = client.query.bind(client);
  const exec = client.exec.bind(client);
  const transaction = client.transaction.bind(client);
  Object.assign(client, {
    query: async (text: string, ...rest: unknown[]) => {
      const result = await (query as (text: string, ...rest: unknown[]) => Promise<unknown>)(text, ...rest);
      if (!isRead(text)) await sync();
      return result;
    },
    exec: async (text: string, ...rest: unknown[]) => {
      const result = await (exec as (text: string, ...rest: unknown[]) => Promise<unknown>)(text, ...rest);
      if (!isRead(text)) await sync();
      return result;
    },
    transaction: async (callback: Parameters<PGlite['transaction']>[0]) => {
      const result = await transaction(callback);
      await sync();
      return result;
    },
  });
  return sync;
}
