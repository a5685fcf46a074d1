'use client';

import { useEffect } from 'react';
import { isTypingTarget } from '@/components/palette/shortcuts';

/** Rows (table rows on a wide screen, cards on a phone) that j/k move between; hidden ones are skipped. */
const ROW = '[data-row-nav]';
const SCROLL_KEY = 'console.list-scroll';

function visibleRows(): HTMLElement[] {
  return [...document.querySelectorAll<HTMLElement>(ROW)].filter((el) => el.getClientRects().length > 0);
}

/** Remembers where the list was scrolled before a row opens, so coming back (any way) lands there again. */
export function rememberListScroll(): void {
  try {
    sessionStorage.setItem(SCROLL_KEY, JSON.stringify({ url: location.pathname + location.search, y: window.scrollY }));
  } catch {
    // Storage may be off (private mode): coming back starts at the top.
  }
}

/** The list URL (with its filters) a detail page's "back" should lead to, when it was opened from that list. */
export function rememberedListUrl(path: string): string | null {
  try {
    const saved = JSON.parse(sessionStorage.getItem(SCROLL_KEY) ?? 'null') as { url?: string } | null;
    return saved?.url && (saved.url === path || saved.url.startsWith(`${path}?`)) ? saved.url : null;
  } catch {
    return null;
  }
}

/**
 * j / k move the focus to the next / previous row, Enter (on the row) opens it; restores the scroll
 * position saved when a row of this very URL was opened.
 */
export function useRowKeys(): void {
  useEffect(() => {
    try {
      const saved = JSON.parse(sessionStorage.getItem(SCROLL_KEY) ?? 'null') as { url?: string; y?: number } | null;
      if (saved?.url === location.pathname + location.search && typeof saved.y === 'number') {
        const y = saved.y;
        // Once: a reload or a later visit starts at the top again.
        sessionStorage.setItem(SCROLL_KEY, JSON.stringify({ url: saved.url }));
        requestAnimationFrame(() => window.scrollTo({ top: y }));
      }
    } catch {
      // Nothing saved.
    }
    function onKey(event: KeyboardEvent) {
      if (event.defaultPrevented || event.metaKey || event.ctrlKey || event.altKey || isTypingTarget(event.target))
        return;
      if (event.key !== 'j' && event.key !== 'k') return;
      const rows = visibleRows();
      if (!rows.length) return;
      const current = rows.findIndex((row) => row === document.activeElement || row.contains(document.activeElement));
      const next = current < 0 ? 0 : Math.min(rows.length - 1, Math.max(0, current + (event.key === 'j' ? 1 : -1)));
      event.preventDefault();
      rows[next].focus();
      rows[next].scrollIntoView({ block: 'nearest' });
    }
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);
}
