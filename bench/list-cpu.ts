/**
 * The node CPU one list request costs through the whole app in process (app.fetch: bearer check, validation, the
 * page query, serialization, request log): user + system time of this process over N requests after 50 warm-ups,
 * divided by N. On a shared machine this is steadier than the wall time list-vs-sql.ts compares with its floor.
 * `--profile <file>` also writes a V8 CPU profile of the measured requests only (no start-up in it).
 *
 * Run (a database `npm run seed` loaded; DATABASE_URL, else PGLITE_DIR):
 *   DATABASE_URL=postgres://…/bench npx tsx bench/list-cpu.ts --path '/payments/list?page_size=1000' --requests 300
 */
import fs from 'node:fs';
import { Session } from 'node:inspector/promises';
import { parseArgs } from 'node:util';
import { existingTarget } from './existing-app';

const { values } = parseArgs({
  options: {
    path: { type: 'string', default: '/payments/list?page_size=50' },
    requests: { type: 'string', default: '300' },
    profile: { type: 'string' },
  },
});
const requests = Number(values.requests);

async function main() {
  const target = await existingTarget('bench list-cpu');
  const url = `http://bench/api/v1${values.path}`;
  const ask = async () => {
    const res = await target.app.fetch(new Request(url, { headers: { authorization: `Bearer ${target.token}` } }));
    const text = await res.text();
    if (res.status !== 200) throw new Error(`${res.status} ${text}`);
  };
  for (let i = 0; i < 50; i++) await ask();
  const session = new Session();
  if (values.profile) {
    session.connect();
    await session.post('Profiler.enable');
    await session.post('Profiler.start');
  }
  const cpuBefore = process.cpuUsage();
  const started = performance.now();
  for (let i = 0; i < requests; i++) await ask();
  const cpu = process.cpuUsage(cpuBefore);
  const ms = performance.now() - started;
  if (values.profile) {
    const { profile } = await session.post('Profiler.stop');
    fs.writeFileSync(values.profile, JSON.stringify(profile));
  }
  console.log(
    `${values.path} on ${target.kind}: ${((cpu.user + cpu.system) / 1000 / requests).toFixed(2)} ms node CPU a request, ` +
      `${(ms / requests).toFixed(2)} ms wall (${requests} requests, machine shared)`,
  );
  await target.close();
}

void main().catch((error) => {
  console.error(error);
  process.exit(1);
});
