import type { NavIcon } from '@/lib/navigation';

export type IconName = NavIcon | 'menu' | 'close' | 'search' | 'sun' | 'moon' | 'system' | 'sign-out' | 'chevron-down';

/**
 * A 24-unit stroke icon, decorative (label the control that holds it instead): an empty span whose `icon i-<name>`
 * classes draw it (app/globals.css, a CSS mask per name), so the drawings are not shipped as JavaScript nor repeated
 * as SVG markup in each page (docs/performance.md, "First-load JavaScript"). `className` sizes and colours it (its text
 * colour).
 */
export function Icon({ name, className = 'h-5 w-5' }: { name: IconName; className?: string }) {
  return <span aria-hidden="true" className={`icon i-${name} ${className}`} />;
}
