import net from 'node:net';
import { z } from 'zod';
import { SUPPORTED_VERSIONS } from './config';

/**
 * Every variable README.md's "Configuration" (and docs/operations.md) lists, checked once at start-up by
 * `npm start` (scripts/start.mjs, before the build, and the console's boot) and `npm run service`, before
 * either listens. Each problem is one sentence naming the variable and what to set it to. An empty value
 * counts as unset, as everywhere else in the code.
 */
type Env = Record<string, string | undefined>;

const blank = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);
const opt = <T extends z.ZodType>(schema: T) => z.preprocess(blank, schema.optional());

const url = (protocols: string[], example: string) =>
  opt(
    z.string().refine(
      (v) => {
        try {
          return protocols.includes(new URL(v).protocol);
        } catch {
          return false;
        }
      },
      `must be a ${protocols.map((p) => p.replace(':', '://')).join(' or ')} URL, e.g. ${example}`,
    ),
  );
const integer = (min: number, example: string, max = Number.MAX_SAFE_INTEGER) =>
  opt(
    z
      .string()
      .refine(
        (v) => /^\d+$/.test(v.trim()) && Number(v) >= min && Number(v) <= max,
        `must be a whole number from ${min}${max < Number.MAX_SAFE_INTEGER ? ` to ${max}` : ' up'}, e.g. ${example}`,
      ),
  );
const oneOf = (values: string[]) =>
  opt(z.string().refine((v) => values.includes(v.trim()), `must be ${values.map((v) => `"${v}"`).join(' or ')}`));
const text = (what: string) => opt(z.string().refine((v) => v.trim().length > 0, `must be ${what}`));
const postgresUrl = url(['postgres:', 'postgresql:'], 'postgres://user:pass@localhost:5432/merchant_console');
const httpUrl = (example: string) => url(['http:', 'https:'], example);

function isAddressOrRange(entry: string): boolean {
  const [address, bits, extra] = entry.split('/');
  if (extra !== undefined || !net.isIP(address)) return false;
  if (bits === undefined) return true;
  const max = net.isIPv4(address) ? 32 : 128;
  return /^\d+$/.test(bits) && Number(bits) <= max;
}

