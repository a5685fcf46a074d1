import type { Metadata } from 'next';
import { headers } from 'next/headers';
import { DeviceThemeProvider } from '@/components/shell/theme';
import { SsoCodeForm } from '@/components/sign-in/sso-code-form';
import { MemberI18nProvider } from '@/components/i18n/member-provider';
import { getT } from '@/lib/auth/translator';

export async function generateMetadata(): Promise<Metadata> {
  return { title: `${(await getT())('login.sso.codeHeading')} · Merchant Console` };
}

/**
 * After single sign-on without MFA, for a member with two-factor sign-in (docs/sso.md): the provider's sign-in is
 * carried in the ticket (encrypted, 5 minutes); the code from the member's app completes it.
 */
export default async function SsoCodePage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const { ticket } = await searchParams;
  const t = await getT();
  return (
    <DeviceThemeProvider nonce={(await headers()).get('x-nonce') ?? undefined}>
      <main
        lang={t.language}
        className="flex min-h-screen items-center justify-center bg-slate-50 px-4 py-12 dark:bg-slate-950"
      >
        <div className="w-full max-w-sm space-y-6">
          <div className="space-y-2 text-center">
            <h1 className="text-xl font-semibold tracking-tight text-slate-900 dark:text-slate-100">
              {t('login.sso.codeHeading')}
            </h1>
            <p className="text-sm text-slate-500 dark:text-slate-400">{t('login.sso.codeIntro')}</p>
          </div>
          <div className="rounded-lg border border-slate-200 bg-white p-6 shadow-sm dark:border-slate-800 dark:bg-slate-900">
            <MemberI18nProvider page="login/sso-code">
              <SsoCodeForm ticket={typeof ticket === 'string' ? ticket : ''} />
            </MemberI18nProvider>
          </div>
        </div>
      </main>
    </DeviceThemeProvider>
  );
}
