import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestService, type TestService } from '../test/harness';
import type { Db } from '../db/client';
import { backgroundState } from '../background';
import { lifecycle, readiness } from './health';

let t: TestService;
beforeAll(async () => {
  t = await startTestService();
});
afterAll(() => t.close());

describe('health checks (docs/operations.md)', () => {
  it('answers liveness without a token', async () => {
    const res = await t.request('GET', '/health/live', { token: null });
    expect(res.status).toBe(200);
    expect(res.body.status).toBe('live');
  });

  it('is ready when the database answers and every migration is applied, and reports the background loops', async () => {
    const res = await t.request('GET', '/health/ready', { token: null });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'ready', draining: false, database: { ok: true } });
    expect(res.body.migrations.applied).toBe(res.body.migrations.expected);
    expect(res.body.migrations.expected).toBeGreaterThan(0);
    expect(['off', 'running', 'stopped']).toContain(res.body.background.state);
  });

  it('is not ready while the process drains for shutdown', async () => {
    lifecycle.draining = true;
    try {
      const res = await t.request('GET', '/health/ready', { token: null });
      expect(res.status).toBe(503);
      expect(res.body).toMatchObject({ status: 'not_ready', draining: true });
    } finally {
      lifecycle.draining = false;
    }
  });

  it('is not ready when a migration is missing', async () => {
    const { sql } = await import('drizzle-orm');
    await t.database.db.execute(
      sql`delete from drizzle.__drizzle_migrations where id = (select max(id) from drizzle.__drizzle_migrations)`,
    );
    const res = await t.request('GET', '/health/ready', { token: null });
    expect(res.status).toBe(503);
    expect(res.body.migrations.ok).toBe(false);
  });

  it('names no internal error to anyone: the database’s and the loops’ error texts stay in the service log', async () => {
    const secret = 'password authentication failed for user "svc_merchant" at 10.9.8.7:5432';
    const failing = { execute: () => Promise.reject(new Error(secret)) } as unknown as Db;
    const loop = {
      name: 'test-loop',
      intervalMs: 1000,
      running: false,
      ticks: 1,
      failures: 1,
      lastStartedAt: new Date(),
      lastFinishedAt: new Date(),
      lastError: secret,
    } as (typeof backgroundState.loops)[number];
    backgroundState.loops.push(loop);
    try {
      const report = await readiness(failing);
      expect(report).toMatchObject({
        status: 'not_ready',
        database: { ok: false, error: 'failed: see the service log' },
      });
      expect(report.background.loops.find((l) => l.name === 'test-loop')?.last_error).toBe(
        'failed: see the service log',
      );
      expect(JSON.stringify(report)).not.toMatch(/svc_merchant|10\.9\.8\.7|password/);
    } finally {
      backgroundState.loops.splice(backgroundState.loops.indexOf(loop), 1);
    }
  });
});
