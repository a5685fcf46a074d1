import { spawnSync } from 'node:child_process';
import http from 'node:http';
import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { lockFolder } from '../service/db/folder-lock';
import {
  clientFor,
  type Engine,
  freePort,
  freshEngine,
  kill,
  type RunningService,
  serviceScript,
  startService,
  tempDir,
  unsound,
} from './server';

/**
 * Operating the service as a process (docs/operations.md): the environment is checked before anything listens,
 * and SIGTERM answers every request in flight, stops the background loops, closes the database (releasing a
 * PGlite folder) and exits 0. PGlite always; PostgreSQL when TEST_DATABASE_URL is set.
 */

const services: RunningService[] = [];
afterAll(async () => {
  for (const s of services) await kill(s);
});

function run(script: string[], env: Record<string, string>) {
  const clean = Object.fromEntries(
    Object.entries(process.env).filter(
      ([k]) => !/^(DATABASE_|PGLITE_|MERCHANT_API_|AUTH_SECRET|TEST_DATABASE_URL)/.test(k),
    ),
  );
  return spawnSync(process.execPath, script, {
    env: { ...clean, ...env } as NodeJS.ProcessEnv,
    encoding: 'utf8',
    timeout: 60_000,
  });
}

describe('configuration is checked before listening', () => {
  it('npm run service stops with one sentence per wrong variable, naming it and what to set it to', () => {
    const r = run(serviceScript('server'), {
      PGLITE_DIR: tempDir('mc-env-'),
      PORT: 'eighty',
      MERCHANT_API_BASE_URL: 'https://api.example.com/api/v1',
      TRUSTED_PROXIES: '10.0.0.0/99',
      BACKGROUND_WORK: 'maybe',
    });
    expect(r.status).toBe(1);
    expect(r.stderr).toMatch(/^Merchant Payments API cannot start: /);
    for (const sentence of [
      /PORT must be a whole number from 1 to 65535, e\.g\. 3000\./,
      /MERCHANT_API_CLIENT_ID is required when MERCHANT_API_BASE_URL is set: set it to/,
      /TRUSTED_PROXIES must be comma-separated addresses or CIDR ranges/,
      /BACKGROUND_WORK must be "on" or "off"\./,
    ]) {
      expect(r.stderr).toMatch(sentence);
    }
    expect(r.stdout).not.toMatch(/Merchant Payments API on/);
  });

  it('a malformed DATABASE_URL stops it too', () => {
    const r = run(serviceScript('server'), { DATABASE_URL: 'mysql://db/x' });
    expect(r.status).toBe(1);
    expect(r.stderr).toMatch(/DATABASE_URL must be a postgres:\/\/ or postgresql:\/\/ URL/);
  });

  it('npm start stops before building when AUTH_SECRET is missing on a PostgreSQL server', () => {
    const r = run(['scripts/start.mjs'], { DATABASE_URL: 'postgres://user:pass@127.0.0.1:1/none' });
    expect(r.status).toBe(1);
    expect(r.stderr).toMatch(
      /^Merchant Console cannot start: AUTH_SECRET is required when DATABASE_URL is set: set it to/,
    );
    expect(r.stdout).not.toMatch(/Building/);
  });

  it('npm run service names a database it cannot reach in one sentence, without a stack', () => {
    const r = run(serviceScript('server'), { DATABASE_URL: 'postgres://user:pass@127.0.0.1:1/none' });
    expect(r.status).toBe(1);
    expect(r.stderr).toMatch(/^Merchant Payments API cannot start: /);
    expect(r.stderr).not.toMatch(/\n\s+at /);
  });
});

