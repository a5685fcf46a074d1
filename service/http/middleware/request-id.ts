import { createMiddleware } from 'hono/factory';
import { pooledRandomBytes } from '../../lib/ids';
import type { AppEnv } from '../env';

export const requestId = createMiddleware<AppEnv>(async (c, next) => {
  const id = `req_${pooledRandomBytes(12).toString('hex')}`;
  c.set('requestId', id);
  await next();
  c.res.headers.set('Request-Id', id);
});
