/**
 * Shared by bench/console-ssr.ts and bench/js-size.ts: start a built console (`next start`) or use a running
 * one, sign in as a demo staff member through next-auth's credentials endpoints, and GET pages with the
 * session cookie.
 *
 * Build first (a separate dist folder so other builds are untouched):
 *   NEXT_DIST_DIR=.next-perf node node_modules/next/dist/bin/next build
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

export interface ConsoleServer {
  base: string;
  /** The `next start` process (its workers are its descendants). */
  pid: number;
  /** Server stdout lines since the last take (MERCHANT_API_TRACE lines among them). */
  takeOutput(): string[];
  stop(): Promise<void>;
}

export interface StartOptions {
  port: number;
  distDir: string;
  pgliteDir: string;
  env?: Record<string, string>;
  /** Node options for the server process, e.g. `--cpu-prof --cpu-prof-dir=…` (not allowed in NODE_OPTIONS). */
  nodeArgs?: string[];
}

export async function startConsole(options: StartOptions): Promise<ConsoleServer> {
  const dist = path.resolve(options.distDir);
  if (!fs.existsSync(path.join(dist, 'BUILD_ID'))) {
    throw new Error(
      `No build in ${options.distDir}: run NEXT_DIST_DIR=${options.distDir} node node_modules/next/dist/bin/next build`,
    );
  }
  const child: ChildProcess = spawn(
    process.execPath,
    [...(options.nodeArgs ?? []), 'node_modules/next/dist/bin/next', 'start', '-p', String(options.port)],
    {
      env: {
        ...process.env,
        NEXT_DIST_DIR: options.distDir,
        PGLITE_DIR: options.pgliteDir,
        PORT: String(options.port),
        NODE_ENV: 'production',
        ...options.env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let lines: string[] = [];
  let partial = '';
  let log = '';
  child.stdout!.setEncoding('utf8').on('data', (chunk: string) => {
    log += chunk;
    const parts = (partial + chunk).split('\n');
    partial = parts.pop() ?? '';
    lines.push(...parts);
  });
  child.stderr!.setEncoding('utf8').on('data', (chunk: string) => (log += chunk));
  const base = `http://127.0.0.1:${options.port}`;
  const started = Date.now();
  // The first start on an empty folder migrates and seeds the demo data: allow it time.
  for (;;) {
    if (child.exitCode !== null) throw new Error(`next start exited (${child.exitCode}):\n${log.slice(-3000)}`);
    try {
      const res = await fetch(`${base}/login`);
      await res.arrayBuffer();
      if (res.status === 200) break;
    } catch {
      /* not listening yet */
    }
    if (Date.now() - started > 30 * 60_000)
      throw new Error(`console did not answer within 30 minutes:\n${log.slice(-3000)}`);
    await new Promise((r) => setTimeout(r, 500));
  }
  return {
    base,
    pid: child.pid!,
    takeOutput() {
      const taken = lines;
      lines = [];
      return taken;
    },
    async stop() {
      if (child.exitCode !== null) return;
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
    },
  };
}

/** A cookie jar of one session (name → value). */
export class Cookies {
  private readonly jar = new Map<string, string>();
  take(res: Response): void {
    for (const header of res.headers.getSetCookie()) {
      const [pair] = header.split(';');
      const eq = pair.indexOf('=');
      this.jar.set(pair.slice(0, eq).trim(), pair.slice(eq + 1).trim());
    }
  }
  header(): string {
    return [...this.jar].map(([k, v]) => `${k}=${v}`).join('; ');
  }
  has(fragment: string): boolean {
    return [...this.jar.keys()].some((k) => k.includes(fragment));
  }
}

/** Signs in through next-auth's credentials callback (what the login form's action does server-side). */
export async function signIn(base: string, email: string, password: string): Promise<Cookies> {
  const cookies = new Cookies();
  const csrfRes = await fetch(`${base}/api/auth/csrf`);
  cookies.take(csrfRes);
  const { csrfToken } = (await csrfRes.json()) as { csrfToken: string };
  const res = await fetch(`${base}/api/auth/callback/credentials`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: cookies.header() },
    body: new URLSearchParams({ email, password, csrfToken, callbackUrl: `${base}/` }),
  });
  cookies.take(res);
  await res.arrayBuffer();
  if (!cookies.has('session-token'))
    throw new Error(`sign-in as ${email} failed (${res.status} ${res.headers.get('location')})`);
  return cookies;
}

/** GET a page with the session; the whole (streamed) body is read, so the time is the full server render. */
export async function getPage(
  base: string,
  pathAndQuery: string,
  cookies: Cookies,
): Promise<{ ms: number; status: number; html: string }> {
  const started = performance.now();
  const res = await fetch(`${base}${pathAndQuery}`, {
    headers: { cookie: cookies.header(), accept: 'text/html' },
    redirect: 'manual',
  });
  const html = await res.text();
  return { ms: performance.now() - started, status: res.status, html };
}

export const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

/** Resident memory of a process and all its descendants, bytes, from /proc (Linux; 0 elsewhere). */
export function treeRss(root: number): number {
  if (!fs.existsSync('/proc')) return 0;
  const parentOf = new Map<number, number>();
  const rss = new Map<number, number>();
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const status = fs.readFileSync(`/proc/${entry}/status`, 'utf8');
      parentOf.set(Number(entry), Number(/^PPid:\s+(\d+)/m.exec(status)?.[1] ?? 0));
      rss.set(Number(entry), Number(/^VmRSS:\s+(\d+) kB/m.exec(status)?.[1] ?? 0) * 1024);
    } catch {
      /* gone */
    }
  }
  const inTree = (pid: number): boolean => pid === root || (pid > 1 && parentOf.has(pid) && inTree(parentOf.get(pid)!));
  let total = 0;
  for (const [pid, bytes] of rss) if (inTree(pid)) total += bytes;
  return total;
}

