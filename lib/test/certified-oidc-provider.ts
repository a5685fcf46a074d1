import { createHash, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createRemoteJWKSet, jwtVerify, type JWTPayload } from 'jose';
import Provider from 'oidc-provider';

/**
 * panva's `oidc-provider` (OpenID Certified) on a loopback port, set up the way real providers differ from the
 * textbook: the `email` scope gives `email` **without** `email_verified`, groups come in a custom claim
 * (`memberOf`, in the ID token with the profile, as providers send groups whatever the scopes asked), and the login
 * records an `amr` the console must not trust by default (docs/sso.md). Two ways in, both through the provider's own
 * authorization code flow with PKCE and client_secret_basic:
 * - `signIn` runs the flow as a relying party does (authorize, login and consent interactions, token endpoint) and
 *   returns the ID token's claims verified against the provider's JWKS (the unit tests);
 * - a browser sent to it by the console (e2e/sso.spec.ts) gets its sign-in page, which asks only for an email:
 *   a person set with `setPerson` is signed in, consent is given for them, and the browser goes back to the console.
 */

export interface CertifiedPerson {
  sub: string;
  email: string;
  name?: string;
  memberOf?: string[];
  /** What the login says it used (RFC 8176), e.g. ['pwd', 'mfa']. */
  amr?: string[];
  /** Set only when given: most people at this provider have no `email_verified` claim at all. */
  emailVerified?: boolean;
}

export interface CertifiedProvider {
  issuer: string;
  setPerson(person: CertifiedPerson): void;
  signIn(sub: string): Promise<JWTPayload & Record<string, unknown>>;
  close(): Promise<void>;
}

export interface CertifiedProviderOptions {
  /** The loopback port to listen on (default: any free one). */
  port?: number;
  /** The issuer's path ("/idp"; default none): the provider answers under it, its interactions at the root. */
  path?: string;
  /** The one client it knows: the console's id, secret and callback URL. */
  client?: { id: string; secret: string; redirectUri: string };
}

const UNIT_CLIENT = {
  id: 'merchant-console',
  secret: 'console-secret-for-the-certified-provider',
  redirectUri: 'http://127.0.0.1:9/api/auth/callback/oidc',
};

