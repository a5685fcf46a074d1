'use client';

import { useRouter } from 'next/navigation';
import { useEffect } from 'react';

/**
 * The anchor an event happened on when the app's router should take it rather than the browser: a link to one of the
 * console's pages (an `href` that starts with one `/`, same origin). Left to the browser: a download, another
 * window or frame, the API (`/api/…`), a fragment or another scheme (`#…`, `mailto:`), and an anchor marked
 * `data-reload` (a route handler's answer meant to load as a document).
 */
function appLink(event: Event): HTMLAnchorElement | null {
  const target = event.target;
  if (!(target instanceof Element)) return null;
  const anchor = target.closest('a[href]');
  if (!(anchor instanceof HTMLAnchorElement)) return null;
  const href = anchor.getAttribute('href') ?? '';
  if (!href.startsWith('/') || href.startsWith('//') || href.startsWith('/api/')) return null;
  if (anchor.hasAttribute('download') || anchor.hasAttribute('data-reload')) return null;
  if (anchor.target && anchor.target !== '_self') return null;
  if (anchor.origin !== window.location.origin) return null;
  return anchor;
}

/**
 * What `next/link` does for each link, done once for the document (docs/performance.md, "The console's render cost"): a
 * plain click on a link to one of the console's pages (./link.tsx, or a plain anchor that qualifies: `appLink` above)
 * navigates through the app's router, and reaching for one (pointer over it, keyboard focus, a touch) prefetches its
 * page. A click another handler already took (`preventDefault`), or with a modifier key or another button, is left to
 * the browser (new tab, new window, download), as `next/link` leaves it.
 */
export function LinkNavigation() {
  const router = useRouter();
  useEffect(() => {
    let reached: HTMLAnchorElement | null = null;
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0) return;
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const anchor = appLink(event);
      if (!anchor) return;
      event.preventDefault();
      const href = anchor.pathname + anchor.search + anchor.hash;
      const how = (anchor.dataset.link ?? '').split(' ');
      const options = { scroll: !how.includes('keep-scroll') };
      if (how.includes('replace')) router.replace(href, options);
      else router.push(href, options);
    };
    const onReach = (event: Event) => {
      const anchor = appLink(event);
      // The pointer moving over a link's own children reaches for the same link: prefetch it once per visit.
      if (!anchor || anchor === reached) return;
      reached = anchor;
      router.prefetch(anchor.pathname + anchor.search);
    };
    const onLeave = (event: Event) => {
      if (reached && !reached.contains((event as MouseEvent).relatedTarget as Node | null)) reached = null;
    };
    document.addEventListener('click', onClick);
    document.addEventListener('mouseover', onReach, { passive: true });
    document.addEventListener('mouseout', onLeave, { passive: true });
    document.addEventListener('focusin', onReach);
    document.addEventListener('touchstart', onReach, { passive: true });
    return () => {
      document.removeEventListener('click', onClick);
      document.removeEventListener('mouseover', onReach);
      document.removeEventListener('mouseout', onLeave);
      document.removeEventListener('focusin', onReach);
      document.removeEventListener('touchstart', onReach);
    };
  }, [router]);
  return null;
}
