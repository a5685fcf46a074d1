'use client';

import { useState, type ComponentType } from 'react';
import { buttonClasses } from '@/components/ui/button';
import { useT } from '@/lib/i18n/client';
import type { SavedViewsMenuProps } from './saved-views-menu';

type Start = { openAtStart: boolean; focusAtStart: boolean };

/**
 * The list toolbar's "Views" menu. Its code loads when a member reaches for the button (hover, focus, touch or
 * click), not with the list (docs/performance.md, "First-load JavaScript"): until then the button is this one; a click
 * before the code arrived opens the menu once it has, and the focus stays on the button.
 */
export function LazySavedViewsMenu(props: SavedViewsMenuProps) {
  const t = useT();
  const [Menu, setMenu] = useState<ComponentType<SavedViewsMenuProps & Partial<Start>> | null>(null);
  const [start, setStart] = useState<Start>({ openAtStart: false, focusAtStart: false });
  if (Menu) return <Menu {...props} {...start} />;
  const reach = (next: Partial<Start>) => {
    setStart((current) => ({
      openAtStart: current.openAtStart || Boolean(next.openAtStart),
      focusAtStart: current.focusAtStart || Boolean(next.focusAtStart),
    }));
    void import('./saved-views-menu').then((m) => setMenu(() => m.SavedViewsMenu));
  };
  return (
    <div className="relative">
      <button
        type="button"
        aria-expanded={false}
        onPointerEnter={() => reach({})}
        onTouchStart={() => reach({})}
        onFocus={() => reach({ focusAtStart: true })}
        onClick={() => reach({ openAtStart: true, focusAtStart: true })}
        className={buttonClasses({ variant: 'secondary', size: 'sm', className: 'h-9' })}
      >
        {t('views.button')}
      </button>
    </div>
  );
}
