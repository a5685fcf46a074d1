import { Link } from '@/components/ui/link';
import { cn } from '@/components/ui/cn';

/** The product's name: a name, never translated. */
const PRODUCT_NAME = 'Merchant Console';

/** The logo: the name's initial on a tile (decorative; the name is written beside it). */
export function BrandMark({ className }: { className?: string }) {
  return (
    <span aria-hidden className={cn('flex items-center justify-center bg-indigo-600 font-bold text-white', className)}>
      {PRODUCT_NAME.charAt(0)}
    </span>
  );
}

export function Brand() {
  return (
    <Link
      href="/"
      className="flex items-center gap-2 rounded-md font-semibold text-slate-900 focus-visible:outline-2 focus-visible:outline-indigo-500 dark:text-white"
    >
      <BrandMark className="h-7 w-7 rounded-md text-sm" />
      {PRODUCT_NAME}
    </Link>
  );
}