const PORT_EXAMPLE = '3000';
export const environmentSchema = z
  .object({
    PORT: integer(1, PORT_EXAMPLE, 65535),
    SERVICE_PORT: integer(1, '4000', 65535),
    HOST: text('an address to listen on, e.g. 0.0.0.0'),
    DATABASE_URL: postgresUrl,
    DATABASE_DIRECT_URL: postgresUrl,
    DATABASE_READ_URL: postgresUrl,
    DATABASE_POOLER: oneOf(['transaction', 'session']),
    DATABASE_POOL_SIZE: integer(1, '10'),
    DATABASE_LOCK_WAIT_SECONDS: integer(0, '3'),
    READ_YOUR_WRITES_SECONDS: integer(0, '5'),
    PGLITE_DIR: text('a folder path, e.g. ./.data/pglite'),
    MERCHANT_API_BASE_URL: httpUrl('https://api.example.com/api/v1'),
    MERCHANT_API_AUTH_URL: httpUrl('https://auth.example.com'),
    MERCHANT_API_CLIENT_ID: text('the client_id `npm run clients:create` printed'),
    MERCHANT_API_CLIENT_SECRET: text('the client_secret `npm run clients:create` printed'),
    MERCHANT_API_AUDIENCE: text('the OAuth audience, e.g. merchant-api'),
    MERCHANT_API_VERSION: oneOf([...SUPPORTED_VERSIONS]),
    CONSOLE_MERCHANT_ID: opt(
      z
        .string()
        .refine(
          (v) => /^mer_\S+$/.test(v.trim()),
          'must be a merchant id (mer_…), the merchant_id `npm run clients:create` printed',
        ),
    ),
    AUTH_SECRET: opt(
      z
        .string()
        .refine((v) => v.length >= 32, 'must be at least 32 characters: generate one with `openssl rand -base64 32`'),
    ),
    PUBLIC_URL: httpUrl('https://console.example.com'),
    SMTP_URL: url(['smtp:', 'smtps:'], 'smtp://user:pass@mail.example.com:587'),
    SMTP_FROM: text('a sender, e.g. Merchant Console <no-reply@example.com>'),
    SERVICE_NAME: text('the service name, e.g. Merchant Console'),
    SERVICE_TOKEN_SECRET: opt(
      z
        .string()
        .refine(
          (v) => v.length >= 32,
          'must be at least 32 characters: generate one with `openssl rand -base64 32`, the same in every process',
        ),
    ),
    API_RATE_LIMIT_PER_SECOND: integer(1, '1000'),
    API_RATE_LIMIT_BURST: integer(1, '2000'),
    API_BODY_LIMIT_BYTES: integer(1024, '1048576'),
    TRUSTED_PROXIES: opt(
      z.string().refine(
        (v) =>
          v
            .split(',')
            .map((e) => e.trim())
            .filter(Boolean)
            .every(isAddressOrRange),
        'must be comma-separated addresses or CIDR ranges, e.g. 10.0.0.0/8,192.168.1.10',
      ),
    ),
    BACKGROUND_WORK: oneOf(['on', 'off']),
    WEBHOOK_ALLOW_PRIVATE_URLS: oneOf(['true', 'false']),
    SHUTDOWN_DRAIN_SECONDS: integer(0, '5'),
    SHUTDOWN_TIMEOUT_SECONDS: integer(1, '30'),
    LOG_LEVEL: oneOf(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']),
    OIDC_ISSUER: httpUrl('https://login.example.com/realms/company (the issuer of /.well-known/openid-configuration)'),
    OIDC_CLIENT_ID: text('the client id the identity provider gave the console'),
    OIDC_CLIENT_SECRET: text('the client secret the identity provider gave the console'),
    OIDC_NAME: text('the provider name on the sign-in button, e.g. Okta'),
    // true lets the provider's amr: mfa stand in for a member's own two-factor code (off by default: docs/sso.md).
    OIDC_TRUST_MFA: oneOf(['true', 'false']),
    METRICS_TOKEN: opt(
      z.string().refine((v) => v.length >= 16, 'must be at least 16 characters, e.g. from `openssl rand -hex 16`'),
    ),
  })
  .superRefine((env, ctx) => {
    const need = (name: string, message: string) => ctx.addIssue({ code: 'custom', path: [name], message });
    if (env.MERCHANT_API_BASE_URL && !env.MERCHANT_API_CLIENT_ID)
      need(
        'MERCHANT_API_CLIENT_ID',
        'is required when MERCHANT_API_BASE_URL is set: set it to the client_id of a client of that deployment',
      );
    if (env.MERCHANT_API_BASE_URL && !env.MERCHANT_API_CLIENT_SECRET)
      need(
        'MERCHANT_API_CLIENT_SECRET',
        'is required when MERCHANT_API_BASE_URL is set: set it to that client’s client_secret',
      );
    if (!env.MERCHANT_API_BASE_URL && Boolean(env.MERCHANT_API_CLIENT_ID) !== Boolean(env.MERCHANT_API_CLIENT_SECRET)) {
      need(
        env.MERCHANT_API_CLIENT_ID ? 'MERCHANT_API_CLIENT_SECRET' : 'MERCHANT_API_CLIENT_ID',
        'must be set together with its pair, or both left unset so the console uses its own client',
      );
    }
    // Single sign-on (docs/sso.md) is on when all three are set, off when none is.
    const oidc = ['OIDC_ISSUER', 'OIDC_CLIENT_ID', 'OIDC_CLIENT_SECRET'] as const;
    if (oidc.some((name) => env[name]))
      for (const name of oidc)
        if (!env[name])
          need(
            name,
            'is required with the other OIDC_ settings: single sign-on needs the issuer, client id and secret',
          );
    if (env.DATABASE_POOLER === 'transaction' && !env.DATABASE_DIRECT_URL)
      need(
        'DATABASE_DIRECT_URL',
        'is required with DATABASE_POOLER=transaction: set it to the primary’s postgres:// URL (migrations bypass the pooler)',
      );
  });

export type Target = 'console' | 'service';

/** The problems with `env`, one sentence each (empty when it is fine). */
export function environmentProblems(env: Env, target: Target): string[] {
  const problems: string[] = [];
  const result = environmentSchema.safeParse(env);
  if (!result.success)
    for (const issue of result.error.issues) problems.push(`${String(issue.path[0])} ${issue.message}.`);
  const secret = env.AUTH_SECRET?.trim() || env.NEXTAUTH_SECRET?.trim();
  if (target === 'console' && env.DATABASE_URL?.trim() && !secret) {
    problems.push(
      'AUTH_SECRET is required when DATABASE_URL is set: set it to a random secret, e.g. `export AUTH_SECRET=$(openssl rand -base64 32)`, the same in every console process.',
    );
  }
  return problems;
}

/** Stops the process, before it listens, when the environment is wrong. */
export function checkEnvironment(target: Target, env: Env = process.env): void {
  const problems = environmentProblems(env, target);
  if (!problems.length) return;
  console.error(
    `${target === 'console' ? 'Merchant Console' : 'Merchant Payments API'} cannot start: ${problems.join(' ')}`,
  );
  process.exit(1);
}
