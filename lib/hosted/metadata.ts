import type { Metadata } from 'next';

/**
 * A hosted page's metadata: its title in the link's language. The URL holds the link's token: keep it out of
 * search engines and other sites' logs.
 */
export function hostedMetadata(title: string): Metadata {
  return { title, robots: { index: false, follow: false }, referrer: 'no-referrer' };
}
