'use client';

import { useActionState, useState } from 'react';
import type { CheckoutPage } from '@/lib/embedded-api';
import { Card, LockIcon, MerchantMark } from '@/components/hosted/hosted-shell';
import {
  AccountFields,
  Confirmation,
  ConsentBox,
  FormAlert,
  PayButton,
  type FieldErrors,
} from '@/components/hosted/form-parts';
import { ProblemCard } from '@/components/hosted/problem-page';
import { fill, messagesFor } from '@/lib/hosted/messages';
import type { CheckoutFormState } from '@/lib/actions/hosted/pay-checkout';

export function CheckoutForm({
  page,
  amountText,
  action,
}: {
  page: CheckoutPage;
  /** The amount formatted in the currency and the link's language. */
  amountText: string;
  action: (state: CheckoutFormState, data: FormData) => Promise<CheckoutFormState>;
}) {
  const [state, formAction] = useActionState(action, { status: 'idle' });
  const [choice, setChoice] = useState(page.accounts[0]?.id ?? 'new');
  const t = messagesFor(page.language);
  const c = page.colors;

  if (state.status === 'problem') {
    const text = state.problem === 'completed' ? t.problems.completed_checkout : t.problems[state.problem];
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
        : state.status === 'account_pending'
          ? fill(t.checkout.pendingBody, { institution: state.account.institutionName, last4: state.account.last4 })
          : null;

  return (
    <Card className="grid grid-cols-1 md:grid-cols-5" style={{ background: c.mainBackground }}>
      <aside
        className="px-6 py-8 md:col-span-2 md:px-8"
        style={{ background: c.sidebarBackground, color: c.sidebarText }}
      >
        <div className="flex items-center gap-3">
          <MerchantMark name={page.merchantName} color={c.button} textColor={c.buttonText} />
          <div className="min-w-0">
            <p className="text-xs tracking-wide uppercase opacity-80">{t.checkout.paymentTo}</p>
            <p className="truncate text-sm font-semibold" data-testid="merchant-name">
              {page.merchantName}
            </p>
          </div>
        </div>
        <h1 className="mt-6 text-lg font-semibold">{page.linkName}</h1>
        {page.linkDescription ? <p className="mt-1 text-sm opacity-80">{page.linkDescription}</p> : null}
        <div className="mt-6 border-t border-current/15 pt-4">
          <p className="text-xs tracking-wide uppercase opacity-80">{t.checkout.amountDue}</p>
          <p className="mt-1 text-3xl font-semibold tabular-nums" data-testid="amount">
            {amountText}
          </p>
          {page.paymentDescription ? <p className="mt-1 text-sm opacity-80">{page.paymentDescription}</p> : null}
        </div>
      </aside>

      <div className="px-6 py-8 md:col-span-3 md:px-8" style={{ color: c.mainText }}>
        {state.status === 'paid' ? (
          <Confirmation
            title={t.checkout.doneTitle}
            body={fill(t.checkout.doneBody, {
              merchant: page.merchantName,
              amount: amountText,
              institution: state.account.institutionName,
              last4: state.account.last4,
            })}
            reference={state.payment.code}
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
            {page.accounts.length ? (
              <fieldset className="space-y-2">
                <legend className="mb-2 text-sm font-medium">{t.checkout.payFrom}</legend>
                {page.accounts.map((a) => (
                  <AccountOption
                    key={a.id}
                    value={a.id}
                    checked={choice === a.id}
                    onChange={setChoice}
                    label={`${a.institutionName} •••• ${a.last4}`}
                    detail={t.fields[a.subtype as 'CHECKING'] ?? a.subtype}
                  />
                ))}
                <AccountOption
                  value="new"
                  checked={choice === 'new'}
                  onChange={setChoice}
                  label={t.checkout.useAnother}
                />
                {errors.account_id ? <p className="text-xs font-medium text-red-600">{errors.account_id}</p> : null}
              </fieldset>
            ) : (
              <div>
                <input type="hidden" name="account_id" value="new" />
                <h2 className="text-base font-semibold">{t.checkout.connectToPay}</h2>
                <p className="mt-1 text-sm opacity-80">{fill(t.checkout.noAccounts, { currency: page.currency })}</p>
              </div>
            )}
            {choice === 'new' ? (
              <AccountFields
                language={page.language}
                institutions={page.institutions}
                defaultInstitutionId={page.defaultInstitutionId}
                errors={errors}
              />
            ) : null}
            <ConsentBox
              id="consent"
              text={fill(t.checkout.consent, {
                merchant: page.merchantName,
                amount: amountText,
                service: page.serviceName,
              })}
              error={errors.consent}
            />
            <PayButton
              label={fill(t.checkout.submit, { amount: amountText })}
              pendingLabel={t.checkout.submitting}
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

function AccountOption({
  value,
  checked,
  onChange,
  label,
  detail,
}: {
  value: string;
  checked: boolean;
  onChange: (v: string) => void;
  label: string;
  detail?: string;
}) {
  return (
    <label
      className={`flex cursor-pointer items-center gap-3 rounded-lg border px-3 py-3 text-sm transition ${checked ? 'border-current/60' : 'border-current/15'}`}
    >
      <input
        type="radio"
        name="account_id"
        value={value}
        checked={checked}
        onChange={() => onChange(value)}
        className="h-4 w-4"
      />
      <span className="flex-1 font-medium">{label}</span>
      {detail ? <span className="text-xs opacity-80">{detail}</span> : null}
    </label>
  );
}
