'use client';

import { ThemeProvider as NextThemes, useTheme } from 'next-themes';
import { useEffect, useRef, type ReactNode } from 'react';
import type { Theme } from '@/lib/auth/staff';

/**
 * next-themes with the class strategy (globals.css: `@custom-variant dark`). The member's saved
 * theme is the source of truth: it applies on a new device, and overrides a stale local choice.
 */
export function ThemeProvider({ theme, nonce, children }: { theme: Theme; nonce?: string; children: ReactNode }) {
  return (
    <NextThemes
      nonce={nonce}
      attribute="class"
      defaultTheme={theme}
      enableSystem
      disableTransitionOnChange
      storageKey="console-theme"
    >
      <SavedTheme theme={theme} />
      {children}
    </NextThemes>
  );
}

function SavedTheme({ theme }: { theme: Theme }) {
  const { setTheme } = useTheme();
  const applied = useRef<Theme | null>(null);
  useEffect(() => {
    if (applied.current === theme) return;
    applied.current = theme;
    setTheme(theme);
  }, [theme, setTheme]);
  return null;
}

/** Before sign-in there is no saved theme: the device's last choice, else the system's. */
export function DeviceThemeProvider({ nonce, children }: { nonce?: string; children: ReactNode }) {
  return (
    <NextThemes
      nonce={nonce}
      attribute="class"
      defaultTheme="system"
      enableSystem
      disableTransitionOnChange
      storageKey="console-theme"
    >
      {children}
    </NextThemes>
  );
}
