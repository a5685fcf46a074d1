import type { Metadata } from 'next';
import Link from 'next/link';
import { headers } from 'next/headers';
import { redirect } from 'next/navigation';
import QRCode from 'qrcode';
import { getStaffSession } from '@/lib/auth';
import { authSecret } from '@/lib/auth/secret';
import { getTwoFactorPolicy, pendingSecret, totpUri, twoFactorRequiredFor, unusedRecoveryCodes } from '@/lib/auth/two-factor';
import { getStaff } from '@/lib/auth/staff';
import { getConsoleDb } from '@/lib/db';
import { buttonClasses } from '@/components/ui';
import { DeviceThemeProvider } from '@/components/shell/theme';
import { EnrolTwoFactorForm } from '@/components/auth/enrol-two-factor-form';

export const metadata: Metadata = { title: 'Two-factor sign-in · Merchant Console' };

/**
 * Two-factor enrolment. Outside the console frame on purpose: a member the policy requires to enrol is
 * sent here after the password and every other page and action refuses them until they finish.
 */
export default async function TwoFactorPage() {
  const session = await getStaffSession();
  if (!session) redirect('/login?callbackUrl=%2Ftwo-factor');
  const db = await getConsoleDb();
  const [member, policy] = await Promise.all([getStaff(db, session.user.id), getTwoFactorPolicy(db)]);
  if (!member) redirect('/login');
  const required = twoFactorRequiredFor(policy, session.user.role);
  const nonce = (await headers()).get('x-nonce') ?? undefined;

  let body;
  if (member.totpEnabledAt) {
    const left = await unusedRecoveryCodes(db, member.id);
    body = (
      <div className="space-y-4 text-sm">
        <p data-testid="two-factor-on">Two-factor sign-in is on. {left} of 10 recovery codes are unused.</p>
        <p>Lost your phone? Ask an admin to reset your second factor, or sign in with a recovery code.</p>
        <Link href="/settings" className={buttonClasses({ variant: 'secondary' })}>
          Back to settings
        </Link>
      </div>
    );
  } else {
    const secret = await pendingSecret(db, member.id, authSecret());
    const uri = totpUri(secret, member.email);
    const qr = await QRCode.toDataURL(uri, { margin: 1, width: 208 });
    body = (
      <div className="space-y-4 text-sm">
        {required ? (
          <p role="status" className="rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-amber-900 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-200">
            Your admin requires two-factor sign-in. Set it up to continue.
          </p>
        ) : null}
        <ol className="list-decimal space-y-2 pl-5">
          <li>Scan this code with an authenticator app (1Password, Google Authenticator, Authy…).</li>
          <li>Enter the 6-digit code it shows.</li>
        </ol>
        {/* eslint-disable-next-line @next/next/no-img-element -- a data: URL made on the server, nothing to optimize */}
        <img src={qr} alt="QR code for your authenticator app" width={208} height={208} className="mx-auto rounded bg-white p-1" />
        <p>
          Cannot scan? Enter this key: <code className="font-mono break-all" data-testid="totp-secret">{secret}</code>
        </p>
        <EnrolTwoFactorForm />
      </div>
    );
  }

  return (
    <DeviceThemeProvider nonce={nonce}>
      <main className="flex min-h-screen items-center justify-center bg-slate-50 px-4 py-12 dark:bg-slate-950">
        <div className="w-full max-w-md space-y-6">
          <h1 className="text-center text-xl font-semibold tracking-tight text-slate-900 dark:text-slate-100">Two-factor sign-in</h1>
          <div className="rounded-lg border border-slate-200 bg-white p-6 shadow-sm dark:border-slate-800 dark:bg-slate-900">{body}</div>
        </div>
      </main>
    </DeviceThemeProvider>
  );
}
