import Link from 'next/link';

export function Brand() {
  return (
    <Link href="/" className="flex items-center gap-2 rounded-md font-semibold text-slate-900 focus-visible:outline-2 focus-visible:outline-indigo-500 dark:text-white">
      <span aria-hidden className="flex h-7 w-7 items-center justify-center rounded-md bg-indigo-600 text-sm font-bold text-white">
        M
      </span>
      Merchant Console
    </Link>
  );
}
