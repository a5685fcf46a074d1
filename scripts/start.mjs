#!/usr/bin/env node
// `npm start`: build when the sources are newer than the last build, then serve console + API on PORT (3000).
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const sources = [
  'app',
  'components',
  'lib',
  'core',
  'service',
  'package.json',
  'next.config.mjs',
  'instrumentation.ts',
  'proxy.ts',
];
function newest(p) {
  if (!fs.existsSync(p)) return 0;
  const stat = fs.statSync(p);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let max = stat.mtimeMs;
  for (const entry of fs.readdirSync(p)) max = Math.max(max, newest(path.join(p, entry)));
  return max;
}

// The configuration first (service/environment.ts): a wrong variable stops here, in a second, with one sentence.
const check = spawnSync(process.execPath, ['--import', 'tsx', 'service/cli/check-env.ts', 'console'], {
  stdio: 'inherit',
});
if (check.status !== 0) process.exit(check.status ?? 1);

const buildId = '.next/BUILD_ID';
const built = fs.existsSync(buildId) ? fs.statSync(buildId).mtimeMs : 0;
if (!built || Math.max(...sources.map(newest)) > built) {
  console.log('Building the console (first start or sources changed)…');
  const r = spawnSync(process.execPath, ['node_modules/next/dist/bin/next', 'build'], { stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
}

const port = process.env.PORT || '3000';
const server = spawn(process.execPath, ['node_modules/next/dist/bin/next', 'start', '-p', port], { stdio: 'inherit' });
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => server.kill(sig));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
