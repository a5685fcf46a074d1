import type { ReactNode } from 'react';
import type { NavIcon } from './nav';

export type IconName = NavIcon | 'menu' | 'close' | 'search' | 'sun' | 'moon' | 'system' | 'sign-out' | 'chevron-down';

const paths: Record<IconName, ReactNode> = {
  overview: <path d="M4 13h6V4H4zM14 20h6v-9h-6zM14 4v4h6V4zM4 20h6v-4H4z" />,
  payments: (
    <>
      <rect x="3" y="6" width="18" height="12" rx="2" />
      <path d="M3 10h18M7 15h3" />
    </>
  ),
  transfers: <path d="M4 8h14l-3-3M20 16H6l3 3" />,
  payouts: <path d="M12 3v12m0 0-4-4m4 4 4-4M5 21h14" />,
  deposits: <path d="M12 21V9m0 0-4 4m4-4 4 4M5 3h14" />,
  disputes: <path d="M12 3 3 20h18zM12 10v4m0 3v.5" />,
  reconciliation: <path d="M4 7h11m0 0-3-3m3 3-3 3M20 17H9m0 0 3-3m-3 3 3 3" />,
  accounts: <path d="M3 10 12 4l9 6M5 10v8m4-8v8m6-8v8m4-8v8M3 20h18" />,
  'end-users': (
    <>
      <circle cx="12" cy="8" r="4" />
      <path d="M4 20c1.5-4 4.5-6 8-6s6.5 2 8 6" />
    </>
  ),
  'connect-links': (
    <path d="M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7l-1 1M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1-1" />
  ),
  'checkout-links': (
    <>
      <path d="M3 4h2l2.5 11h11L21 7H6.5" />
      <circle cx="9" cy="19.5" r="1.5" />
      <circle cx="17" cy="19.5" r="1.5" />
    </>
  ),
  plans: (
    <>
      <path d="M20 12a8 8 0 1 1-2.3-5.7M20 4v4h-4" />
      <path d="M12 8v4l3 2" />
    </>
  ),
  audit: <path d="M9 4h6l1 2h3v15H5V6h3zM9 12l2 2 4-4" />,
  'api-keys': <path d="M14 10a4 4 0 1 0-3.5 4H12v2h2v2h3v-3l-3.2-3.2A4 4 0 0 0 14 10zM9 10h.01" />,
  webhooks: <path d="M8 17a4 4 0 1 1 3-6.6L14 5m2 12H9.5m6.5 0a4 4 0 1 0 0-1M12 7a4 4 0 1 1 5.5 3.7L14.5 17" />,
  events: <path d="M4 6h16M4 12h10M4 18h13M18 12l2 2-2 2" />,
  logs: <path d="M5 4h14v16H5zM8 8h8M8 12h8M8 16h5" />,
  approvals: <path d="M4 12l4 4 8-8M12 16l2 2 6-6" />,
  reports: <path d="M5 20V10M10 20V4M15 20v-7M20 20V8" />,
  settings: (
    <>
      <circle cx="12" cy="12" r="3" />
      <path d="M12 2v3m0 14v3M2 12h3m14 0h3M4.9 4.9 7 7m10 10 2.1 2.1M4.9 19.1 7 17M17 7l2.1-2.1" />
    </>
  ),
  menu: <path d="M4 6h16M4 12h16M4 18h16" />,
  close: <path d="M6 6l12 12M18 6 6 18" />,
  search: (
    <>
      <circle cx="11" cy="11" r="7" />
      <path d="m20 20-4-4" />
    </>
  ),
  sun: (
    <>
      <circle cx="12" cy="12" r="4" />
      <path d="M12 2v2m0 16v2M2 12h2m16 0h2M4.9 4.9l1.4 1.4m11.4 11.4 1.4 1.4M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4" />
    </>
  ),
  moon: <path d="M20 14.5A8 8 0 0 1 9.5 4 8 8 0 1 0 20 14.5z" />,
  system: (
    <>
      <rect x="3" y="4" width="18" height="12" rx="2" />
      <path d="M8 20h8M12 16v4" />
    </>
  ),
  'sign-out': <path d="M15 4h4v16h-4M10 8l-4 4 4 4M6 12h10" />,
  'chevron-down': <path d="m6 9 6 6 6-6" />,
};

/**
 * A 24-unit stroke icon, decorative (label the control that holds it instead). Its stroke is styled by the `icon`
 * class (app/globals.css), not repeated as attributes on each of the page's icons (issue 22).
 */
export function Icon({ name, className = 'h-5 w-5' }: { name: IconName; className?: string }) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" className={`icon ${className}`}>
      {paths[name]}
    </svg>
  );
}
