import { createMiddleware } from 'hono/factory';
import { ApiError } from '../errors';
import type { AppEnv } from '../env';
import { DEFAULT_VERSION, SUPPORTED_VERSIONS } from '../../config';

export const serviceVersion = createMiddleware<AppEnv>(async (c, next) => {
  const requested = c.req.header('service-version')?.trim();
  if (requested !== undefined && !(SUPPORTED_VERSIONS as readonly string[]).includes(requested)) {
    throw new ApiError(
      400,
      'unsupported_version',
      `SERVICE-Version '${requested}' is not supported; supported versions: ${SUPPORTED_VERSIONS.join(', ')}.`,
      'SERVICE-Version',
      [
        {
          param: 'SERVICE-Version',
          code: 'unsupported_version',
          message: `Use one of: ${SUPPORTED_VERSIONS.join(', ')}.`,
        },
      ],
    );
  }
  const version = requested || DEFAULT_VERSION;
  c.set('version', version);
  await next();
  c.res.headers.set('SERVICE-Version', version);
});
