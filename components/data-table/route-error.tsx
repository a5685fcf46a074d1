'use client';

import { useEffect } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { useT } from '@/lib/i18n/client';

/**
 * A list or detail route that failed unexpectedly (the Merchant API unreachable, a response it could not
 * read): says so with the error's digest for support, and offers to try again.
 */
export function RouteError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  const t = useT();
  useEffect(() => {
    console.error(error);
  }, [error]);
  return (
    <Alert tone="danger" className="space-y-3">
      <p className="font-medium">{t('routeError.title')}</p>
      <p>{t('routeError.body')}</p>
      {error.digest ? (
        <p className="text-xs opacity-80">
          {t('routeError.reference')} <code className="font-mono select-all">{error.digest}</code>
        </p>
      ) : null}
      <Button variant="secondary" size="sm" onClick={reset}>
        {t('common.retry')}
      </Button>
    </Alert>
  );
}