/**
 * CPU time (user + system) a process and its descendants have used, ms, from /proc (Linux; 0 elsewhere). The
 * difference around a request is the server's CPU for it: on a shared machine a more stable measure than the wall
 * time, which waits for the other processes' turns on the cores. Read from each thread's schedstat (nanoseconds)
 * where the kernel has it, else from stat's 10 ms ticks (a mean over many renders then).
 */
export function treeCpuMs(root: number): number {
  if (!fs.existsSync('/proc')) return 0;
  const parentOf = new Map<number, number>();
  const ms = new Map<number, number>();
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      // Fields after the command name (which may hold spaces): state ppid … utime(12th) stime(13th).
      const fields = fs.readFileSync(`/proc/${entry}/stat`, 'utf8').split(') ')[1]!.split(' ');
      parentOf.set(Number(entry), Number(fields[1]));
      ms.set(Number(entry), (Number(fields[11]) + Number(fields[12])) * 10); // USER_HZ is 100 on Linux
    } catch {
      /* gone */
    }
  }
  const inTree = (pid: number): boolean => pid === root || (pid > 1 && parentOf.has(pid) && inTree(parentOf.get(pid)!));
  let total = 0;
  for (const [pid, ticksMs] of ms) if (inTree(pid)) total += threadsCpuMs(pid) ?? ticksMs;
  return total;
}

/** A process's CPU time as the sum of its threads' schedstat run times (ns), or undefined where there is none. */
function threadsCpuMs(pid: number): number | undefined {
  try {
    let ns = 0;
    for (const task of fs.readdirSync(`/proc/${pid}/task`)) {
      ns += Number(fs.readFileSync(`/proc/${pid}/task/${task}/schedstat`, 'utf8').split(' ')[0]);
    }
    return Number.isFinite(ns) ? ns / 1e6 : undefined;
  } catch {
    return undefined;
  }
}
