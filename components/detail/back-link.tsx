'use client';

import { Link } from '@/components/ui/link';
import { useSyncExternalStore } from 'react';
import { rememberedListUrl } from '@/components/data-table/row-keys';

const noChanges = () => () => undefined;

/** "← Payments": back to the list as it was left (its filters; the list restores its scroll). */
export function BackLink({ href, label }: { href: string; label: string }) {
  const target = useSyncExternalStore(
    noChanges,
    () => rememberedListUrl(href) ?? href,
    () => href,
  );
  return (
    <Link
      href={target}
      className="text-sm text-indigo-700 hover:underline focus-visible:outline-2 focus-visible:outline-indigo-500 dark:text-indigo-300"
    >
      ← {label}
    </Link>
  );
}
