'use client';

import { useState } from 'react';
import { API_SCOPES } from '@/core/scopes';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { createApiKeyAction, type ApiKeySecretResult } from '@/lib/actions/developers/create-api-key';
import { newIdempotencyKey } from '@/lib/forms/idempotency';
import { useT } from '@/lib/i18n/client';
import { fieldId, useActionForm } from '@/components/forms/use-action-form';
import { ActionMessage } from './action-message';
import { SecretOnce } from './secret-once';

/** Creates an API key: a name and the scopes; the secret appears once. */
export function CreateApiKeyForm() {
  const t = useT();
  const [key, setKey] = useState(newIdempotencyKey);
  const form = useActionForm<ApiKeySecretResult>(createApiKeyAction, key);
  if (form.state?.ok && form.state.result) {
    return (
      <div className="space-y-2">
        <SecretOnce secret={form.state.result.secret} message={form.state.message} />
        <p className="text-sm">
          {t('dev.apiKeys.clientId')}: <code className="font-mono">{form.state.result.clientId}</code>
        </p>
        <Button variant="ghost" size="sm" onClick={() => setKey(newIdempotencyKey())}>
          {t('dev.webhooks.addAnother')}
        </Button>
      </div>
    );
  }
  return (
    <form
      {...form.tracking}
      onSubmit={(event) => {
        event.preventDefault();
        form.markAttempted();
        form.submit(new FormData(event.currentTarget));
      }}
      className="space-y-3 rounded-lg border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900"
      aria-label={t('dev.apiKeys.create')}
    >
      <input type="hidden" name="idempotency_key" value={form.idempotencyKey} />
      <Field id={fieldId('name')} label={t('dev.apiKeys.name')} error={form.error('name')}>
        <Input
          id={fieldId('name')}
          name="name"
          required
          maxLength={100}
          defaultValue={form.state?.values?.name ?? ''}
        />
      </Field>
      <fieldset aria-describedby={form.error('scopes') ? 'scopes-error' : undefined}>
        <legend className="text-sm font-medium">{t('dev.apiKeys.scopes')}</legend>
        <div className="mt-2 grid gap-1 sm:grid-cols-3">
          {API_SCOPES.map((scope) => (
            <label key={scope} className="flex items-center gap-2 font-mono text-xs">
              <input type="checkbox" name="scopes" value={scope} defaultChecked={scope.startsWith('read:')} />
              {scope}
            </label>
          ))}
        </div>
        {form.error('scopes') ? (
          <p id="scopes-error" className="mt-1 text-sm text-red-700 dark:text-red-300">
            {form.error('scopes')}
          </p>
        ) : null}
      </fieldset>
      <div className="flex items-center justify-between gap-3">
        {form.state && !form.state.ok ? <ActionMessage state={form.state} /> : <span />}
        <Button type="submit" disabled={form.pending}>
          {t('dev.apiKeys.create')}
        </Button>
      </div>
    </form>
  );
}
