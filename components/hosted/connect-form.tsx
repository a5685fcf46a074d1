'use client';

import { useActionState } from 'react';
import type { ConnectPage } from '@/lib/embedded-api';
import { Card, LockIcon, MerchantMark } from '@/components/hosted/hosted-shell';
import {
  AccountFields,
  Confirmation,
  ConsentBox,
  FormAlert,
  PayButton,
  type FieldErrors,
} from '@/components/hosted/form-parts';
import { fill, messagesFor } from '@/lib/hosted/messages';
import { ProblemCard } from '@/components/hosted/problem-page';
import type { ConnectFormState } from '@/lib/actions/hosted/connect';

export function ConnectForm({
  page,
  action,
}: {
  page: ConnectPage;
  action: (state: ConnectFormState, data: FormData) => Promise<ConnectFormState>;
}) {
  const [state, formAction] = useActionState(action, { status: 'idle' });
  const t = messagesFor(page.language);
  const c = page.colors;

  if (state.status === 'problem') {
    const text = state.problem === 'completed' ? t.problems.completed_connect : t.problems[state.problem];
    return (
      <ProblemCard
        title={text.title}
        body={fill(text.body, { merchant: page.merchantName })}
        tone={state.problem === 'completed' ? 'done' : 'error'}
      />
    );
  }

  const errors: FieldErrors =
    state.status === 'invalid'
      ? Object.fromEntries(
          Object.entries(state.errors).map(([field, code]) => [
            field,
            t.errors[code as keyof typeof t.errors] ?? t.errors.invalid_choice,
          ]),
        )
      : {};
  const alert =
    state.status === 'invalid'
      ? t.errors.summary
      : state.status === 'refused'
        ? state.reason === 'forbidden'
          ? t.errors.forbidden
          : fill(t.errors.rate_limited, { seconds: state.retryAfterSeconds ?? 60 })
        : null;

  return (
    <Card style={{ background: c.contentBackground, color: c.contentText }}>
      <div className="px-6 pt-8 pb-2 sm:px-8">
        <div className="flex items-center gap-3">
          <MerchantMark name={page.merchantName} color={c.button} textColor={c.buttonText} />
          <div className="min-w-0">
            <p className="truncate text-sm font-semibold">{page.merchantName}</p>
            {page.endUserName ? (
              <p className="truncate text-xs opacity-80">{fill(t.forUser, { name: page.endUserName })}</p>
            ) : null}
          </div>
        </div>
        <h1 className="mt-6 text-2xl font-semibold tracking-tight">{t.connect.title}</h1>
        <p className="mt-2 text-sm opacity-80" data-testid="intro-text">
          {page.introText}
        </p>
      </div>

      <div className="px-6 pt-4 pb-8 sm:px-8">
        {state.status === 'connected' ? (
          <Confirmation
            title={state.account.requiresValidation ? t.connect.pendingTitle : t.connect.doneTitle}
            body={fill(state.account.requiresValidation ? t.connect.pendingBody : t.connect.doneBody, {
              institution: state.account.institutionName,
              last4: state.account.last4,
              merchant: page.merchantName,
            })}
            tone={state.account.requiresValidation ? 'pending' : 'done'}
            reference={state.account.code}
            referenceLabel={t.done.reference}
            continueUrl={state.redirectTo}
            continueLabel={t.done.continue}
            closeLabel={t.done.close}
            button={c.button}
            buttonText={c.buttonText}
          />
        ) : (
          <form action={formAction} className="space-y-5" noValidate>
            <input type="hidden" name="form_token" value={page.formToken} />
            <FormAlert message={alert} />
            <AccountFields
              language={page.language}
              institutions={page.institutions}
              defaultInstitutionId={page.defaultInstitutionId}
              errors={errors}
            />
            <ConsentBox
              id="consent"
              text={fill(t.connect.consent, { merchant: page.merchantName, service: page.serviceName })}
              error={errors.consent}
            />
            <PayButton
              label={t.connect.submit}
              pendingLabel={t.connect.submitting}
              color={c.button}
              textColor={c.buttonText}
            />
            <p className="flex items-center justify-center gap-1.5 text-xs opacity-80">
              <LockIcon />
              {fill(t.secured, { service: page.serviceName })}
            </p>
          </form>
        )}
      </div>
    </Card>
  );
}
