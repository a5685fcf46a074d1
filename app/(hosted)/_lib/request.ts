import 'server-only';
import { headers } from 'next/headers';

/** The client's IP as the nearest proxy reports it, for the hosted forms' rate limit. */
export async function clientIp(): Promise<string> {
  const h = await headers();
  const forwarded = h.get('x-forwarded-for')?.split(',')[0]?.trim();
  return forwarded || h.get('x-real-ip') || 'unknown';
}

/** Hosted pages belong to the embedded service; a console pointed at a remote API has none to show. */
export const hostedPagesAvailable = () => !process.env.MERCHANT_API_BASE_URL;
