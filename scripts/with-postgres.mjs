#!/usr/bin/env node
// Runs a command with TEST_DATABASE_URL pointing at a throwaway PostgreSQL server (scripts/postgres.mjs):
// Debian's server binaries, a temporary data folder, loopback only, as an unprivileged user. The server is
// stopped and its folder removed afterwards.
import { spawn } from 'node:child_process';
import { startPostgres } from './postgres.mjs';

let code = 1;
let pg = null;
try {
  pg = await startPostgres();
  console.log(`PostgreSQL ${pg.version} on 127.0.0.1:${pg.port} (temporary, ${pg.folder})`);
  const [cmd, ...args] = process.argv.slice(2);
  const child = spawn(cmd, args, {
    stdio: 'inherit',
    env: { ...process.env, TEST_DATABASE_URL: pg.url },
    shell: false,
  });
  for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => child.kill(sig));
  code = await new Promise((r) => child.on('exit', (c, s) => r(c ?? (s ? 1 : 0))));
} catch (error) {
  console.error(error.message);
} finally {
  await pg?.stop();
}
process.exit(code);
