'use client';

import dynamic from 'next/dynamic';
import { wordProblem } from '@/lib/forms/phrases';
import { useState } from 'react';
import { cn } from '@/components/ui/cn';
import { createConnectLinkAction } from '@/lib/actions/links/create-connect-link';
import type { CreatedLink } from '@/lib/actions/links/link-fields';
import { introTextChecks, introTextProblem, LIMITS } from '@/lib/forms/field-rules';
import { FormSection, MerchantField } from '@/components/forms/create-form-parts';
import { TextAreaField } from '@/components/forms/fields';
import { ownMerchant, type FormContext } from '@/lib/forms/context';
import { ReferencesSection, referenceProblems, useReferences } from '@/components/forms/references';
import { StepForm } from '@/components/forms/step-form';
import { useActionForm, useFormInstance } from '@/components/forms/use-action-form';
import {
  EMPTY_END_USER_CHOICE,
  EndUserChoice,
  endUserChoiceProblems,
  type EndUserChoiceValue,
} from './end-user-choice';
import {
  colorProblems,
  ColorFields,
  EMPTY_LINK_SETTINGS,
  LinkSettingsFields,
  linkSettingsProblems,
  type LinkSettings,
} from './link-settings';
import { useT } from '@/lib/i18n/client';

// What a created link shows (its address, copy, QR code) loads once the link exists (docs/performance.md, "First-load
// JavaScript").
const CreatedLinkPanel = dynamic(() => import('./created-link').then((m) => m.CreatedLinkPanel));

const COLORS = [
  ['background_color', 'Page background'],
  ['content_background_color', 'Content box background'],
  ['content_box_text_color', 'Content box text'],
  ['button_color', 'Button'],
  ['button_text_color', 'Button text'],
] as const;

/** /connect-links/new: the hosted page where an end user connects a bank account. */
export function ConnectLinkForm({ context, serviceName }: { context: FormContext; serviceName: string }) {
  const instance = useFormInstance(context.idempotencyKey);
  return (
    <ConnectLinkInstance
      key={instance.key}
      context={context}
      serviceName={serviceName}
      idempotencyKey={instance.key}
      onAnother={instance.another}
    />
  );
}

function ConnectLinkInstance({
  context,
  serviceName,
  idempotencyKey,
  onAnother,
}: {
  context: FormContext;
  serviceName: string;
  idempotencyKey: string;
  onAnother: () => void;
}) {
  const t = useT();
  const form = useActionForm<CreatedLink>(createConnectLinkAction, idempotencyKey);
  const own = ownMerchant(context.merchants);
  const [merchant, setMerchant] = useState('');
  const [endUser, setEndUser] = useState<EndUserChoiceValue>(EMPTY_END_USER_CHOICE);
  const [intro, setIntro] = useState(() => (own?.name ? `${own.name} uses ${serviceName} to connect your bank` : ''));
  const [colors, setColors] = useState<Record<string, string>>({});
  const [settings, setSettings] = useState<LinkSettings>(EMPTY_LINK_SETTINGS);
  const refs = useReferences();
  const timeZone = context.display.timeZone;

  const result = form.state?.ok ? form.state.result : undefined;
  if (result)
    return (
      <CreatedLinkPanel
        what="Connect link"
        result={result}
        message={form.state?.message}
        timeZone={timeZone}
        onAnother={onAnother}
      />
    );

  const forMerchant = merchant ? context.merchants?.find((m) => m.value === merchant) : own;
  const names = { merchantName: forMerchant?.name ?? null, serviceName };
  const checks = introTextChecks(intro.trim(), names);
  const problems: Record<string, string | null> = {
    intro_text: wordProblem(t, introTextProblem(intro.trim(), names)),
    ...endUserChoiceProblems(endUser, { localIdRequired: forMerchant?.country === 'COL' }, t),
    ...colorProblems(colors, t),
    ...linkSettingsProblems(settings, timeZone, t),
    ...referenceProblems(refs, t),
  };
  const error = (name: string) => form.error(name, problems[name]);

  return (
    <StepForm
      form={form}
      label={t('action.newConnectLink')}
      problems={problems}
      labels={{ intro_text: t('links.introText'), existing_end_user_id: t('kind.endUser') }}
      confirmLabel={t('links.createConnect')}
      pendingLabel={t('common.creating')}
      cancelHref="/connect-links"
    >
      <FormSection title={t('links.whoFor')}>
        <MerchantField
          label={t('forms.forMerchant')}
          hint={t('links.forMerchantHint')}
          merchants={context.merchants}
          value={merchant}
          onValue={setMerchant}
          error={form.error('merchant_id')}
        />
        <EndUserChoice value={endUser} onValue={setEndUser} error={error} />
      </FormSection>
      <FormSection title={t('links.introduction')}>
        <TextAreaField
          name="intro_text"
          label={t('links.introText')}
          hint={t('links.introTextHint')}
          value={intro}
          onValue={setIntro}
          limit={LIMITS.introText.max}
          rows={2}
          error={form.error('intro_text', form.attempted ? problems.intro_text : null)}
        />
        <ul
          className="space-y-1 text-sm"
          aria-label={t('links.introRules')}
          aria-live="polite"
          data-testid="intro-checks"
        >
          {checks.map((check) => (
            <li
              key={check.id}
              className={cn(
                'flex items-start gap-2',
                check.ok ? 'text-emerald-700 dark:text-emerald-400' : 'text-slate-600 dark:text-slate-400',
              )}
              data-ok={check.ok}
            >
              <span aria-hidden className="w-4 shrink-0 font-bold">
                {check.ok ? '✓' : '•'}
              </span>
              <span>
                <span className="sr-only">{check.ok ? t('links.ruleMet') : t('links.ruleNotMet')}</span>
                {t(check.message)}
              </span>
            </li>
          ))}
        </ul>
      </FormSection>
      <FormSection title={t('links.appearance')} description={t('links.appearancePageDefaults')}>
        <ColorFields fields={COLORS} values={colors} onValues={setColors} form={form} problems={problems} />
        <ConnectPreview colors={colors} intro={intro} />
      </FormSection>
      <FormSection title={t('links.behaviour')}>
        <LinkSettingsFields
          value={settings}
          onValue={setSettings}
          institutions={context.institutions}
          timeZone={timeZone}
          form={form}
          problems={problems}
        />
      </FormSection>
      <ReferencesSection refs={refs} error={error} />
    </StepForm>
  );
}

const swatch = (value: string | undefined, fallback: string) =>
  value && /^#?([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/.test(value.trim()) ? `#${value.trim().replace(/^#/, '')}` : fallback;

/** A small likeness of the hosted page with the chosen colours. */
function ConnectPreview({ colors, intro }: { colors: Record<string, string>; intro: string }) {
  const t = useT();
  return (
    <div aria-hidden className="rounded-md p-4" style={{ background: swatch(colors.background_color, '#f1f5f9') }}>
      <div
        className="mx-auto max-w-sm space-y-3 rounded-md p-4 shadow-sm"
        style={{
          background: swatch(colors.content_background_color, '#ffffff'),
          color: swatch(colors.content_box_text_color, '#0f172a'),
        }}
      >
        <p className="text-sm">{intro || t('links.introText')}</p>
        <span
          className="inline-block rounded px-3 py-1.5 text-sm font-medium"
          style={{
            background: swatch(colors.button_color, '#4f46e5'),
            color: swatch(colors.button_text_color, '#ffffff'),
          }}
        >
          {t('links.connectYourBank')}
        </span>
      </div>
    </div>
  );
}
