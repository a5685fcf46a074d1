'use client';

import { Link } from '@/components/ui/link';
import { useState, type ReactNode } from 'react';
import { Button, buttonClasses } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { COMMON_CURRENCIES } from '@/lib/forms/money';
import { SelectField, TextField } from './fields';
import type { Choice, MerchantChoice } from '@/lib/forms/context';
import { MoneyField } from './money-field';
import { useT } from '@/lib/i18n/client';

/** A titled group of fields on a create page. */
export function FormSection({
  title,
  description,
  children,
}: {
  title: string;
  description?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>{title}</CardTitle>
        {description ? <p className="text-sm text-slate-500 dark:text-slate-400">{description}</p> : null}
      </CardHeader>
      <CardContent className="space-y-4">{children}</CardContent>
    </Card>
  );
}

/** A tenant: a picker from GET /tenants/list, or a typed id where the API lacks that list. */
export function TenantField({
  name = 'tenant_id',
  tenants,
  value,
  onValue,
  error,
}: {
  name?: string;
  tenants: Choice[] | null;
  value: string;
  onValue: (v: string) => void;
  error?: string;
}) {
  const t = useT();
  if (tenants && tenants.length) {
    return (
      <SelectField
        name={name}
        label={t('forms.tenant')}
        hint={t('forms.tenantHint')}
        value={value}
        onValue={onValue}
        options={tenants}
        placeholder={t('forms.chooseTenant')}
        error={error}
      />
    );
  }
  return (
    <TextField
      name={name}
      label={t('forms.tenantId')}
      hint={t('forms.tenantIdHint')}
      value={value}
      onValue={onValue}
      error={error}
      autoComplete="off"
      spellCheck={false}
    />
  );
}

/** The merchant or a sub-merchant the request is for; empty means the caller's own merchant. */
export function MerchantField({
  name = 'merchant_id',
  label,
  hint,
  merchants,
  value,
  onValue,
  error,
}: {
  name?: string;
  label: string;
  hint?: ReactNode;
  merchants: MerchantChoice[] | null;
  value: string;
  onValue: (v: string) => void;
  error?: string;
}) {
  const t = useT();
  if (merchants && merchants.length > 1) {
    const ordered = [...merchants.filter((m) => !m.isSub), ...merchants.filter((m) => m.isSub)];
    const options = ordered.map((m) => ({
      value: m.isSub ? m.value : '',
      label: m.isSub ? t('forms.subMerchant', { name: m.label }) : t('forms.you', { name: m.label }),
    }));
    return (
      <SelectField
        name={name}
        label={label}
        hint={hint}
        value={value}
        onValue={onValue}
        options={options}
        error={error}
      />
    );
  }
  if (merchants) return <input type="hidden" name={name} value="" />;
  return (
    <TextField
      name={name}
      label={t('common.optional', { label })}
      hint={hint ?? t('forms.merchantIdHint')}
      value={value}
      onValue={onValue}
      error={error}
      autoComplete="off"
      spellCheck={false}
    />
  );
}

export function CurrencyField({
  name = 'currency',
  value,
  onValue,
  error,
  extra = [],
}: {
  name?: string;
  value: string;
  onValue: (v: string) => void;
  error?: string;
  extra?: (string | null)[];
}) {
  const t = useT();
  const codes = [...new Set([value, ...extra, ...COMMON_CURRENCIES].filter((c): c is string => Boolean(c)))];
  return (
    <SelectField
      name={name}
      label={t('table.currency')}
      value={value}
      onValue={onValue}
      options={codes.map((c) => ({ value: c, label: c }))}
      error={error}
      className="sm:max-w-40"
    />
  );
}

/** The bottom bar of a create form's edit step. */
export function FormFooter({
  cancelHref,
  submitLabel,
  pending,
}: {
  cancelHref: string;
  submitLabel: string;
  pending?: boolean;
}) {
  const t = useT();
  return (
    <div className="flex justify-end gap-2">
      <Link href={cancelHref} className={buttonClasses({ variant: 'secondary' })}>
        {t('common.cancel')}
      </Link>
      <Button type="submit" disabled={pending}>
        {submitLabel}
      </Button>
    </div>
  );
}

/** A form's currency: the merchant's at first, then an account's when one is picked, until the member chooses one. */
export interface CurrencyChoice {
  value: string;
  choose: (currency: string) => void;
  follow: (account: { currency: string | null } | null) => void;
}

export function useCurrency(initial: string): CurrencyChoice {
  const [value, setValue] = useState(initial);
  const [chosen, setChosen] = useState(false);
  return {
    value,
    choose: (currency) => {
      setValue(currency);
      setChosen(true);
    },
    follow: (account) => {
      if (account?.currency && !chosen) setValue(account.currency);
    },
  };
}

/** The amount (major units, parsed exactly) beside its currency; `prefix` for nested fields (`transaction.`). */
export function AmountFields({
  prefix = '',
  label,
  amount,
  onAmount,
  currency,
  extra,
  language,
  error,
}: {
  prefix?: string;
  label?: string;
  amount: string;
  onAmount: (value: string) => void;
  currency: CurrencyChoice;
  extra: (string | null)[];
  language: string;
  error: (name: string) => string | undefined;
}) {
  const t = useT();
  return (
    <div className="grid gap-4 sm:grid-cols-[1fr_auto]">
      <MoneyField
        name={`${prefix}amount`}
        label={label ?? t('common.amount')}
        value={amount}
        onValue={onAmount}
        currency={currency.value}
        language={language}
        error={error(`${prefix}amount`)}
      />
      <CurrencyField
        name={`${prefix}currency`}
        value={currency.value}
        onValue={currency.choose}
        extra={extra}
        error={error(`${prefix}currency`)}
      />
    </div>
  );
}
