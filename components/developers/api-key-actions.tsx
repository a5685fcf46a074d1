'use client';

import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Select } from '@/components/ui/select';
import { rotateApiKeyAction } from '@/lib/actions/developers/rotate-api-key';
import { revokeApiKeyAction } from '@/lib/actions/developers/revoke-api-key';
import type { ApiKeySecretResult } from '@/lib/actions/developers/create-api-key';
import { newIdempotencyKey } from '@/lib/forms/idempotency';
import { useT } from '@/lib/i18n/client';
import { useActionForm } from '@/components/forms/use-action-form';
import { ActionMessage } from './action-message';
import { SecretOnce } from './secret-once';

const GRACE_HOURS = [0, 1, 4, 24];

/** Rotate (with the grace period the admin picks, at most 24 h) and revoke one API key. */
export function ApiKeyActions({ clientId, name }: { clientId: string; name: string }) {
  const t = useT();
  const [rotateKey] = useState(newIdempotencyKey);
  const [revokeKey] = useState(newIdempotencyKey);
  const rotate = useActionForm<ApiKeySecretResult>(rotateApiKeyAction, rotateKey);
  const revoke = useActionForm<{ clientId: string }>(revokeApiKeyAction, revokeKey);
  const [confirming, setConfirming] = useState(false);
  return (
    <div className="space-y-2">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          rotate.submit(new FormData(event.currentTarget));
        }}
        className="flex flex-wrap items-center gap-2"
      >
        <input type="hidden" name="client_id" value={clientId} />
        <input type="hidden" name="idempotency_key" value={rotate.idempotencyKey} />
        <Select
          name="grace_period_seconds"
          aria-label={t('dev.apiKeys.grace', { name })}
          defaultValue="3600"
          controlSize="sm"
        >
          {GRACE_HOURS.map((hours) => (
            <option key={hours} value={hours * 3600}>
              {t('dev.apiKeys.graceHours', { hours })}
            </option>
          ))}
        </Select>
        <Button type="submit" size="sm" variant="secondary" disabled={rotate.pending}>
          {t('dev.apiKeys.rotate')}
        </Button>
      </form>
      {rotate.state?.ok && rotate.state.result ? (
        <SecretOnce secret={rotate.state.result.secret} message={rotate.state.message} />
      ) : (
        <ActionMessage state={rotate.state} />
      )}
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (!confirming) return setConfirming(true);
          revoke.submit(new FormData(event.currentTarget));
        }}
        className="flex flex-wrap items-center gap-2"
      >
        <input type="hidden" name="client_id" value={clientId} />
        <input type="hidden" name="idempotency_key" value={revoke.idempotencyKey} />
        <Button type="submit" size="sm" variant={confirming ? 'primary' : 'ghost'} disabled={revoke.pending}>
          {confirming ? t('dev.apiKeys.revokeConfirm', { name }) : t('dev.apiKeys.revoke')}
        </Button>
        <ActionMessage state={revoke.state} />
      </form>
    </div>
  );
}
