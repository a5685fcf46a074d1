import type { Metadata } from 'next';
import { headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { getStaffSession } from '@/lib/auth';
import { safeCallbackPath } from '@/lib/auth/request';
import { DeviceThemeProvider } from '@/components/shell/theme';
import { LoginForm } from '@/components/sign-in/login-form';
import { SsoButton } from '@/components/sign-in/sso-button';
import { ssoConfig } from '@/lib/auth/sso';
import { BrandMark } from '@/components/shell/brand';
import type { MessageKey } from '@/lib/i18n';
import { MemberI18nProvider } from '@/components/i18n/member-provider';
import { getT } from '@/lib/auth/translator';

export async function generateMetadata(): Promise<Metadata> {
  return { title: `${(await getT())('login.signIn')} · Merchant Console` };
}

const ERRORS: Record<string, MessageKey> = {
  CredentialsSignin: 'login.error.credentials',
  'CredentialsSignin:throttled': 'login.error.throttled',
  'CredentialsSignin:disabled': 'login.error.disabled',
  Configuration: 'login.error.unavailable',
  // Single sign-on's refusals (lib/auth/config.ts's signIn callback) and Auth.js's own OAuth errors.
  'sso:no_email': 'login.sso.noEmail',
  'sso:network': 'login.sso.network',
  'sso:disabled': 'login.error.disabled',
  'sso:no_role': 'login.sso.noRole',
  'sso:other_identity': 'login.sso.otherIdentity',
  'sso:not_linkable': 'login.sso.notLinkable',
  sso: 'login.sso.failed',
  AccessDenied: 'login.sso.failed',
  OAuthCallbackError: 'login.sso.failed',
  CallbackRouteError: 'login.sso.failed',
  InvalidCheck: 'login.sso.failed',
};

export default async function LoginPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const params = await searchParams;
  const callbackUrl = safeCallbackPath(params.callbackUrl);
  if (await getStaffSession()) redirect(callbackUrl);
  // Signed out, so English unless a language can be known (getT() answers English).
  const t = await getT();
  const sso = ssoConfig();
  const error =
    typeof params.error === 'string'
      ? t(ERRORS[`${params.error}:${params.code}`] ?? ERRORS[params.error] ?? ERRORS.Configuration)
      : undefined;

  return (
    <DeviceThemeProvider nonce={(await headers()).get('x-nonce') ?? undefined}>
      <main
        lang={t.language}
        className="flex min-h-screen items-center justify-center bg-slate-50 px-4 py-12 dark:bg-slate-950"
      >
        <div className="w-full max-w-sm space-y-6">
          <div className="space-y-2 text-center">
            <BrandMark className="mx-auto h-10 w-10 rounded-lg text-lg" />
            <h1 className="text-xl font-semibold tracking-tight text-slate-900 dark:text-slate-100">
              {t('login.heading')}
            </h1>
            <p className="text-sm text-slate-500 dark:text-slate-400">{t('login.staffOnly')}</p>
          </div>
          <div className="rounded-lg border border-slate-200 bg-white p-6 shadow-sm dark:border-slate-800 dark:bg-slate-900">
            <MemberI18nProvider page="login">
              {sso ? <SsoButton callbackUrl={callbackUrl} name={sso.name} /> : null}
              <LoginForm callbackUrl={callbackUrl} initialError={error} />
            </MemberI18nProvider>
          </div>
        </div>
      </main>
    </DeviceThemeProvider>
  );
}
