import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestService, type TestService } from '../test/harness';
import { lifecycle } from './health';

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
});
