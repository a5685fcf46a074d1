import 'server-only';
import { headers } from 'next/headers';
import { clientIp as clientAddress } from '@/lib/auth/request';

/** The client's IP for the hosted forms' rate limit: the socket peer, or what a TRUSTED_PROXIES proxy forwarded (lib/auth/request.ts). */
export async function clientIp(): Promise<string> {
  return clientAddress(await headers()) ?? 'unknown';
}

/** Hosted pages belong to the embedded service; a console pointed at a remote API has none to show. */
export const hostedPagesAvailable = () => !process.env.MERCHANT_API_BASE_URL;
