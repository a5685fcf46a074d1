import type { Metadata } from 'next';
import { Link } from '@/components/ui/link';
import { headers } from 'next/headers';
import { redirect } from 'next/navigation';
import QRCode from 'qrcode';
import { getStaffSession } from '@/lib/auth';
import { totpUri, twoFactorRequiredFor } from '@/lib/auth/two-factor';
import { loadPendingSecret, loadRecoveryCodesLeft, loadTwoFactorMember } from '@/lib/staff/data';
import { buttonClasses } from '@/components/ui';
import { DeviceThemeProvider } from '@/components/shell/theme';
import { EnrolTwoFactorForm } from '@/components/sign-in/enrol-two-factor-form';
import { MemberI18nProvider } from '@/components/i18n/member-provider';
import { rich } from '@/lib/i18n/rich';
import { getT } from '@/lib/auth/translator';

export async function generateMetadata(): Promise<Metadata> {
  return { title: `${(await getT())('twoFactor.title')} · Merchant Console` };
}

/**
 * Two-factor enrolment. Outside the console frame on purpose: a member the policy requires to enrol is
 * sent here after the password and every other page and action refuses them until they finish.
 */
export default async function TwoFactorPage() {
  const session = await getStaffSession();
  if (!session) redirect('/login?callbackUrl=%2Ftwo-factor');
  const { member, policy } = await loadTwoFactorMember(session.user.id);
  if (!member) redirect('/login');
  const required = twoFactorRequiredFor(policy, session.user.role);
  const nonce = (await headers()).get('x-nonce') ?? undefined;
  const t = await getT();

  let body;
  if (member.totpEnabledAt) {
    const left = await loadRecoveryCodesLeft(member.id);
    body = (
      <div className="space-y-4 text-sm">
        <p data-testid="two-factor-on">{t('twoFactor.on', { left })}</p>
        <p>{t('twoFactor.lostPhone')}</p>
        <Link href="/settings" className={buttonClasses({ variant: 'secondary' })}>
          {t('twoFactor.backToSettings')}
        </Link>
      </div>
    );
  } else {
    const secret = await loadPendingSecret(member.id, session.sessionId ?? null);
    const uri = totpUri(secret, member.email);
    const qr = await QRCode.toDataURL(uri, { margin: 1, width: 208 });
    body = (
      <div className="space-y-4 text-sm">
        {required ? (
          <p
            role="status"
            className="rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-amber-900 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-200"
          >
            {t('twoFactor.required')}
          </p>
        ) : null}
        <ol className="list-decimal space-y-2 pl-5">
          <li>{t('twoFactor.scan')}</li>
          <li>{t('twoFactor.enterCode')}</li>
        </ol>
        {/* eslint-disable-next-line @next/next/no-img-element -- a data: URL made on the server, nothing to optimize */}
        <img src={qr} alt={t('twoFactor.qrAlt')} width={208} height={208} className="mx-auto rounded bg-white p-1" />
        <p>
          {rich(t('twoFactor.cannotScan'), {
            key: (
              <code className="font-mono break-all" data-testid="totp-secret">
                {secret}
              </code>
            ),
          })}
        </p>
        <MemberI18nProvider page="two-factor">
          <EnrolTwoFactorForm />
        </MemberI18nProvider>
      </div>
    );
  }

  return (
    <DeviceThemeProvider nonce={nonce}>
      <main
        lang={t.language}
        className="flex min-h-screen items-center justify-center bg-slate-50 px-4 py-12 dark:bg-slate-950"
      >
        <div className="w-full max-w-md space-y-6">
          <h1 className="text-center text-xl font-semibold tracking-tight text-slate-900 dark:text-slate-100">
            {t('twoFactor.title')}
          </h1>
          <div className="rounded-lg border border-slate-200 bg-white p-6 shadow-sm dark:border-slate-800 dark:bg-slate-900">
            {body}
          </div>
        </div>
      </main>
    </DeviceThemeProvider>
  );
}
