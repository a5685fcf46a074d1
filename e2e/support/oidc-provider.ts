import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { exportJWK, generateKeyPair, SignJWT, type JWK } from 'jose';

/**
 * A small but real OpenID Connect provider for the SSO specs (docs/sso.md): discovery, JWKS, the authorization code
 * flow with PKCE (S256), a token endpoint with client_secret_basic or _post, RS256-signed ID tokens carrying the
 * nonce, and userinfo. The console's real Auth.js talks to it over HTTP; nothing of Auth.js is mocked. The sign-in
 * page asks only for an email: the people it knows, with their groups and `amr`, are set by the spec (`setUser`).
 */

export interface IdpUser {
  email: string;
  sub?: string;
  name?: string;
  groups?: string[];
  amr?: string[];
}

interface PendingCode {
  user: IdpUser & { sub: string };
  clientId: string;
  redirectUri: string;
  challenge: string;
  nonce?: string;
  expiresAt: number;
}

export interface TestOidcProvider {
  issuer: string;
  setUser(user: IdpUser): void;
  close(): Promise<void>;
}

const html = (body: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Test IdP</title></head><body>${body}</body></html>`;
const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

async function readForm(request: IncomingMessage): Promise<URLSearchParams> {
  let body = '';
  for await (const chunk of request) body += chunk;
  return new URLSearchParams(body);
}

function json(response: ServerResponse, status: number, value: unknown) {
  response.writeHead(status, { 'content-type': 'application/json', 'cache-control': 'no-store' });
  response.end(JSON.stringify(value));
}

export async function startOidcProvider(options: {
  port: number;
  /** Ends with a path, so the issuer's URL has no trailing slash (issuer comparison is exact). */
  path: string;
  clientId: string;
  clientSecret: string;
  /** The origin whose /api/auth/callback/oidc may receive codes. */
  consoleOrigin: string;
}): Promise<TestOidcProvider> {
  const issuer = `http://127.0.0.1:${options.port}${options.path}`;
  const { publicKey, privateKey } = await generateKeyPair('RS256');
  const kid = randomUUID();
  const jwk: JWK = { ...(await exportJWK(publicKey)), kid, alg: 'RS256', use: 'sig' };
  const users = new Map<string, IdpUser & { sub: string }>();
  const codes = new Map<string, PendingCode>();
  const tokens = new Map<string, IdpUser & { sub: string }>();
  const redirectUri = `${options.consoleOrigin}/api/auth/callback/oidc`;

  const claimsOf = (user: IdpUser & { sub: string }) => ({
    sub: user.sub,
    email: user.email,
    email_verified: true,
    name: user.name ?? user.email,
    groups: user.groups ?? [],
    amr: user.amr ?? ['pwd'],
  });

  function clientOk(request: IncomingMessage, form: URLSearchParams): boolean {
    const basic = request.headers.authorization?.match(/^Basic (.+)$/)?.[1];
    if (basic) {
      const [id, secret] = Buffer.from(basic, 'base64').toString().split(':').map(decodeURIComponent);
      return id === options.clientId && secret === options.clientSecret;
    }
    return form.get('client_id') === options.clientId && form.get('client_secret') === options.clientSecret;
  }

  const server: Server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', issuer);
    const route = url.pathname.slice(options.path.length);
    try {
      if (route === '/.well-known/openid-configuration') {
        return json(response, 200, {
          issuer,
          authorization_endpoint: `${issuer}/authorize`,
          token_endpoint: `${issuer}/token`,
          userinfo_endpoint: `${issuer}/userinfo`,
          jwks_uri: `${issuer}/jwks`,
          response_types_supported: ['code'],
          grant_types_supported: ['authorization_code'],
          subject_types_supported: ['public'],
          id_token_signing_alg_values_supported: ['RS256'],
          code_challenge_methods_supported: ['S256'],
          token_endpoint_auth_methods_supported: ['client_secret_basic', 'client_secret_post'],
          scopes_supported: ['openid', 'email', 'profile'],
          claims_supported: ['sub', 'email', 'email_verified', 'name', 'groups', 'amr'],
        });
      }
      if (route === '/jwks') return json(response, 200, { keys: [jwk] });
      if (route === '/authorize' && request.method === 'GET') {
        const p = url.searchParams;
        if (p.get('client_id') !== options.clientId || p.get('redirect_uri') !== redirectUri) {
          response.writeHead(400, { 'content-type': 'text/html' });
          return response.end(html('<h1>Unknown client or redirect URI</h1>'));
        }
        if (
          p.get('response_type') !== 'code' ||
          p.get('code_challenge_method') !== 'S256' ||
          !p.get('code_challenge')
        ) {
          response.writeHead(400, { 'content-type': 'text/html' });
          return response.end(html('<h1>The authorization code flow with PKCE (S256) is required</h1>'));
        }
        const hidden = ['state', 'nonce', 'code_challenge', 'redirect_uri', 'client_id']
          .map((name) => `<input type="hidden" name="${name}" value="${escape(p.get(name) ?? '')}">`)
          .join('');
        response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
        return response.end(
          html(
            `<h1>Test IdP sign-in</h1><form method="post" action="${options.path}/authorize">${hidden}` +
              `<label for="email">Email</label><input id="email" name="email" type="email">` +
              `<button type="submit">Continue</button></form>`,
          ),
        );
      }
      if (route === '/authorize' && request.method === 'POST') {
        const form = await readForm(request);
        const user = users.get(String(form.get('email')).toLowerCase());
        if (!user) {
          response.writeHead(200, { 'content-type': 'text/html' });
          return response.end(html('<h1>No such user at this provider</h1>'));
        }
        const code = randomBytes(24).toString('base64url');
        codes.set(code, {
          user,
          clientId: String(form.get('client_id')),
          redirectUri: String(form.get('redirect_uri')),
          challenge: String(form.get('code_challenge')),
          nonce: form.get('nonce') || undefined,
          expiresAt: Date.now() + 60_000,
        });
        const back = new URL(redirectUri);
        back.searchParams.set('code', code);
        back.searchParams.set('iss', issuer);
        if (form.get('state')) back.searchParams.set('state', String(form.get('state')));
        response.writeHead(302, { location: back.toString() });
        return response.end();
      }
      if (route === '/token' && request.method === 'POST') {
        const form = await readForm(request);
        if (!clientOk(request, form)) return json(response, 401, { error: 'invalid_client' });
        const pending = codes.get(String(form.get('code')));
        codes.delete(String(form.get('code')));
        const verifier = String(form.get('code_verifier') ?? '');
        const challenge = createHash('sha256').update(verifier).digest('base64url');
        if (
          form.get('grant_type') !== 'authorization_code' ||
          !pending ||
          pending.expiresAt < Date.now() ||
          pending.redirectUri !== form.get('redirect_uri') ||
          pending.challenge !== challenge
        )
          return json(response, 400, { error: 'invalid_grant' });
        const now = Math.floor(Date.now() / 1000);
        const idToken = await new SignJWT({
          ...claimsOf(pending.user),
          ...(pending.nonce ? { nonce: pending.nonce } : {}),
        })
          .setProtectedHeader({ alg: 'RS256', kid })
          .setIssuer(issuer)
          .setAudience(options.clientId)
          .setIssuedAt(now)
          .setExpirationTime(now + 300)
          .sign(privateKey);
        const accessToken = randomBytes(24).toString('base64url');
        tokens.set(accessToken, pending.user);
        return json(response, 200, {
          access_token: accessToken,
          token_type: 'Bearer',
          expires_in: 300,
          id_token: idToken,
        });
      }
      if (route === '/userinfo') {
        const user = tokens.get(request.headers.authorization?.replace(/^Bearer /, '') ?? '');
        return user ? json(response, 200, claimsOf(user)) : json(response, 401, { error: 'invalid_token' });
      }
      response.writeHead(404).end();
    } catch (error) {
      json(response, 500, { error: 'server_error', error_description: String(error) });
    }
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, '127.0.0.1', resolve);
  });
  return {
    issuer,
    setUser(user) {
      users.set(user.email.toLowerCase(), { ...user, sub: user.sub ?? `sub-${user.email.toLowerCase()}` });
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
