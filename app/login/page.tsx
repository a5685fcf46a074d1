import type { Metadata } from 'next';
import { headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { getStaffSession } from '@/lib/auth';
import { safeCallbackPath } from '@/lib/auth/request';
import { DeviceThemeProvider } from '@/components/shell/theme';
import { LoginForm } from '@/components/auth/login-form';

export const metadata: Metadata = { title: 'Sign in · Merchant Console' };

const ERRORS: Record<string, string> = {
  CredentialsSignin: 'That email and password do not match. Check them and try again.',
  'CredentialsSignin:throttled': 'Too many failed attempts. Wait a little and try again.',
  'CredentialsSignin:disabled': 'This account is disabled. Ask an admin to enable it.',
  Configuration: 'Sign-in is unavailable right now. Try again in a moment.',
};

export default async function LoginPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const params = await searchParams;
  const callbackUrl = safeCallbackPath(params.callbackUrl);
  if (await getStaffSession()) redirect(callbackUrl);
  const error = typeof params.error === 'string' ? (ERRORS[`${params.error}:${params.code}`] ?? ERRORS[params.error] ?? ERRORS.Configuration) : undefined;

  return (
    <DeviceThemeProvider nonce={(await headers()).get('x-nonce') ?? undefined}>
      <main className="flex min-h-screen items-center justify-center bg-slate-50 px-4 py-12 dark:bg-slate-950">
        <div className="w-full max-w-sm space-y-6">
          <div className="space-y-2 text-center">
            <div aria-hidden className="mx-auto flex h-10 w-10 items-center justify-center rounded-lg bg-indigo-600 text-lg font-bold text-white">
              M
            </div>
            <h1 className="text-xl font-semibold tracking-tight text-slate-900 dark:text-slate-100">Sign in to Merchant Console</h1>
            <p className="text-sm text-slate-500 dark:text-slate-400">Staff access only. Ask an admin for an account.</p>
          </div>
          <div className="rounded-lg border border-slate-200 bg-white p-6 shadow-sm dark:border-slate-800 dark:bg-slate-900">
            <LoginForm callbackUrl={callbackUrl} initialError={error} />
          </div>
        </div>
      </main>
    </DeviceThemeProvider>
  );
}
