'use client';

import { useActionState } from 'react';
import { useFormInstance } from '@/components/forms/use-action-form';
import { subscribeReportAction } from '@/lib/actions/reports/subscribe';
import { sendReportNowAction } from '@/lib/actions/reports/send-now';
import { pauseReportAction } from '@/lib/actions/reports/pause';
import { removeReportAction } from '@/lib/actions/reports/remove';
import { resumeReportAction } from '@/lib/actions/reports/resume';
import { setBusinessDayAction } from '@/lib/actions/reports/business-day';
import type { ActionState } from '@/lib/forms/state';
import { FormMessage } from '@/components/ui/alert';
import { describedBy, Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { SubmitButton } from '@/components/ui/submit-button';
import { useT } from '@/lib/i18n/client';

/** Subscribe a report: which report, how often, which currency, who receives it and how. */
export function SubscribeReportForm() {
  const [state, formAction] = useActionState<ActionState | null, FormData>(subscribeReportAction, null);
  const t = useT();
  const v = state?.ok ? {} : (state?.values ?? {});
  return (
    <form action={formAction} className="space-y-3" aria-label={t('reports.subscribeForm')}>
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        <Field id="sub-report" label={t('reports.report')}>
          <Select id="sub-report" name="report" defaultValue={v.report ?? 'payout_reconciliation'}>
            <option value="payout_reconciliation">{t('reports.kind.payout_reconciliation')}</option>
            <option value="balance">{t('reports.kind.balance')}</option>
          </Select>
        </Field>
        <Field id="sub-frequency" label={t('reports.frequency')}>
          <Select id="sub-frequency" name="frequency" defaultValue={v.frequency ?? 'daily'}>
            <option value="daily">{t('reports.frequency.daily')}</option>
            <option value="weekly">{t('reports.frequency.weekly')}</option>
            <option value="monthly">{t('reports.frequency.monthly')}</option>
          </Select>
        </Field>
        <Field id="sub-delivery" label={t('reports.delivery')}>
          <Select id="sub-delivery" name="delivery" defaultValue={v.delivery ?? 'attachment'}>
            <option value="attachment">{t('reports.delivery.attachment')}</option>
            <option value="link">{t('reports.delivery.link')}</option>
          </Select>
        </Field>
        <Field id="sub-currency" label={t('reports.currency')}>
          <Input id="sub-currency" name="currency" maxLength={3} defaultValue={v.currency ?? ''} />
        </Field>
      </div>
      <Field id="sub-recipients" label={t('reports.recipients')} hint={t('reports.recipientsHint')}>
        <Input id="sub-recipients" name="recipients" required defaultValue={v.recipients ?? ''} />
      </Field>
      <SubmitButton>{t('reports.subscribe')}</SubmitButton>
      <div aria-live="polite">
        <FormMessage state={state} />
      </div>
    </form>
  );
}

type SubscriptionAction = (previous: ActionState | null, formData: FormData) => Promise<ActionState>;

/** One button acting on one subscription (send now, pause, resume, remove), its outcome said beside it. */
function SubscriptionButton({
  id,
  action,
  label,
  variant = 'secondary',
}: {
  id: string;
  action: SubscriptionAction;
  label: string;
  variant?: 'secondary' | 'danger';
}) {
  const [state, formAction] = useActionState<ActionState | null, FormData>(action, null);
  return (
    <form action={formAction} className="inline-block">
      <input type="hidden" name="id" value={id} />
      <SubmitButton variant={variant} size="sm">
        {label}
      </SubmitButton>
      <div aria-live="polite" className="mt-1">
        <FormMessage state={state} />
      </div>
    </form>
  );
}

/** Finance's controls on one subscription: send the last period now, pause or resume, remove. */
export function SubscriptionControls({ id, active }: { id: string; active: boolean }) {
  const t = useT();
  return (
    <div className="flex flex-wrap items-start gap-2">
      <SubscriptionButton id={id} action={sendReportNowAction} label={t('reports.sendNow')} />
      {active ? (
        <SubscriptionButton id={id} action={pauseReportAction} label={t('reports.pause')} />
      ) : (
        <SubscriptionButton id={id} action={resumeReportAction} label={t('reports.resume')} />
      )}
      <SubscriptionButton id={id} action={removeReportAction} label={t('reports.remove')} variant="danger" />
    </div>
  );
}

/** The merchant's business day: its time zone (picked from the zones the runtime knows) and the time the day ends. */
export function BusinessDayForm({
  timeZone,
  cutoff,
  timeZones,
  initialKey,
}: {
  timeZone: string;
  cutoff: string;
  timeZones: string[];
  initialKey: string;
}) {
  const form = useFormInstance(initialKey);
  const [state, formAction] = useActionState<ActionState | null, FormData>(async (previous, data) => {
    const answer = await setBusinessDayAction(previous, data);
    // Each save is its own request: a new Idempotency-Key for the next one.
    form.another();
    return answer;
  }, null);
  const t = useT();
  const zoneError = state?.ok ? undefined : state?.fieldErrors?.time_zone;
  const cutoffError = state?.ok ? undefined : state?.fieldErrors?.cutoff;
  const zones = timeZones.includes(timeZone) ? timeZones : [timeZone, ...timeZones];
  return (
    <form action={formAction} className="flex flex-wrap items-end gap-3" aria-label={t('reports.businessDaySetting')}>
      <input type="hidden" name="idempotency_key" value={form.key} />
      <Field id="bd-zone" label={t('reports.timeZone')} error={zoneError}>
        <Select
          id="bd-zone"
          name="time_zone"
          defaultValue={timeZone}
          aria-invalid={Boolean(zoneError)}
          aria-describedby={describedBy('bd-zone', { error: zoneError })}
        >
          {zones.map((zone) => (
            <option key={zone} value={zone}>
              {zone}
            </option>
          ))}
        </Select>
      </Field>
      <Field id="bd-cutoff" label={t('reports.cutoff')} error={cutoffError}>
        <Input
          id="bd-cutoff"
          name="cutoff"
          type="time"
          defaultValue={cutoff}
          required
          aria-invalid={Boolean(cutoffError)}
          aria-describedby={describedBy('bd-cutoff', { error: cutoffError })}
        />
      </Field>
      <SubmitButton variant="secondary">{t('reports.save')}</SubmitButton>
      <div aria-live="polite" className="w-full">
        <FormMessage state={state} />
      </div>
    </form>
  );
}
