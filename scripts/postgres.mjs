// A PostgreSQL server from Debian's binaries on a loopback port, as an unprivileged user (initdb refuses
// root): a throwaway one for tests (scripts/with-postgres.mjs) or one kept in a folder between runs
// (npm run bench, its cached 1M data set). fsync is off: these servers hold nothing that must survive.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

export function findBin() {
  if (process.env.PG_BIN) return process.env.PG_BIN;
  const root = '/usr/lib/postgresql';
  const versions = fs.existsSync(root) ? fs.readdirSync(root).sort((a, b) => Number(b) - Number(a)) : [];
  for (const v of versions) if (fs.existsSync(path.join(root, v, 'bin', 'initdb'))) return path.join(root, v, 'bin');
  throw new Error('PostgreSQL server binaries not found (apt-get install -y postgresql, or set PG_BIN).');
}

export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

const isRoot = process.getuid?.() === 0;
const user = isRoot ? (spawnSync('id', ['-u', 'postgres']).status === 0 ? 'postgres' : 'nobody') : null;
/** [command, args] that run `cmd` as the unprivileged user PostgreSQL (and PgBouncer) insist on. */
export const asUser = (cmd, args) => (isRoot ? ['runuser', ['-u', user, '--', cmd, ...args]] : [cmd, args]);
/** Gives a folder to that user. */
export const giveToUser = (dir) => {
  if (isRoot) spawnSync('chown', ['-R', user, dir]);
};

/**
 * Starts a server. `folder`: kept (created with initdb on first use, reused after); without it a temporary
 * folder is made and removed by stop(). Returns { url, port, folder, stop }.
 */
export async function startPostgres({ folder, port: wanted, settings = [] } = {}) {
  const bin = findBin();
  const temporary = !folder;
  const dir = folder ? path.resolve(folder) : fs.mkdtempSync(path.join(os.tmpdir(), 'mc-pg-'));
  fs.mkdirSync(dir, { recursive: true });
  const dataDir = path.join(dir, 'data');
  if (isRoot) spawnSync('chown', ['-R', user, dir]);
  const port = wanted ?? (await freePort());
  const run = (cmd, args) => {
    const [c, a] = asUser(cmd, args);
    const r = spawnSync(c, a, { stdio: ['ignore', 'pipe', 'pipe'], encoding: 'utf8' });
    if (r.status !== 0) throw new Error(`${cmd} failed: ${r.stderr || r.stdout}`);
  };
  if (!fs.existsSync(path.join(dataDir, 'PG_VERSION')))
    run(path.join(bin, 'initdb'), ['-D', dataDir, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync']);
  const [pc, pa] = asUser(path.join(bin, 'postgres'), [
    '-D',
    dataDir,
    '-p',
    String(port),
    '-c',
    'listen_addresses=127.0.0.1',
    '-c',
    `unix_socket_directories=${dir}`,
    '-c',
    'fsync=off',
    '-c',
    'synchronous_commit=off',
    '-c',
    'full_page_writes=off',
    '-c',
    'max_connections=300',
    ...settings.flatMap((s) => ['-c', s]),
  ]);
  const server = spawn(pc, pa, { stdio: ['ignore', 'ignore', 'pipe'] });
  let serverLog = '';
  server.stderr.on('data', (d) => (serverLog += d));

  // runuser does not forward signals to postgres, so stop the server the way PostgreSQL wants:
  // pg_ctl stop (fast mode) as the server's user; SIGKILL only if it still has not gone after 15 s.
  const stop = async () => {
    if (server.exitCode === null) {
      const [c, a] = asUser(path.join(bin, 'pg_ctl'), ['-D', dataDir, '-m', 'fast', '-w', '-t', '10', 'stop']);
      spawnSync(c, a, { stdio: 'ignore' });
      const exited = await Promise.race([
        new Promise((r) => (server.exitCode !== null ? r(true) : server.once('exit', () => r(true)))),
        new Promise((r) => setTimeout(() => r(false), 15_000)),
      ]);
      if (!exited) server.kill('SIGKILL');
    }
    if (temporary) fs.rmSync(dir, { recursive: true, force: true });
  };

  try {
    for (let i = 0; ; i++) {
      const ok = await new Promise((resolve) => {
        const s = net.connect(port, '127.0.0.1', () => {
          s.end();
          resolve(true);
        });
        s.on('error', () => resolve(false));
      });
      if (ok && spawnSync(path.join(bin, 'pg_isready'), ['-h', '127.0.0.1', '-p', String(port)]).status === 0) break;
      if (i >= 150 || server.exitCode !== null) throw new Error(`PostgreSQL did not start:\n${serverLog}`);
      await new Promise((r) => setTimeout(r, 200));
    }
  } catch (error) {
    await stop();
    throw error;
  }
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    folder: dir,
    version: path.basename(path.dirname(bin)),
    stop,
  };
}
