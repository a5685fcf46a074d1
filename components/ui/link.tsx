'use client';

// The one import of next/link: everything else uses this Link (eslint.config.mjs).
// eslint-disable-next-line @typescript-eslint/no-restricted-imports
import NextLink from 'next/link';
import { useState, type ComponentProps } from 'react';

/**
 * `next/link` that prefetches when someone reaches for the link (pointer over it, keyboard focus, a touch) instead of
 * as soon as it scrolls into view. Every console page is rendered per request for the signed-in member, so a
 * viewport prefetch is a full server render: the sidebar and a page of 25 rows fired 14–28 of them per page view,
 * which doubled the server's work for each page a member actually opened (docs/performance.md). Reaching for a
 * link still starts its prefetch early enough that the click usually finds it done. `prefetch={false}` still turns
 * prefetching off entirely.
 */
export function Link({ prefetch, onMouseEnter, onFocus, onTouchStart, ...props }: ComponentProps<typeof NextLink>) {
  const [reachedFor, setReachedFor] = useState(false);
  const reach = () => setReachedFor(true);
  return (
    <NextLink
      {...props}
      prefetch={prefetch === false || !reachedFor ? false : prefetch}
      onMouseEnter={(event) => {
        reach();
        onMouseEnter?.(event);
      }}
      onFocus={(event) => {
        reach();
        onFocus?.(event);
      }}
      onTouchStart={(event) => {
        reach();
        onTouchStart?.(event);
      }}
    />
  );
}
