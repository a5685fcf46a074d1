import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

/**
 * One process at a time on an embedded database folder, held by a kernel lock: `flock(1)` (util-linux)
 * takes an exclusive lock on `.merchant-console.lock` and keeps it while a `cat` reads our stdin. When this
 * process ends in any way (exit, crash, SIGKILL) the pipe closes, `cat` and `flock` exit and the kernel drops
 * the lock: no pid to go stale or be reused. Two processes started at the same instant race on the lock
 * itself, so exactly one gets it. Where flock(1) is missing (macOS), a pid file is the fallback.
 */

export class DatabaseLockedError extends Error {}

const LOCK_FILE = '.merchant-console.lock';
const HOLDER_FILE = '.merchant-console.holder';

function refusal(dataDir: string): DatabaseLockedError {
  let holder = 'another process';
  try {
    const { pid, started } = JSON.parse(fs.readFileSync(path.join(dataDir, HOLDER_FILE), 'utf8')) as {
      pid: number;
      started: string;
    };
    holder = `process ${pid} (started ${started})`;
  } catch {
    /* no holder note: the generic wording */
  }
  return new DatabaseLockedError(
    `The embedded database folder ${dataDir} is in use by ${holder}. ` +
      'PGlite allows one process at a time: stop that process, or use a PostgreSQL server (DATABASE_URL) to run several.',
  );
}

let flockAvailable: boolean | undefined;
function hasFlock(): boolean {
  flockAvailable ??= spawnSync('flock', ['--version'], { stdio: 'ignore' }).status === 0;
  return flockAvailable;
}

/** Takes the folder's lock or throws DatabaseLockedError; resolves to the function that releases it. */
export async function lockFolder(dataDir: string): Promise<() => Promise<void>> {
  fs.mkdirSync(dataDir, { recursive: true });
  const release = hasFlock() ? await patiently(() => lockWithFlock(dataDir)) : lockWithPidFile(dataDir);
  fs.writeFileSync(
    path.join(dataDir, HOLDER_FILE),
    JSON.stringify({ pid: process.pid, started: new Date().toISOString() }),
  );
  return release;
}

/**
 * A holder killed a moment ago still holds the lock until its `flock` child notices the closed pipe and exits
 * (milliseconds): a restart straight after a SIGKILL waits for that instead of refusing. A folder really in
 * use is refused after DATABASE_LOCK_WAIT_SECONDS (default 3).
 */
async function patiently<T>(attempt: () => Promise<T>): Promise<T> {
  const deadline = Date.now() + Number(process.env.DATABASE_LOCK_WAIT_SECONDS ?? 3) * 1000;
  for (;;) {
    try {
      return await attempt();
    } catch (error) {
      if (!(error instanceof DatabaseLockedError) || Date.now() >= deadline) throw error;
      await new Promise((r) => setTimeout(r, 100));
    }
  }
}

async function lockWithFlock(dataDir: string): Promise<() => Promise<void>> {
  const child = spawn(
    'flock',
    [
      '--exclusive',
      '--nonblock',
      '--conflict-exit-code',
      '75',
      path.join(dataDir, LOCK_FILE),
      '-c',
      'echo locked; exec cat',
    ],
    {
      stdio: ['pipe', 'pipe', 'ignore'],
    },
  );
  const outcome = await new Promise<'locked' | 'busy' | Error>((resolve) => {
    child.stdout.once('data', () => resolve('locked'));
    child.once('error', (error) => resolve(error));
    child.once('exit', (code) => resolve(code === 75 ? 'busy' : new Error(`flock exited with ${code}`)));
  });
  if (outcome === 'busy') throw refusal(dataDir);
  if (outcome instanceof Error) throw outcome;
  // The lock lives as long as this process: never keep the event loop alive for it.
  child.unref();
  (child.stdin as unknown as { unref?: () => void }).unref?.();
  (child.stdout as unknown as { unref?: () => void }).unref?.();
  child.stdin.on('error', () => undefined);
  const exited = new Promise<void>((resolve) =>
    child.exitCode !== null ? resolve() : child.once('exit', () => resolve()),
  );
  // Resolves once flock has exited, so the same process may open the folder again straight away.
  // The child is referenced again while we wait, or a process whose last task is this release (a CLI's
  // top-level await) would see an empty event loop and stop with exit code 13 before flock has exited.
  return () => {
    child.ref();
    child.stdin.end();
    child.kill();
    return exited;
  };
}

function lockWithPidFile(dataDir: string): () => Promise<void> {
  const lockFile = path.join(dataDir, LOCK_FILE);
  try {
    const held = Number(fs.readFileSync(lockFile, 'utf8').trim());
    if (held && held !== process.pid && isAlive(held)) throw refusal(dataDir);
  } catch (error) {
    if (error instanceof DatabaseLockedError) throw error;
  }
  fs.writeFileSync(lockFile, String(process.pid));
  const release = () => {
    try {
      if (fs.readFileSync(lockFile, 'utf8').trim() === String(process.pid)) fs.unlinkSync(lockFile);
    } catch {
      /* already gone */
    }
  };
  process.once('exit', release);
  return async () => release();
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
