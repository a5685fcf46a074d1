'use client';

import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { useT } from '@/lib/i18n/client';

/** Copies a value (a link URL, an id) to the clipboard and says so. */
export function CopyButton({ value, label }: { value: string; label?: string }) {
  const t = useT();
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
        {state === 'copied' ? t('copy.copied') : (label ?? t('copy.button'))}
      </Button>
      <span role="status" aria-live="polite" className="sr-only">
        {state === 'copied' ? t('copy.copiedStatus') : state === 'failed' ? t('copy.failed') : ''}
      </span>
    </>
  );
}