/** A POST whose headers the server has read (it answered 100 Continue) but whose body is still to come. */
function heldRequest(
  base: string,
  token: string,
  body: unknown,
): Promise<{ send: () => Promise<{ status: number; body: string }> }> {
  const url = new URL(`${base}/end-users/create`);
  const payload = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = http.request(url, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${token}`,
        'content-type': 'application/json',
        'content-length': Buffer.byteLength(payload),
        expect: '100-continue',
      },
    });
    const answered = new Promise<{ status: number; body: string }>((done, fail) => {
      req.on('response', (res) => {
        let text = '';
        res.on('data', (d) => (text += d));
        res.on('end', () => done({ status: res.statusCode ?? 0, body: text }));
      });
      req.on('error', fail);
    });
    req.on('error', reject);
    req.on('continue', () =>
      resolve({
        send: () => {
          req.end(payload);
          return answered;
        },
      }),
    );
    req.flushHeaders();
  });
}

describe('graceful shutdown on SIGTERM', () => {
  it('answers the requests in flight, stops, exits 0 and releases the database; its JSON log holds request ids, no secrets or personal data', async () => {
    const engine: Engine = await freshEngine('mc-term-');
    const client = clientFor(engine);
    const service = await startService(engine, await freePort(), {
      PROCESSOR_INTERVAL_SECONDS: '0.05',
      LOG_LEVEL: 'info',
    });
    services.push(service);
    const token = await fetch(`${service.base}/oauth/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        client_id: client.clientId,
        client_secret: client.clientSecret,
        audience: 'merchant-api',
        grant_type: 'client_credentials',
      }),
    }).then(async (r) => ((await r.json()) as { access_token: string }).access_token);

    // Personal data in a query and in a refused body: neither may reach the log.
    const lookup = await fetch(
      `${service.base}/end-users/list?email=${encodeURIComponent('private.person@example.com')}`,
      { headers: { authorization: `Bearer ${token}` } },
    );
    expect(lookup.status).toBeLessThan(500);
    const refused = await fetch(`${service.base}/end-users/create`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ type: 'INDIVIDUAL', first_name: 'Secretive', email: 'refused.person@example.com' }),
    });
    expect(refused.status).toBe(400);

    const held = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        heldRequest(service.base, token, {
          type: 'INDIVIDUAL',
          first_name: 'Term',
          last_name: `Inflight ${i} ${randomUUID().slice(0, 8)}`,
          email: `term-${i}@example.com`,
          local_id_type: 'NATIONAL_ID',
          local_id_country: 'USA',
          phone_number: { country_code: '1', number: '4155550123' },
        }),
      ),
    );
    const exited = new Promise<number | null>((r) => service.child.once('exit', (code) => r(code)));
    service.child.kill('SIGTERM');
    const answers = await Promise.all(held.map((h) => h.send()));
    expect(answers.map((a) => a.status)).toEqual(answers.map(() => 201));
    expect(await exited).toBe(0);
    expect(service.log()).toMatch(/stopped \(requests answered, background work stopped, database closed\)/);

    // The log after the start-up banner (which prints the documented demo client in demo mode): JSON lines only.
    const lines = service
      .log()
      .split('\n')
      .slice(
        service
          .log()
          .split('\n')
          .findIndex((l) => l.includes('Merchant Payments API on')) + 1,
      )
      .filter((l) => l.startsWith('{'));
    const requests = lines
      .map((l) => JSON.parse(l) as { msg: string; request_id?: string; route?: string })
      .filter((l) => l.msg === 'request');
    expect(requests.length).toBeGreaterThanOrEqual(answers.length + 3);
    for (const line of requests) expect(line.request_id).toMatch(/^req_[0-9a-f]+$/);
    const text = lines.join('\n');
    for (const secret of [
      client.clientSecret,
      'demo-secret-change-me',
      token,
      'private.person',
      'refused.person',
      'Secretive',
      'Inflight',
      '4155550123',
    ]) {
      expect(text).not.toContain(secret);
    }

    const ids = answers.map((a) => (JSON.parse(a.body) as { end_user: { uuid: string } }).end_user.uuid);
    expect(await unsound(engine, ids)).toEqual([]);
    if (engine.kind === 'pglite') {
      // The folder is free at once: taking its lock does not wait for the holder. (The worker runs the next file
      // after this one, vitest.config.ts: the setting is put back.)
      const wait = process.env.DATABASE_LOCK_WAIT_SECONDS;
      process.env.DATABASE_LOCK_WAIT_SECONDS = '0';
      try {
        const release = await lockFolder(engine.dir);
        await release();
      } finally {
        if (wait === undefined) delete process.env.DATABASE_LOCK_WAIT_SECONDS;
        else process.env.DATABASE_LOCK_WAIT_SECONDS = wait;
      }
    }
  });
});
