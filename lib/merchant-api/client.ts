import 'server-only';
import { configFromEnv, type ApiConfig } from './config';
import { createMerchantApi, type MerchantApi, type Transport } from './http';

async function loadConfig(): Promise<ApiConfig> {
  if (process.env.MERCHANT_API_BASE_URL?.trim()) return configFromEnv(process.env, null);
  if (process.env.MERCHANT_API_CLIENT_ID?.trim() && process.env.MERCHANT_API_CLIENT_SECRET?.trim())
    return configFromEnv(process.env, null);
  // Embedded: the demo client in demo mode, else the console's own client the service keeps (docs/operations.md).
  const { consoleCredentials } = await import('@/lib/embedded-api');
  return configFromEnv(process.env, await consoleCredentials());
}

function transportFor(config: ApiConfig): Transport {
  if (config.mode === 'remote') return (request) => fetch(request, { cache: 'no-store' });
  return async (request) => {
    const { serviceFetch } = await import('@/lib/embedded-api');
    return serviceFetch(request);
  };
}

const key = Symbol.for('merchant-console.merchant-api');
type GlobalWithApi = typeof globalThis & { [key]?: MerchantApi };

/** The process-wide client (one token cache per process, however many bundles load this module). */
export function merchantApi(): MerchantApi {
  const g = globalThis as GlobalWithApi;
  g[key] ??= createMerchantApi({ loadConfig, transport: transportFor });
  return g[key];
}
