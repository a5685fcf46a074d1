import 'server-only';
import { headers } from 'next/headers';
import { clientIp as clientAddress } from '@/lib/auth/request';

/** The client's IP for the hosted forms' rate limit: X-Forwarded-For read from the right, past TRUSTED_PROXIES. */
export async function clientIp(): Promise<string> {
  return clientAddress(await headers()) ?? 'unknown';
}

/** Hosted pages belong to the embedded service; a console pointed at a remote API has none to show. */
export const hostedPagesAvailable = () => !process.env.MERCHANT_API_BASE_URL;
