'use client';

import { useState, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { CopyButton } from '@/components/detail/copy-button';
import { disableWebhookAction } from '@/lib/actions/developers/disable-webhook';
import { enableWebhookAction } from '@/lib/actions/developers/enable-webhook';
import { revealSecretAction } from '@/lib/actions/developers/reveal-secret';
import { sendTestEventAction } from '@/lib/actions/developers/send-test-event';
import type { FormAction } from '@/lib/forms/state';
import { newIdempotencyKey } from '@/lib/forms/idempotency';
import { useT } from '@/lib/i18n/client';
import { useActionForm } from '@/components/forms/use-action-form';
import { ActionMessage } from './action-message';

function ActionButton<R>({
  action,
  endpointId,
  label,
  variant = 'secondary',
  children,
}: {
  action: FormAction<R>;
  endpointId: string;
  label: string;
  variant?: 'primary' | 'secondary';
  children?: (result: R) => ReactNode;
}) {
  const [key, setKey] = useState(newIdempotencyKey);
  const form = useActionForm<R>(action, key);
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        form.submit(new FormData(event.currentTarget));
        setKey(newIdempotencyKey());
      }}
      className="space-y-2"
    >
      <input type="hidden" name="endpoint_id" value={endpointId} />
      <input type="hidden" name="idempotency_key" value={form.idempotencyKey} />
      <Button type="submit" variant={variant} size="sm" disabled={form.pending}>
        {label}
      </Button>
      <ActionMessage state={form.state} />
      {form.state?.ok && form.state.result && children ? children(form.state.result) : null}
    </form>
  );
}

/** The admin's controls of one endpoint: send a test event, disable or enable, reveal the signing secret. */
export function EndpointActions({ endpointId, enabled }: { endpointId: string; enabled: boolean }) {
  const t = useT();
  return (
    <div className="flex flex-wrap items-start gap-4">
      <ActionButton
        action={sendTestEventAction}
        endpointId={endpointId}
        label={t('dev.webhooks.sendTest')}
        variant="primary"
      />
      {enabled ? (
        <ActionButton action={disableWebhookAction} endpointId={endpointId} label={t('dev.webhooks.disable')} />
      ) : (
        <ActionButton action={enableWebhookAction} endpointId={endpointId} label={t('dev.webhooks.enable')} />
      )}
      <ActionButton<{ secret: string }>
        action={revealSecretAction}
        endpointId={endpointId}
        label={t('dev.webhooks.revealSecret')}
      >
        {(result) => (
          <span className="flex flex-wrap items-center gap-2">
            <code className="font-mono text-xs break-all" data-testid="revealed-secret">
              {result.secret}
            </code>
            <CopyButton value={result.secret} label={t('dev.webhooks.copySecret')} />
          </span>
        )}
      </ActionButton>
    </div>
  );
}
