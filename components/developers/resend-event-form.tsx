'use client';

import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Select } from '@/components/ui/select';
import { resendEventAction } from '@/lib/actions/developers/resend-event';
import { newIdempotencyKey } from '@/lib/forms/idempotency';
import { useT } from '@/lib/i18n/client';
import { fieldId, useActionForm } from '@/components/forms/use-action-form';
import { ActionMessage } from './action-message';

/** Sends an event again to the endpoint chosen. */
export function ResendEventForm({
  eventId,
  endpoints,
}: {
  eventId: string;
  endpoints: { uuid: string; url: string }[];
}) {
  const t = useT();
  const [key, setKey] = useState(newIdempotencyKey);
  const form = useActionForm<{ eventId: string }>(resendEventAction, key);
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        form.submit(new FormData(event.currentTarget));
        setKey(newIdempotencyKey());
      }}
      className="flex flex-wrap items-end gap-3"
    >
      <input type="hidden" name="event_id" value={eventId} />
      <input type="hidden" name="idempotency_key" value={form.idempotencyKey} />
      <Field id={fieldId('endpoint_id')} label={t('dev.events.resendTo')} error={form.error('endpoint_id')}>
        <Select id={fieldId('endpoint_id')} name="endpoint_id" defaultValue={endpoints[0]?.uuid ?? ''}>
          {endpoints.map((endpoint) => (
            <option key={endpoint.uuid} value={endpoint.uuid}>
              {endpoint.url}
            </option>
          ))}
        </Select>
      </Field>
      <Button type="submit" size="sm" disabled={form.pending || endpoints.length === 0}>
        {t('dev.events.resend')}
      </Button>
      <ActionMessage state={form.state} />
    </form>
  );
}
