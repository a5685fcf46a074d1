import 'server-only';
import { headers } from 'next/headers';
import { notFound } from 'next/navigation';
import { hostedPages, type HostedLanguage, type LinkProblem } from '@/lib/embedded-api';
import { hostedPagesAvailable } from './request';

export interface RefusedLink {
  problem: LinkProblem;
  language: HostedLanguage;
  merchantName: string | null;
}

/**
 * An unknown or expired link answers 404 with the same clear page, in the link's language (the App Router
 * lets a page send 404, not 410: docs/decisions.md). A link already used is not an error: its page says so
 * with a 200. The segment's not-found page reads the link again (refusedLinkOfRequest) to say which.
 */
export function refuseLink(): never {
  notFound();
}

/** Why this request's link was refused: its token from the path (proxy.ts passes it as x-console-path), read again. */
export async function refusedLinkOfRequest(kind: 'connect' | 'checkout'): Promise<RefusedLink> {
  const unknown: RefusedLink = { problem: 'not_found', language: 'en_US', merchantName: null };
  const path = (await headers()).get('x-console-path') ?? '';
  const token = new RegExp(`^/${kind}/([^/?#]+)`).exec(path)?.[1];
  if (!token || !hostedPagesAvailable()) return unknown;
  const hosted = await hostedPages();
  const page = kind === 'connect' ? await hosted.openConnect(decodeURIComponent(token)) : await hosted.openCheckout(decodeURIComponent(token));
  return page.status === 'open' ? unknown : { problem: page.status, language: page.language, merchantName: page.merchantName };
}
