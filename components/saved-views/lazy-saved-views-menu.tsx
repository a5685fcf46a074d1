'use client';

import dynamic from 'next/dynamic';
import { buttonClasses } from '@/components/ui/button';
import { useT } from '@/lib/i18n/client';
import type { SavedViewsMenuProps } from './saved-views-menu';

/** Until the menu's code arrives (after first paint: it is not first-load JavaScript), its button, inert. */
function ViewsButtonPlaceholder() {
  const t = useT();
  return (
    <div className="relative">
      <button type="button" disabled className={buttonClasses({ variant: 'secondary', size: 'sm', className: 'h-9' })}>
        {t('views.button')}
      </button>
    </div>
  );
}

const Menu = dynamic(() => import('./saved-views-menu').then((m) => m.SavedViewsMenu), {
  ssr: false,
  loading: () => <ViewsButtonPlaceholder />,
});

/** The list toolbar's "Views" menu, loaded after first paint (issue 12: first-load JS per route). */
export function LazySavedViewsMenu(props: SavedViewsMenuProps) {
  return <Menu {...props} />;
}
