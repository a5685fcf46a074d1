'use client';

import { Link } from '@/components/ui/link';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { CopyButton } from '@/components/detail/copy-button';
import { createWebhookAction, type CreatedWebhookResult } from '@/lib/actions/developers/create-webhook';
import { newIdempotencyKey } from '@/lib/forms/idempotency';
import { useT } from '@/lib/i18n/client';
import { fieldId, useActionForm } from '@/components/forms/use-action-form';
import { ActionMessage } from './action-message';

/** Adds a webhook endpoint; on success shows its signing secret once, with a copy button. */
export function CreateWebhookForm() {
  const t = useT();
  const [key, setKey] = useState(newIdempotencyKey);
  const form = useActionForm<CreatedWebhookResult>(createWebhookAction, key);
  const created = form.state?.ok ? form.state.result : undefined;
  if (created) {
    return (
      <div
        className="space-y-3 rounded-lg border border-emerald-200 bg-emerald-50 p-4 text-sm dark:border-emerald-900 dark:bg-emerald-950"
        data-testid="webhook-created"
      >
        <ActionMessage state={form.state} />
        <p className="font-mono break-all" data-testid="webhook-secret">
          {created.secret}
        </p>
        <div className="flex flex-wrap gap-2">
          <CopyButton value={created.secret} label={t('dev.webhooks.copySecret')} />
          <Link
            href={`/developers/webhooks/${created.endpointId}`}
            className="text-indigo-700 underline dark:text-indigo-300"
          >
            {t('dev.webhooks.openEndpoint')}
          </Link>
          <Button variant="ghost" size="sm" onClick={() => setKey(newIdempotencyKey())}>
            {t('dev.webhooks.addAnother')}
          </Button>
        </div>
      </div>
    );
  }
  const values = form.state?.values ?? {};
  return (
    <form
      {...form.tracking}
      onSubmit={(event) => {
        event.preventDefault();
        form.markAttempted();
        form.submit(new FormData(event.currentTarget));
      }}
      className="grid gap-3 rounded-lg border border-slate-200 bg-white p-4 sm:grid-cols-2 dark:border-slate-800 dark:bg-slate-900"
      aria-label={t('dev.webhooks.add')}
    >
      <input type="hidden" name="idempotency_key" value={form.idempotencyKey} />
      <Field
        id={fieldId('url')}
        label={t('dev.webhooks.url')}
        hint={t('dev.webhooks.urlHint')}
        error={form.error('url')}
      >
        <Input
          id={fieldId('url')}
          name="url"
          type="url"
          required
          maxLength={2048}
          defaultValue={values.url ?? ''}
          placeholder="https://example.com/webhooks"
          spellCheck={false}
        />
      </Field>
      <Field
        id={fieldId('event_types')}
        label={t('dev.webhooks.eventTypes')}
        hint={t('dev.webhooks.eventTypesHint')}
        error={form.error('event_types')}
      >
        <Input
          id={fieldId('event_types')}
          name="event_types"
          defaultValue={values.event_types ?? '*'}
          spellCheck={false}
        />
      </Field>
      <Field
        id={fieldId('description')}
        label={t('dev.webhooks.description')}
        error={form.error('description')}
        className="sm:col-span-2"
      >
        <Input id={fieldId('description')} name="description" maxLength={500} defaultValue={values.description ?? ''} />
      </Field>
      <div className="flex items-center justify-between gap-3 sm:col-span-2">
        {form.state && !form.state.ok ? <ActionMessage state={form.state} /> : <span />}
        <Button type="submit" disabled={form.pending}>
          {form.pending ? t('dev.webhooks.adding') : t('dev.webhooks.add')}
        </Button>
      </div>
    </form>
  );
}
