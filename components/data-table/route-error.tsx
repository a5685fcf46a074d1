'use client';

import { useEffect } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';

/**
 * A list or detail route that failed unexpectedly (the Merchant API unreachable, a response it could not
 * read): says so with the error's digest for support, and offers to try again.
 */
export function RouteError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  useEffect(() => {
    console.error(error);
  }, [error]);
  return (
    <Alert tone="danger" className="space-y-3">
      <p className="font-medium">This page could not be loaded.</p>
      <p>The Merchant API did not answer as expected. It may be unavailable for a moment; try again.</p>
      {error.digest ? (
        <p className="text-xs opacity-80">
          Reference <code className="font-mono select-all">{error.digest}</code>
        </p>
      ) : null}
      <Button variant="secondary" size="sm" onClick={reset}>
        Try again
      </Button>
    </Alert>
  );
}
