import 'server-only';
import { configFromEnv, type ApiConfig } from './config';
import { createMerchantApi, type MerchantApi, type Transport } from './http';

async function loadConfig(): Promise<ApiConfig> {
  if (process.env.MERCHANT_API_BASE_URL?.trim()) return configFromEnv(process.env, null);
  const { getService } = await import('@/lib/embedded-api');
  const { demo } = await getService();
  return configFromEnv(process.env, demo);
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
