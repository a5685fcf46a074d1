import { createMiddleware } from 'hono/factory';
import { errors as joseErrors, jwtVerify, type JWTPayload } from 'jose';
import { ApiError } from '../errors';
import type { AppEnv } from '../env';
import type { DbOrTx } from '../../db/client';

export const TOKEN_ISSUER = 'merchant-console';

function unauthorized(code: string, message: string): ApiError {
  return new ApiError(401, code, message, null, [], {
    'WWW-Authenticate': `Bearer realm="merchant-api", error="invalid_token", error_description="${message.replace(/"/g, "'")}"`,
  });
}

/**
 * Tokens already verified, per signing key and audience: a client sends the same token for hours, and checking its
 * HMAC on every request was ~8% of a payment create's CPU. A hit is only trusted while its own
 * time claims hold (exp, nbf, judged with the request's clock like jwtVerify); otherwise it is verified
 * again, which gives the proper error. Bounded: emptied when full.
 */
const verifiedTokens = new WeakMap<Uint8Array, Map<string, JWTPayload>>();
const MAX_CACHED_TOKENS = 10_000;

function cachedPayload(secret: Uint8Array, audience: string, token: string, now: Date): JWTPayload | undefined {
  const payload = verifiedTokens.get(secret)?.get(`${audience} ${token}`);
  if (!payload) return undefined;
  const seconds = Math.floor(now.getTime() / 1000);
  if (typeof payload.exp !== 'number' || payload.exp <= seconds) return undefined;
  if (payload.nbf !== undefined && (typeof payload.nbf !== 'number' || payload.nbf > seconds)) return undefined;
  return payload;
}

function rememberPayload(secret: Uint8Array, audience: string, token: string, payload: JWTPayload): void {
  let tokens = verifiedTokens.get(secret);
  if (!tokens) verifiedTokens.set(secret, (tokens = new Map()));
  if (tokens.size >= MAX_CACHED_TOKENS) tokens.clear();
  tokens.set(`${audience} ${token}`, payload);
}

async function verifyToken(token: string, secret: Uint8Array, audience: string, now: Date): Promise<JWTPayload> {
  try {
    const { payload } = await jwtVerify(token, secret, {
      issuer: TOKEN_ISSUER,
      audience,
      algorithms: ['HS256'],
      currentDate: now,
    });
    rememberPayload(secret, audience, token, payload);
    return payload;
  } catch (error) {
    if (error instanceof joseErrors.JWTExpired)
      throw unauthorized('token_expired', 'The access token has expired; request a new one.');
    if (error instanceof joseErrors.JWTClaimValidationFailed && error.claim === 'aud') {
      throw unauthorized('invalid_audience', `The access token was not issued for this API (audience '${audience}').`);
    }
    throw unauthorized('invalid_token', 'The access token is malformed or its signature is invalid.');
  }
}

/**
 * Whether a token's client may still use it, and its token generation in force: the app passes the OAuth
 * clients' own lookup in (service/oauth/clients.ts, `clientTokenState`), so the HTTP layer imports no resource.
 */
export type ClientTokenLookup = (db: DbOrTx, clientId: string) => Promise<{ active: boolean; generation: number }>;

export const bearerAuth = (clientTokenState: ClientTokenLookup) =>
  createMiddleware<AppEnv>(async (c, next) => {
    const header = c.req.header('authorization') ?? '';
    const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
    if (!match) {
      throw new ApiError(
        401,
        'missing_token',
        'An Authorization: Bearer <access token> header is required.',
        null,
        [],
        {
          'WWW-Authenticate': 'Bearer realm="merchant-api"',
        },
      );
    }
    const { config, tokenSecret, db } = c.var.deps;
    const now = c.var.deps.clock.now();
    const payload =
      cachedPayload(tokenSecret, config.audience, match[1], now) ??
      (await verifyToken(match[1], tokenSecret, config.audience, now));
    const clientId = String(payload.sub ?? '');
    const merchantId = String(payload.mer ?? '');
    const client = clientId && merchantId ? await clientTokenState(db, clientId) : null;
    if (!client?.active) throw unauthorized('invalid_token', 'The access token belongs to no active API client.');
    // Issued before the client's secret was rotated without grace (or before an older token generation).
    if (Number(payload.gen ?? 0) < client.generation)
      throw unauthorized(
        'token_revoked',
        'The access token was issued before the secret of its client was rotated; request a new one.',
      );
    c.set('auth', {
      clientId,
      merchantId,
      scopes: String(payload.scope ?? '')
        .split(' ')
        .filter(Boolean),
    });
    await next();
  });

/** The token must hold `scope`, or one of the scopes when given several (search: any read scope). */
export const requireScope = (scope: string | readonly string[]) =>
  createMiddleware<AppEnv>(async (c, next) => {
    const accepted = typeof scope === 'string' ? [scope] : scope;
    if (!accepted.some((s) => c.var.auth.scopes.includes(s))) {
      throw new ApiError(
        403,
        'insufficient_scope',
        `The access token lacks the '${accepted.join("' or '")}' scope this operation requires.`,
        null,
        [],
        {
          'WWW-Authenticate': `Bearer realm="merchant-api", error="insufficient_scope", scope="${accepted.join(' ')}"`,
        },
      );
    }
    await next();
  });
