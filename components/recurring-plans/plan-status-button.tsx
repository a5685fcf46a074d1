'use client';

import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { activateRecurringPlanAction } from '@/lib/actions/recurring-plans/activate';
import type { PlanStatusResult } from '@/lib/actions/recurring-plans/plan-status';
import { HeldForApprovalPanel } from '@/components/approvals/held-panel';
import { pauseRecurringPlanAction } from '@/lib/actions/recurring-plans/pause';
import { newIdempotencyKey } from '@/lib/forms/idempotency';
import { ErrorSummary } from '@/components/forms/error-summary';
import { ConfirmButtons } from '@/components/forms/confirm';
import { useActionForm } from '@/components/forms/use-action-form';
import { useT } from '@/lib/i18n/client';
import type { MessageKey } from '@/lib/i18n/core';
import { rich } from '@/lib/i18n/rich';

const COPY = {
  pause: {
    button: 'plan.pause.button',
    title: 'plan.pause.title',
    body: 'plan.pause.body',
    confirm: 'plan.pause.confirm',
    pending: 'plan.pause.pending',
  },
  activate: {
    button: 'plan.activate.button',
    title: 'plan.activate.title',
    body: 'plan.activate.body',
    confirm: 'plan.activate.confirm',
    pending: 'plan.activate.pending',
  },
} as const satisfies Record<string, Record<string, MessageKey>>;

/**
 * Pause (ACTIVE plan) or activate (PAUSED plan), with a confirmation. Render it only for members who can
 * manage plans (`can(role, 'plans:manage')`). An open dialog keeps the change it was opened for, while the
 * page behind it already shows the plan's new status.
 */
export function PlanStatusButton({
  planId,
  status,
  planLabel,
}: {
  planId: string;
  status: string | null;
  planLabel?: string | null;
}) {
  const t = useT();
  const [open, setOpen] = useState<{ key: string; change: 'pause' | 'activate' } | null>(null);
  const change = status === 'PAUSED' ? 'activate' : status === 'ACTIVE' ? 'pause' : null;
  const opened = open ? COPY[open.change] : null;
  return (
    <>
      {change ? (
        <Button
          variant={change === 'pause' ? 'secondary' : 'primary'}
          onClick={() => setOpen({ key: newIdempotencyKey(), change })}
          aria-haspopup="dialog"
        >
          {t(COPY[change].button)}
        </Button>
      ) : null}
      <Dialog
        open={open !== null}
        onClose={() => setOpen(null)}
        title={opened ? t(opened.title) : ''}
        description={planLabel ?? undefined}
      >
        {open ? (
          <PlanStatusForm
            key={open.key}
            planId={planId}
            change={open.change}
            idempotencyKey={open.key}
            onClose={() => setOpen(null)}
          />
        ) : null}
      </Dialog>
    </>
  );
}

function PlanStatusForm({
  planId,
  change,
  idempotencyKey,
  onClose,
}: {
  planId: string;
  change: 'pause' | 'activate';
  idempotencyKey: string;
  onClose: () => void;
}) {
  const form = useActionForm<PlanStatusResult>(
    change === 'pause' ? pauseRecurringPlanAction : activateRecurringPlanAction,
    idempotencyKey,
  );
  const t = useT();
  const copy = COPY[change];
  if (form.state?.ok && form.state.approval)
    return <HeldForApprovalPanel approval={form.state.approval} message={form.state.message} />;
  if (form.state?.ok) {
    return (
      <div className="space-y-4" data-testid="plan-status-done">
        <p
          role="status"
          className="rounded-md border border-emerald-200 bg-emerald-50 px-4 py-3 text-sm text-emerald-900 dark:border-emerald-900 dark:bg-emerald-950 dark:text-emerald-200"
        >
          {form.state.message}{' '}
          {rich(t('forms.statusIs'), { status: <strong>{form.state.result?.status ?? '—'}</strong> })}
        </p>
        <div className="flex justify-end">
          <Button onClick={onClose}>{t('common.done')}</Button>
        </div>
      </div>
    );
  }
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        form.submit(new FormData(event.currentTarget));
      }}
      className="space-y-4"
      aria-label={t(copy.title)}
    >
      <input type="hidden" name="idempotency_key" value={form.idempotencyKey} />
      <input type="hidden" name="plan_id" value={planId} />
      <ErrorSummary state={form.state} items={[]} focusKey={form.state} />
      <p className="text-sm">{t(copy.body)}</p>
      <ConfirmButtons
        pending={form.pending}
        onBack={onClose}
        backLabel={t('common.cancel')}
        confirmLabel={t(copy.confirm)}
        pendingLabel={t(copy.pending)}
        tone={change === 'pause' ? 'danger' : 'primary'}
      />
    </form>
  );
}