const page = (body: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Test IdP</title></head><body>${body}</body></html>`;

async function readForm(request: IncomingMessage): Promise<URLSearchParams> {
  let body = '';
  for await (const chunk of request) body += chunk;
  return new URLSearchParams(body);
}

export async function startCertifiedProvider(options: CertifiedProviderOptions = {}): Promise<CertifiedProvider> {
  const CLIENT = options.client ?? UNIT_CLIENT;
  const REDIRECT = CLIENT.redirectUri;
  const mount = options.path ?? '';
  const people = new Map<string, CertifiedPerson>();
  const server = createServer();
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', resolve);
  });
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}${mount}`;
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: CLIENT.id,
        client_secret: CLIENT.secret,
        redirect_uris: [REDIRECT],
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_basic',
      },
    ],
    // `email_verified` is in the email scope but only in the claims of a person whose record has it.
    claims: {
      acr: null,
      amr: null,
      auth_time: null,
      iss: null,
      sid: null,
      // amr in every ID token, as most providers send it.
      openid: ['sub', 'amr'],
      email: ['email', 'email_verified'],
      profile: ['name', 'memberOf'],
      groups: ['memberOf'],
    },
    scopes: ['openid', 'email', 'profile', 'groups'],
    conformIdTokenClaims: false,
    features: { devInteractions: { enabled: false } },
    pkce: { required: () => true },
    findAccount: async (_ctx, sub) => {
      const person = people.get(sub);
      if (!person) return undefined;
      return {
        accountId: sub,
        claims: async () => ({
          sub,
          email: person.email,
          ...(person.emailVerified === undefined ? {} : { email_verified: person.emailVerified }),
          ...(person.name ? { name: person.name } : {}),
          ...(person.memberOf ? { memberOf: person.memberOf } : {}),
        }),
      };
    },
  });
  provider.proxy = false;
  const callback = provider.callback();
  let pending: string | null = null;

  /** The sign-in page a browser gets: an email, nothing else (the people are set by the test). */
  const signInPage = (res: ServerResponse, uid: string, note = '') => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(
      page(
        `<h1>Test IdP sign-in</h1>${note}<form method="post" action="/interaction/${encodeURIComponent(uid)}/login">` +
          `<label for="email">Email</label><input id="email" name="email" type="email">` +
          `<button type="submit">Continue</button></form>`,
      ),
    );
  };

  server.on('request', async (req: IncomingMessage, res: ServerResponse) => {
    if (!req.url?.startsWith('/interaction/')) {
      // Mounted under the issuer's path: the provider reads its mount from `originalUrl` (as behind Express).
      if (mount && (req.url === mount || req.url?.startsWith(`${mount}/`))) {
        Object.assign(req, { originalUrl: req.url });
        req.url = req.url.slice(mount.length) || '/';
      }
      return callback(req, res);
    }
    try {
      const details = await provider.interactionDetails(req, res);
      if (details.prompt.name === 'login') {
        let person = pending ? people.get(pending) : undefined;
        if (!person && req.method === 'POST') {
          const email = String((await readForm(req)).get('email') ?? '').toLowerCase();
          person = [...people.values()].find((one) => one.email.toLowerCase() === email);
          if (!person) return signInPage(res, details.uid, '<p role="alert">No such person at this provider.</p>');
        }
        if (!person) return signInPage(res, details.uid);
        await provider.interactionFinished(req, res, { login: { accountId: person.sub, amr: person.amr } });
        return;
      }
      const person = people.get(String(details.session?.accountId ?? ''));
      if (!person) throw new Error('no person to give consent for');
      const grant = new provider.Grant({ accountId: person.sub, clientId: CLIENT.id });
      grant.addOIDCScope('openid email profile groups');
      grant.addOIDCClaims(['email', 'email_verified', 'name', 'memberOf']);
      await provider.interactionFinished(
        req,
        res,
        { consent: { grantId: await grant.save() } },
        {
          mergeWithLastSubmission: true,
        },
      );
    } catch (error) {
      res.statusCode = 500;
      res.end(String(error));
    }
  });

  /** Follows the provider's redirects with its cookies until it sends the browser back to the console. */
  async function authorize(sub: string, challenge: string): Promise<string> {
    pending = sub;
    const cookies = new Map<string, string>();
    let url = `${issuer}/auth?${new URLSearchParams({
      client_id: CLIENT.id,
      redirect_uri: REDIRECT,
      response_type: 'code',
      scope: 'openid email profile groups',
      state: randomBytes(8).toString('hex'),
      nonce: randomBytes(8).toString('hex'),
      code_challenge: challenge,
      code_challenge_method: 'S256',
    })}`;
    for (let hop = 0; hop < 10; hop++) {
      const response = await fetch(url, {
        redirect: 'manual',
        headers: { cookie: [...cookies].map(([k, v]) => `${k}=${v}`).join('; ') },
      });
      for (const line of response.headers.getSetCookie()) {
        const [pair] = line.split(';');
        const at = pair.indexOf('=');
        cookies.set(pair.slice(0, at), pair.slice(at + 1));
      }
      const location = response.headers.get('location');
      if (!location) throw new Error(`the provider answered ${response.status}: ${await response.text()}`);
      const next = new URL(location, url);
      if (next.href.startsWith(REDIRECT)) {
        const code = next.searchParams.get('code');
        if (!code) throw new Error(`no code: ${next.search}`);
        return code;
      }
      url = next.href;
    }
    throw new Error('too many redirects');
  }

  return {
    issuer,
    setPerson: (person) => void people.set(person.sub, person),
    async signIn(sub) {
      const verifier = randomBytes(32).toString('base64url');
      const code = await authorize(sub, createHash('sha256').update(verifier).digest('base64url'));
      const response = await fetch(`${issuer}/token`, {
        method: 'POST',
        headers: {
          authorization: `Basic ${Buffer.from(`${CLIENT.id}:${CLIENT.secret}`).toString('base64')}`,
          'content-type': 'application/x-www-form-urlencoded',
        },
        body: new URLSearchParams({
          grant_type: 'authorization_code',
          code,
          redirect_uri: REDIRECT,
          code_verifier: verifier,
        }),
      });
      const tokens = (await response.json()) as { id_token?: string; error?: string };
      if (!tokens.id_token) throw new Error(`no ID token: ${JSON.stringify(tokens)}`);
      const { payload } = await jwtVerify(tokens.id_token, createRemoteJWKSet(new URL(`${issuer}/jwks`)), {
        issuer,
        audience: CLIENT.id,
      });
      return payload as JWTPayload & Record<string, unknown>;
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
