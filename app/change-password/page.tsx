import type { Metadata } from 'next';
import { headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { getStaffSession } from '@/lib/auth';
import { loadPasswordChangeRequired } from '@/lib/staff/data';
import { DeviceThemeProvider } from '@/components/shell/theme';
import { ChangePasswordForm } from '@/components/sign-in/change-password-form';
import { MemberI18nProvider } from '@/components/i18n/member-provider';
import { getT } from '@/lib/auth/translator';

export async function generateMetadata(): Promise<Metadata> {
  return { title: `${(await getT())('password.chooseNew')} · Merchant Console` };
}

/**
 * After an admin reset a member's password: outside the console frame, like two-factor enrolment, because every
 * other page and action refuses the member until they choose their own password here.
 */
export default async function ChangePasswordPage() {
  const session = await getStaffSession();
  if (!session) redirect('/login?callbackUrl=%2Fchange-password');
  if (!(await loadPasswordChangeRequired(session.user.id))) redirect('/settings');
  const nonce = (await headers()).get('x-nonce') ?? undefined;
  const t = await getT();
  return (
    <DeviceThemeProvider nonce={nonce}>
      <main
        lang={t.language}
        className="flex min-h-screen items-center justify-center bg-slate-50 px-4 py-12 dark:bg-slate-950"
      >
        <div className="w-full max-w-md space-y-6">
          <h1 className="text-center text-xl font-semibold tracking-tight text-slate-900 dark:text-slate-100">
            {t('password.chooseNew')}
          </h1>
          <div className="space-y-4 rounded-lg border border-slate-200 bg-white p-6 text-sm shadow-sm dark:border-slate-800 dark:bg-slate-900">
            <p
              role="status"
              className="rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-amber-900 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-200"
            >
              {t('password.resetByAdmin')}
            </p>
            <MemberI18nProvider page="change-password">
              <ChangePasswordForm />
            </MemberI18nProvider>
          </div>
        </div>
      </main>
    </DeviceThemeProvider>
  );
}
