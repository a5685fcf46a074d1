'use client';

import { useState } from 'react';
import { Button } from '@/components/ui/button';

/** Copies a value (a link URL, an id) to the clipboard and says so. */
export function CopyButton({ value, label = 'Copy' }: { value: string; label?: string }) {
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');
  async function copy() {
    try {
      await navigator.clipboard.writeText(value);
      setState('copied');
    } catch {
      setState('failed');
    }
    setTimeout(() => setState('idle'), 2000);
  }
  return (
    <>
      <Button variant="secondary" size="sm" onClick={copy}>
        {state === 'copied' ? 'Copied' : label}
      </Button>
      <span role="status" aria-live="polite" className="sr-only">
        {state === 'copied' ? 'Copied to the clipboard' : state === 'failed' ? 'Could not copy; select the text and copy it by hand' : ''}
      </span>
    </>
  );
}
