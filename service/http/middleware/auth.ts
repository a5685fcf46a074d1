import { createMiddleware } from 'hono/factory';
import { errors as joseErrors, jwtVerify } from 'jose';
import { ApiError } from '../errors';
import type { AppEnv } from '../env';
import { isClientActive } from '../../oauth/clients';

export const TOKEN_ISSUER = 'merchant-console';

function unauthorized(code: string, message: string): ApiError {
  return new ApiError(401, code, message, null, [], {
    'WWW-Authenticate': `Bearer realm="merchant-api", error="invalid_token", error_description="${message.replace(/"/g, "'")}"`,
  });
}

export const bearerAuth = createMiddleware<AppEnv>(async (c, next) => {
  const header = c.req.header('authorization') ?? '';
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  if (!match) {
    throw new ApiError(401, 'missing_token', 'An Authorization: Bearer <access token> header is required.', null, [], {
      'WWW-Authenticate': 'Bearer realm="merchant-api"',
    });
  }
  const { config, tokenSecret, db } = c.var.deps;
  let payload;
  try {
    ({ payload } = await jwtVerify(match[1], tokenSecret, {
      issuer: TOKEN_ISSUER,
      audience: config.audience,
      algorithms: ['HS256'],
      currentDate: c.var.deps.clock.now(),
    }));
  } catch (error) {
    if (error instanceof joseErrors.JWTExpired) throw unauthorized('token_expired', 'The access token has expired; request a new one.');
    if (error instanceof joseErrors.JWTClaimValidationFailed && error.claim === 'aud') {
      throw unauthorized('invalid_audience', `The access token was not issued for this API (audience '${config.audience}').`);
    }
    throw unauthorized('invalid_token', 'The access token is malformed or its signature is invalid.');
  }
  const clientId = String(payload.sub ?? '');
  const merchantId = String(payload.mer ?? '');
  if (!clientId || !merchantId || !(await isClientActive(db, clientId))) {
    throw unauthorized('invalid_token', 'The access token belongs to no active API client.');
  }
  c.set('auth', { clientId, merchantId, scopes: String(payload.scope ?? '').split(' ').filter(Boolean) });
  await next();
});

export const requireScope = (scope: string) =>
  createMiddleware<AppEnv>(async (c, next) => {
    if (!c.var.auth.scopes.includes(scope)) {
      throw new ApiError(403, 'insufficient_scope', `The access token lacks the '${scope}' scope this operation requires.`, null, [], {
        'WWW-Authenticate': `Bearer realm="merchant-api", error="insufficient_scope", scope="${scope}"`,
      });
    }
    await next();
  });
