import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { SignJWT } from 'jose';
import { randomBytes } from 'node:crypto';
import type { AppEnv } from '../http/env';
import { TOKEN_ISSUER } from '../http/middleware/auth';
import { clientSecretMatches, findClient, recordClientUse } from './clients';

const TokenRequest = z
  .object({
    client_id: z.string().openapi({ description: 'The API client id.', example: 'cli_4f1c2b9e8d7a6f5e4d3c2b1a' }),
    client_secret: z
      .string()
      .openapi({ description: 'The API client secret, shown once when the client was created.', example: 'sk_…' }),
    audience: z.string().openapi({ description: 'The API the token is for.', example: 'merchant-api' }),
    grant_type: z
      .literal('client_credentials')
      .openapi({ description: 'Must be client_credentials.', example: 'client_credentials' }),
    scope: z.string().optional().openapi({
      description: 'Space-separated scopes to request; default: all the client holds.',
      example: 'read:payments write:payments',
    }),
  })
  .openapi('TokenRequest');

const TokenResponse = z
  .object({
    access_token: z.string().openapi({ description: 'Signed bearer token (JWT).', example: 'eyJhbGciOiJIUzI1NiJ9…' }),
    scope: z
      .string()
      .openapi({ description: 'Space-separated scopes granted.', example: 'read:payments write:payments' }),
    expires_in: z.number().int().openapi({ description: 'Lifetime in seconds.', example: 86400 }),
    token_type: z.literal('Bearer').openapi({ description: 'Always Bearer.', example: 'Bearer' }),
  })
  .openapi('TokenResponse');

const OAuthError = z
  .object({
    error: z.string().openapi({ description: 'RFC 6749 error code.', example: 'invalid_client' }),
    error_description: z
      .string()
      .openapi({ description: 'What went wrong.', example: 'Unknown client or wrong secret.' }),
  })
  .openapi('OAuthError');

export const tokenRoute = createRoute({
  method: 'post',
  path: '/oauth/token',
  tags: ['Authentication'],
  summary: 'Request an access token (OAuth 2.0 client credentials)',
  description: 'Takes a JSON or application/x-www-form-urlencoded body. Errors follow RFC 6749 section 5.2.',
  security: [],
  responses: {
    200: { description: 'A token', content: { 'application/json': { schema: TokenResponse } } },
    400: {
      description: 'invalid_request, unsupported_grant_type or invalid_scope',
      content: { 'application/json': { schema: OAuthError } },
    },
    401: { description: 'invalid_client', content: { 'application/json': { schema: OAuthError } } },
  },
});

function oauthError(c: Context<AppEnv>, status: 400 | 401, error: string, description: string) {
  c.header('Cache-Control', 'no-store');
  if (status === 401) c.header('WWW-Authenticate', 'Basic realm="merchant-api"');
  return c.json({ error, error_description: description }, status);
}

async function readBody(c: Context<AppEnv>): Promise<Record<string, unknown> | null> {
  const type = c.req.header('content-type') ?? '';
  const text = await c.req.text();
  if (type.includes('application/x-www-form-urlencoded')) return Object.fromEntries(new URLSearchParams(text));
  try {
    const parsed: unknown = JSON.parse(text);
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

export function oauthRouter() {
  const router = new OpenAPIHono<AppEnv>();
  router.openAPIRegistry.registerPath({
    ...tokenRoute,
    request: {
      body: {
        required: true,
        content: {
          'application/json': { schema: TokenRequest },
          'application/x-www-form-urlencoded': { schema: TokenRequest },
        },
      },
    },
  });
  router.post('/oauth/token', async (c) => {
    const body = await readBody(c);
    if (!body)
      return oauthError(
        c,
        400,
        'invalid_request',
        'The body must be a JSON object or a form with client_id, client_secret, audience and grant_type.',
      );
    for (const field of ['grant_type', 'client_id', 'client_secret', 'audience'] as const) {
      if (typeof body[field] !== 'string' || !body[field])
        return oauthError(c, 400, 'invalid_request', `'${field}' is required.`);
    }
    if (body.grant_type !== 'client_credentials') {
      return oauthError(
        c,
        400,
        'unsupported_grant_type',
        `grant_type '${String(body.grant_type)}' is not supported; use client_credentials.`,
      );
    }
    const { db, config, tokenSecret, clock } = c.var.deps;
    const client = await findClient(db, String(body.client_id));
    if (!client || client.disabled || !clientSecretMatches(client, String(body.client_secret), clock.now())) {
      return oauthError(c, 401, 'invalid_client', 'Unknown client, wrong secret, or the client is disabled.');
    }
    if (body.audience !== config.audience) {
      return oauthError(
        c,
        400,
        'invalid_request',
        `audience '${String(body.audience)}' is not served here; use '${config.audience}'.`,
      );
    }
    const held = client.scopes.split(' ').filter(Boolean);
    let scopes = held;
    if (typeof body.scope === 'string' && body.scope.trim()) {
      const requested = body.scope.split(/\s+/).filter(Boolean);
      const extra = requested.filter((s) => !held.includes(s));
      if (extra.length) return oauthError(c, 400, 'invalid_scope', `The client may not request: ${extra.join(', ')}.`);
      scopes = requested;
    }
    const now = Math.floor(clock.now().getTime() / 1000);
    const accessToken = await new SignJWT({
      scope: scopes.join(' '),
      mer: client.merchantId,
      gen: client.tokenGeneration,
    })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setIssuer(TOKEN_ISSUER)
      .setSubject(client.clientId)
      .setAudience(config.audience)
      .setIssuedAt(now)
      .setExpirationTime(now + config.tokenTtlSeconds)
      .setJti(randomBytes(12).toString('hex'))
      .sign(tokenSecret);
    await recordClientUse(db, client.clientId, clock.now());
    c.header('Cache-Control', 'no-store');
    return c.json(
      {
        access_token: accessToken,
        scope: scopes.join(' '),
        expires_in: config.tokenTtlSeconds,
        token_type: 'Bearer' as const,
      },
      200,
    );
  });
  return router;
}
