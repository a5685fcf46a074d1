import type { CSSProperties, ReactNode } from 'react';

/**
 * The frame of every hosted page: the link's background and one centred card that fills a phone
 * screen and stays a readable width on a desktop.
 */
export function HostedShell({
  lang,
  background,
  children,
  wide = false,
}: {
  lang: string;
  background: string;
  children: ReactNode;
  wide?: boolean;
}) {
  return (
    <main
      lang={lang}
      className="flex min-h-screen flex-col items-center justify-start px-0 py-0 sm:justify-center sm:px-4 sm:py-10"
      style={{ background }}
    >
      <div className={`w-full ${wide ? 'sm:max-w-3xl' : 'sm:max-w-md'}`}>{children}</div>
    </main>
  );
}

export function Card({
  style,
  children,
  className = '',
}: {
  style?: CSSProperties;
  children: ReactNode;
  className?: string;
}) {
  return (
    <section className={`overflow-hidden shadow-sm ring-1 ring-black/5 sm:rounded-2xl ${className}`} style={style}>
      {children}
    </section>
  );
}

export function LockIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 20 20" className="h-3.5 w-3.5" fill="currentColor">
      <path
        fillRule="evenodd"
        d="M10 1a4.5 4.5 0 0 0-4.5 4.5V9H5a2 2 0 0 0-2 2v6a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2v-6a2 2 0 0 0-2-2h-.5V5.5A4.5 4.5 0 0 0 10 1Zm3 8V5.5a3 3 0 1 0-6 0V9h6Z"
        clipRule="evenodd"
      />
    </svg>
  );
}

/** The merchant's initials in a circle, standing in for a logo. */
export function MerchantMark({ name, color, textColor }: { name: string; color: string; textColor: string }) {
  const initials = name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => w[0]?.toUpperCase())
    .join('');
  return (
    <span
      aria-hidden="true"
      className="inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-full text-sm font-semibold"
      style={{ background: color, color: textColor }}
    >
      {initials || '•'}
    </span>
  );
}
