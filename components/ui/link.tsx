import type { AnchorHTMLAttributes } from 'react';

/**
 * The console's link: a plain `<a href>` that navigates inside the app and prefetches when someone reaches for it.
 * Both come from one listener for the whole document (./link-navigation.tsx, mounted once in the root layout: it
 * takes every same-origin link to a page, so a plain `<a>` to a route handler needs `download` or `data-reload`), not
 * from a component per link: `next/link` renders Next's LinkComponent with its hooks for every link on the server,
 * and a list page has two or three per row besides the sidebar's (the console's CPU per render:
 * docs/performance.md, "The console's render cost"). What a member sees and does is `next/link`'s: a click (or Enter)
 * goes through the app's router without reloading the page, a modified click (new tab, window, download) is the
 * browser's, and the page is prefetched when the pointer moves over the link, it takes keyboard focus or a touch starts
 * on it, not because it is in view. `scroll={false}` keeps the scroll position and `replace` replaces the history
 * entry, as with `next/link`.
 */
export function Link({
  href,
  scroll,
  replace,
  ...props
}: Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & { href: string; scroll?: boolean; replace?: boolean }) {
  // No attribute for a plain link (docs/performance.md, "The console's HTML": a list page has ~75 of them and every
  // byte of its HTML counts).
  const how = [replace ? 'replace' : '', scroll === false ? 'keep-scroll' : ''].filter(Boolean).join(' ') || undefined;
  return <a href={href} data-link={how} {...props} />;
}
