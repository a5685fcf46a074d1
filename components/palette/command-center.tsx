'use client';

import dynamic from 'next/dynamic';
import { useRouter } from 'next/navigation';
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useT } from '@/lib/i18n/client';
import { GO_SHORTCUTS, isTypingTarget } from './shortcuts';
import type { PaletteCommand } from './types';

// Loaded when first opened: the palette's code stays out of every page's first load.
const CommandPalette = dynamic(() => import('./command-palette').then((m) => m.CommandPalette), { ssr: false });
// The shortcuts' list (`?`) too (docs/performance.md, "First-load JavaScript").
const ShortcutsHelp = dynamic(() => import('./shortcuts-help').then((m) => m.ShortcutsHelp), { ssr: false });

const noSubscription = () => () => {};
const isApplePlatform = () => /Mac|iPhone|iPad/.test(navigator.platform || navigator.userAgent);

/** How long after `g` the second key of a "go to" shortcut counts. */
const SEQUENCE_MS = 1500;

/**
 * The console's keyboard layer, mounted once in the shell: Ctrl/⌘ K opens the command palette, `g` then a
 * letter goes to a list, `/` focuses the search box, `?` lists the shortcuts. Single keys are ignored while
 * the member types in a field or a dialog is open. Also renders the header button that opens the palette.
 */
export function CommandCenter({ commands, allowedGo }: { commands: PaletteCommand[]; allowedGo: string[] }) {
  const t = useT();
  const router = useRouter();
  const [palette, setPalette] = useState(false);
  const [paletteLoaded, setPaletteLoaded] = useState(false);
  const [help, setHelp] = useState(false);
  const [helpLoaded, setHelpLoaded] = useState(false);
  const pendingG = useRef<number | null>(null);
  // ⌘ K on Apple devices, Ctrl K elsewhere (known only in the browser; the server renders Ctrl).
  const isMac = useSyncExternalStore(noSubscription, isApplePlatform, () => false);

  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      if (event.defaultPrevented || event.isComposing) return;
      const key = event.key;
      if ((event.metaKey || event.ctrlKey) && !event.altKey && !event.shiftKey && key.toLowerCase() === 'k') {
        event.preventDefault();
        setHelp(false);
        setPaletteLoaded(true);
        setPalette((open) => !open);
        return;
      }
      if (event.metaKey || event.ctrlKey || event.altKey) return;
      if (isTypingTarget(event.target) || document.querySelector('dialog[open]')) {
        pendingG.current = null;
        return;
      }
      if (pendingG.current !== null && Date.now() - pendingG.current < SEQUENCE_MS) {
        pendingG.current = null;
        const target = GO_SHORTCUTS.find((s) => s.key === key.toLowerCase());
        if (target && allowedGo.includes(target.href)) {
          event.preventDefault();
          router.push(target.href);
        }
        return;
      }
      pendingG.current = null;
      if (key === 'g' && !event.shiftKey) {
        pendingG.current = Date.now();
      } else if (key === '/') {
        const search = document.getElementById('console-search');
        event.preventDefault();
        if (search instanceof HTMLInputElement && search.offsetParent !== null) search.focus();
        else {
          setPaletteLoaded(true);
          setPalette(true);
        }
      } else if (key === '?') {
        event.preventDefault();
        setHelpLoaded(true);
        setHelp(true);
      }
    }
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [router, allowedGo]);

  const mod = isMac ? '⌘' : 'Ctrl';

  return (
    <>
      <button
        type="button"
        onClick={() => {
          setPaletteLoaded(true);
          setPalette(true);
        }}
        onPointerEnter={() => setPaletteLoaded(true)}
        onFocus={() => setPaletteLoaded(true)}
        aria-keyshortcuts={isMac ? 'Meta+K' : 'Control+K'}
        className="hidden shrink-0 items-center gap-2 rounded-md border border-slate-300 px-2.5 py-1.5 text-sm text-slate-600 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-indigo-500 md:inline-flex dark:border-slate-700 dark:text-slate-300 dark:hover:bg-slate-800"
      >
        {t('shell.paletteButton')}
        <kbd className="rounded bg-slate-100 px-1.5 font-sans text-xs text-slate-700 dark:bg-slate-800 dark:text-slate-300">
          {mod} K
        </kbd>
      </button>
      {paletteLoaded ? <CommandPalette open={palette} onClose={() => setPalette(false)} commands={commands} /> : null}
      {helpLoaded ? <ShortcutsHelp open={help} onClose={() => setHelp(false)} mod={mod} allowedGo={allowedGo} /> : null}
    </>
  );
}
