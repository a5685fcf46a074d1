import type { ApiConfig } from './config';
import { createMerchantApi, type MerchantApi } from './http';

/** A scripted Merchant API for unit tests: routes by "METHOD /path", records every request. */
export interface FakeApi {
  api: MerchantApi;
  requests: Request[];
  tokenRequests: () => number;
  setNow: (ms: number) => void;
}

export type Handler = (request: Request, url: URL) => Response | Promise<Response>;

export const testConfig: ApiConfig = {
  mode: 'remote',
  baseUrl: 'https://api.test/v1',
  tokenUrl: 'https://auth.test/oauth/token',
  clientId: 'cli_test',
  clientSecret: 'secret',
  audience: 'merchant-api',
  version: '2021-11-22',
  timeoutMs: 200,
};

export const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });

export const routeNotFound = () =>
  json(404, {
    error: {
      type: 'not_found_error',
      code: 'route_not_found',
      message: 'No endpoint.',
      param: null,
      details: [],
      request_id: 'req_1',
    },
  });
export const recordNotFound = () =>
  json(404, {
    error: {
      type: 'not_found_error',
      code: 'resource_not_found',
      message: 'No payment.',
      param: null,
      details: [],
      request_id: 'req_2',
    },
  });

export function fakeApi(
  routes: Record<string, Handler>,
  options: { expiresIn?: number | string; config?: Partial<ApiConfig> } = {},
): FakeApi {
  const requests: Request[] = [];
  let tokens = 0;
  let now = 1_000_000;
  const transport = async (request: Request) => {
    const url = new URL(request.url);
    if (url.pathname === '/oauth/token') {
      tokens += 1;
      return json(200, {
        access_token: `token-${tokens}`,
        scope: 'read:payments',
        expires_in: options.expiresIn ?? 3600,
        token_type: 'Bearer',
      });
    }
    requests.push(request);
    const path = url.pathname.replace(/^\/v1/, '');
    const handler = routes[`${request.method} ${path}`];
    return handler ? handler(request, url) : routeNotFound();
  };
  const api = createMerchantApi({
    loadConfig: async () => ({ ...testConfig, ...options.config }),
    transport: () => transport,
    now: () => now,
  });
  return { api, requests, tokenRequests: () => tokens, setNow: (ms) => (now = ms) };
}
