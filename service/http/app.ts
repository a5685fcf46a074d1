import { OpenAPIHono } from '@hono/zod-openapi';
import { bodyLimit } from 'hono/body-limit';
import { HTTPException } from 'hono/http-exception';
import { ApiError } from './errors';
import type { AppEnv, ServiceDeps } from './env';
import { bearerAuth } from './middleware/auth';
import { requestId } from './middleware/request-id';
import { oauthRouter } from '../oauth/routes';
import { resourceRouters } from '../routers';

export const API_BASE_PATH = '/api/v1';

function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  if (error instanceof HTTPException) {
    if (error.status === 413) return new ApiError(413, 'body_too_large', 'The request body is too large.');
    if (error.status === 415) return new ApiError(415, 'unsupported_media_type', 'Send the body as application/json.');
    if (error.status === 400) {
      return new ApiError(400, 'invalid_json', /JSON/i.test(error.message) ? 'The body is not valid JSON.' : error.message || 'Malformed request.', 'body');
    }
    return new ApiError(error.status, 'http_error', error.message || 'Request refused.');
  }
  if (error instanceof URIError) return new ApiError(400, 'invalid_encoding', 'The request URL is not correctly percent-encoded.');
  if (error instanceof SyntaxError) return new ApiError(400, 'invalid_json', 'The body is not valid JSON.', 'body');
  return new ApiError(500, 'internal_error', 'Something went wrong on our side; quote the request id when you contact support.');
}

export function createApp(deps: ServiceDeps) {
  const app = new OpenAPIHono<AppEnv>().basePath(API_BASE_PATH);

  app.use('*', requestId);
  app.use('*', async (c, next) => {
    c.set('deps', deps);
    await next();
  });
  app.use('*', async (c, next) => {
    await next();
    if (deps.flush && c.req.method !== 'GET' && c.req.method !== 'HEAD' && c.res.status < 300) await deps.flush();
  });
  app.use(
    '*',
    bodyLimit({
      maxSize: deps.config.bodyLimitBytes,
      onError: () => {
        throw new ApiError(413, 'body_too_large', `The request body exceeds ${deps.config.bodyLimitBytes} bytes.`);
      },
    }),
  );

  app.route('/', oauthRouter());
  app.doc31('/openapi.json', openApiInfo(deps.config.publicUrl));

  app.use('*', async (c, next) => {
    if (c.req.path === `${API_BASE_PATH}/oauth/token` || c.req.path === `${API_BASE_PATH}/openapi.json`) return next();
    return bearerAuth(c, next);
  });
  for (const router of resourceRouters()) app.route('/', router);

  app.openAPIRegistry.registerComponent('securitySchemes', 'bearer', { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' });

  app.notFound((c) => {
    const error = new ApiError(404, 'route_not_found', `No endpoint ${c.req.method} ${c.req.path}.`);
    return c.json(error.body(c.var.requestId ?? ''), 404);
  });
  app.onError((err, c) => {
    const error = toApiError(err);
    if (error.status >= 500) console.error(`[${c.var.requestId}]`, err);
    for (const [name, value] of Object.entries(error.headers)) c.header(name, value);
    c.header('Request-Id', c.var.requestId ?? '');
    return c.json(error.body(c.var.requestId ?? ''), error.status as 400);
  });
  return app;
}

export type ServiceApp = ReturnType<typeof createApp>;

function openApiInfo(publicUrl: string) {
  return {
    openapi: '3.1.0',
    info: {
      title: 'Merchant Payments and Account-Connection API',
      version: '2021-11-22',
      description:
        'Move money between bank accounts connected to a merchant. Errors: {"error": {type, code, message, param, details, request_id}}. ' +
        'Paging: page ≥ 1, page_size 1..1000 (default 1000), newest first. Operations marked x-extension are not in the original specification.',
    },
    servers: [{ url: `${publicUrl}${API_BASE_PATH}` }],
    security: [{ bearer: [] }],
  };
}
