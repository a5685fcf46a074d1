/** How the console reaches the Merchant API (docs/design.md, "Configuration"). */
export interface ApiConfig {
  mode: 'embedded' | 'remote';
  /** Base URL of the API, without a trailing slash. */
  baseUrl: string;
  /** {auth_url}/oauth/token */
  tokenUrl: string;
  clientId: string;
  clientSecret: string;
  audience: string;
  /** Sent as SERVICE-Version. */
  version: string;
  timeoutMs: number;
}

export const EMBEDDED_BASE_URL = 'http://embedded/api/v1';
export const DEFAULT_VERSION = '2021-11-22';
export const DEFAULT_AUDIENCE = 'merchant-api';
export const DEFAULT_TIMEOUT_MS = 15_000;

type Env = Record<string, string | undefined>;

const trimSlash = (url: string) => url.trim().replace(/\/+$/, '');

/**
 * Reads the environment. In embedded mode (no MERCHANT_API_BASE_URL) the credentials default to the demo
 * client, which `demo` supplies; explicit MERCHANT_API_CLIENT_ID/_SECRET always win.
 */
export function configFromEnv(env: Env, demo: { clientId: string; clientSecret: string } | null): ApiConfig {
  const remote = env.MERCHANT_API_BASE_URL?.trim();
  const baseUrl = remote ? trimSlash(remote) : EMBEDDED_BASE_URL;
  const authUrl = remote && env.MERCHANT_API_AUTH_URL?.trim() ? trimSlash(env.MERCHANT_API_AUTH_URL) : baseUrl;
  const clientId = env.MERCHANT_API_CLIENT_ID?.trim() || (remote ? '' : (demo?.clientId ?? ''));
  const clientSecret = env.MERCHANT_API_CLIENT_SECRET?.trim() || (remote ? '' : (demo?.clientSecret ?? ''));
  if (!clientId || !clientSecret) {
    throw new Error(
      remote
        ? 'MERCHANT_API_BASE_URL is set, so MERCHANT_API_CLIENT_ID and MERCHANT_API_CLIENT_SECRET are required.'
        : 'The embedded service has no demo client (DATABASE_URL is set): set MERCHANT_API_CLIENT_ID and MERCHANT_API_CLIENT_SECRET.',
    );
  }
  const timeout = Number(env.MERCHANT_API_TIMEOUT_MS);
  return {
    mode: remote ? 'remote' : 'embedded',
    baseUrl,
    tokenUrl: `${authUrl}/oauth/token`,
    clientId,
    clientSecret,
    audience: env.MERCHANT_API_AUDIENCE?.trim() || DEFAULT_AUDIENCE,
    version: env.MERCHANT_API_VERSION?.trim() || DEFAULT_VERSION,
    timeoutMs: Number.isFinite(timeout) && timeout > 0 ? timeout : DEFAULT_TIMEOUT_MS,
  };
}
