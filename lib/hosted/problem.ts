import 'server-only';
import { notFound } from 'next/navigation';

/**
 * An unknown link answers 404 (notFound(): the segment's not-found page says "Link not found"). An expired or
 * used link is rendered by the page itself, with the 410 that proxy.ts set (docs/decisions.md).
 */
export function refuseLink(): never {
  notFound();
}
