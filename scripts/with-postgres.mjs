#!/usr/bin/env node
// Runs a command with TEST_DATABASE_URL pointing at a throwaway PostgreSQL server:
// Debian's server binaries, a temporary data folder, loopback only, as an unprivileged user
// (initdb refuses to run as root). The server is stopped and its folder removed afterwards.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

function findBin() {
  if (process.env.PG_BIN) return process.env.PG_BIN;
  const root = '/usr/lib/postgresql';
  const versions = fs.existsSync(root) ? fs.readdirSync(root).sort((a, b) => Number(b) - Number(a)) : [];
  for (const v of versions) if (fs.existsSync(path.join(root, v, 'bin', 'initdb'))) return path.join(root, v, 'bin');
  throw new Error('PostgreSQL server binaries not found (apt-get install -y postgresql, or set PG_BIN).');
}

function freePort() {
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
const asUser = (cmd, args) => (isRoot ? ['runuser', ['-u', user, '--', cmd, ...args]] : [cmd, args]);

const bin = findBin();
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mc-pg-'));
const dataDir = path.join(dir, 'data');
if (isRoot) spawnSync('chown', ['-R', user, dir]);
const port = await freePort();

const run = (cmd, args) => {
  const [c, a] = asUser(cmd, args);
  const r = spawnSync(c, a, { stdio: ['ignore', 'pipe', 'pipe'], encoding: 'utf8' });
  if (r.status !== 0) throw new Error(`${cmd} failed: ${r.stderr || r.stdout}`);
};

run(path.join(bin, 'initdb'), ['-D', dataDir, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync']);
const [pc, pa] = asUser(path.join(bin, 'postgres'), [
  '-D', dataDir, '-p', String(port), '-c', 'listen_addresses=127.0.0.1', '-c', `unix_socket_directories=${dir}`,
  '-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off', '-c', 'max_connections=300',
]);
const server = spawn(pc, pa, { stdio: ['ignore', 'ignore', 'pipe'] });
let serverLog = '';
server.stderr.on('data', (d) => (serverLog += d));

// runuser does not forward signals to postgres, so stop the server the way PostgreSQL wants:
// pg_ctl stop (fast mode) as the server's user; SIGKILL only if it still has not gone after 15 s.
const cleanup = async () => {
  if (server.exitCode === null) {
    const [c, a] = asUser(path.join(bin, 'pg_ctl'), ['-D', dataDir, '-m', 'fast', '-w', '-t', '10', 'stop']);
    spawnSync(c, a, { stdio: 'ignore' });
    const exited = await Promise.race([
      new Promise((r) => (server.exitCode !== null ? r(true) : server.once('exit', () => r(true)))),
      new Promise((r) => setTimeout(() => r(false), 15_000)),
    ]);
    if (!exited) server.kill('SIGKILL');
  }
  fs.rmSync(dir, { recursive: true, force: true });
};

async function waitReady() {
  for (let i = 0; i < 100; i++) {
    const ok = await new Promise((resolve) => {
      const s = net.connect(port, '127.0.0.1', () => {
        s.end();
        resolve(true);
      });
      s.on('error', () => resolve(false));
    });
    if (ok && spawnSync(path.join(bin, 'pg_isready'), ['-h', '127.0.0.1', '-p', String(port)]).status === 0) return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`PostgreSQL did not start:\n${serverLog}`);
}

let code = 1;
try {
  await waitReady();
  const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
  console.log(`PostgreSQL ${path.basename(path.dirname(bin))} on 127.0.0.1:${port} (temporary, ${dir})`);
  const [cmd, ...args] = process.argv.slice(2);
  const child = spawn(cmd, args, { stdio: 'inherit', env: { ...process.env, TEST_DATABASE_URL: url }, shell: false });
  for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => child.kill(sig));
  code = await new Promise((r) => child.on('exit', (c, s) => r(c ?? (s ? 1 : 0))));
} catch (error) {
  console.error(error.message);
} finally {
  await cleanup();
}
process.exit(code);
