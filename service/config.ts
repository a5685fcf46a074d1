export const SUPPORTED_VERSIONS = ['2021-11-22'] as const;
export const DEFAULT_VERSION = '2021-11-22';

export interface ServiceConfig {
  audience: string;
  serviceName: string;
  publicUrl: string;
  tokenTtlSeconds: number;
  bodyLimitBytes: number;
  rateLimit: { capacity: number; refillPerSecond: number };
  demo: boolean;
  /** Webhook URLs may point at loopback/private addresses (demo mode, tests, WEBHOOK_ALLOW_PRIVATE_URLS=true). */
  webhookAllowPrivateNetworks: boolean;
}

export function configFromEnv(env: Record<string, string | undefined> = process.env): ServiceConfig {
  return {
    audience: env.MERCHANT_API_AUDIENCE || 'merchant-api',
    serviceName: env.SERVICE_NAME || 'Merchant Console',
    publicUrl: (env.PUBLIC_URL || `http://localhost:${env.PORT || 3000}`).replace(/\/$/, ''),
    tokenTtlSeconds: 86400,
    bodyLimitBytes: Number(env.API_BODY_LIMIT_BYTES || 1024 * 1024),
    rateLimit: {
      capacity: Number(env.API_RATE_LIMIT_BURST || 2000),
      refillPerSecond: Number(env.API_RATE_LIMIT_PER_SECOND || 1000),
    },
    demo: !env.DATABASE_URL,
    webhookAllowPrivateNetworks: !env.DATABASE_URL || env.WEBHOOK_ALLOW_PRIVATE_URLS === 'true',
  };
}
